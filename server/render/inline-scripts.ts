// The inline scripts of the app's index.html (the recorder of early taps, src/app/ssr/early-input.ts) are allowed
// by their hashes in the Content-Security-Policy, so no 'unsafe-inline' is ever needed. JSON data blocks
// (type="application/json") are data, not scripts: they need no hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** The CSP source expressions ('sha256-…') of the executable inline scripts of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built index.html in staticDir; none when the app is not built. */
export function appInlineScriptHashes(staticDir: string): string[] {
  const index = path.join(staticDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
