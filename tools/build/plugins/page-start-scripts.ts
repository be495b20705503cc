// What: the page start scripts, inline in index.html's head right after the charset. Why: they run before the
// first paint and before anything can be tapped: the marker of a stored cookie decision
// (src/lib/stored-consent-script.ts) and the recorder of taps and typing before the app has taken a
// server-rendered page over (src/app/ssr/early-input.ts, decision 0182). The server allows them by their hashes
// (server/render/inline-scripts.ts). Used by the app build.
import type { Plugin } from 'vite';
import { EARLY_INPUT_SCRIPT } from '../../../src/app/ssr/early-input-script';
import { STORED_CONSENT_SCRIPT } from '../../../src/lib/stored-consent-script';

const CHARSET = '<meta charset="UTF-8" />';

export function pageStartScripts(): Plugin {
  const scripts = [STORED_CONSENT_SCRIPT, EARLY_INPUT_SCRIPT].map(
    (script) => `  <script>${script}</script>\n`,
  );
  return {
    name: 'studio:page-start-scripts',
    // Right after the charset, before the stylesheet: an inline script after a stylesheet waits for it and holds
    // the parser (on emulated 3G the first paint of / came at 2.7 s instead of 0.47 s).
    transformIndexHtml: (html) => html.replace(CHARSET, `${CHARSET}\n${scripts.join('')}`),
  };
}
