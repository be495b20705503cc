// The blog (issue 13, decision 0133) on every engine: who may do what on every post route, drafts invisible to
// visitors, Markdown neutralised on the server (in the API answer; the server-rendered article is checked after the
// build, tests/build/rendered-article.test.ts), paging,
// and the Atom feed at /blog/feed.xml.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { AdminPostSchema, POSTS_PAGE_SIZE, PostPageSchema, PostSchema } from '#domain/posts/schemas';
import { SEED_POSTS, seedPosts } from '../../server/db/seed-posts';
import { bearer, createTestApp, demo, dialects, errorOf, login, type TestApp } from './helpers';
import { expectNeutralised, HOSTILE_MARKDOWN, post } from './post-fixtures';
import { TEST_START } from '../support/clock';

describe.each(dialects())('blog posts on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let trainer: string;
  let member: string;

  beforeAll(async () => {
    // The studio answers under studio.example: the feed may name that host (server/lib/public-origin.ts).
    t = await createTestApp(dialect, { config: { allowedHosts: ['studio.example'] } });
    [admin, trainer, member] = await Promise.all([
      login(t.app, demo.admin),
      login(t.app, demo.trainer),
      login(t.app, demo.member),
    ]);
  });
  afterAll(() => t?.close());

  const as = (token?: string) => (token ? bearer(token) : {});

  it('lists the three seeded articles of the trainers, newest first, to everyone', async () => {
    const response = await t.app.inject({ url: API_PATHS.posts });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    const page = PostPageSchema.parse(response.json());
    expect(page.page).toBe(1);
    expect(page.items.map((item) => item.slug)).toEqual(SEED_POSTS.map((seed) => seed.slug));
    expect(new Set(page.items.map((item) => item.author))).toEqual(
      new Set(['Murat Yilmaz', 'Lena Berger', 'Jonas Weber']),
    );
    const article = PostSchema.parse((await t.app.inject({ url: API_PATHS.post('hiit-am-morgen') })).json());
    expect(article.html).toContain('<h2>Was HIIT eigentlich ist</h2>');
  });

  it('lets only admins write, preview, publish, unpublish, delete and read drafts', async () => {
    const writes = (slug: string) => [
      { method: 'POST' as const, url: API_PATHS.posts, payload: post(slug) },
      {
        method: 'PUT' as const,
        url: API_PATHS.post('hiit-am-morgen'),
        payload: { ...post('hiit-am-morgen'), baseVersion: 1 },
      },
      { method: 'POST' as const, url: API_PATHS.postPublish('hiit-am-morgen') },
      { method: 'POST' as const, url: API_PATHS.postUnpublish('hiit-am-morgen') },
      { method: 'DELETE' as const, url: API_PATHS.post('hiit-am-morgen') },
      { method: 'POST' as const, url: API_PATHS.postPreview, payload: { body: '**x**' } },
      { method: 'GET' as const, url: API_PATHS.adminPosts },
      { method: 'GET' as const, url: API_PATHS.adminPost('hiit-am-morgen') },
    ];
    for (const [token, status] of [
      [undefined, 401],
      [member, 403],
      [trainer, 403],
    ] as const) {
      for (const request of writes('nicht-erlaubt')) {
        const response = await t.app.inject({ ...request, headers: as(token) });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      }
    }
    // Nothing changed.
    expect((await t.app.inject({ url: API_PATHS.post('hiit-am-morgen') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: API_PATHS.post('nicht-erlaubt') })).statusCode).toBe(404);

    // The admin may do each.
    const preview = await t.app.inject({
      method: 'POST',
      url: API_PATHS.postPreview,
      headers: bearer(admin),
      payload: { body: '**x**' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ html: '<p><strong>x</strong></p>' });
    expect(preview.headers['cache-control']).toBe('no-store');
    const list = await t.app.inject({ url: API_PATHS.adminPosts, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: unknown[] }).items).toHaveLength(3);
  });

  it('keeps drafts from visitors until published, and again after unpublishing; deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('entwurf-test'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'draft',
      publishedAt: null,
      createdBy: `${demo.admin.firstName} ${demo.admin.lastName}`,
    });

    const hidden = async () => {
      const list = PostPageSchema.parse((await t.app.inject({ url: API_PATHS.posts })).json());
      return !list.items.some((item) => item.slug === 'entwurf-test');
    };
    expect(await hidden()).toBe(true);
    for (const token of [undefined, member, trainer]) {
      const response = await t.app.inject({ url: API_PATHS.post('entwurf-test'), headers: as(token) });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'POST_NOT_FOUND', message: 'Beitrag nicht gefunden' });
    }
    // The admin reads the draft through the admin path.
    const draft = await t.app.inject({ url: API_PATHS.adminPost('entwurf-test'), headers: bearer(admin) });
    expect(draft.json()).toMatchObject({
      body: 'Ein **Text** in Markdown.',
      html: '<p>Ein <strong>Text</strong> in Markdown.</p>',
    });

    const published = await t.app.inject({
      method: 'POST',
      url: API_PATHS.postPublish('entwurf-test'),
      headers: bearer(admin),
    });
    expect(published.json()).toMatchObject({ status: 'published' });
    const publishedAt = (published.json() as { publishedAt: string }).publishedAt;
    expect(await hidden()).toBe(false);
    expect((await t.app.inject({ url: API_PATHS.post('entwurf-test') })).statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: API_PATHS.postUnpublish('entwurf-test'),
      headers: bearer(admin),
    });
    expect(await hidden()).toBe(true);
    expect((await t.app.inject({ url: API_PATHS.post('entwurf-test') })).statusCode).toBe(404);
    // Published again, it keeps its first date.
    const again = await t.app.inject({
      method: 'POST',
      url: API_PATHS.postPublish('entwurf-test'),
      headers: bearer(admin),
    });
    expect((again.json() as { publishedAt: string }).publishedAt).toBe(publishedAt);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.post('entwurf-test'),
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: API_PATHS.post('entwurf-test') })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: API_PATHS.post('entwurf-test'), headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });

  it('answers German field messages for a bad post and 409 for a taken slug', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: { slug: 'Mit Leerzeichen!', title: 'ab', excerpt: 'kurz', body: '   ', author: '' },
    });
    expect(bad.statusCode).toBe(400);
    const details = (bad.json() as { error: { details: { path: string; message: string }[] } }).error.details;
    const byPath = Object.fromEntries(details.map((issue) => [issue.path, issue.message]));
    expect(byPath).toMatchObject({
      slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten (z. B. morgens-trainieren)',
      title: 'Der Titel muss 3 bis 120 Zeichen lang sein',
      excerpt: 'Der Auszug muss 10 bis 300 Zeichen lang sein',
      body: 'Der Text ist erforderlich',
      author: 'Der Autorname muss 2 bis 80 Zeichen lang sein',
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('hiit-am-morgen'),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('POST_SLUG_TAKEN');
    // Renaming onto another post's slug is refused too, and nothing changes.
    const mobility = AdminPostSchema.parse(
      (
        await t.app.inject({ url: API_PATHS.adminPost('mobility-zehn-minuten'), headers: bearer(admin) })
      ).json(),
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.post('mobility-zehn-minuten'),
      headers: bearer(admin),
      payload: { ...post('hiit-am-morgen'), baseVersion: mobility.version },
    });
    expect(renamed.statusCode).toBe(409);
    expect(errorOf(renamed).code).toBe('POST_SLUG_TAKEN');
    expect((await t.app.inject({ url: API_PATHS.post('mobility-zehn-minuten') })).statusCode).toBe(200);
  });

  it('neutralises script, event handlers, javascript: links, iframes and raw HTML in the Markdown', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('feindlich', { body: HOSTILE_MARKDOWN }),
    });
    expect(created.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: API_PATHS.postPublish('feindlich'), headers: bearer(admin) });
    const article = PostSchema.parse((await t.app.inject({ url: API_PATHS.post('feindlich') })).json());
    expectNeutralised(article.html);
    const preview = await t.app.inject({
      method: 'POST',
      url: API_PATHS.postPreview,
      headers: bearer(admin),
      payload: { body: HOSTILE_MARKDOWN },
    });
    expect((preview.json() as { html: string }).html).toBe(article.html);
    await t.app.inject({ method: 'DELETE', url: API_PATHS.post('feindlich'), headers: bearer(admin) });
  });

  it('pages the published posts ten at a time, newest first', async () => {
    const extra = POSTS_PAGE_SIZE + 2; // 15 with the three seeded
    for (let i = 1; i <= extra; i++) {
      const slug = `serie-${String(i).padStart(2, '0')}`;
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.posts,
        headers: bearer(admin),
        payload: post(slug),
      });
      await t.app.inject({ method: 'POST', url: API_PATHS.postPublish(slug), headers: bearer(admin) });
    }
    // One draft: never counted.
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('serie-entwurf'),
    });

    const first = PostPageSchema.parse((await t.app.inject({ url: `${API_PATHS.posts}?page=1` })).json());
    const second = PostPageSchema.parse((await t.app.inject({ url: `${API_PATHS.posts}?page=2` })).json());
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(POSTS_PAGE_SIZE);
    expect(second.items).toHaveLength(3 + extra - POSTS_PAGE_SIZE);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.slug)).size).toBe(all.length);
    const dates = all.map((item) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.at(-1)?.slug).toBe('functional-training-alltag');
    expect(all.some((item) => item.slug === 'serie-entwurf')).toBe(false);

    const third = PostPageSchema.parse((await t.app.inject({ url: `${API_PATHS.posts}?page=3` })).json());
    expect(third).toEqual({ items: [], page: 3, pageCount: 2 });
    const wrong = await t.app.inject({ url: `${API_PATHS.posts}?page=0` });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).details).toEqual([{ path: 'page', message: 'Ungültige Seitenzahl' }]);
  });

  it('serves an Atom feed with absolute links: published posts, no draft', async () => {
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.posts,
      headers: bearer(admin),
      payload: post('nur-entwurf-im-feed'),
    });
    const response = await t.app.inject({ url: '/blog/feed.xml', headers: { host: 'studio.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const xml = response.body;
    const entries = [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]!);
    const links = entries.map((entry) => /<link href="([^"]+)"/.exec(entry)?.[1]);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(links).toContain('http://studio.example/blog/hiit-am-morgen');
    expect(links.every((link) => link?.startsWith('http://studio.example/blog/'))).toBe(true);
    expect(links).not.toContain('http://studio.example/blog/nur-entwurf-im-feed');
    expect(xml).toMatch(/<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  });

  // Last in this file: it empties the posts table. Two API processes starting at once on one database both find
  // no posts and both seed; the second must keep the first's articles, not stop the server on the unique slug.
  it('seeds the articles once when two starts race on an empty table', async () => {
    const { db } = t.database;
    await db.deleteFrom('posts').execute();
    await expect(Promise.all([seedPosts(db, TEST_START), seedPosts(db, TEST_START)])).resolves.toBeDefined();
    const slugs = (await db.selectFrom('posts').select('slug').execute()).map((row) => row.slug);
    expect(slugs.sort()).toEqual(SEED_POSTS.map((seed) => seed.slug).sort());
  });
});
