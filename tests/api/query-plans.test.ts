// Plans kept (issue 32, decision 0193): on a generated studio (bench/volume/generate.ts, large enough that the
// planner prefers indexes, small enough for seconds), every statement the hot routes send is explained —
// a member's booking and 'mine', the admin's client list (first page, a page by cursor, a search), a year's
// Auswertung (of the chain and of one location, issue 34), the trainer's week and the desk's day — and none may
// read bookings, users or sessions whole:
// PostgreSQL's EXPLAIN (FORMAT JSON) has no Seq Scan of them, SQLite's EXPLAIN QUERY PLAN no 'SCAN' of them
// without an index (and the client search uses the trigram table's index). Each check is also shown to fail:
// the same statements explained again with the index they rely on dropped (in a transaction rolled back).
// On PostgreSQL the booking's named statements (decision 0216) are explained as PostgreSQL plans them after
// five runs too: their generic plan, forced, must walk the same indexes.
import { Writable } from 'node:stream';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { addDays, berlinDate } from '#domain/time';
import { generateVolume, type VolumeResult } from '../../bench/volume/generate';
import { buildApp } from '../../server/app';
import { openDatabase, type Dialect } from '../../server/db/database';
import { preparedName } from '../../server/db/prepared';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import {
  bearer,
  createTestDatabase,
  demo,
  dialects,
  insertManager,
  login,
  TEST_CONFIG,
  type TestDatabase,
} from './helpers';

/** Members of the generated studio: about 50,000 bookings and 1,600 sessions of a year. */
const MEMBERS = 5_000;
/** A chain of four locations (issue 34): each has two of the eight generated courses and their members. */
const LOCATIONS = 4;
/**
 * Accounts without bookings besides (former members, sign-ups that never booked): enough users that PostgreSQL
 * prefers the trigram index to reading them all (at about 20,000 they cost the same), in seconds.
 */
const FORMER = 40_000;
const FORMER_SINCE = '2025-06-01T08:00:00.000Z';
const NOW = new Date('2027-03-10T09:00:00.000Z');
/** Tables no hot statement may read whole; the lists of a day or a week may not read the sessions whole either. */
const GUARDED = ['bookings', 'users'];
const LISTS = [...GUARDED, 'course_settings'];

type Plan = { ok: true } | { ok: false; why: string };

/** Finds the whole-table reads in a PostgreSQL plan (JSON). */
function postgresScans(node: Record<string, unknown>, guarded: string[], found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && guarded.includes(String(node['Relation Name'])))
    found.push(`Seq Scan on ${String(node['Relation Name'])}`);
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? [])
    postgresScans(child, guarded, found);
  return found;
}

/** A parameter's value as SQL text (EXECUTE takes literals, not parameters of its own). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

let generics = 0;

/**
 * The generic plan of a statement (PostgreSQL; what a named statement runs with once PostgreSQL finds it no
 * dearer than a custom plan, after five runs), forced by plan_cache_mode in `trx` (a transaction) and explained
 * by EXECUTE.
 */
