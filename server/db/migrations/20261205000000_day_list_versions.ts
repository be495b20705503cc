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
import { isPostgres, type AnyDb } from './helpers';

/** The columns of a booking the desk's list shows. */
const SHOWN = ['status', 'promoted_at', 'checked_in_at', 'user_id', 'course_setting_id'] as const;

/** PostgreSQL: adds each session's changes, sessions in id order (the counts' triggers lock them the same way). */
const postgresBump = (changed: string) => `
  insert into session_counts as c (course_setting_id, changes)
  select d.course_setting_id, count(*) from (${changed}) as d
   where exists (select 1 from course_settings s where s.id = d.course_setting_id)
   group by d.course_setting_id order by d.course_setting_id
  on conflict (course_setting_id) do update set changes = c.changes + excluded.changes`;

const POSTGRES_TRIGGERS = [
  {
    operation: 'insert',
    referencing: 'new table as added',
    changed: 'select course_setting_id from added',
  },
  {
    operation: 'delete',
    referencing: 'old table as removed',
    changed: 'select course_setting_id from removed',
  },
  {
    operation: 'update',
    referencing: 'old table as removed new table as added',
    // A booking moved to another session changes both.
    changed: `select a.course_setting_id from added as a join removed as r on r.id = a.id
       where (${SHOWN.map((c) => `a.${c}`).join(', ')}) is distinct from (${SHOWN.map((c) => `r.${c}`).join(', ')})
      union all
      select r.course_setting_id from added as a join removed as r on r.id = a.id
       where r.course_setting_id <> a.course_setting_id`,
  },
] as const;

/** SQLite: adds one change to the session of `row`. */
const sqliteBump = (row: 'new' | 'old') =>
  `insert into session_counts (course_setting_id, changes) values (${row}.course_setting_id, 1)
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
    for (const trigger of POSTGRES_TRIGGERS) {
      await sql
        .raw(
          `create function session_changes_${trigger.operation}() returns trigger language plpgsql as $$
          begin ${postgresBump(trigger.changed)}; return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger bookings_session_changes_${trigger.operation} after ${trigger.operation} on bookings
          referencing ${trigger.referencing} for each statement execute function session_changes_${trigger.operation}()`,
        )
        .execute(db);
    }
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
      .raw(`create trigger bookings_changes_insert after insert on bookings begin ${sqliteBump('new')} end`)
      .execute(db);
    await sql
      .raw(`create trigger bookings_changes_delete after delete on bookings begin ${sqliteBump('old')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger bookings_changes_update after update of ${SHOWN.join(', ')} on bookings
        when ${SHOWN.map((c) => `old.${c} is not new.${c}`).join(' or ')}
        begin ${sqliteBump('new')}
          insert into session_counts (course_setting_id, changes) select old.course_setting_id, 1
           where old.course_setting_id is not new.course_setting_id
          on conflict (course_setting_id) do update set changes = changes + 1;
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
    for (const trigger of POSTGRES_TRIGGERS) {
      await sql.raw(`drop trigger bookings_session_changes_${trigger.operation} on bookings`).execute(db);
      await sql.raw(`drop function session_changes_${trigger.operation}()`).execute(db);
    }
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
