// Whether the build is missing or older than what it is built from: `npm start` builds only then (issue 12),
// instead of spending every start on a build of an unchanged tree.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the browser build and the server renderer are made of. */
export const BUILD_INPUTS = [
  'src',
  'domain',
  'sw',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'tools/build',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.base.json',
];

/** What a complete build leaves behind; the oldest of them is the build's age. */
export const BUILD_OUTPUTS = [
  'dist/index.html',
  'dist/build-manifest.json',
  'dist/sw.js',
  'dist-ssr/entry-server.js',
];

function newestIn(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestIn(path.join(target, entry)));
  return newest;
}

/** The reason to build, or null when the build is there and newer than every input. */
export function buildIsStale(root: string): string | null {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(root, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `${path.relative(root, missing)} fehlt`;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = BUILD_INPUTS.find((input) => newestIn(path.join(root, input)) > builtAt);
  return changed ? `${changed} ist neuer als der Build` : null;
}
