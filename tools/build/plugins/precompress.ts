// What: a .br and a .gz beside every text file a build writes. Why: the server sends them as they are
// (@fastify/static `preCompressed`), compressed once at build time with the strongest settings, instead of 3–4
// times the bytes over a weak signal. Used by the app, islands and public-styles builds.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a .br and a .gz next to every text file of the build, once at build time with the strongest settings, so
 * the server can send them as they are (@fastify/static `preCompressed`) instead of 3–4 times the bytes over a weak
 * signal. Files under 1 KB are left alone: the headers would outweigh the saving.
 */
export function precompress(): Plugin {
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
