// A rendered page travels compressed to a browser that accepts it (brotli, else gzip), as the static files do
// (@fastify/static's precompressed copies): 80 KB of a home page's HTML are 11 KB, a quarter of a second on a slow
// mobile link (issue 24). Compressed once per page and encoding: a page served from the render cache is the same
// object, so a burst of visitors costs one compression.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none (q=0 refuses one; '*' stands
 * for any coding the header does not name). Pages and the API's shared answers (server/plugins/shared-answers.ts).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

const encoded = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/** The page's body in `encoding`, compressed on first use and kept with the page object. */
export function encodedBody(page: { body: string }, encoding: Encoding): Buffer {
  let bodies = encoded.get(page);
  if (!bodies) {
    bodies = {};
    encoded.set(page, bodies);
  }
  const body =
    bodies[encoding] ??
    (encoding === 'br'
      ? brotliCompressSync(page.body, {
          params: {
            // Quality 5: most of brotli's gain at a few milliseconds for a large page.
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(page.body, { level: 6 }));
  bodies[encoding] = body;
  return body;
}
