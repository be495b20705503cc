// Leads (funnel, later questionnaire and quiz) and contact messages with their mail outbox state.
import { boolDefault, boolType, idColumn, idType, instantType, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('recommended_tier', 'text')
    .addColumn('trial_slot', 'text')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('handled_at', instantType(db))
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('marketing_consent', boolType(db), (col) => col.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('created_at', instantType(db), (col) => col.notNull())
    .addColumn('handled_at', instantType(db))
    // Mail outbox: sent once sent_at is set; otherwise retried from next_attempt_at on.
    .addColumn('sent_at', instantType(db))
    .addColumn('send_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instantType(db))
    .addColumn('claimed_until', instantType(db))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('leads').execute();
}
