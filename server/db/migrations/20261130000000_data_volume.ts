// Data volume (issue 32, decision 0193): the hot paths read through indexes, so their cost follows what they
// answer, not the size of bookings or users.
// - bookings_membership: a membership's own bookings (the credits used of a card, read by every booking and by
//   GET /api/v1/memberships/mine), found without reading anyone else's.
// - users_by_name: the admin's client list in its order (last name, first name, id), clients not anonymised.
// - the client search by any part of name or e-mail: a trigram index (pg_trgm GIN on PostgreSQL; an FTS5 trigram
//   table over users.search_text on SQLite, kept by triggers).
// - session_counts: per session, what its bookings are (booked, attended, no-shows, waitlisted, waiting), kept by
//   triggers on bookings in the writing transaction, so the Auswertung reads the period's sessions only.
import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './helpers';

/** A booking's contribution to each count, as SQL over `row` (new or old); the same rule as decision 0161. */
const CONTRIBUTIONS = (row: 'new' | 'old') =>
  ({
    booked: `${row}.status in ('confirmed', 'attended', 'no_show')`,
    attended: `${row}.status = 'attended'`,
    no_shows: `${row}.status = 'no_show'`,
    waitlisted: `${row}.status = 'pending' or ${row}.promoted_at is not null`,
    waiting: `${row}.status = 'pending'`,
  }) as const;
const COUNTS = Object.keys(CONTRIBUTIONS('new')) as (keyof ReturnType<typeof CONTRIBUTIONS>)[];

/** `count = count ± (condition)` for every count, the condition as 0 or 1. */
function adjust(db: AnyDb, row: 'new' | 'old', sign: '+' | '-'): string {
  const asInt = (condition: string) => (isPostgres(db) ? `(${condition})::int` : `(${condition})`);
  return COUNTS.map((count) => `${count} = ${count} ${sign} ${asInt(CONTRIBUTIONS(row)[count])}`).join(', ');
}

/** Ensures the session's row, then adds (new) or takes away (old) the booking's contribution. */
function apply(db: AnyDb, row: 'new' | 'old', sign: '+' | '-'): string {
  const ensure =
    row === 'new'
      ? `insert into session_counts (course_setting_id) values (new.course_setting_id) on conflict (course_setting_id) do nothing;`
      : '';
  return `${ensure} update session_counts set ${adjust(db, row, sign)} where course_setting_id = ${row}.course_setting_id;`;
}

/** The columns whose change moves a booking between counts. */
const CHANGED = `old.status is not new.status or old.promoted_at is not new.promoted_at or old.course_setting_id is not new.course_setting_id`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('bookings_membership')
    .on('bookings')
    .columns(['membership_id', 'counted', 'status'])
    .execute();

  await db.schema
    .createIndex('users_by_name')
    .on('users')
    .columns(['last_name', 'first_name', 'id'])
    .where(sql.ref('anonymised_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('session_counts')
    .addColumn('course_setting_id', 'integer', (col) =>
      col.primaryKey().references('course_settings.id').onDelete('cascade'),
    )
    .addColumn('booked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attended', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('no_shows', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('waitlisted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('waiting', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index users_search_trgm on users using gin (search_text gin_trgm_ops)`.execute(db);
    await sql
      .raw(
        `create function session_counts_apply() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and not (${CHANGED.replaceAll(' is not ', ' is distinct from ')}) then return null; end if;
          if tg_op <> 'INSERT' then ${apply(db, 'old', '-')} end if;
          if tg_op <> 'DELETE' then ${apply(db, 'new', '+')} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger bookings_session_counts
      after insert or delete or update of status, promoted_at, course_setting_id on bookings
      for each row execute function session_counts_apply()`.execute(db);
  } else {
    await sql`create virtual table users_search using fts5(
      search_text, content = 'users', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
    await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger users_search_delete after delete on users begin
      insert into users_search (users_search, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger users_search_update after update of search_text on users begin
      insert into users_search (users_search, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into users_search (rowid, search_text) values (new.id, new.search_text); end`.execute(db);

    await sql
      .raw(
        `create trigger bookings_counts_insert after insert on bookings begin ${apply(db, 'new', '+')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger bookings_counts_delete after delete on bookings begin ${apply(db, 'old', '-')} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger bookings_counts_update after update of status, promoted_at, course_setting_id on bookings
        when ${CHANGED} begin ${apply(db, 'old', '-')} ${apply(db, 'new', '+')} end`,
      )
      .execute(db);
  }

  // The counts of the bookings already there.
  const sum = (condition: string) =>
    isPostgres(db) ? `sum((${condition})::int)` : `sum(case when ${condition} then 1 else 0 end)`;
  const b = CONTRIBUTIONS('new');
  await sql
    .raw(
      `insert into session_counts (course_setting_id, ${COUNTS.join(', ')})
      select new.course_setting_id, ${COUNTS.map((count) => sum(b[count])).join(', ')}
      from bookings as new group by new.course_setting_id`,
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger bookings_session_counts on bookings`.execute(db);
    await sql`drop function session_counts_apply()`.execute(db);
    await sql`drop index users_search_trgm`.execute(db);
    // The extension stays: other databases' objects may use it, and it is harmless.
  } else {
    for (const trigger of [
      'bookings_counts_insert',
      'bookings_counts_delete',
      'bookings_counts_update',
      'users_search_insert',
      'users_search_delete',
      'users_search_update',
    ])
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    await sql`drop table users_search`.execute(db);
  }
  await db.schema.dropTable('session_counts').execute();
  await db.schema.dropIndex('users_by_name').execute();
  await db.schema.dropIndex('bookings_membership').execute();
}
