// The server-rendered article (issue 13, decision 0133), after `npm run build`: the same neutralised HTML as the
// API answer, its title and preview tags, 404 for a draft or an unknown slug, the feed linked from /blog.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { bearer, createTestApp, demo, login, type TestApp } from '../api/helpers';
import { expectNeutralised, HOSTILE_MARKDOWN, post } from '../api/post-fixtures';

const BUILT =
  existsSync(path.resolve('dist/index.html')) && existsSync(path.resolve('dist-ssr/entry-server.js'));

describe('the server-rendered article', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    if (!BUILT) throw new Error('Build the app first (npm run build): this test reads dist/ and dist-ssr/.');
    t = await createTestApp('sqlite', { config: { staticDir: path.resolve('dist') } });
    admin = await login(t.app, demo.admin);
  });
  afterAll(() => t?.close());

  it('shows the sanitised HTML, and 404 for an unknown slug or a draft', async () => {
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('feindlich-gerendert', { body: HOSTILE_MARKDOWN }),
    });
    expect((await t.app.inject({ url: '/blog/feindlich-gerendert' })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.postPublish('feindlich-gerendert'),
      headers: bearer(admin),
    });
    const page = await t.app.inject({ url: '/blog/feindlich-gerendert' });
    expect(page.statusCode).toBe(200);
    const article = /<div class="blog-article__body">([\s\S]*?)<\/div>/.exec(page.body)?.[1] ?? '';
    expectNeutralised(article);
    expect(page.body).toContain('<title>Beitrag feindlich-gerendert | Kraftraum Studio</title>');
    expect(page.body).not.toContain('alert("xss")');
    expect(page.body).toMatch(/<meta property="og:image" content="[^"]*\/images\/hero-gym-960\.webp"\/>/);
    expect(page.body).toContain('<meta name="description" content="Ein kurzer Auszug für die Liste."/>');
    expect((await t.app.inject({ url: '/blog/gibt-es-nicht' })).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/blog' });
    expect(list.body).toContain('Beitrag feindlich-gerendert');
    expect(list.body).toContain('href="/blog/feed.xml"');
  });
});
