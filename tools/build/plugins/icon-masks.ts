// What: the icons' masks (public/icons/*.svg, one rule per icon; src/components/ui/icon.tsx names them by
// `data-icon`) and the brand's mark (public/favicon.svg) as data URLs in a virtual stylesheet, and the tab's icon
// as a data URL in index.html. Why: a page paints them with its stylesheet instead of asking for eight files
// before its first paint (decision 0183). The files stay in public/. Used by the app and public-styles builds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

/** The icons' masks and the brand's mark, from public/icons/*.svg and public/favicon.svg. */
const ICON_MASKS = 'virtual:icon-masks.css';

/** An SVG file as a CSS url() with a data URL. */
function svgUrl(file: string): string {
  const svg = readFileSync(file, 'utf8').trim().replace(/"/g, "'");
  return `url("data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}")`;
}

/**
 * The icons' masks (one rule per icon, src/components/ui/icon.tsx names them by `data-icon`) and the brand's mark
 * (src/components/brand-logo.tsx) as data URLs in the stylesheet: a page paints them with the stylesheet instead
 * of asking for eight files before its first paint (decision 0183). The files stay in public/.
 */
export function iconMasks(): Plugin {
  const folder = path.join(ROOT, 'public', 'icons');
  const favicon = path.join(ROOT, 'public', 'favicon.svg');
  return {
    name: 'studio:icon-masks',
    resolveId: (source) => (source === ICON_MASKS ? ICON_MASKS : undefined),
    load(id) {
      if (id !== ICON_MASKS) return undefined;
      this.addWatchFile(favicon);
      const icons = readdirSync(folder)
        .filter((file) => file.endsWith('.svg'))
        .sort()
        .map((file) => {
          this.addWatchFile(path.join(folder, file));
          return `.icon[data-icon="${file.slice(0, -4)}"]{--icon-url:${svgUrl(path.join(folder, file))}}`;
        });
      return [`.brand__mark{background-image:${svgUrl(favicon)}}`, ...icons].join('\n');
    },
    // The tab's icon too: the page's favicon link carries the file as a data URL, so the browser asks for nothing
    // before the first paint.
    transformIndexHtml: (html) =>
      html.replace('href="/favicon.svg"', `href="${svgUrl(favicon).slice(5, -2).replace(/"/g, '&quot;')}"`),
  };
}
