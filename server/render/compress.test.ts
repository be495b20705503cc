import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding } from './compress';

describe('a rendered page, compressed', () => {
  it('goes as brotli where accepted, else gzip, else as it is; q=0 refuses an encoding', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding(['deflate', 'BR'])).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('GZIP;Q=0.8')).toBe('gzip');
    // '*' stands for any coding not named.
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.5, br;q=0')).toBe('gzip');
  });

  it('is the same page once decompressed, and is compressed once per page and encoding', () => {
    const page = { body: `<!doctype html><main>${'<p>Kurse der Woche</p>'.repeat(2000)}</main>` };
    const br = encodedBody(page, 'br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(page.body);
    expect(br.length).toBeLessThan(page.body.length / 20);
    expect(gunzipSync(encodedBody(page, 'gzip')).toString('utf8')).toBe(page.body);
    expect(encodedBody(page, 'br')).toBe(br);
    expect(encodedBody({ body: page.body }, 'br')).not.toBe(br);
  });
});
