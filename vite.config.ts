// Build of the browser app and its service worker. Owns: the PWA wiring (injectManifest from sw/), the build id
// and /build-manifest.json the update check compares against, the copied web manifest, precompressed copies of the
// text files, the dev proxy to the API.
// Test configuration lives in vitest.config.ts, not here.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const WEB_MANIFEST = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/**
 * One id per build: time plus randomness, so two builds of the same commit still differ (the running app must
 * notice any redeploy) and no git is needed. The app receives it as import.meta.env.VITE_BUILD_ID.
 */
function buildInfo(): Plugin {
  const builtAt = new Date();
  const buildId = `${builtAt.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'studio:build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ buildId, builtAt: builtAt.toISOString() }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The web manifest lives at the project root (one reviewed file, not generated) and is served unhashed at
 * /manifest.webmanifest: browsers key an installed app to its manifest URL.
 */
function webManifest(): Plugin {
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

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz next to every text file of the build, once at build time with the strongest settings, so
 * the server can send them as they are (@fastify/static `preCompressed`) instead of 3–4 times the bytes over a weak
 * signal. Files under 1 KB are left alone: the headers would outweigh the saving.
 */
function precompress(): Plugin {
  return {
    name: 'studio:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
    webManifest(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered from src/lib/pwa.ts with workbox-window: no render-blocking registerSW.js, and the app owns the
      // update prompt.
      injectRegister: false,
      // We ship manifest.webmanifest ourselves (see webManifest above).
      manifest: false,
      injectManifest: {
        // png and webmanifest stay out: app icons are only needed for installing, which happens online.
        globPatterns: ['**/*.{js,css,html,svg,ico,txt}'],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
  },
});
