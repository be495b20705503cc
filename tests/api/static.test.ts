// The server serves the built app: hashed assets immutable, version-naming files revalidated, app routes
// fall back to index.html, while unknown API paths and missing files stay 404.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** The shell's inline script (the early-tap recorder in the real build). */
const INLINE = 'window.early = 1;';

describe('serving the built app', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'studio-dist-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, 'islands'));
    mkdirSync(path.join(root, 'icons'));
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><title>Shell</title><script>${INLINE}</script><script type="application/json">{}</script>`,
    );
    writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
    // Stand-in content: the test checks which file is chosen, not the compression itself.
    writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br'), 'brotli-bytes');
    writeFileSync(path.join(root, 'islands', 'islands-Ef56Gh78.js'), 'console.log(2)');
    writeFileSync(path.join(root, 'islands', 'public-base-Ij90Kl12.css'), '.a{}');
    writeFileSync(path.join(root, 'sw.js'), 'self.x=1');
    writeFileSync(path.join(root, 'build-manifest.json'), '{"buildId":"b1"}');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(root, 'icons', 'menu.svg'), '<svg/>');
    t = await createTestApp('sqlite', { seed: false, config: { staticDir: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('marks hashed assets immutable for a year: the app’s, the islands’ and the public pages’ stylesheets', async () => {
    for (const url of [
      '/assets/index-Ab12Cd34.js',
      '/islands/islands-Ef56Gh78.js',
      '/islands/public-base-Ij90Kl12.css',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes index.html, sw.js, the web manifest and build-manifest.json revalidate on every load', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/build-manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the pre-compressed copy to a browser that accepts brotli, with the same cache header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli-bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/icons/menu.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers app routes with index.html so deep links and reloads work', async () => {
    for (const url of ['/kurse', '/courses/3?courseSettingsId=9', '/admin/bookings', '/gibt-es-nicht']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps unknown API paths, missing files and non-GET requests as 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/gibt-es-nicht'],
      ['GET', '/assets/fehlt-123.js'],
      ['POST', '/kurse'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    // The shell's own inline script is allowed by its hash, and nothing else inline is.
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const scripts = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The camera for the desk's scanner from this origin only; no microphone, location or payment.
    expect(response.headers['permissions-policy']).toBe(
      'camera=(self), microphone=(), geolocation=(), payment=()',
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['permissions-policy']).toBe(response.headers['permissions-policy']);
  });
});
