import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPageStyles } from './page-styles';

/** A build's public stylesheets in a folder of their own: the base and two groups' files. */
function build() {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
  const files = { 'base.css': '.base{}', 'challenge.css': '.challenge{}', 'about.css': '.about{}' };
  for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dir, name), css);
  return { dir, styles: { base: 'base.css', groups: { challenge: 'challenge.css', about: 'about.css' } } };
}

const href = (link: string) => /href="([^"]+)"/.exec(link)?.[1] ?? '';
const apps: ReturnType<typeof Fastify>[] = [];
function server() {
  const app = Fastify();
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe("a page of islands' one stylesheet", () => {
  it('is the base file itself for a page of the core’s blocks alone', () => {
    const { dir, styles } = build();
    const pageStyles = registerPageStyles(server(), dir, styles);
    expect(pageStyles.link(['hero', 'faq'])).toBe('<link rel="stylesheet" crossorigin href="/base.css">');
    expect(pageStyles.link([])).toBe('<link rel="stylesheet" crossorigin href="/base.css">');
  });

  it('joins the base and the groups’ files in the build’s order, under an address any process answers', async () => {
    const { dir, styles } = build();
    const rendering = registerPageStyles(server(), dir, styles);
    const address = href(rendering.link(['about-hero', 'hero', 'challenge-hero']));
    expect(address).toMatch(/^\/islands\/styles\/[0-9a-f]{16}\.css$/);
    // The kinds' order does not matter, their groups' do.
    expect(href(rendering.link(['challenge-hero', 'about-hero']))).toBe(address);
    expect(href(rendering.link(['challenge-hero']))).not.toBe(address);

    // Another process that has rendered nothing.
    const other = server();
    registerPageStyles(other, dir, styles);
    const plain = await other.inject({ method: 'GET', url: address });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('.base{}\n.challenge{}\n.about{}');
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await other.inject({
      method: 'GET',
      url: address,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);

    const unknown = await other.inject({ method: 'GET', url: '/islands/styles/0123456789abcdef.css' });
    expect(unknown.statusCode).toBe(404);
  });

  it('changes its address when a file of the build does', () => {
    const { dir, styles } = build();
    const before = href(registerPageStyles(server(), dir, styles).link(['challenge-hero']));
    const rebuilt = { ...styles, groups: { ...styles.groups, challenge: 'challenge-2.css' } };
    expect(href(registerPageStyles(server(), dir, rebuilt).link(['challenge-hero']))).not.toBe(before);
  });
});