async function genericPlanScans(trx: Kysely<Database>, query: CompiledQuery, guarded: string[]) {
  const name = `plan_check_${++generics}`;
  await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
  await trx.executeQuery(CompiledQuery.raw(`prepare ${name} as ${query.sql}`));
  const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) execute ${name}(${query.parameters.map(literal).join(', ')})`),
  );
  await trx.executeQuery(CompiledQuery.raw(`deallocate ${name}`));
  const json = rows[0]!['QUERY PLAN'];
  const root = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: Record<string, unknown> }[];
  return postgresScans(root[0]!.Plan, guarded);
}

/** The names a statement gives the guarded tables (the table's own and its aliases), as SQLite's plan shows them. */
function sqliteNames(text: string, guarded: string[]): Map<string, string> {
  const names = new Map<string, string>(guarded.map((table) => [table, table]));
  for (const match of text.matchAll(/"(\w+)" as "(\w+)"/g))
    if (guarded.includes(match[1]!)) names.set(match[2]!, match[1]!);
  return names;
}

describe.each(dialects())('query plans at volume (%s)', (dialect: Dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let volume: VolumeResult;
  const sent: CompiledQuery[] = [];
  let adminToken: string;
  let memberToken: string;
  let memberEmail: string;
  let trainerToken: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, new Date(NOW));
    volume = await generateVolume(database.db, { members: MEMBERS, now: NOW, locations: LOCATIONS });
    await sql`with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${sql.lit(FORMER)})
      insert into users (email, first_name, last_name, password_hash, roles, is_active, created_at, updated_at,
                         search_text)
      select 'former.' || i || '@volume.example.de', 'Ehemalig', 'Nr ' || i, '!', '["User"]', ${dialect === 'postgres' ? sql.raw('false') : sql.raw('0')},
             ${FORMER_SINCE}, ${FORMER_SINCE}, 'ehemalig nr ' || i || ' | nr ' || i || ' ehemalig | former.' || i || '@volume.example.de'
        from seq`.execute(database.db);
    if (dialect === 'postgres') await sql`analyze`.execute(database.db);
    // The app on its own connection that records what it sends (the same database).
    const recorded = openDatabase({
      databaseUrl: database.databaseUrl,
      sqlitePath: database.sqlitePath ?? '',
      onQuery: (query) => sent.push(query),
    });
    db = recorded.db;
    app = await buildApp({
      db,
      dialect,
      config: TEST_CONFIG,
      logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
      clock: { now: () => new Date(NOW) },
    });
    await app.ready();
    adminToken = await login(app, demo.admin);
    const member = await database.db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName'])
      .where('id', '=', volume.firstMemberId + 5) // a CORE member (memberKind(5))
      .executeTakeFirstOrThrow();
    memberToken = await app.signAccessToken({ ...member, roles: ['User'], isActive: true });
    memberEmail = member.email;
    const trainer = await database.db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName'])
      .where('id', '=', volume.trainerIds[0]!)
      .executeTakeFirstOrThrow();
    trainerToken = await app.signAccessToken({ ...trainer, roles: ['Trainer'], isActive: true });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** The statements a request sends (its transaction's begin and commit left out), after checking its answer. */
  async function statementsOf(request: {
    method?: 'GET' | 'POST';
    url: string;
    token: string;
    payload?: object;
  }) {
    sent.length = 0;
    const response = await app.inject({
      method: request.method ?? 'GET',
      url: request.url,
      headers: bearer(request.token),
      ...(request.payload ? { payload: request.payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const statements = sent.filter((query) => /^\s*(select|insert|update|delete|with)\b/i.test(query.sql));
    expect(statements.length).toBeGreaterThan(0);
    return statements;
  }

  /**
   * Explains one statement on `on` and says whether it reads a guarded table whole. `found`: the statement must
   * find its rows (a search), so on SQLite even a walk of a whole index of a guarded table counts as reading it.
   */
  async function plan(
    on: Kysely<Database>,
    query: CompiledQuery,
    guarded = GUARDED,
    found = false,
  ): Promise<Plan> {
    if (dialect === 'postgres') {
      const { rows } = await on.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      const json = rows[0]!['QUERY PLAN'];
      const root = (typeof json === 'string' ? JSON.parse(json) : json) as {
        Plan: Record<string, unknown>;
      }[];
      const scans = postgresScans(root[0]!.Plan, guarded);
      return scans.length ? { ok: false, why: `${scans.join(', ')}: ${query.sql}` } : { ok: true };
    }
    const { rows } = await on.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const names = sqliteNames(query.sql, guarded);
    for (const { detail } of rows) {
      const scan = /^SCAN (\w+)(.*)$/.exec(detail);
      if (!scan) continue;
      const [, name, rest] = scan;
      if (names.has(name!) && (found || !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(rest!)))
        return { ok: false, why: `${detail}: ${query.sql}` };
      // The trigram table must be searched through its index (M: MATCH, or G: the GLOB pattern's trigrams), not
      // read whole.
      if (name === 'users_search' && !/INDEX \d+:[GM]/.test(rest!))
        return { ok: false, why: `${detail}: ${query.sql}` };
    }
    return { ok: true };
  }

  /** The indexes a statement's plan reads (PostgreSQL: every Index Name; SQLite: every USING … INDEX). */
  async function indexesOf(on: Kysely<Database>, query: CompiledQuery): Promise<string[]> {
    if (dialect === 'postgres') {
      const { rows } = await on.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      );
      const json = rows[0]!['QUERY PLAN'];
      const text = typeof json === 'string' ? json : JSON.stringify(json);
      return [...text.matchAll(/"Index Name":\s*"(\w+)"/g)].map((match) => match[1]!);
    }
    const { rows } = await on.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return rows.flatMap(({ detail }) =>
      [...detail.matchAll(/USING (?:COVERING )?INDEX (\w+)/g)].map((m) => m[1]!),
    );
  }

  async function expectIndexed(statements: CompiledQuery[], guarded = GUARDED, found = false) {
    for (const statement of statements)
      expect(await plan(database.db, statement, guarded, found)).toEqual({ ok: true });
  }

  /** What `explain` finds with these indexes gone (dropped in a transaction that is rolled back). */
  async function without<T>(indexes: string[], explain: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    const rollback = new Error('rollback');
    let result: T | undefined;
    await database.db
      .transaction()
      .execute(async (trx) => {
        for (const index of indexes) await sql`drop index ${sql.ref(index)}`.execute(trx);
        result = await explain(trx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return result as T;
  }

  /** The same statements explained with these indexes gone. */
  async function expectScanWithout(indexes: string[], statements: CompiledQuery[], guarded = GUARDED) {
    const verdicts = await without(indexes, async (trx) => {
      const found: Plan[] = [];
      for (const statement of statements) found.push(await plan(trx, statement, guarded));
      return found;
    });
    expect(verdicts.some((verdict) => !verdict.ok)).toBe(true);
  }

  it('books and reads the membership through the membership index (bookings_membership)', async () => {
    // A session of next week at the member's home studio (their membership is valid there only), with room or a
    // waitlist: the booking is stored either way.
    const next = await database.db
      .selectFrom('courseSettings as cs')
      .innerJoin('courses as c', 'c.id', 'cs.courseId')
      .innerJoin('users as u', 'u.homeLocationId', 'c.locationId')
      .select('cs.id')
      .where('u.email', '=', memberEmail)
      .where('cs.scheduledAt', '>', addDays(berlinDate(NOW), 7))
      .orderBy('cs.scheduledAt')
      .executeTakeFirstOrThrow();
    const booking = await statementsOf({
      method: 'POST',
      url: API_PATHS.bookings,
      token: memberToken,
      payload: { courseSettingsId: next.id, waitlist: true },
    });
    const mine = await statementsOf({ url: API_PATHS.myMembership, token: memberToken });
    await expectIndexed([...booking, ...mine]);
    await expectScanWithout(['bookings_membership'], booking);
    await expectScanWithout(['bookings_membership'], mine);
    if (dialect !== 'postgres') return;
    // The named statements of the booking (the member, the memberships, the session's lock, the insert with its
    // mail) and of 'mine' (the memberships with the settings' version, the bookings that count or are to come):
    // their generic plans walk the indexes too, and without bookings_membership the memberships' does not.
    const named = [...booking, ...mine].filter((statement) => preparedName(statement.sql));
    expect(named.length).toBeGreaterThanOrEqual(7);
    const generic = async (trx: Kysely<Database>) => {
      const scans: string[][] = [];
      for (const statement of named) scans.push(await genericPlanScans(trx, statement, GUARDED));
      return scans;
    };
    expect(await database.db.transaction().execute(generic)).toEqual(named.map(() => []));
    expect((await without(['bookings_membership'], generic)).flat()).toContain('Seq Scan on bookings');
  });

  it('pages the clients by name and by cursor without reading users whole (users_by_name)', async () => {
    const first = await statementsOf({ url: `${API_PATHS.allUsers}?pageSize=20`, token: adminToken });
    const page = (
      await app.inject({ url: `${API_PATHS.allUsers}?pageSize=20&count=exact`, headers: bearer(adminToken) })
    ).json() as { nextCursor: number; total: number };
    expect(page.total).toBeGreaterThan(MEMBERS);
    const second = await statementsOf({
      url: `${API_PATHS.allUsers}?pageSize=20&page=2&cursor=${page.nextCursor}`,
      token: adminToken,
    });
    await expectIndexed([...first, ...second]);
    // users_by_home_name (a manager's list, issue 34) would serve the walk by name too: both go.
    await expectScanWithout(['users_by_name', 'users_by_home_name'], first);
    await expectScanWithout(['users_by_name', 'users_by_home_name'], second);
  });

  it("pages a manager's clients, those of their location, without reading users whole (users_by_home_name)", async () => {
    const location = await database.db.selectFrom('locations').select('id').executeTakeFirstOrThrow();
    const manager = await insertManager(database.db, {
      locationId: location.id,
      email: 'leitung.plan@example.de',
      now: new Date(NOW),
    });
    const token = await app.signAccessToken(manager);
    const page = await statementsOf({ url: `${API_PATHS.allUsers}?pageSize=20`, token });
    await expectIndexed(page);
    // Without users_by_home_name the location's members are still found (users_home_location) but then all of
    // them sorted for a page of 20; without any of these (users_home_location_created, the report's, finds them
    // too), users are read whole.
    await expectScanWithout(
      ['users_by_name', 'users_by_home_name', 'users_home_location', 'users_home_location_created'],
      page,
    );
  });

  it('searches the clients by part of a name or e-mail through the trigram index', async () => {
    // What the desk types: part of an e-mail address (first.last.n@…), with the total asked for.
    const typed = memberEmail.split('@')[0]!;
    const search = await statementsOf({
      url: `${API_PATHS.allUsers}?search=${encodeURIComponent(typed)}&count=exact`,
      token: adminToken,
    });
    await expectIndexed(search, GUARDED, true);
    if (dialect === 'postgres') await expectScanWithout(['users_search_trgm'], search);
    // PostgreSQL: the trigram index is written directly, with no pending list that the planner charges every
    // search for (with some hundred pending pages it read users whole here; migration 20261206000000).
    if (dialect === 'postgres') {
      const { rows } = await sql<{ options: string[] | null }>`select reloptions as options from pg_class
        where relname = 'users_search_trgm'`.execute(database.db);
      expect(rows[0]?.options).toContain('fastupdate=off');
    }
    // SQLite: the FTS5 table is the index (no index of it to drop); the check refuses reading it without its
    // trigram index (INDEX n:G) and reading users whole, which the LIKE over users.search_text did (decision 0193).
  });

  it("answers a year's Auswertung from the sessions' counts, not their bookings (users_created_at)", async () => {
    const to = berlinDate(NOW);
    const report = await statementsOf({
      url: `${API_PATHS.reports}?from=${addDays(to, -365)}&to=${to}`,
      token: adminToken,
    });
    await expectIndexed(report);
    // users_home_location_created (issue 34) would serve as a walk of a whole index.
    await expectScanWithout(['users_created_at', 'users_home_location_created'], report);
  });

  it("answers one location's year from its courses' sessions and its members' accounts (issue 34)", async () => {
    const to = berlinDate(NOW);
    const location = volume.locationIds[1]!;
    const report = await statementsOf({
      url: `${API_PATHS.reports}?from=${addDays(to, -365)}&to=${to}&location=${location}`,
      token: adminToken,
    });
    await expectIndexed(report, LISTS);
    // The sessions by course and time (not the chain's year by time), the accounts by home studio and time.
    const sessions = report.filter((statement) => /session_counts/.test(statement.sql));
    const accounts = report.filter((statement) => /home_location_id/.test(statement.sql));
    expect(sessions.length).toBeGreaterThan(0);
    expect(accounts).toHaveLength(1);
    // By course: the composite (course, time), or on PostgreSQL the course's own index where the year is nearly
    // all of a course's sessions (the generated courses are a year old; with years of history it takes the
    // composite).
    const BY_COURSE = ['course_settings_course_scheduled', 'course_settings_course_id'];
    const byCourse = async (on: Kysely<Database>) => {
      const read: boolean[] = [];
      for (const statement of sessions)
        read.push((await indexesOf(on, statement)).some((index) => BY_COURSE.includes(index)));
      return read;
    };
    expect(await byCourse(database.db)).toEqual(sessions.map(() => true));
    if (dialect === 'sqlite')
      expect(await indexesOf(database.db, sessions[0]!)).toContain('course_settings_course_scheduled');
    expect(await indexesOf(database.db, accounts[0]!), accounts[0]!.sql).toContain(
      'users_home_location_created',
    );
    // The checks can fail: without the course indexes the sessions are read by time (the chain's whole year),
    // without the home studio's indexes the accounts by the chain's index of time.
    expect(await without(BY_COURSE, byCourse)).toContain(false);
    await expectScanWithout(
      ['users_home_location_created', 'users_home_location', 'users_created_at'],
      accounts,
    );
    // The first location's accounts include those without a home studio (… or home_location_id is null): still
    // read by an index (the home studio's, or the period's where the period made few accounts, as here).
    const first = await statementsOf({
      url: `${API_PATHS.reports}?from=${addDays(to, -365)}&to=${to}&location=${volume.locationIds[0]!}`,
      token: adminToken,
    });
    // (Its sessions are a quarter of this small chain's: PostgreSQL may rightly read course_settings whole.)
    await expectIndexed(first);
    expect(first.filter((statement) => /home_location_id/.test(statement.sql))).toHaveLength(1);
  });

  it("lists the trainer's week and the desk's day by the session's time", async () => {
    const trainer = await statementsOf({ url: API_PATHS.trainerSessions, token: trainerToken });
    const desk = await statementsOf({
      url: `${API_PATHS.checkInSessions}?date=${berlinDate(NOW)}`,
      token: adminToken,
    });
    await expectIndexed([...trainer, ...desk], LISTS);
    await expectScanWithout(['course_settings_scheduled_at', 'course_settings_trainer'], trainer, LISTS);
    // course_settings_course_scheduled (issue 34) would serve SQLite as a walk of a whole index.
    await expectScanWithout(
      ['course_settings_scheduled_at', 'course_settings_course_scheduled'],
      desk,
      LISTS,
    );
  });

  it('keeps every session count equal to a count of its bookings after the writes', async () => {
    // Writes of the app besides the fill and the booking above: a booking cancelled moves a waiting member up.
    const booking = await database.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', '=', volume.firstMemberId + 5)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: API_PATHS.booking(booking.id),
      headers: bearer(memberToken),
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const recount = await database.db
      .selectFrom('bookings as b')
      .groupBy('b.courseSettingId')
      .select((eb) => [
        'b.courseSettingId',
        eb.fn
          .sum<number>(
            sql`case when ${sql.ref('b.status')} in ('confirmed', 'attended', 'no_show') then 1 else 0 end`,
          )
          .as('booked'),
        eb.fn
          .sum<number>(sql`case when ${sql.ref('b.status')} = 'attended' then 1 else 0 end`)
          .as('attended'),
        eb.fn.sum<number>(sql`case when ${sql.ref('b.status')} = 'no_show' then 1 else 0 end`).as('noShows'),
        eb.fn
          .sum<number>(
            sql`case when ${sql.ref('b.status')} = 'pending' or ${sql.ref('b.promotedAt')} is not null then 1 else 0 end`,
          )
          .as('waitlisted'),
        eb.fn.sum<number>(sql`case when ${sql.ref('b.status')} = 'pending' then 1 else 0 end`).as('waiting'),
      ])
      .orderBy('b.courseSettingId')
      .execute();
    const counts = await database.db
      .selectFrom('sessionCounts')
      .select(['courseSettingId', 'booked', 'attended', 'noShows', 'waitlisted', 'waiting'])
      .where((eb) =>
        eb.or([
          eb('booked', '>', 0),
          eb('attended', '>', 0),
          eb('noShows', '>', 0),
          eb('waitlisted', '>', 0),
          eb('waiting', '>', 0),
        ]),
      )
      .orderBy('courseSettingId')
      .execute();
    const numbers = (rows: Record<string, unknown>[]) =>
      rows
        .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])))
        .filter((row) => row.booked! + row.attended! + row.noShows! + row.waitlisted! + row.waiting! > 0);
    expect(counts.length).toBeGreaterThan(1_500);
    expect(numbers(counts)).toEqual(numbers(recount));
  });
});
