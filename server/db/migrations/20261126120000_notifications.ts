// Notifications and reminders (issue 21, decision 0150): the browsers' push subscriptions of a member (one per
// device, its endpoint unique), the member's reminder switch, the booking's reminder claim (set once by the one
// process that stores its reminder: exactly once across processes and restarts), and how an outbox row went
// out (push or mail).
import { boolDefault, boolType, idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('device_name', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('reminders', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, true)))
    .execute();
  await db.schema.alterTable('bookings').addColumn('reminder_queued_at', instantType(db)).execute();
  await db.schema.alterTable('mail_outbox').addColumn('sent_by', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('sent_by').execute();
  await db.schema.alterTable('bookings').dropColumn('reminder_queued_at').execute();
  await db.schema.alterTable('users').dropColumn('reminders').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
