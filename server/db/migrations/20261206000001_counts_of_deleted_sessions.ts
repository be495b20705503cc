// PostgreSQL: the counts' trigger functions write only sessions that still exist. Dropping a past session from a
// course deletes its finished bookings with it (ON DELETE CASCADE); the statement-level trigger on bookings then
// ran after the session and its counts row were gone and inserted a new counts row for it: a foreign key error,
// and the course could not be saved (a 500). SQLite's row triggers only update the row that is there.
import { sql } from 'kysely';
import { POSTGRES_TRIGGERS, postgresApply } from './20261130010000_data_volume';
import { CHANGED, replaceFunction } from './20261205000000_day_list_versions';
import { isPostgres, type AnyDb } from './helpers';

async function replaceAll(db: AnyDb, existing: boolean): Promise<void> {
  for (const trigger of POSTGRES_TRIGGERS)
    await sql
      .raw(
        replaceFunction(
          trigger.operation,
          postgresApply(trigger.sources, CHANGED[trigger.operation], { existing }),
        ),
      )
      .execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replaceAll(db, true);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await replaceAll(db, false);
}
