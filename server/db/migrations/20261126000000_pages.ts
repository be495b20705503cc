// Pages in the database (issue 13, decision 0130): one row per page with its working copy and the published
// document (null while unpublished), and every version of it (who, when, what) in page_versions. Documents are
// JSON text on both engines: they are read and written whole, never queried inside.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('pages')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('og_image', 'text')
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('published_document', 'text')
    .addColumn('published_version', 'integer')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('page_versions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('created', 'saved', 'published', 'unpublished', 'restored')`),
    )
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addUniqueConstraint('page_versions_page_version_unique', ['page_id', 'version'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('page_versions').execute();
  await db.schema.dropTable('pages').execute();
}
