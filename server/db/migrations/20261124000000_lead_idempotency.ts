// Leads sent with an Idempotency-Key (the browser outbox's entry id, decision 0083): the key is kept with the
// lead, and a unique index lets a repeat of the same key store nothing new. Leads without a key keep NULL, which
// both engines allow any number of times under a unique index.
import type { AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('leads').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('leads_idempotency_key')
    .on('leads')
    .column('idempotency_key')
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('leads_idempotency_key').execute();
  await db.schema.alterTable('leads').dropColumn('idempotency_key').execute();
}
