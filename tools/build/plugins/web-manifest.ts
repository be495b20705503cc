// What: the web manifest (manifest.webmanifest at the project root, one reviewed file, not generated), served by
// the dev server and copied unhashed into the build. Why: browsers key an installed app to its manifest URL, so
// it stays /manifest.webmanifest; a broken manifest fails the build, not the install prompt. Used by the app
// build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

const WEB_MANIFEST = path.join(ROOT, 'manifest.webmanifest');

export function webManifest(): Plugin {
  return {
    name: 'studio:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(WEB_MANIFEST));
      });
    },
    buildStart() {
      this.addWatchFile(WEB_MANIFEST);
    },
    generateBundle() {
      const source = readFileSync(WEB_MANIFEST, 'utf8');
      JSON.parse(source); // a broken manifest fails the build, not the install prompt
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
    },
  };
}
