// Blog posts get a working copy and versions like pages (issue 20, decision 0151): `posts` keeps the working copy
// (what admins edit) with its `version`, and `published_version` names the version visitors read; every save,
// restore and the creation add a row to `post_versions` with the post's fields as they were. The body may now be
// rich-text HTML (`body_format` 'html') as well as Markdown ('markdown', every post before this migration).
// Existing posts become version 1; a published one has version 1 live.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('body_format', 'text', (col) =>
      col
        .notNull()
        .defaultTo('markdown')
        .check(sql`body_format in ('markdown', 'html')`),
    )
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('posts').addColumn('published_version', 'integer').execute();
  await db.schema
    .createTable('post_versions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('created', 'saved', 'restored')`),
    )
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_format', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addUniqueConstraint('post_versions_post_version', ['post_id', 'version'])
    .execute();
  await db
    .insertInto('post_versions')
    .columns([
      'post_id',
      'version',
      'action',
      'slug',
      'title',
      'excerpt',
      'body',
      'body_format',
      'body_html',
      'cover_image',
      'author',
      'created_at',
      'created_by',
    ])
    .expression(
      db
        .selectFrom('posts')
        .select([
          'id',
          sql<number>`1`.as('version'),
          sql<string>`'created'`.as('action'),
          'slug',
          'title',
          'excerpt',
          'body',
          'body_format',
          'body_html',
          'cover_image',
          'author',
          'updated_at',
          'updated_by',
        ]),
    )
    .execute();
  await db.updateTable('posts').set({ published_version: 1 }).where('status', '=', 'published').execute();
}

export async function down(db: AnyDb): Promise<void> {
  // Visitors keep reading what was live: a published post's working copy becomes its published version.
  const live = await db
    .selectFrom('posts as p')
    .innerJoin('post_versions as v', (join) =>
      join.onRef('v.post_id', '=', 'p.id').onRef('v.version', '=', 'p.published_version'),
    )
    .where('p.status', '=', 'published')
    .whereRef('p.version', '!=', 'p.published_version')
    .select(['p.id', 'v.title', 'v.excerpt', 'v.body', 'v.body_html', 'v.cover_image', 'v.author'])
    .execute();
  for (const { id, ...fields } of live)
    await db.updateTable('posts').set(fields).where('id', '=', id).execute();
  await db.schema.dropTable('post_versions').execute();
  await db.schema.alterTable('posts').dropColumn('published_version').execute();
  await db.schema.alterTable('posts').dropColumn('version').execute();
  await db.schema.alterTable('posts').dropColumn('body_format').execute();
}
