// The builds of the browser app, its public pages and the server renderer: one table, each build's particulars
// in its own file under tools/build/ (each says what it makes and why). `npm run build` runs the table in its
// order (tools/build/run.ts: `vite build --mode <name>` for each); `vite` (dev) and a plain `vite build` are the
// app's. Test configuration lives in vitest.config.ts, not here.
import { defineConfig, type UserConfig } from 'vite';
import { appBuild } from './tools/build/app';
import { islandsBuild } from './tools/build/islands';
import { publicStylesBuild } from './tools/build/public-styles';
import { serverRendererBuild } from './tools/build/server-renderer';

export { BLOCK_KIND_GROUPS_DEFINE } from './tools/build/plugins/kind-groups';

/**
 * The builds, in the order `npm run build` runs them. The app empties dist/; the islands and the public pages'
 * stylesheets add to it (dist/islands/); the server renderer writes dist-ssr/.
 */
export const BUILDS = {
  /** The single-page app and its service worker: dist/ (decision 0121). */
  production: appBuild,
  /** A public page's island script and its chunks: dist/islands/ (decision 0183). */
  islands: islandsBuild,
  /** A public page's stylesheets, the base and one per block group: dist/islands/ (decision 0183). */
  'public-styles': publicStylesBuild,
  /** The server's renderer: dist-ssr/entry-server.js (decision 0120). */
  'server-renderer': serverRendererBuild,
} as const satisfies Record<string, () => UserConfig>;

export type BuildName = keyof typeof BUILDS;

export default defineConfig(({ mode }) => {
  if (mode === 'development') return appBuild();
  if (!Object.hasOwn(BUILDS, mode))
    throw new Error(`No build named '${mode}': vite.config.ts names ${Object.keys(BUILDS).join(', ')}`);
  return BUILDS[mode as BuildName]();
});
