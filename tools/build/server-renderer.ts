// The server renderer build (`vite build --mode server-renderer`, last of `npm run build`): src/entry-server.tsx
// → dist-ssr/entry-server.js, which server/render loads to render every page's HTML on the server (decision 0120).
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { BLOCK_KIND_GROUPS_DEFINE } from './plugins/kind-groups';

export function serverRendererBuild(): UserConfig {
  return {
    plugins: [react()],
    define: BLOCK_KIND_GROUPS_DEFINE,
    build: {
      ssr: 'src/entry-server.tsx',
      target: 'node20',
      outDir: 'dist-ssr',
      emptyOutDir: true,
      copyPublicDir: false,
    },
  };
}
