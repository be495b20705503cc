// All SQL on blog posts: the working copy in `posts`, every version in `post_versions`, and what visitors read
// (the published version's fields, decision 0151).
import type { Kysely, Transaction } from 'kysely';
import type { Database, PostRow, PostVersionsTable } from '../../db/schema';

export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  bodyFormat: 'markdown' | 'html';
  bodyHtml: string;
  coverImage: string | null;
  author: string;
}

/** What visitors read of a published post: the live version's fields. */
export interface PublishedPostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  coverImage: string | null;
  author: string;
  publishedAt: PostRow['publishedAt'];
  createdAt: PostRow['createdAt'];
  /** When the live version was saved. */
  updatedAt: PostRow['updatedAt'];
}

export interface PostVersionRow extends PostFields {
  version: number;
  action: PostVersionsTable['action'];
  createdAt: PostRow['createdAt'];
  authorName: string | null;
}

const FIELD_COLUMNS = [
  'slug',
  'title',
  'excerpt',
  'body',
  'bodyFormat',
  'bodyHtml',
  'coverImage',
  'author',
] as const;

/** A post with the names of who created and last changed it. */
export type PostWithEditors = PostRow & { createdByName: string | null; updatedByName: string | null };

export class PostsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published posts with their live version's fields. */
  private live() {
    return this.db
      .selectFrom('posts as p')
      .innerJoin('postVersions as v', (join) =>
        join.onRef('v.postId', '=', 'p.id').onRef('v.version', '=', 'p.publishedVersion'),
      )
      .where('p.status', '=', 'published')
      .select([
        'p.id',
        'p.slug',
        'v.title',
        'v.excerpt',
        'v.bodyHtml',
        'v.coverImage',
        'v.author',
        'p.publishedAt',
        'p.createdAt',
        'v.createdAt as updatedAt',
      ]);
  }

  /** Published posts, newest first (ties by id, so paging is stable). */
  published(limit: number, offset: number): Promise<PublishedPostRow[]> {
    return this.live()
      .orderBy('p.publishedAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** One published post as visitors read it. */
  findPublished(slug: string): Promise<PublishedPostRow | undefined> {
    return this.live().where('p.slug', '=', slug).executeTakeFirst();
  }

  async countPublished(): Promise<number> {
    const row = await this.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Every post, drafts first, then newest change first. */
  all(): Promise<PostRow[]> {
    return this.db
      .selectFrom('posts')
      .selectAll()
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(slug: string): Promise<PostRow | undefined> {
    return this.db.selectFrom('posts').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  async findWithEditors(slug: string): Promise<PostWithEditors | undefined> {
    const row = await this.db
      .selectFrom('posts as p')
      .leftJoin('users as c', 'c.id', 'p.createdBy')
      .leftJoin('users as u', 'u.id', 'p.updatedBy')
      .selectAll('p')
      .select([
        'c.firstName as createdByFirst',
        'c.lastName as createdByLast',
        'u.firstName as updatedByFirst',
        'u.lastName as updatedByLast',
      ])
      .where('p.slug', '=', slug)
      .executeTakeFirst();
    if (!row) return undefined;
    const { createdByFirst, createdByLast, updatedByFirst, updatedByLast, ...post } = row;
    const name = (first: string | null, last: string | null) =>
      first === null ? null : `${first} ${last ?? ''}`.trim();
    return {
      ...post,
      createdByName: name(createdByFirst, createdByLast),
      updatedByName: name(updatedByFirst, updatedByLast),
    };
  }

  private async addVersion(
    trx: Transaction<Database>,
    postId: number,
    version: number,
    action: PostVersionsTable['action'],
    fields: PostFields,
    by: number | null,
    at: string,
  ): Promise<void> {
    await trx
      .insertInto('postVersions')
      .values({ postId, version, action, ...fields, createdAt: at, createdBy: by })
      .execute();
  }

  /** A new draft as version 1. */
  async insert(fields: PostFields, by: number | null, at: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('posts')
        .values({ ...fields, status: 'draft', createdAt: at, updatedAt: at, createdBy: by, updatedBy: by })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.addVersion(trx, id, 1, 'created', fields, by, at);
    });
  }

  /**
   * Inserts posts as they are (the seed), each as version 1, live when published; a slug already there is kept
   * (two processes starting at once).
   */
  async insertMany(rows: Array<PostFields & { status: string; publishedAt: string | null; at: string }>) {
    for (const { at, ...row } of rows) {
      await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('posts')
          .values({
            ...row,
            createdAt: at,
            updatedAt: at,
            createdBy: null,
            updatedBy: null,
            version: 1,
            publishedVersion: row.status === 'published' ? 1 : null,
          })
          .onConflict((conflict) => conflict.column('slug').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return;
        const { status: _status, publishedAt: _publishedAt, ...fields } = row;
        await this.addVersion(trx, inserted.id, 1, 'created', fields, null, at);
      });
    }
  }

  /** Saves the working copy as the next version (visitors keep reading the published one). */
  async update(
    slug: string,
    fields: PostFields,
    by: number,
    at: string,
    action: 'saved' | 'restored' = 'saved',
    /** When given, the row changes only while it is still at this version (false otherwise). */
    baseVersion?: number,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable('posts')
        .set((eb) => ({ ...fields, updatedAt: at, updatedBy: by, version: eb('version', '+', 1) }))
        .where('slug', '=', slug);
      if (baseVersion !== undefined) update = update.where('version', '=', baseVersion);
      const updated = await update.returning(['id', 'version']).executeTakeFirst();
      if (!updated) return false;
      await this.addVersion(trx, updated.id, updated.version, action, fields, by, at);
      return true;
    });
  }

  /** Publishing makes the working copy's version the one visitors read; unpublishing keeps it on record. */
  async setStatus(
    slug: string,
    status: 'draft' | 'published',
    publishedAt: string | null,
    by: number,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('posts')
      .set((eb) => ({
        status,
        publishedAt,
        updatedAt: at,
        updatedBy: by,
        ...(status === 'published' ? { publishedVersion: eb.ref('version') } : {}),
      }))
      .where('slug', '=', slug)
      .execute();
  }

  /** Every version of a post, newest first, with the name of who saved it. */
  versions(postId: number): Promise<PostVersionRow[]> {
    return this.db
      .selectFrom('postVersions as v')
      .leftJoin('users as u', 'u.id', 'v.createdBy')
      .where('v.postId', '=', postId)
      .select(FIELD_COLUMNS.map((column) => `v.${column}` as const))
      .select(['v.version', 'v.action', 'v.createdAt', 'u.firstName', 'u.lastName'])
      .orderBy('v.version', 'desc')
      .execute()
      .then((rows) =>
        rows.map(({ firstName, lastName, ...row }) => ({
          ...row,
          bodyFormat: row.bodyFormat as PostFields['bodyFormat'],
          authorName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
        })),
      );
  }

  async remove(slug: string): Promise<boolean> {
    const result = await this.db.deleteFrom('posts').where('slug', '=', slug).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
