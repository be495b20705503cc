// Menus as content (issue 20, decision 0152) on every engine: today's menus seeded and public, admins only for the
// working copy, the server's link rule (site paths and https only; a javascript: link refused with its German
// message by field), drafts private until published, the stale save (409, the first save survives), versions and
// restoring, and the migration down and up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MENUS, MENU_HREF_MESSAGE, type MenuDraft, type PublicMenus } from '#domain/menus/menus';
import { migrateTo, migrateToLatest } from '../../server/db/migrate';
import { bearer, createTestApp, demo, dialects, errorOf, login, type TestApp } from './helpers';

describe.each(dialects())('menus on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<'admin' | 'trainer' | 'member', string> = { admin: '', trainer: '', member: '' };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of ['admin', 'trainer', 'member'] as const) tokens[role] = await login(t.app, demo[role]);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    role: keyof typeof tokens | 'anonymous' = 'admin',
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: role === 'anonymous' ? {} : bearer(tokens[role]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const draft = async () => (await call('GET', '/api/v1/menus/draft')).json<MenuDraft>();

  it('seeds today’s header and footer menus, published as version 1, for everyone', async () => {
    const response = await call('GET', '/api/v1/menus', 'anonymous');
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicMenus>()).toEqual({ menus: DEFAULT_MENUS, version: 1 });
    expect(response.json<PublicMenus>().menus.main.map((item) => item.label)).toEqual([
      'Kurse',
      'Blog',
      'Über uns',
      'Kontakt',
    ]);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('lets only admins read the working copy, save, publish, list and restore', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string, unknown?]> = [
      ['GET', '/api/v1/menus/draft'],
      ['PUT', '/api/v1/menus', { menus: DEFAULT_MENUS, baseVersion: 1 }],
      ['POST', '/api/v1/menus/publish', { baseVersion: 1 }],
      ['GET', '/api/v1/menus/versions'],
      ['POST', '/api/v1/menus/versions/1/restore', { baseVersion: 1 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, 'anonymous', body)).statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['member', 'trainer'] as const)
        expect((await call(method, url, role, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    expect((await draft()).version).toBe(1);
  });

  it('refuses a javascript: link, a protocol-relative one and plain http, each by field in German', async () => {
    const before = await draft();
    const menus = {
      main: [...DEFAULT_MENUS.main, { label: 'Böse', href: 'javascript:alert(1)' }],
      footer: [
        {
          title: 'Studio',
          items: [
            { label: 'Fremd', href: '//evil.example/' },
            { label: 'Unsicher', href: 'http://example.org/' },
            { label: '', href: '/kurse' },
          ],
        },
      ],
    };
    const response = await call('PUT', '/api/v1/menus', 'admin', { menus, baseVersion: before.version });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response) as { code: string; details: Array<{ path: string; message: string }> };
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: 'menus.main.4.href', message: MENU_HREF_MESSAGE },
        { path: 'menus.footer.0.items.0.href', message: MENU_HREF_MESSAGE },
        { path: 'menus.footer.0.items.1.href', message: MENU_HREF_MESSAGE },
        { path: 'menus.footer.0.items.2.label', message: 'Bitte gib eine Bezeichnung ein.' },
      ]),
    );
    expect(MENU_HREF_MESSAGE).toBe(
      'Nur Adressen dieser Website (beginnend mit /) und https-Links sind erlaubt.',
    );
    // Nothing was stored.
    expect(await draft()).toEqual(before);
  });

  it('keeps a saved draft private until it is published, and refuses a stale save', async () => {
    const before = await draft();
    const menus = {
      ...DEFAULT_MENUS,
      main: [...DEFAULT_MENUS.main, { label: '  Yoga-Special ', href: '/yoga-special' }],
      footer: [
        ...DEFAULT_MENUS.footer,
        { title: 'Partner', items: [{ label: 'Physio nebenan', href: 'https://physio.example/termine' }] },
      ],
    };
    const saved = await call('PUT', '/api/v1/menus', 'admin', { menus, baseVersion: before.version });
    expect(saved.statusCode).toBe(200);
    const savedDraft = saved.json<MenuDraft>();
    expect(savedDraft).toMatchObject({ version: before.version + 1, hasUnpublishedChanges: true });
    // Trimmed as the schema says.
    expect(savedDraft.menus.main.at(-1)).toEqual({ label: 'Yoga-Special', href: '/yoga-special' });
    expect((await call('GET', '/api/v1/menus', 'anonymous')).json<PublicMenus>().menus).toEqual(
      DEFAULT_MENUS,
    );

    const stale = await call('PUT', '/api/v1/menus', 'admin', {
      menus: DEFAULT_MENUS,
      baseVersion: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('MENU_VERSION_CONFLICT');
    expect((await draft()).menus.main.at(-1)!.label).toBe('Yoga-Special');

    const published = await call('POST', '/api/v1/menus/publish', 'admin', {
      baseVersion: savedDraft.version,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<MenuDraft>()).toMatchObject({
      version: savedDraft.version + 1,
      publishedVersion: savedDraft.version + 1,
      hasUnpublishedChanges: false,
    });
    const live = (await call('GET', '/api/v1/menus', 'anonymous')).json<PublicMenus>();
    expect(live.version).toBe(savedDraft.version + 1);
    expect(live.menus.main.map((item) => item.href)).toContain('/yoga-special');
    expect(live.menus.footer[2]!.items[0]!.href).toBe('https://physio.example/termine');
  });

  it('lists every version with its author and restores an earlier one as the working copy', async () => {
    const versions = (await call('GET', '/api/v1/menus/versions')).json<{
      items: Array<{ version: number; action: string; author: string | null }>;
    }>();
    expect(versions.items.map((item) => [item.version, item.action])).toEqual([
      [3, 'published'],
      [2, 'saved'],
      [1, 'published'],
    ]);
    expect(versions.items[0]!.author).toMatch(/\S/);
    expect(versions.items[2]!.author).toBeNull();

    const restored = await call('POST', '/api/v1/menus/versions/1/restore', 'admin', { baseVersion: 3 });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<MenuDraft>()).toMatchObject({
      version: 4,
      publishedVersion: 3,
      hasUnpublishedChanges: true,
      menus: DEFAULT_MENUS,
    });
    // Restoring changes the working copy only.
    expect(
      (await call('GET', '/api/v1/menus', 'anonymous')).json<PublicMenus>().menus.main.map((i) => i.href),
    ).toContain('/yoga-special');
    expect(
      (await call('POST', '/api/v1/menus/versions/99/restore', 'admin', { baseVersion: 4 })).statusCode,
    ).toBe(404);
  });

  it('migrates the menus down and up again, and the next start seeds them anew', async () => {
    const db = t.database.db;
    await migrateTo(db, '20261126020000_posts');
    await expect(db.selectFrom('menus').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await db.selectFrom('menus').selectAll().execute()).toEqual([]);
    const again = await createTestApp(dialect);
    try {
      expect((await again.app.inject({ method: 'GET', url: '/api/v1/menus' })).json<PublicMenus>()).toEqual({
        menus: DEFAULT_MENUS,
        version: 1,
      });
    } finally {
      await again.close();
    }
  });
});
