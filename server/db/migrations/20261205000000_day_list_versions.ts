// What the desk's day list shows, versioned by the database itself (issue 32, decision 0223), so every API
// process can tell whether the list it computed last is still the one it would compute now, without reading the
// day's participants again:
// - session_counts.changes: how often a session's bookings changed in what the list shows (a booking added or
//   removed; its status, waitlist promotion, check-in time, member or session changed), kept by triggers on
//   bookings in the writing transaction, beside the counts the same table keeps (decision 0193). A reminder's
//   stamp does not count.
// - data_versions 'user_names': how often a member's first or last name changed (the list shows the names).
// The sessions' own columns (time, trainer, seats, cancelled) and their courses' are read with every request.
import { sql } from 'kysely';
import { POSTGRES_TRIGGERS, postgresApply } from './20261130010000_data_volume';
import { isPostgres, type AnyDb } from './helpers';

/** The columns of a booking the desk's list shows. */
const SHOWN = ['status', 'promoted_at', 'checked_in_at', 'user_id', 'course_setting_id'] as const;

/** PostgreSQL: per operation, the sessions (one row per change) whose bookings changed in what the list shows. */
export const CHANGED = {
  insert: 'select course_setting_id from added',
  delete: 'select course_setting_id from removed',
  // A booking moved to another session changes both.
  update: `select a.course_setting_id from added as a join removed as r on r.id = a.id
     where (${SHOWN.map((c) => `a.${c}`).join(', ')}) is distinct from (${SHOWN.map((c) => `r.${c}`).join(', ')})
    union all
    select r.course_setting_id from added as a join removed as r on r.id = a.id
     where r.course_setting_id <> a.course_setting_id`,
} as const;

/** PostgreSQL: the counts' trigger function of `operation` with `body`. */
export const replaceFunction = (operation: string, body: string) =>
  `create or replace function session_counts_${operation}() returns trigger language plpgsql as $$
  begin ${body}; return null; end $$`;

/** SQLite: adds one change to the session of `new` (its row made if need be). */
const SQLITE_BUMP_NEW = `insert into session_counts (course_setting_id, changes) values (new.course_setting_id, 1)
  on conflict (course_setting_id) do update set changes = changes + 1;`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('session_counts')
    .addColumn('changes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto('data_versions').values({ name: 'user_names', version: 0 }).execute();

  if (isPostgres(db)) {
    // The counts' own trigger functions add the changes in the same statement: a booking runs no trigger more.
    for (const trigger of POSTGRES_TRIGGERS)
      await sql
        .raw(replaceFunction(trigger.operation, postgresApply(trigger.sources, CHANGED[trigger.operation])))
        .execute(db);
    await sql
      .raw(
        `create function user_names_changed() returns trigger language plpgsql as $$
        begin update data_versions set version = version + 1 where name = 'user_names'; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_names_version after update of first_name, last_name on users for each row
        when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
        execute function user_names_changed()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger bookings_changes_insert after insert on bookings begin ${SQLITE_BUMP_NEW} end`)
      .execute(db);
    // Only where the session's row is (not for a session deleted with its bookings).
    await sql
      .raw(
        `create trigger bookings_changes_delete after delete on bookings begin
        update session_counts set changes = changes + 1 where course_setting_id = old.course_setting_id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger bookings_changes_update after update of ${SHOWN.join(', ')} on bookings
        when ${SHOWN.map((c) => `old.${c} is not new.${c}`).join(' or ')}
        begin ${SQLITE_BUMP_NEW}
          update session_counts set changes = changes + 1
           where course_setting_id = old.course_setting_id and old.course_setting_id is not new.course_setting_id;
        end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_names_version after update of first_name, last_name on users
        when old.first_name is not new.first_name or old.last_name is not new.last_name
        begin update data_versions set version = version + 1 where name = 'user_names'; end`,
      )
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const trigger of POSTGRES_TRIGGERS)
      await sql.raw(replaceFunction(trigger.operation, postgresApply(trigger.sources))).execute(db);
    await sql.raw(`drop trigger users_names_version on users`).execute(db);
    await sql.raw(`drop function user_names_changed()`).execute(db);
  } else {
    for (const trigger of [
      'bookings_changes_insert',
      'bookings_changes_delete',
      'bookings_changes_update',
      'users_names_version',
    ])
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  }
  await db.schema.dropTable('data_versions').execute();
  await db.schema.alterTable('session_counts').dropColumn('changes').execute();
}
