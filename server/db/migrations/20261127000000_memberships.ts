// Memberships (issue 19, decision 0140): the types the studio sells, the memberships members hold, the studio's
// settings (fair rules and deadlines, one row per key), no-show strikes; a booking records the membership it
// used and whether it still counts against it; a course may name its own category; a lead knows its member.
// Added columns carry no foreign key (as in 20261123000000), so SQLite can drop them again on the way down.
import { boolDefault, boolType, idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('membership_types')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('badge', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('weekly_price_cents', 'integer')
    .addColumn('monthly_price_cents', 'integer')
    .addColumn('one_time_price_cents', 'integer')
    /** JSON arrays: the features shown, the categories entitled, the period limits. */
    .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('categories', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('limits', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('credits', 'integer')
    .addColumn('validity_days', 'integer')
    .addColumn('active', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('listed', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (col) => col.notNull().references('membership_types.id'))
    /** Berlin calendar dates YYYY-MM-DD, inclusive. */
    .addColumn('starts_on', 'text', (col) => col.notNull())
    .addColumn('ends_on', 'text')
    .addColumn('paused_from', 'text')
    .addColumn('paused_until', 'text')
    /** A card's bookings in total (added ones included); null for a type without credits. */
    .addColumn('credits', 'integer')
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

  // The membership a booking used, and whether it still counts against it (a timely cancellation returns it).
  await db.schema.alterTable('bookings').addColumn('membership_id', 'integer').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('counted', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  // The waitlist cut-off passed for this waitlisted booking and its 'no seat' mail is stored (once).
  await db.schema.alterTable('bookings').addColumn('waitlist_closed_at', instantType(db)).execute();
  await db.schema
    .createIndex('bookings_user_counted')
    .on('bookings')
    .columns(['user_id', 'counted'])
    .execute();

  await db.schema.alterTable('courses').addColumn('category', 'text').execute();
  await db.schema.alterTable('leads').addColumn('user_id', 'integer').execute();

  await db.schema
    .createTable('studio_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    /** The value as JSON (a number or null). */
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', instantType(db), (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('strikes')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('booking_id', 'integer', (col) =>
      col.notNull().unique().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('forgiven_at', instantType(db))
    .addColumn('forgiven_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('forgiven_reason', 'text')
    .execute();
  await db.schema.createIndex('strikes_user').on('strikes').columns(['user_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('strikes').execute();
  await db.schema.dropTable('studio_settings').execute();
  await db.schema.alterTable('leads').dropColumn('user_id').execute();
  await db.schema.alterTable('courses').dropColumn('category').execute();
  await db.schema.dropIndex('bookings_user_counted').execute();
  await db.schema.alterTable('bookings').dropColumn('waitlist_closed_at').execute();
  await db.schema.alterTable('bookings').dropColumn('counted').execute();
  await db.schema.alterTable('bookings').dropColumn('membership_id').execute();
  await db.schema.dropTable('memberships').execute();
  await db.schema.dropTable('membership_types').execute();
}
