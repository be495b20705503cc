// The built app's index.html, read once at start for what the server takes from it besides the page renderer:
// the hashes of its inline scripts (the page start scripts, decision 0182), allowed by them in the
// Content-Security-Policy so no 'unsafe-inline' is ever needed, and its stylesheet links (the form pages,
// server/routes/forms). JSON data blocks (type="application/json") are data, not scripts: they need no hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built index.html in staticDir, or '' when the app is not built. */
export function readBuiltIndex(staticDir: string): string {
  const index = path.join(staticDir, 'index.html');
  return existsSync(index) ? readFileSync(index, 'utf8') : '';
}

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

/** The <link rel="stylesheet"> elements of a page (none in an empty one). */
export function stylesheetLinks(html: string): string {
  return (html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).join('');
}
