// Uploaded images and videos (issue 13 item 4, decision 0132): one row per upload; the files themselves are in
// DATA_DIR/uploads under the row's stem (renditions `<stem>-<width>.avif|webp`, `<stem>.svg`, `<stem>.mp4|webm`).
import { sql } from 'kysely';
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', idType(db), idColumn(db))
    // 24 random hex characters; every file of the upload is named after it and never changes.
    .addColumn('stem', 'text', (col) => col.notNull().unique())
    .addColumn('use', 'text', (col) =>
      col.notNull().check(sql`use in ('gallery', 'hero', 'showcase', 'media')`),
    )
    // The format read from the file's bytes: jpeg, png, webp, svg, mp4, webm.
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('jpeg', 'png', 'webp', 'svg', 'mp4', 'webm')`),
    )
    .addColumn('mime', 'text', (col) => col.notNull())
    // The largest rendition's size (images and SVG); null for a video.
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // The bytes the admin uploaded.
    .addColumn('bytes', 'integer', (col) => col.notNull())
    // The file's name as uploaded, reduced to letters, digits, dot, dash and underscore (shown in the picker).
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('uploads_created').on('uploads').columns(['created_at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
