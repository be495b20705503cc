// The shell of a page of islands (issue 24, decision 0183): the built index.html with the app's entry script and
// its module preloads swapped for a one-line loader of the islands entry (src/app/islands/entry.tsx), as the
// build's manifest names it. The loader asks for the entry only after the first paint: nothing the page paints
// waits for a script, and the scripts do not share the weak signal with the stylesheet (a tap before then is
// replayed, ../../src/app/ssr/early-input.ts). It is an inline script, allowed by its hash like the page start
// scripts (./inline-scripts.ts). Head and page start scripts stay as they are.
//
// The app's stylesheet gives way to the public pages' own (vite.config.ts, `--mode public-styles`): a marker where the
// page's one stylesheet goes (./page-styles.ts). The app's stylesheet is named in a <meta> for a signed-in member's
// visit, which loads the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  APP_ENTRY_META,
  APP_STYLE_META,
  ISLANDS_ENTRY,
  ISLANDS_MANIFEST,
  PUBLIC_STYLES_MANIFEST,
} from '#domain/rendering';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
/** Where the page's own stylesheet goes (./page-styles.ts). */
export const PAGE_STYLES = '<!--page-styles-->';

/** The public pages' stylesheets, as the build names them (files relative to the static folder). */
export interface PublicStyles {
  base: string;
  groups: Record<string, string>;
}

/** The files the islands entry loads before it runs: itself and its static imports, depth first. */
export function islandsFiles(manifest: Manifest, entry = ISLANDS_ENTRY): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest lacks ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files;
}

/**
 * The loader: the entry is imported once the page's first contentful paint is recorded (a frame alone may paint
 * nothing yet), or after 3 s where the browser reports no paints.
 */
export const afterFirstPaint = (entry: string) =>
  `(function(){var s=0;function go(){s||(s=1,import(${JSON.stringify(entry)}))}` +
  `try{new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:!0})}catch(e){}` +
  `setTimeout(go,3e3)})()`;

export function islandsShell(shell: string, manifest: Manifest, styles?: PublicStyles): string {
  const app = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!app) throw new Error('index.html has no module entry script');
  const [entry] = islandsFiles(manifest);
  const tags = [
    // A signed-in member's page loads the app instead (src/app/islands/entry.tsx).
    `<meta name="${APP_ENTRY_META}" content="${app}">`,
    `<script type="module">${afterFirstPaint(`/${entry}`)}</script>`,
  ].join('\n    ');
  const islands = shell.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, tags);
  const appStyle = STYLESHEET.exec(islands)?.[1];
  if (!styles || !appStyle) return islands;
  return islands.replace(
    STYLESHEET,
    `${PAGE_STYLES}\n    <meta name="${APP_STYLE_META}" content="${appStyle}">`,
  );
}

/** The islands shell of a build in staticDir and its stylesheets, or undefined for a build without the islands. */
export function readIslandsShell(
  staticDir: string,
  shell: string,
): { shell: string; styles: PublicStyles | undefined } | undefined {
  const file = path.join(staticDir, ISLANDS_MANIFEST);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (!manifest[ISLANDS_ENTRY]) return undefined;
  const stylesFile = path.join(staticDir, PUBLIC_STYLES_MANIFEST);
  const styles = existsSync(stylesFile)
    ? (JSON.parse(readFileSync(stylesFile, 'utf8')) as PublicStyles)
    : undefined;
  return { shell: islandsShell(shell, manifest, styles), styles };
}
