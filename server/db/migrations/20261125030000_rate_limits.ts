// Per-address request counters shared by every API process on one database (decision 0106): one row per
// limiter key (route and address) with its count and the end of its window in milliseconds since the epoch.
import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at').on('rate_limits').column('reset_at').execute();
  // Counters need no crash safety (a restart forgets at most a minute of counts): on PostgreSQL the table
  // skips the write-ahead log, so the hot row of a busy address costs no disk flush per request.
  if (isPostgres(db)) await sql`alter table rate_limits set unlogged`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
