// Blog posts with a working copy and versions, and the rich-text body (issue 20, decision 0151), on every engine:
// saving a published post keeps the published version live until the next publish; the version list and restore;
// rich-text HTML sanitised on the server with a script link refused; a Markdown post saved from the rich-text
// editor keeps its article; the migration up and down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import {
  AdminPostListSchema,
  AdminPostSchema,
  PostSchema,
  PostVersionListSchema,
} from '#domain/posts/schemas';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import {
  bearer,
  createTestApp,
  createTestDatabase,
  demo,
  dialects,
  errorOf,
  login,
  type TestApp,
} from './helpers';
import { post } from './post-fixtures';
import { TEST_START } from '../support/clock';

const RICH_TEXT = [
  '<h2>Warum morgens?</h2>',
  '<p>Ein <strong>klarer</strong> Start mit <a href="https://example.com/plan">Plan</a>.</p>',
  '<ul><li><p>Kettlebells</p></li><li><p>Seile</p></li></ul>',
  '<p><img src="/uploads/0123456789abcdef01234567-960.webp" alt="Die Fläche"></p>',
  '<script>alert(1)</script><p onclick="steal()">Ende</p>',
].join('');

describe.each(dialects())('blog post versions on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let trainer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [admin, trainer] = await Promise.all([login(t.app, demo.admin), login(t.app, demo.trainer)]);
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
    t.app.inject({ method, url, payload: payload as object, headers: bearer(token) });
  const publicPost = async (slug: string) =>
    PostSchema.parse((await t.app.inject({ url: API_PATHS.post(slug) })).json());

  it('keeps the published version live while the working copy changes, until the next publish', async () => {
    const created = await send('POST', API_PATHS.posts, post('versionen-live', { title: 'Erste Fassung' }));
    expect(created.statusCode).toBe(201);
    expect(AdminPostSchema.parse(created.json())).toMatchObject({ version: 1, publishedVersion: null });
    expect((await send('POST', API_PATHS.postPublish('versionen-live'))).statusCode).toBe(200);

    const saved = await send('PUT', API_PATHS.post('versionen-live'), {
      ...post('versionen-live', { title: 'Zweite Fassung', body: 'Ganz **neu**.' }),
      baseVersion: 1,
    });
    expect(AdminPostSchema.parse(saved.json())).toMatchObject({
      status: 'published',
      title: 'Zweite Fassung',
      version: 2,
      publishedVersion: 1,
    });
    // Visitors still read version 1, in the article and in the list.
    const live = await publicPost('versionen-live');
    expect(live.title).toBe('Erste Fassung');
    expect(live.html).toContain('<strong>Text</strong>');
    const list = AdminPostListSchema.parse((await send('GET', API_PATHS.adminPosts)).json());
    expect(list.items.find((item) => item.slug === 'versionen-live')?.unpublishedChanges).toBe(true);

    expect((await send('POST', API_PATHS.postPublish('versionen-live'))).json()).toMatchObject({
      publishedVersion: 2,
    });
    expect(await publicPost('versionen-live')).toMatchObject({ title: 'Zweite Fassung' });
    expect((await publicPost('versionen-live')).html).toBe('<p>Ganz <strong>neu</strong>.</p>');
  });

  it('lists every version and restores an earlier one as the working copy', async () => {
    const versions = PostVersionListSchema.parse(
      (await send('GET', API_PATHS.adminPostVersions('versionen-live'))).json(),
    );
    expect(versions.items.map((item) => [item.version, item.action, item.title])).toEqual([
      [2, 'saved', 'Zweite Fassung'],
      [1, 'created', 'Erste Fassung'],
    ]);
    expect(versions.items[0]!.author).toEqual(expect.any(String));

    const restored = await send('POST', API_PATHS.postRestore('versionen-live', 1));
    expect(restored.statusCode).toBe(200);
    expect(AdminPostSchema.parse(restored.json())).toMatchObject({
      title: 'Erste Fassung',
      version: 3,
      publishedVersion: 2,
    });
    // Restoring does not publish.
    expect((await publicPost('versionen-live')).title).toBe('Zweite Fassung');
    const after = PostVersionListSchema.parse(
      (await send('GET', API_PATHS.adminPostVersions('versionen-live'))).json(),
    );
    expect(after.items[0]).toMatchObject({ version: 3, action: 'restored', title: 'Erste Fassung' });

    expect((await send('POST', API_PATHS.postRestore('versionen-live', 9))).statusCode).toBe(404);
    expect((await send('POST', API_PATHS.postRestore('versionen-live', 0))).statusCode).toBe(400);
    for (const request of [
      { method: 'GET' as const, url: API_PATHS.adminPostVersions('versionen-live') },
      { method: 'POST' as const, url: API_PATHS.postRestore('versionen-live', 1) },
    ]) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(trainer) })).statusCode).toBe(403);
    }
  });

  it('stores rich-text HTML sanitised and refuses a script link', async () => {
    const created = await send(
      'POST',
      API_PATHS.posts,
      post('reicher-text', { body: RICH_TEXT, bodyFormat: 'html' }),
    );
    expect(created.statusCode).toBe(201);
    const stored = AdminPostSchema.parse(created.json());
    expect(stored.bodyFormat).toBe('html');
    expect(stored.html).toContain('<h2>Warum morgens?</h2>');
    expect(stored.html).toContain('<li><p>Kettlebells</p></li>');
    expect(stored.html).toContain(
      '<a href="https://example.com/plan" rel="noopener noreferrer nofollow">Plan</a>',
    );
    expect(stored.html).toContain('src="/uploads/0123456789abcdef01234567-960.webp"');
    expect(stored.html).not.toMatch(/<script|onclick|alert/);

    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(2)',
      'java&#x09;script:alert(3)',
      'data:text/html,x',
    ]) {
      const refused = await send('PUT', API_PATHS.post('reicher-text'), {
        ...post('reicher-text', { body: `<p><a href="${href}">Klick</a></p>`, bodyFormat: 'html' }),
        baseVersion: 1,
      });
      expect(refused.statusCode, href).toBe(400);
      expect(errorOf(refused).details).toEqual([{ path: 'body', message: 'Dieser Link ist nicht erlaubt.' }]);
    }
    const unchanged = AdminPostSchema.parse((await send('GET', API_PATHS.adminPost('reicher-text'))).json());
    expect(unchanged.version).toBe(1);

    const preview = await send('POST', API_PATHS.postPreview, { body: RICH_TEXT, bodyFormat: 'html' });
    expect(preview.json()).toEqual({ html: stored.html });
  });

  it('of two saves based on one version exactly one lands; the other is refused and overwrites nothing', async () => {
    expect((await send('POST', API_PATHS.posts, post('zwei-tabs', { title: 'Anfang' }))).statusCode).toBe(
      201,
    );
    const [first, second] = await Promise.all(
      ['Aus Tab eins', 'Aus Tab zwei'].map((title) =>
        send('PUT', API_PATHS.post('zwei-tabs'), { ...post('zwei-tabs', { title }), baseVersion: 1 }),
      ),
    );
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first!.statusCode === 409 ? first! : second!;
    const landed = first!.statusCode === 200 ? first! : second!;
    expect(errorOf(refused)).toMatchObject({
      code: 'POST_VERSION_CONFLICT',
      message: expect.stringContaining('von jemand anderem gespeichert'),
    });
    const stored = AdminPostSchema.parse((await send('GET', API_PATHS.adminPost('zwei-tabs'))).json());
    expect(stored).toMatchObject({ version: 2, title: AdminPostSchema.parse(landed.json()).title });
    // A save based on the old version after that is refused as well; one based on the new one lands.
    const stale = await send('PUT', API_PATHS.post('zwei-tabs'), {
      ...post('zwei-tabs', { title: 'Spät' }),
      baseVersion: 1,
    });
    expect(errorOf(stale).code).toBe('POST_VERSION_CONFLICT');
    const fresh = await send('PUT', API_PATHS.post('zwei-tabs'), {
      ...post('zwei-tabs', { title: 'Neu' }),
      baseVersion: 2,
    });
    expect(fresh.json()).toMatchObject({ version: 3, title: 'Neu' });
    const versions = (await send('GET', API_PATHS.adminPostVersions('zwei-tabs'))).json() as {
      items: unknown[];
    };
    expect(versions.items).toHaveLength(3);
  });

  it('saves a Markdown post from the rich-text editor without losing its article', async () => {
    const before = AdminPostSchema.parse((await send('GET', API_PATHS.adminPost('hiit-am-morgen'))).json());
    expect(before.bodyFormat).toBe('markdown');
    const saved = await send('PUT', API_PATHS.post('hiit-am-morgen'), {
      ...post('hiit-am-morgen', {
        title: before.title,
        excerpt: before.excerpt,
        author: before.author,
        coverImage: before.coverImage,
        body: before.html,
        bodyFormat: 'html',
      }),
      baseVersion: before.version,
    });
    expect(saved.statusCode).toBe(200);
    const after = AdminPostSchema.parse(saved.json());
    expect(after.bodyFormat).toBe('html');
    expect(after.html).toBe(before.html);
  });
});

