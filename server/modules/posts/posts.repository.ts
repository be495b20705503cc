// All SQL on blog posts: the working copy in `posts`, every version in `post_versions` (the versioned store's SQL,
// decision 0208, keeping a post's fields instead of a JSON document), and what visitors read (the published
// version's fields, decision 0151). A post is published by pointing at a version, not by copying it.
import type { Kysely } from 'kysely';
import type { Database, PostRow, PostVersionsTable } from '../../db/schema';
import { VersionedRepository, type VersionedTables } from '../versioned/versioned.repository';

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

export type PostVersionAction = PostVersionsTable['action'];

export const POST_TABLES: VersionedTables<PostRow> = {
  table: 'posts',
  key: 'slug',
  versions: 'postVersions',
  owner: 'postId',
  author: 'createdBy',
  content: ['slug', 'title', 'excerpt', 'body', 'bodyFormat', 'bodyHtml', 'coverImage', 'author'],
};

/** A post with the names of who created and last changed it. */
export type PostWithEditors = PostRow & { createdByName: string | null; updatedByName: string | null };

export class PostsRepository extends VersionedRepository<PostRow, PostVersionAction> {
  constructor(db: Kysely<Database>) {
    super(db, POST_TABLES);
  }

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

  /**
   * Inserts posts as they are (the seed), each as version 1, live when published; a slug already there is kept
   * (two processes starting at once).
   */
  async insertMany(rows: Array<PostFields & { status: string; publishedAt: string | null; at: string }>) {
    for (const { at, ...row } of rows) {
      const post = {
        ...row,
        createdAt: at,
        updatedAt: at,
        createdBy: null,
        updatedBy: null,
        version: 1,
        publishedVersion: row.status === 'published' ? 1 : null,
      };
      await this.db.transaction().execute((trx) => this.create(post, 'created', null, at, trx));
    }
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
}
