// Data volume (issue 32, decision 0193): the hot paths read through indexes, so their cost follows what they
// answer, not the size of bookings or users.
// - bookings_membership: a membership's own bookings (the credits used of a card, read by every booking and by
//   GET /api/v1/memberships/mine), found without reading anyone else's.
// - users_by_name: the admin's client list in its order (last name, first name, id), clients not anonymised.
// - users_created_at: the Auswertung's new accounts per week read the period's accounts only.
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

/** `count = count ± (condition)` for every count, the condition as 0 or 1 (SQLite's row triggers). */
function adjust(row: 'new' | 'old', sign: '+' | '-'): string {
  return COUNTS.map((count) => `${count} = ${count} ${sign} (${CONTRIBUTIONS(row)[count]})`).join(', ');
}

/** SQLite: ensures the session's row, then adds (new) or takes away (old) the booking's contribution. */
function apply(row: 'new' | 'old', sign: '+' | '-'): string {
  const ensure =
    row === 'new'
      ? `insert into session_counts (course_setting_id) values (new.course_setting_id) on conflict (course_setting_id) do nothing;`
      : '';
  return `${ensure} update session_counts set ${adjust(row, sign)} where course_setting_id = ${row}.course_setting_id;`;
}

/** SQLite: the columns whose change moves a booking between counts. */
const CHANGED = `old.status is not new.status or old.promoted_at is not new.promoted_at or old.course_setting_id is not new.course_setting_id`;

/**
 * PostgreSQL: one statement-level trigger function per operation over its transition tables (`added`, `removed`),
 * so a statement that writes many bookings (a session cancelled, a bulk fill) adjusts each session once. Sessions
 * whose counts do not move are not written (an update of a reminder stamp locks nothing); sessions in id order.
 * `changed` (the day-list versions migration, decision 0223): a query of one session id per change the desk's
 * list shows, added up in the `changes` column in the same statement; a session deleted meanwhile gets no row.
 * `existing` (migration 20261206000001): only sessions that still exist are written, so the bookings a deleted
 * session takes with it (ON DELETE CASCADE) leave no counts row behind (before, a foreign key error).
 */
export function postgresApply(
  sources: ReadonlyArray<{ table: 'added' | 'removed'; sign: 1 | -1 }>,
  changed?: string,
  { existing = false }: { existing?: boolean } = {},
): string {
  const b = CONTRIBUTIONS('new');
  const noChanges = changed === undefined ? '' : ', 0 as changes';
  const rows = sources.map(({ table, sign }) => {
    const values = COUNTS.map((count) => `${sign} * (${b[count].replaceAll('new.', 'r.')})::int as ${count}`);
    return `select r.course_setting_id, ${values.join(', ')}${noChanges} from ${table} as r`;
  });
  if (changed !== undefined)
    rows.push(`select x.course_setting_id, ${COUNTS.map((count) => `0 as ${count}`).join(', ')}, 1 as changes
    from (${changed}) as x where exists (select 1 from course_settings as s where s.id = x.course_setting_id)`);
  const columns: readonly string[] = changed === undefined ? COUNTS : [...COUNTS, 'changes'];
  return `insert into session_counts as c (course_setting_id, ${columns.join(', ')})
    select d.course_setting_id, ${columns.map((column) => `sum(d.${column})`).join(', ')}
      from (${rows.join(' union all ')}) as d${existing ? '\n     where exists (select 1 from course_settings as s where s.id = d.course_setting_id)' : ''}
     group by d.course_setting_id
    having ${columns.map((column) => `sum(d.${column}) <> 0`).join(' or ')}
     order by d.course_setting_id
    on conflict (course_setting_id) do update set ${columns.map((column) => `${column} = c.${column} + excluded.${column}`).join(', ')}`;
}

export const POSTGRES_TRIGGERS = [
  { operation: 'insert', referencing: 'new table as added', sources: [{ table: 'added', sign: 1 }] },
  { operation: 'delete', referencing: 'old table as removed', sources: [{ table: 'removed', sign: -1 }] },
  {
    operation: 'update',
    referencing: 'old table as removed new table as added',
    sources: [
      { table: 'added', sign: 1 },
      { table: 'removed', sign: -1 },
    ],
  },
] as const;

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

  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

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
    for (const trigger of POSTGRES_TRIGGERS) {
      await sql
        .raw(
          `create function session_counts_${trigger.operation}() returns trigger language plpgsql as $$
          begin ${postgresApply([...trigger.sources])}; return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger bookings_session_counts_${trigger.operation} after ${trigger.operation} on bookings
          referencing ${trigger.referencing} for each statement execute function session_counts_${trigger.operation}()`,
        )
        .execute(db);
    }
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
      .raw(`create trigger bookings_counts_insert after insert on bookings begin ${apply('new', '+')} end`)
      .execute(db);
    await sql
      .raw(`create trigger bookings_counts_delete after delete on bookings begin ${apply('old', '-')} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger bookings_counts_update after update of status, promoted_at, course_setting_id on bookings
        when ${CHANGED} begin ${apply('old', '-')} ${apply('new', '+')} end`,
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
    for (const trigger of POSTGRES_TRIGGERS) {
      await sql.raw(`drop trigger bookings_session_counts_${trigger.operation} on bookings`).execute(db);
      await sql.raw(`drop function session_counts_${trigger.operation}()`).execute(db);
    }
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
  await db.schema.dropIndex('users_created_at').execute();
  await db.schema.dropIndex('users_by_name').execute();
  await db.schema.dropIndex('bookings_membership').execute();
}
