// The islands build (`vite build --mode islands`, after the app's): the script of a public page's first visit
// (src/app/islands/entry.tsx, decision 0183) with its own chunks under dist/islands/, so a page of islands loads
// neither the router nor the app, only the code of the islands it shows (the shared components link through
// src/lib/navigation.tsx, which an island's frame provides without the router: decision 0212). The server finds
// the entry in the manifest (domain/rendering ISLANDS_MANIFEST). Each block kind that hydrates is a chunk of its own,
// found from the definitions (./plugins/kind-islands.ts). Its CSS is the public-styles build's.
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { ISLANDS_MANIFEST } from '../../domain/rendering';
import { BLOCK_KIND_GROUPS_DEFINE } from './plugins/kind-groups';
import { kindIslands } from './plugins/kind-islands';
import { precompress } from './plugins/precompress';

/** The islands' CSS is in the public pages' stylesheets (./public-styles.ts): this build writes none. */
function withoutStyles(): Plugin {
  return {
    name: 'studio:without-styles',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of Object.keys(bundle)) if (fileName.endsWith('.css')) delete bundle[fileName];
      },
    },
  };
}

/** What the islands and the public-styles builds share: the output folder, the target, the definitions' map. */
export const PUBLIC_OUTPUT = {
  define: BLOCK_KIND_GROUPS_DEFINE,
  publicDir: false,
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: false, assetsDir: 'islands', cssCodeSplit: false },
} as const satisfies UserConfig;

export function islandsBuild(): UserConfig {
  return {
    ...PUBLIC_OUTPUT,
    plugins: [react(), kindIslands(), withoutStyles(), precompress()],
    build: {
      ...PUBLIC_OUTPUT.build,
      manifest: ISLANDS_MANIFEST,
      rolldownOptions: { input: { islands: 'src/app/islands/entry.tsx' } },
    },
  };
}
