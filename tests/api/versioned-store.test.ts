// The one versioned-document store (issue 35, decision 0208) on every engine, on the real tables of its three
// kinds: the optimistic check (a write on a stale version is the kind's conflict and changes nothing, also when the
// SQL alone must refuse it), the versions (each write one row, newest first, with who and what), restore (that
// version's content as a new version; an unknown version is the kind's own error), publish by copy (the working
// document goes live at the version the write makes, later saves stay private), and a post's fields as content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '#domain/errors/domain-error';
import type { PageVersionAction } from '#domain/pages/document';
import type { PageRow, PostRow } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { MenusRepository } from '../../server/modules/menus/menus.repository';
import { PagesRepository } from '../../server/modules/pages/pages.repository';
import { PostsRepository } from '../../server/modules/posts/posts.repository';
import {
  publishedCopy,
  VersionedStore,
  type VersionedErrors,
  type VersionedStoreDeps,
} from '../../server/modules/versioned/versioned.store';
import { createTestDatabase, demo, dialects, testClock, userIdOf, type TestDatabase } from './helpers';
import { TEST_START } from '../support/clock';

const PAGE_ERRORS: VersionedErrors = {
  missing: () => new DomainError('PAGE_NOT_FOUND'),
  conflict: 'PAGE_VERSION_CONFLICT',
  versionMissing: 'PAGE_VERSION_NOT_FOUND',
};

const POST_ERRORS: VersionedErrors = {
  missing: () => new DomainError('POST_NOT_FOUND'),
  conflict: 'POST_VERSION_CONFLICT',
  versionMissing: 'POST_NOT_FOUND',
};

const MENU_ERRORS: VersionedErrors = {
  missing: () => new Error('Die Menüs fehlen'),
  conflict: 'MENU_VERSION_CONFLICT',
  versionMissing: 'MENU_VERSION_NOT_FOUND',
};

/** The code of the DomainError a call fails with (undefined when it does not fail with one). */
async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
}

const at = (minutes: number) => new Date(TEST_START.getTime() + minutes * 60_000);

