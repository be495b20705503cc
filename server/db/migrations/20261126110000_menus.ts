// Menus in the database (issue 20, decision 0152): one row per menu document (key 'site': the header's main
// navigation and the footer's link groups) with its working copy and the published copy, and every version of it
// in menu_versions, as pages keep theirs (0130). Documents are JSON text on both engines, read and written whole.
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('menus')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('published_document', 'text', (col) => col.notNull())
    .addColumn('published_version', 'integer', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('menu_versions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('menu_id', 'integer', (col) => col.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('published', 'saved', 'restored')`),
    )
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addUniqueConstraint('menu_versions_menu_version_unique', ['menu_id', 'version'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('menu_versions').execute();
  await db.schema.dropTable('menus').execute();
}
