// All SQL on blog posts.
import type { Kysely } from 'kysely';
import type { Database, PostRow } from '../../db/schema';

export interface PostFields {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  bodyHtml: string;
  coverImage: string | null;
  author: string;
}

/** A post with the names of who created and last changed it. */
export type PostWithEditors = PostRow & { createdByName: string | null; updatedByName: string | null };

export class PostsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published posts, newest first (ties by id, so paging is stable). */
  published(limit: number, offset: number): Promise<PostRow[]> {
    return this.db
      .selectFrom('posts')
      .selectAll()
      .where('status', '=', 'published')
      .orderBy('publishedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
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

  async insert(fields: PostFields, by: number | null, at: string): Promise<void> {
    await this.db
      .insertInto('posts')
      .values({ ...fields, status: 'draft', createdAt: at, updatedAt: at, createdBy: by, updatedBy: by })
      .execute();
  }

  /** Inserts posts as they are (the seed); a slug already there is kept (two processes starting at once). */
  async insertMany(rows: Array<PostFields & { status: string; publishedAt: string | null; at: string }>) {
    if (rows.length === 0) return;
    await this.db
      .insertInto('posts')
      .values(
        rows.map(({ at, ...row }) => ({
          ...row,
          createdAt: at,
          updatedAt: at,
          createdBy: null,
          updatedBy: null,
        })),
      )
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
  }

  async update(slug: string, fields: PostFields, by: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('posts')
      .set({ ...fields, updatedAt: at, updatedBy: by })
      .where('slug', '=', slug)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setStatus(
    slug: string,
    status: 'draft' | 'published',
    publishedAt: string | null,
    by: number,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('posts')
      .set({ status, publishedAt, updatedAt: at, updatedBy: by })
      .where('slug', '=', slug)
      .execute();
  }

  async remove(slug: string): Promise<boolean> {
    const result = await this.db.deleteFrom('posts').where('slug', '=', slug).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
