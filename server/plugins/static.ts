// Serves the built app from dist/ with cache headers that make updates safe, and hands every app route (a GET
// that is neither /api nor a file) to the page renderer (server/render): public pages come server-rendered,
// personal ones as the app shell. Unknown /api paths and missing files stay 404 JSON.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { PageRenderer } from '../render/index';
import { UPLOADS_URL_PREFIX } from '#domain/uploads/uploads';
import { IMMUTABLE } from '../lib/cache-control';
import { sendError } from './error-handler';

/** Files that name a version of the app: they must be revalidated on every load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'build-manifest.json']);
const NO_CACHE = 'no-cache';
/** Unhashed public files (icons, images): a day, then revalidate. */
const SHORT = 'public, max-age=86400';

export function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.replace(/\\/g, '/').replace(/^\//, '');
  if (ALWAYS_REVALIDATE.has(normalized) || normalized.endsWith('.html')) return NO_CACHE;
  // Vite's hashed output: the app's assets, the islands and the public pages' stylesheets (decision 0183).
  if (normalized.startsWith('assets/') || normalized.startsWith('islands/')) return IMMUTABLE;
  if (/^workbox-[\w-]+\.js$/.test(normalized)) return NO_CACHE;
  return SHORT;
}

export default fp<{ root: string; pages?: PageRenderer }>(
  async (fastify, { root, pages }) => {
    const index = path.join(root, 'index.html');
    const hasApp = existsSync(index);
    if (hasApp) {
      await fastify.register(fastifyStatic, {
        root,
        cacheControl: false,
        // '/' is a page like any other (rendered below); index.html is only the shell.
        index: false,
        dotfiles: 'ignore',
        // The build writes .br and .gz beside every text file over 1 KB; send them to browsers that accept them.
        preCompressed: true,
        etag: true,
        lastModified: true,
        setHeaders: (reply, filePath) => {
          reply.header('Cache-Control', cacheControlFor(path.relative(root, filePath)));
        },
      });
    } else {
      fastify.log.warn(`${root} has no index.html: run "npm run build" to serve the app`);
    }

    // '/' is a page, not the directory (the static handler would answer it with a redirect or a 403).
    if (hasApp) {
      fastify.get('/', (request, reply) =>
        pages ? pages.handle(request, reply) : reply.header('Cache-Control', NO_CACHE).sendFile('index.html'),
      );
    }

    fastify.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isAppRoute =
        hasApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        // Uploaded files (server/routes/uploads): a name that is not there is a 404, never a page.
        !url.startsWith(UPLOADS_URL_PREFIX) &&
        !path.extname(url);
      if (!isAppRoute) return sendError(reply, 404, 'NOT_FOUND');
      if (pages) return pages.handle(request, reply);
      return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    });
  },
  { name: 'static-app' },
);
