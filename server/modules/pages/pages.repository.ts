// All SQL on pages and their versions (decision 0130). Documents are stored as JSON text; the service parses them.
import type { Kysely, Transaction } from 'kysely';
import type { Database, PageRow, PageVersionsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type PageWrite = Omit<PageRow, 'id'>;

export interface PageListRow {
  slug: string;
  title: string;
  status: 'draft' | 'published';
  version: number;
  publishedVersion: number | null;
  document: string;
  publishedDocument: string | null;
  updatedAt: string;
  updatedByFirstName: string | null;
  updatedByLastName: string | null;
}

export interface PageVersionRow {
  version: number;
  action: PageVersionsTable['action'];
  createdAt: string;
  authorFirstName: string | null;
  authorLastName: string | null;
}

export class PagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async isEmpty(db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
    return row === undefined;
  }

  find(slug: string, db: Db = this.db): Promise<PageRow | undefined> {
    return db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  list(): Promise<PageListRow[]> {
    return this.db
      .selectFrom('pages as p')
      .leftJoin('users as u', 'u.id', 'p.updatedBy')
      .select([
        'p.slug',
        'p.title',
        'p.status',
        'p.version',
        'p.publishedVersion',
        'p.document',
        'p.publishedDocument',
        'p.updatedAt',
        'u.firstName as updatedByFirstName',
        'u.lastName as updatedByLastName',
      ])
      .orderBy('p.slug')
      .execute();
  }

  /** Inserts a page unless its slug exists (then undefined: a racing insert or a taken slug). */
  insert(row: PageWrite, db: Db = this.db): Promise<PageRow | undefined> {
    return db
      .insertInto('pages')
      .values(row)
      .onConflict((oc) => oc.column('slug').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Writes the page only while its version is still `baseVersion` (compare and set): a second writer with the same
   * base finds no row and nothing of the first write is overwritten. Returns the new row, or undefined.
   */
  updateIfVersion(
    slug: string,
    baseVersion: number,
    changes: Partial<PageWrite>,
    db: Db = this.db,
  ): Promise<PageRow | undefined> {
    return db
      .updateTable('pages')
      .set(changes)
      .where('slug', '=', slug)
      .where('version', '=', baseVersion)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(slug: string, db: Db = this.db): Promise<boolean> {
    const page = await this.find(slug, db);
    if (!page) return false;
    await db.deleteFrom('pageVersions').where('pageId', '=', page.id).execute();
    await db.deleteFrom('pages').where('id', '=', page.id).execute();
    return true;
  }

  addVersion(
    row: {
      pageId: number;
      version: number;
      action: PageVersionsTable['action'];
      document: string;
      authorId: number | null;
      createdAt: string;
    },
    db: Db = this.db,
  ): Promise<unknown> {
    return db.insertInto('pageVersions').values(row).execute();
  }

  versions(pageId: number): Promise<PageVersionRow[]> {
    return this.db
      .selectFrom('pageVersions as v')
      .leftJoin('users as u', 'u.id', 'v.authorId')
      .select([
        'v.version',
        'v.action',
        'v.createdAt',
        'u.firstName as authorFirstName',
        'u.lastName as authorLastName',
      ])
      .where('v.pageId', '=', pageId)
      .orderBy('v.version', 'desc')
      .execute();
  }

  async versionDocument(pageId: number, version: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('pageVersions')
      .select('document')
      .where('pageId', '=', pageId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row?.document;
  }
}