describe.each(dialects())('the versioned-document store on %s', (dialect) => {
  let database: TestDatabase;
  let clock: ReturnType<typeof testClock>;
  let deps: VersionedStoreDeps;
  let pages: VersionedStore<PageRow, PageVersionAction>;
  let adminId: number;
  let adminName: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, TEST_START);
    clock = testClock();
    deps = { db: database.db, dialect: database.dialect, clock };
    pages = new VersionedStore(deps, new PagesRepository(database.db), PAGE_ERRORS);
    adminId = await userIdOf(database.db, demo.admin.email);
    const admin = await database.db
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    adminName = `${admin.firstName} ${admin.lastName}`;
  });
  afterAll(() => database?.drop());

  /** A new draft page whose working document is `text`, at version 1. */
  async function newPage(slug: string, text: string, authorId: number | null = adminId): Promise<PageRow> {
    clock.set(at(0));
    const row = await pages.create(
      {
        slug,
        title: text,
        description: '',
        ogImage: null,
        document: JSON.stringify({ text }),
        publishedDocument: null,
        publishedVersion: null,
        status: 'draft',
        version: 1,
        updatedAt: clock.now().toISOString(),
        updatedBy: authorId,
      },
      'created',
      authorId,
    );
    return row!;
  }

  const save = (slug: string, text: string, baseVersion: number | undefined) =>
    pages.write({
      key: slug,
      baseVersion,
      action: 'saved',
      authorId: adminId,
      change: () => ({ title: text, document: JSON.stringify({ text }) }),
    });

  const textOf = (json: string | null | undefined) =>
    json ? (JSON.parse(json) as { text: string }).text : null;

  it('refuses a write on a stale version with the kind’s conflict, and the first write survives', async () => {
    await newPage('optimistisch', 'Erste Fassung');
    const first = await save('optimistisch', 'Zweite Fassung', 1);
    expect(first).toMatchObject({ version: 2, title: 'Zweite Fassung', updatedBy: adminId });

    expect(await codeOf(save('optimistisch', 'Verspätete Fassung', 1))).toBe('PAGE_VERSION_CONFLICT');
    expect(await codeOf(save('optimistisch', 'Vorgegriffene Fassung', 3))).toBe('PAGE_VERSION_CONFLICT');
    const after = await pages.existing('optimistisch');
    expect(after).toMatchObject({ version: 2, title: 'Zweite Fassung' });
    expect((await pages.versions('optimistisch')).map((entry) => entry.version)).toEqual([2, 1]);
  });

  it('refuses a stale write in SQL too (compare and set), so a racing writer cannot overwrite', async () => {
    await newPage('vergleichen', 'Erste Fassung');
    await save('vergleichen', 'Zweite Fassung', 1);
    const stamp = { authorId: adminId, at: at(5).toISOString() };
    // The writer that read version 1 before the other's save landed.
    const late = await pages.repository.update('vergleichen', 1, { title: 'Verspätet' }, stamp);
    expect(late).toBeUndefined();
    expect(await pages.existing('vergleichen')).toMatchObject({ version: 2, title: 'Zweite Fassung' });

    // Two writers on one base at once: exactly one lands, the other is the conflict.
    const results = await Promise.allSettled([
      save('vergleichen', 'Fassung A', 2),
      save('vergleichen', 'Fassung B', 2),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'PAGE_VERSION_CONFLICT' });
    expect((await pages.existing('vergleichen')).version).toBe(3);
  });

  it('lists every version newest first with its action, author and time, each keeping its document', async () => {
    await newPage('verlauf', 'Eins', null);
    clock.set(at(10));
    await save('verlauf', 'Zwei', 1);
    clock.set(at(20));
    await save('verlauf', 'Drei', 2);

    expect(await pages.versions('verlauf')).toEqual([
      { version: 3, action: 'saved', author: adminName, createdAt: at(20).toISOString() },
      { version: 2, action: 'saved', author: adminName, createdAt: at(10).toISOString() },
      { version: 1, action: 'created', author: null, createdAt: at(0).toISOString() },
    ]);
    const page = await pages.existing('verlauf');
    const kept = await Promise.all([1, 2, 3].map((v) => pages.repository.versionContent(page.id, v)));
    expect(kept.map((content) => textOf(content?.document))).toEqual(['Eins', 'Zwei', 'Drei']);
    expect(await codeOf(pages.versions('gibt-es-nicht'))).toBe('PAGE_NOT_FOUND');
  });

  it('restores a version’s content as a new version, on the base version only', async () => {
    await newPage('zurueck', 'Original');
    await save('zurueck', 'Verändert', 1);
    clock.set(at(30));
    const restore = (version: number, baseVersion: number) =>
      pages.restore(adminId, 'zurueck', version, baseVersion, 'restored', (kept) => ({
        document: kept.document!,
      }));

    expect(await codeOf(restore(1, 1))).toBe('PAGE_VERSION_CONFLICT');
    expect(await codeOf(restore(9, 2))).toBe('PAGE_VERSION_NOT_FOUND');
    const restored = await restore(1, 2);
    expect(restored.version).toBe(3);
    expect(textOf(restored.document)).toBe('Original');
    expect((await pages.versions('zurueck'))[0]).toEqual({
      version: 3,
      action: 'restored',
      author: adminName,
      createdAt: at(30).toISOString(),
    });
  });

  it('publishes by copy: the working document goes live at the new version, a later save stays private', async () => {
    await newPage('veroeffentlichen', 'Entwurf');
    const publish = (baseVersion: number) =>
      pages.write({
        key: 'veroeffentlichen',
        baseVersion,
        action: 'published',
        authorId: adminId,
        change: (row, version) => ({ status: 'published' as const, ...publishedCopy(row, version) }),
      });

    const published = await publish(1);
    expect(published).toMatchObject({ version: 2, publishedVersion: 2, status: 'published' });
    expect(textOf(published.publishedDocument)).toBe('Entwurf');
    const saved = await save('veroeffentlichen', 'Nächste Fassung', 2);
    expect(saved).toMatchObject({ version: 3, publishedVersion: 2 });
    expect(textOf(saved.publishedDocument)).toBe('Entwurf');
    expect(textOf(saved.document)).toBe('Nächste Fassung');
    expect(await codeOf(publish(2))).toBe('PAGE_VERSION_CONFLICT');
    expect(textOf((await publish(3)).publishedDocument)).toBe('Nächste Fassung');
    expect((await pages.versions('veroeffentlichen')).map((entry) => entry.action)).toEqual([
      'published',
      'saved',
      'published',
      'created',
    ]);
  });

  it('removes a document with its versions; a missing one is the kind’s own error', async () => {
    const page = await newPage('weg', 'Weg damit');
    await pages.remove('weg');
    expect(await pages.find('weg')).toBeUndefined();
    expect(await pages.repository.versions(page.id)).toEqual([]);
    expect(await codeOf(pages.remove('weg'))).toBe('PAGE_NOT_FOUND');
    expect(
      await codeOf(
        pages.write({ key: 'weg', baseVersion: 1, action: 'saved', authorId: adminId, change: () => ({}) }),
      ),
    ).toBe('PAGE_NOT_FOUND');
  });

  it('keeps a post’s fields as a version’s content and writes without a base where the kind names none', async () => {
    const posts = new VersionedStore(deps, new PostsRepository(database.db), POST_ERRORS);
    const fields = {
      slug: 'felder',
      title: 'Erster Titel',
      excerpt: 'Kurz',
      body: 'Text',
      bodyFormat: 'markdown',
      bodyHtml: '<p>Text</p>',
      coverImage: null,
      author: 'Team',
    };
    const now = at(0).toISOString();
    await posts.create(
      {
        ...fields,
        status: 'draft',
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
        createdBy: adminId,
        updatedBy: adminId,
        version: 1,
        publishedVersion: null,
      },
      'created',
      adminId,
    );
    await posts.write({
      key: 'felder',
      baseVersion: 1,
      action: 'saved',
      authorId: adminId,
      change: () => ({ title: 'Zweiter Titel' }),
    });
    // Two writes without a base both land, each as the next version.
    await posts.write({
      key: 'felder',
      baseVersion: undefined,
      action: 'saved',
      authorId: adminId,
      change: () => ({ title: 'Dritter Titel' }),
    });
    const restored: PostRow = await posts.restore(
      adminId,
      'felder',
      1,
      undefined,
      'restored',
      (kept) => kept,
    );
    expect(restored).toMatchObject({ ...fields, version: 4 });
    expect(await posts.versions('felder', ['title'])).toMatchObject([
      { version: 4, action: 'restored', title: 'Erster Titel' },
      { version: 3, action: 'saved', title: 'Dritter Titel' },
      { version: 2, action: 'saved', title: 'Zweiter Titel' },
      { version: 1, action: 'created', title: 'Erster Titel' },
    ]);
    expect(await codeOf(posts.restore(adminId, 'felder', 7, undefined, 'restored', (kept) => kept))).toBe(
      'POST_NOT_FOUND',
    );
  });

  it('answers a missing document with whatever the kind says (the menus: a broken installation)', async () => {
    const menus = new VersionedStore(deps, new MenusRepository(database.db), MENU_ERRORS);
    await expect(menus.existing('gibt-es-nicht')).rejects.toThrow('Die Menüs fehlen');
  });
});