describe.each(dialects())('the post versions migration on %s', (dialect) => {
  it('makes every post version 1 (live when published) and migrates down and up again', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const db = database.db;
      await migrateTo(db, '20261126020000_posts');
      const at = TEST_START.toISOString();
      const row = {
        title: 'Alt',
        excerpt: 'Ein Auszug von früher.',
        body: 'Text',
        bodyHtml: '<p>Text</p>',
        coverImage: null,
        author: 'Lena Berger',
        createdAt: at,
        updatedAt: at,
      };
      await db
        .insertInto('posts')
        .values([
          { ...row, slug: 'alt-live', status: 'published', publishedAt: at },
          { ...row, slug: 'alt-entwurf', status: 'draft', publishedAt: null },
        ] as never)
        .execute();
      await migrateToLatest(db);
      const posts = await db
        .selectFrom('posts')
        .select(['slug', 'version', 'publishedVersion', 'bodyFormat'])
        .orderBy('slug')
        .execute();
      expect(posts).toEqual([
        { slug: 'alt-entwurf', version: 1, publishedVersion: null, bodyFormat: 'markdown' },
        { slug: 'alt-live', version: 1, publishedVersion: 1, bodyFormat: 'markdown' },
      ]);
      const versions = await db
        .selectFrom('postVersions')
        .select(['version', 'action', 'bodyHtml'])
        .execute();
      expect(versions).toEqual([
        { version: 1, action: 'created', bodyHtml: '<p>Text</p>' },
        { version: 1, action: 'created', bodyHtml: '<p>Text</p>' },
      ]);
      // A published post whose working copy moved on goes down with what visitors read.
      const live = await db
        .selectFrom('posts')
        .select('id')
        .where('slug', '=', 'alt-live')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('posts')
        .set({ title: 'Neu, nicht veröffentlicht', version: 2 })
        .where('id', '=', live.id)
        .execute();
      await migrateTo(db, '20261126020000_posts');
      const down = await db.selectFrom('posts').select(['slug', 'title']).orderBy('slug').execute();
      expect(down).toEqual([
        { slug: 'alt-entwurf', title: 'Alt' },
        { slug: 'alt-live', title: 'Alt' },
      ]);
      await migrateToLatest(db);
      expect(await db.selectFrom('postVersions').select('id').execute()).toHaveLength(2);
    } finally {
      await database.drop();
    }
  });
});
