// Pages in the database (issue 13, decision 0130) on every engine: the seeded pages, who may do what, drafts stay
// private until published, the stale save (409, the first save survives), script payloads, the version history and
// restoring, and the render cache emptied by every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument, PageDraft, PublicPage } from '#domain/pages/document';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { bearer, createTestApp, demo, dialects, errorOf, login, type TestApp } from './helpers';

const base: PageDocument = {
  slug: 'sommer-aktion',
  title: 'Sommer-Aktion',
  description: 'Im Sommer trainieren wir draußen.',
  blocks: [{ type: 'page-header', props: { heading: 'Sommer im Park' } }],
};

describe.each(dialects())('pages on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<'admin' | 'trainer' | 'member', string> = { admin: '', trainer: '', member: '' };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of ['admin', 'trainer', 'member'] as const) tokens[role] = await login(t.app, demo[role]);
  });
  afterAll(async () => t?.close());

  const as = (role: keyof typeof tokens | 'anonymous') => (role === 'anonymous' ? {} : bearer(tokens[role]));
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    role: keyof typeof tokens | 'anonymous' = 'admin',
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: as(role),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('seeds every page of today, published as version 1', async () => {
    for (const seeded of SEED_PAGES) {
      const response = await call('GET', `/api/v1/pages/${seeded.slug}`, 'anonymous');
      expect(response.statusCode, seeded.slug).toBe(200);
      const page = response.json<PublicPage>();
      expect(page).toMatchObject({ slug: seeded.slug, title: seeded.title, version: 1 });
      expect(page.blocks).toEqual(seeded.blocks);
    }
    const slugs = SEED_PAGES.map((page) => page.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'home',
        'kontakt',
        'ueber-uns',
        'datenschutz',
        '7-wochen-challenge',
        'level-up-week',
        'cookie-einstellungen',
        'impressum',
      ]),
    );
    // Public, so the render cache and the worker may keep it.
    const home = await call('GET', '/api/v1/pages/home', 'anonymous');
    expect(home.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it('answers an unknown page with 404 in the error envelope', async () => {
    const response = await call('GET', '/api/v1/pages/gibt-es-nicht', 'anonymous');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'PAGE_NOT_FOUND', message: 'Seite nicht gefunden' });
  });

  const adminRoutes: Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
    ['list', 'GET', '/api/v1/pages'],
    ['draft', 'GET', '/api/v1/pages/kontakt/draft'],
    ['create', 'POST', '/api/v1/pages', { document: { ...base, slug: 'nicht-erlaubt' } }],
    ['save', 'PUT', '/api/v1/pages/kontakt', { document: SEED_PAGES[1], baseVersion: 1 }],
    ['publish', 'POST', '/api/v1/pages/kontakt/publish', { baseVersion: 1 }],
    ['unpublish', 'POST', '/api/v1/pages/kontakt/unpublish'],
    ['delete', 'DELETE', '/api/v1/pages/kontakt'],
    ['versions', 'GET', '/api/v1/pages/kontakt/versions'],
    ['restore', 'POST', '/api/v1/pages/kontakt/versions/1/restore', { baseVersion: 1 }],
  ];

  it.each(adminRoutes)(
    '%s: 401 anonymous, 403 for member and trainer, nothing changed',
    async (_name, method, url, payload) => {
      expect((await call(method, url, 'anonymous', payload)).statusCode).toBe(401);
      for (const role of ['member', 'trainer'] as const) {
        const response = await call(method, url, role, payload);
        expect(response.statusCode, role).toBe(403);
        expect(errorOf(response).code).toBe('UNAUTHORIZED');
      }
      const kontakt = await call('GET', '/api/v1/pages/kontakt', 'anonymous');
      expect(kontakt.json<PublicPage>().version).toBe(1);
    },
  );

  it('lists the pages for admins with status and version', async () => {
    const response = await call('GET', '/api/v1/pages');
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Array<Record<string, unknown>> }>();
    expect(items.find((item) => item.slug === 'impressum')).toEqual({
      slug: 'impressum',
      title: 'Impressum',
      status: 'published',
      hasUnpublishedChanges: false,
      version: 1,
      updatedAt: expect.any(String),
      updatedBy: null,
    });
  });

  it('keeps a draft from visitors until it is published, then shows it', async () => {
    const created = await call('POST', '/api/v1/pages', 'admin', { document: base });
    expect(created.statusCode).toBe(201);
    expect(created.json<PageDraft>()).toMatchObject({ status: 'draft', version: 1, publishedVersion: null });
    expect((await call('GET', '/api/v1/pages/sommer-aktion', 'anonymous')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/pages/sommer-aktion', 'member')).statusCode).toBe(404);

    const again = await call('POST', '/api/v1/pages', 'admin', { document: base });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('PAGE_SLUG_TAKEN');

    const published = await call('POST', '/api/v1/pages/sommer-aktion/publish', 'admin', { baseVersion: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json<PageDraft>()).toMatchObject({
      status: 'published',
      version: 2,
      publishedVersion: 2,
    });
    const visible = await call('GET', '/api/v1/pages/sommer-aktion', 'anonymous');
    expect(visible.statusCode).toBe(200);
    expect(visible.json<PublicPage>().blocks).toEqual(base.blocks);

    // A saved change stays a draft: visitors keep the published version.
    const changed = { ...base, blocks: [{ type: 'page-header', props: { heading: 'Sommer am See' } }] };
    const saved = await call('PUT', '/api/v1/pages/sommer-aktion', 'admin', {
      document: changed,
      baseVersion: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/pages/sommer-aktion', 'anonymous')).json<PublicPage>().blocks).toEqual(
      base.blocks,
    );
    const list = (await call('GET', '/api/v1/pages')).json<{
      items: Array<{ slug: string; hasUnpublishedChanges: boolean; updatedBy: string | null }>;
    }>();
    expect(list.items.find((item) => item.slug === 'sommer-aktion')).toMatchObject({
      hasUnpublishedChanges: true,
      updatedBy: expect.stringMatching(/\S/),
    });

    const unpublished = await call('POST', '/api/v1/pages/sommer-aktion/unpublish');
    expect(unpublished.json<PageDraft>()).toMatchObject({ status: 'draft', publishedVersion: null });
    expect((await call('GET', '/api/v1/pages/sommer-aktion', 'anonymous')).statusCode).toBe(404);

    expect((await call('DELETE', '/api/v1/pages/sommer-aktion')).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/pages/sommer-aktion/draft')).statusCode).toBe(404);
  });

  it('refuses a save based on a stale version with 409, and the first save survives', async () => {
    const draft = (await call('GET', '/api/v1/pages/kontakt/draft')).json<PageDraft>();
    const first = { ...draft.document, title: 'Kontakt – erste Fassung' };
    const second = { ...draft.document, title: 'Kontakt – zweite Fassung' };
    const one = await call('PUT', '/api/v1/pages/kontakt', 'admin', {
      document: first,
      baseVersion: draft.version,
    });
    expect(one.statusCode).toBe(200);
    const two = await call('PUT', '/api/v1/pages/kontakt', 'admin', {
      document: second,
      baseVersion: draft.version,
    });
    expect(two.statusCode).toBe(409);
    expect(errorOf(two).code).toBe('PAGE_VERSION_CONFLICT');
    expect(errorOf(two).message).toContain('nichts wurde überschrieben');
    const stored = (await call('GET', '/api/v1/pages/kontakt/draft')).json<PageDraft>();
    expect(stored.document.title).toBe('Kontakt – erste Fassung');
    expect(stored.version).toBe(draft.version + 1);

    const stalePublish = await call('POST', '/api/v1/pages/kontakt/publish', 'admin', {
      baseVersion: draft.version,
    });
    expect(stalePublish.statusCode).toBe(409);
  });

  it('lets exactly one of three simultaneous saves on the same version through', async () => {
    const draft = (await call('GET', '/api/v1/pages/level-up-week/draft')).json<PageDraft>();
    const save = (title: string) =>
      call('PUT', '/api/v1/pages/level-up-week', 'admin', {
        document: { ...draft.document, title },
        baseVersion: draft.version,
      });
    const answers = await Promise.all([save('Fassung A'), save('Fassung B'), save('Fassung C')]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<PageDraft>();
    const stored = (await call('GET', '/api/v1/pages/level-up-week/draft')).json<PageDraft>();
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(draft.version + 1);
    const versions = (await call('GET', '/api/v1/pages/level-up-week/versions')).json<{ items: unknown[] }>();
    expect(versions.items).toHaveLength(2);
  });

  it('answers a wrong document with 400 and German messages keyed by path', async () => {
    const response = await call('POST', '/api/v1/pages', 'admin', {
      document: {
        ...base,
        slug: 'Falsch Geschrieben',
        title: '',
        blocks: [{ type: 'gibt-es-nicht' }, { type: 'hero', props: ['keine', 'liste'] }],
      },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response) as { code: string; details: Array<{ path: string; message: string }> };
    expect(error.code).toBe('VALIDATION');
    const paths = error.details.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['document.slug', 'document.title', 'document.blocks.1.props']),
    );

    const kind = await call('POST', '/api/v1/pages', 'admin', {
      document: { ...base, slug: 'unbekannt', blocks: [{ type: 'gibt-es-nicht' }] },
    });
    expect(kind.statusCode).toBe(400);
    expect((errorOf(kind) as { details: unknown }).details).toEqual([
      { path: 'document.blocks.0.type', message: 'Unbekannter Blocktyp: gibt-es-nicht' },
    ]);
    const reserved = await call('POST', '/api/v1/pages', 'admin', { document: { ...base, slug: 'kurse' } });
    expect(reserved.statusCode).toBe(400);
  });

  it('neutralises script payloads: text stays text, markup is sanitised, javascript: links are refused', async () => {
    const document: PageDocument = {
      ...base,
      slug: 'skript-test',
      blocks: [
        { type: 'page-header', props: { heading: '<script>alert(1)</script>Überschrift' } },
        {
          type: 'faq',
          props: {
            faqs: [
              {
                question: 'Frage?',
                answer:
                  'Ja <script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Klick</a> <a href="/kontakt" onclick="alert(1)">Kontakt</a> <strong>gern</strong>',
                category: 'allgemein',
              },
            ],
          },
        },
      ],
    };
    const created = await call('POST', '/api/v1/pages', 'admin', { document });
    expect(created.statusCode).toBe(201);
    const stored = created.json<PageDraft>().document;
    // A text prop is stored as written: React prints it as text, it never runs.
    expect(stored.blocks[0]!.props!.heading).toBe('<script>alert(1)</script>Überschrift');
    const answer = (stored.blocks[1]!.props!.faqs as Array<{ answer: string }>)[0]!.answer;
    expect(answer).toBe('Ja <a>Klick</a> <a href="/kontakt">Kontakt</a> <strong>gern</strong>');

    const link = await call('POST', '/api/v1/pages', 'admin', {
      document: {
        ...base,
        slug: 'link-test',
        blocks: [{ type: 'call-to-action', props: { primaryUrl: ' JavaScript:alert(1)' } }],
      },
    });
    expect(link.statusCode).toBe(400);
    expect((errorOf(link) as { details: unknown }).details).toEqual([
      {
        path: 'document.blocks.0.props.primaryUrl',
        message:
          'Erster Button: Link: Erlaubt sind Links auf eigene Seiten (/…), Sprungmarken (#…), http(s)://, mailto: und tel:.',
      },
    ]);
    expect((await call('GET', '/api/v1/pages/link-test/draft')).statusCode).toBe(404);
  });

  it('keeps every version and restores an earlier one as the working copy', async () => {
    const draft = (await call('GET', '/api/v1/pages/ueber-uns/draft')).json<PageDraft>();
    const changed = { ...draft.document, title: 'Über uns – neu' };
    const saved = (
      await call('PUT', '/api/v1/pages/ueber-uns', 'admin', { document: changed, baseVersion: draft.version })
    ).json<PageDraft>();
    await call('POST', '/api/v1/pages/ueber-uns/publish', 'admin', { baseVersion: saved.version });
    expect((await call('GET', '/api/v1/pages/ueber-uns', 'anonymous')).json<PublicPage>().title).toBe(
      'Über uns – neu',
    );

    const versions = (await call('GET', '/api/v1/pages/ueber-uns/versions')).json<{
      items: Array<{ version: number; action: string; author: string | null }>;
    }>();
    expect(versions.items.map((item) => [item.version, item.action])).toEqual([
      [3, 'published'],
      [2, 'saved'],
      [1, 'published'],
    ]);
    expect(versions.items[0]!.author).toMatch(/\S/);
    expect(versions.items[2]!.author).toBeNull();

    const stale = await call('POST', '/api/v1/pages/ueber-uns/versions/1/restore', 'admin', {
      baseVersion: 2,
    });
    expect(stale.statusCode).toBe(409);
    const restored = await call('POST', '/api/v1/pages/ueber-uns/versions/1/restore', 'admin', {
      baseVersion: 3,
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json<PageDraft>()).toMatchObject({ version: 4, publishedVersion: 3 });
    expect(restored.json<PageDraft>().document.title).toBe('Über uns');
    // Restoring changes the working copy only; publishing makes it public.
    expect((await call('GET', '/api/v1/pages/ueber-uns', 'anonymous')).json<PublicPage>().title).toBe(
      'Über uns – neu',
    );
    await call('POST', '/api/v1/pages/ueber-uns/publish', 'admin', { baseVersion: 4 });
    expect((await call('GET', '/api/v1/pages/ueber-uns', 'anonymous')).json<PublicPage>().title).toBe(
      'Über uns',
    );

    expect(
      (await call('POST', '/api/v1/pages/ueber-uns/versions/99/restore', 'admin', { baseVersion: 5 }))
        .statusCode,
    ).toBe(404);
  });

  it('never deletes or unpublishes the home page', async () => {
    expect((await call('DELETE', '/api/v1/pages/home')).statusCode).toBe(409);
    expect((await call('POST', '/api/v1/pages/home/unpublish')).statusCode).toBe(409);
    expect((await call('GET', '/api/v1/pages/home', 'anonymous')).statusCode).toBe(200);
  });
});
