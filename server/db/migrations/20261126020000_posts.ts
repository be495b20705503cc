// Blog posts (issue 13, decision 0133): the Markdown an admin writes and the HTML rendered from it on the server
// at save (marked, then sanitize-html with a strict allow-list), so a read never renders anything; draft or
// published; who created and last changed it.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('cover_image', 'text')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('published_at', instantType(db))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  // The public list: published posts, newest first.
  await db.schema.createIndex('posts_published').on('posts').columns(['status', 'published_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('posts').execute();
}
