// The booking lifecycle: when a booking was cancelled or moved up from the waitlist, a note, the stored
// answers of idempotent booking requests, and each member's secret calendar-feed token.
import { idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('cancelled_at', instantType(db))
    .execute()
    .then(() => db.schema.alterTable('bookings').addColumn('promoted_at', instantType(db)).execute())
    .then(() => db.schema.alterTable('bookings').addColumn('notes', 'text').execute());
  // The waitlist is read in booking order per session.
  await db.schema
    .createIndex('bookings_session_status')
    .on('bookings')
    .columns(['course_setting_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('bookings_user').on('bookings').column('user_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('response_status', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
    .execute();

  await db.schema.alterTable('users').addColumn('calendar_token', 'text').execute();
  await db.schema.createIndex('users_calendar_token').on('users').column('calendar_token').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_calendar_token').execute();
  await db.schema.alterTable('users').dropColumn('calendar_token').execute();
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropIndex('bookings_user').execute();
  await db.schema.dropIndex('bookings_session_status').execute();
  await db.schema.alterTable('bookings').dropColumn('notes').execute();
  await db.schema.alterTable('bookings').dropColumn('promoted_at').execute();
  await db.schema.alterTable('bookings').dropColumn('cancelled_at').execute();
}
