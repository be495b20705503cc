// A visitor's first visit of a public page as the built server sends it (issue 24, decision 0183): a page of
// islands whose only scripts are inline (the page start scripts and the islands' loader), each allowed by its
// hash in the Content-Security-Policy; the loader imports the islands' entry after the first paint, so no script
// file is asked for before it; the installed app's start (?quelle=app) is the app with its entry script.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../api/helpers';

const BUILT =
  existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist-ssr/entry-server.js'));

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a page of islands from the built server', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!BUILT) throw new Error('Build the app first (npm run build): this test reads dist/ and dist-ssr/.');
    t = await createTestApp('sqlite', { config: { staticDir: path.resolve('dist') } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has only inline scripts, each allowed by its hash, and the loader imports the entry after the first paint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const allowed = scriptSources(String(response.headers['content-security-policy']));
    expect(allowed[0]).toBe("'self'");
    expect(allowed).not.toContain("'unsafe-inline'");

    const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)];
    expect(scripts.filter(([, attributes = '']) => /\bsrc=/.test(attributes))).toEqual([]);
    expect(html).not.toContain('rel="modulepreload"');
    const executable = scripts.filter(([, attributes = '']) => !/type="application\/json"/.test(attributes));
    expect(executable).toHaveLength(3);
    for (const [, , body = ''] of executable) expect(allowed, body.slice(0, 60)).toContain(sha256(body));

    const loader = executable.map(([, , body = '']) => body).find((body) => body.includes('import('));
    // After the first contentful paint (or 3 s where no paint is reported), never at once.
    expect(loader).toContain('"first-contentful-paint"');
    expect(loader).toMatch(
      /^\(function\(\)\{[^]*import\("\/islands\/islands-[\w-]+\.js"\)[^]*setTimeout\(go,3e3\)\}\)\(\)$/,
    );
    const entry = /import\("([^"]+)"\)/.exec(loader ?? '')?.[1] ?? '';
    expect(existsSync(path.resolve('dist', `.${entry}`)), entry).toBe(true);
    // One JSON block: the islands' props and the queries they read, no router state.
    const blocks = [...html.matchAll(/<script type="application\/json" id="([\w-]+)">([^<]*)<\/script>/g)];
    expect(blocks.map(([, id]) => id)).toEqual(['ssr-data']);
    const data = JSON.parse(blocks[0]![2]!) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['islands', 'queries', 'url']);
    expect(Array.isArray(data.islands) && data.islands.length).toBeGreaterThan(0);
    expect(html).toMatch(/<meta name="app-entry" content="\/assets\/index-[\w-]+\.js">/);
  });

  it('travels compressed to a browser that accepts it, from the render cache too', async () => {
    for (const cache of ['miss', 'hit']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/kurse',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['x-render-cache']).toBe(cache);
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/i);
      const html = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(html).toContain('<h1');
      expect(response.rawPayload.length).toBeLessThan(html.length / 4);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/kurse' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1');
  });

  it("the installed app's start is the app: its entry script, no islands", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?quelle=app' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(response.body).not.toContain('"islands":');
    expect(response.body).toContain('"router":');
    expect(response.body).not.toContain('/islands/');
  });

  it("links one stylesheet of the public pages' own: the base joined with its blocks' groups', not the app's", async () => {
    const sheetsOf = async (url: string) => {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1]!,
      );
      return { html, sheets };
    };
    const styles = JSON.parse(readFileSync(path.resolve('dist/.vite/public-styles.json'), 'utf8')) as {
      base: string;
      groups: Record<string, string>;
    };
    const file = (name: string) => readFileSync(path.resolve('dist', name), 'utf8');

    // The challenge page is made of the core's blocks and four groups: one address for the base and their files.
    const { html, sheets } = await sheetsOf('/7-wochen-challenge');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/islands\/styles\/[0-9a-f]{16}\.css$/);
    const joined = await t.app.inject({
      method: 'GET',
      url: sheets[0]!,
      headers: { 'accept-encoding': 'br' },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(joined.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(joined.headers['content-encoding']).toBe('br');
    const css = brotliDecompressSync(joined.rawPayload).toString('utf8');
    const groups = ['challenge', 'results-gallery', 'campaign-quiz', 'content-blocks'];
    expect(css).toBe([styles.base, ...groups.map((group) => styles.groups[group]!)].map(file).join('\n'));
    const appStyle = /<meta name="app-style" content="\/(assets\/style-[\w-]+\.css)">/.exec(html)?.[1];
    expect(appStyle, 'the app stylesheet is named for a member').toBeDefined();
    const app = file(appStyle!);
    // The admin area's rules (its reports') stay in the app's stylesheet.
    expect(app).toContain('.report-table');
    expect(css).not.toContain('.report-table');
    expect(css.length).toBeLessThan(app.length * 0.7);

    // The start page has no group with CSS of its own: the base file itself.
    expect((await sheetsOf('/')).sheets).toEqual([`/${styles.base}`]);
    // About us: the base and the about group.
    const about = (await sheetsOf('/ueber-uns')).sheets;
    expect(about).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: about[0]! })).body).toBe(
      [styles.base, styles.groups.about!].map(file).join('\n'),
    );
  });

  it("the installed app's start links the app's stylesheet", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/?quelle=app' })).body;
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-[\w-]+\.css">/);
    expect(html).not.toContain('/islands/public-');
  });
});
