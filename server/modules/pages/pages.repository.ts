// All SQL on pages (decision 0130): the versioned store's (decision 0208: find, insert, compare-and-set update,
// versions, restore) plus the admin list. Documents are stored as JSON text; the service parses them.
import type { Kysely } from 'kysely';
import type { PageVersionAction } from '#domain/pages/document';
import type { Database, Db, PageRow } from '../../db/schema';
import { VersionedRepository, type VersionedTables } from '../versioned/versioned.repository';

export const PAGE_TABLES: VersionedTables<PageRow> = {
  table: 'pages',
  key: 'slug',
  versions: 'pageVersions',
  owner: 'pageId',
  author: 'authorId',
  content: ['document'],
};

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

export class PagesRepository extends VersionedRepository<PageRow, PageVersionAction> {
  constructor(db: Kysely<Database>) {
    super(db, PAGE_TABLES);
  }

  async isEmpty(db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
    return row === undefined;
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
}
