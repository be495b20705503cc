// The data-volume bench (issue 32): the same routes at demo size and at --members (default 100,000) in one run,
// per engine: SQLite (a file) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, a new
// PostgreSQL database. Each engine's database is migrated and seeded with the demo data and measured ('demo'),
// then filled by bench/volume/generate.ts, its invariants read back (checkVolume), and measured again ('large').
// The server is the real app in its own process (bench/volume/server.ts), its clock started at the data's 'now';
// the load comes from this process over HTTP on 127.0.0.1, --requests per route (bounded, and at most
// --max-seconds each) with --connections in flight, after --warmup requests not counted. Before each
// measurement the 1-minute load average must fall below 1 (waiting at most --quiet-timeout seconds); the load it
// started at is printed beside each figure, with '*' where the wait timed out. Prints a Markdown table per engine
// for bench/README.md. Never part of the tests.
//
// A chain (issue 34, `--locations 50`): the generator spreads the courses and members over the locations, and the
// runner adds what one location of the chain asks for — its week, its desk's check-in list, a manager's client
// search scoped to it, its year's report — beside the chain's report. Each of these is asked the way the app
// offers it where it does (see `pick`), and says under the table how it was asked.
//
//   npm run bench:volume                        (100,000 members; BENCH_DATABASE_URL=postgres://… adds PostgreSQL)
//   npm run bench:volume -- --members 5000 --quiet-timeout 5
//   npm run bench:volume -- --locations 50      (the chain: 100,000 members over 50 locations)
import { fork } from 'node:child_process';
import { sql } from 'kysely';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, berlinDate, weekRange } from '../../domain/time';
import type { Dialect } from '../../server/db/database';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { createTestDatabase, insertManager, type TestDatabase } from '../../tests/api/helpers';
import { benchCourse, benchMembers, benchSessions, tokenSigner } from '../fixtures';
import { topEntries } from '../profile';
import { book as bookAs, loadAverage, quantile, quietMachine, send, type Answer } from '../load';
import { checkVolume, generateVolume, type VolumeResult } from './generate';
import { firstLocationId } from '../../server/modules/locations/first-location';
import { BENCH_SECRET, type Command, type Reply } from './protocol';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '500' },
    /** Requests sent before each route's measured ones, not counted (as many in flight). */
    warmup: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
    'quiet-timeout': { type: 'string', default: '180' },
    'max-seconds': { type: 'string', default: '120' },
    /** The data's 'now' (ISO); default: when the run starts. */
    now: { type: 'string' },
    seed: { type: 'string', default: '1' },
    /** sqlite,postgres (default: SQLite, and PostgreSQL when a URL is set). */
    engines: { type: 'string' },
    /** Also profile the server over --requests more bookings and print the profile's top entries. */
    profile: { type: 'boolean', default: false },
    /** A chain of this many locations at the large size (issue 34; 1: one studio, as the earlier runs). */
    locations: { type: 'string', default: '1' },
  },
});
const LOCATIONS = Number(args.locations);
const MEMBERS = Number(args.members);
const REQUESTS = Number(args.requests);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const QUIET_MS = Number(args['quiet-timeout']) * 1000;
const MAX_MS = Number(args['max-seconds']) * 1000;
const NOW = args.now ? new Date(args.now) : new Date();
const SEED = Number(args.seed);
const RUSH = { members: 200, seats: 20 };
/** The reminders' sweep of a day: one call per 5 minutes. */
const SWEEP = { steps: 288, stepMinutes: 5 };
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TODAY = berlinDate(NOW);
/** Distinct members per size: each books once, the rush's are others, WARMUP more warm the server's bookings up. */
const POOL = REQUESTS + RUSH.members + WARMUP;
if (!(MEMBERS >= POOL)) throw new Error(`--members must be at least ${POOL} (--requests + --warmup + 200)`);

interface Server {
  origin: string;
  ask<T extends Reply['type']>(command: Command, answer: T): Promise<Extract<Reply, { type: T }>>;
  stop(): Promise<void>;
}

/** The app in its own process on the database (a SQLite file or a postgres:// URL). */
async function startServer(database: string): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_VOLUME_DATABASE: database, BENCH_VOLUME_NOW: NOW.toISOString() },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ask = <T extends Reply['type']>(command: Command | undefined, answer: T) =>
    new Promise<Extract<Reply, { type: T }>>((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if (message.type !== answer) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<Reply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (command) child.send(command);
    });
  const { origin } = await ask(undefined, 'ready');
  return {
    origin,
    ask,
    stop: async () => {
      child.send({ type: 'stop' } satisfies Command);
      await exited;
    },
  };
}

/**
 * A later page of the client list: the middle one where the answer names the total and takes ?page= (offset
 * paging); otherwise the tenth, reached by following the answers' rel="next" links (keyset paging).
 */
async function findLaterPage(origin: string, admin: string): Promise<string> {
  const read = (url: string) => send(origin, 'GET', url, { authorization: `Bearer ${admin}` }, '', true);
  const first = await read('/api/users/all');
  const { total, pageSize } = JSON.parse(first.body) as { total?: unknown; pageSize?: unknown };
  if (typeof total === 'number' && typeof pageSize === 'number' && first.next?.includes('page='))
    return `/api/users/all?page=${Math.max(1, Math.ceil(total / pageSize / 2))}`;
  let url = '/api/users/all';
  for (let hop = 1, answer = first; hop < 10 && answer.next; hop++) {
    url = answer.next;
    answer = await read(url);
  }
  return url;
}

/** One way of asking a location's figures: the address, and whose token (none: a visitor). */
interface Way {
  url: string;
  token?: string;
  how: string;
}

/**
 * The first way that answers 2xx with less than `chain` (the whole chain's answer); where none does, the first
 * that answers 2xx at all (a single studio: the location is the chain; or no filter yet), else the first way.
 */
async function pick(
  origin: string,
  ways: Way[],
  chain: string,
): Promise<{ way: Way; filtered: boolean; status: number; note: string }> {
  const answers = await Promise.all(
    ways.map((way) =>
      send(origin, 'GET', way.url, way.token ? { authorization: `Bearer ${way.token}` } : {}, '', true),
    ),
  );
  const ok = (k: number) => answers[k]!.status >= 200 && answers[k]!.status < 300;
  const filtered = ways.findIndex((_, k) => ok(k) && answers[k]!.body !== chain);
  if (filtered >= 0)
    return {
      way: ways[filtered]!,
      filtered: true,
      status: answers[filtered]!.status,
      note: ways[filtered]!.how,
    };
  const any = ways.findIndex((_, k) => ok(k));
  if (any >= 0)
    return {
      way: ways[any]!,
      filtered: false,
      status: answers[any]!.status,
      note: `${ways[any]!.how}, answered the same as the whole chain`,
    };
  return {
    way: ways[0]!,
    filtered: false,
    status: answers[0]!.status,
    note: `${ways.map((way, k) => `${way.how} answered ${answers[k]!.status}`).join('; ')} (NOT MEASURED AS ONE LOCATION)`,
  };
}

/**
 * A manager of the location (roles ["Manager"], the location in user_locations: the scoped role of issue 34 item
 * 4): a token for the account, made once per database.
 */
async function managerOf(
  db: TestDatabase['db'],
  signer: ReturnType<typeof tokenSigner>,
  locationId: number,
  size: string,
): Promise<string> {
  const { id } = await insertManager(db, {
    locationId,
    email: `volume-manager-${size}-${locationId}@example.de`,
    now: new Date(),
    home: true,
  });
  return signer.signAccessToken({ id });
}

/**
 * The client search's statements (the users repository's few-matches way: the matches by the trigram index, then
 * sorted by name, a page of 20) with the home studio added: what a manager's scoped search will send, until the
 * app has the scope.
 */
async function scopedSearch(db: TestDatabase['db'], dialect: Dialect, text: string, locationId: number) {
  const matches =
    dialect === 'postgres'
      ? sql`select id from users where search_text like ${`%${text}%`}`
      : sql`select rowid from users_search where users_search match ${`"${text}"`}`;
  await sql`select * from users where id in (${matches}) and home_location_id = ${locationId}
              and anonymised_at is null order by last_name, first_name, id limit 21`.execute(db);
}

interface Figure {
  p50: number;
  p99: number;
  /** Requests answered, and how many of them not with a 2xx. */
  n: number;
  failed: number;
  /** The 1-minute load average the measurement started at; quiet: it was below 1. */
  load: number;
  quiet: boolean;
  wallMs: number;
}

/**
 * Sends requests `first` … `first + count - 1` with at most CONNECTIONS at once, stopping early after MAX_MS;
 * returns each one's latency as this client measured it and how many answered other than 2xx.
 */
async function inFlight(
  count: number,
  request: (k: number) => Promise<Answer>,
  first = 0,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(count, CONNECTIONS) }, async () => {
      while (next < count && performance.now() - started < MAX_MS) {
        const k = first + next++;
        const t0 = performance.now();
        const { status } = await request(k);
        ms.push(performance.now() - t0);
        if (status < 200 || status > 299) failed++;
      }
    }),
  );
  return { ms, failed };
}

/**
 * Sends requests 0 … count-1 with at most CONNECTIONS in flight, after `warmup` more (count … count+warmup-1, not
 * counted) sent the same way: a fresh process runs V8's unoptimised code and each pooled PostgreSQL connection its
 * first statements for a few hundred requests, and one at a time would warm one connection only. Waits for a quiet
 * machine first unless `wait` is false.
 */
async function measure(
  count: number,
  request: (k: number) => Promise<Answer>,
  options: { warmup?: number; wait?: boolean } = {},
): Promise<Figure> {
  const { load, quiet } = options.wait === false ? { load: 0, quiet: true } : await quietMachine(QUIET_MS);
  if (options.warmup) await inFlight(options.warmup, request, count);
  const started = performance.now();
  const { ms, failed } = await inFlight(count, request);
  const wallMs = performance.now() - started;
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), n: ms.length, failed, load, quiet, wallMs };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const loadOf = (f: { load: number; quiet: boolean }) => `${f.load.toFixed(2)}${f.quiet ? '' : '*'}`;
const pair = (f: Figure | undefined) =>
  f ? `${ms(f.p50)} / ${ms(f.p99)} ms${f.failed ? ` (${f.failed} of ${f.n} failed)` : ''}` : '–';

/** One row of the table: a route's figures at both sizes (or a line of text for each). */
interface Row {
  what: string;
  demo?: Figure;
  large?: Figure;
  text?: { demo: string; large: string; ratio: string; load: string };
}

interface SizeResult {
  figures: Map<string, Figure>;
  /** How the location rows were asked (the route's filter, a manager's scope, or not filtered yet). */
  notes: string[];
  rush: { wallMs: number; confirmed: number; waiting: number; failed: number; load: number; quiet: boolean };
  cpu: { booking: number; read: number; load: number; quiet: boolean };
  sweep: Figure & { stored: number };
  /** With --profile: the booking profile's file and top entries by self time. */
  profile?: { file: string; top: ReturnType<typeof topEntries> };
}

/** The routes, the rush, the CPU per request and the sweep on one database and one server. */
async function measureSize(
  database: TestDatabase,
  size: 'demo' | 'large',
  volume?: VolumeResult,
): Promise<SizeResult> {
  const { db } = database;
  const label = `${database.dialect} ${size}`;
  const signer = tokenSigner(BENCH_SECRET);
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const admin = await signer.signAccessToken({ id: await idOf(DEMO_ACCOUNTS[0]!.email) });
  const trainer = await signer.signAccessToken({ id: await idOf(DEMO_ACCOUNTS[1]!.email) });
  // The members who book and read: new members holding CORE at demo size; at the large size generated members
  // spread over the whole range (every kind of membership, each with a year of bookings).
  let members: string[];
  if (volume && volume.locationIds.length > 1) {
    // A chain: the members at home where the bench's sessions are (the first location), so a membership valid at
    // the home studio only books them; a prime step through them.
    const ids = (
      await db
        .selectFrom('users')
        .select('id')
        .where('homeLocationId', '=', volume.locationIds[0]!)
        .where('id', '>=', volume.firstMemberId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    if (ids.length < POOL)
      throw new Error(`the first location has ${ids.length} members, fewer than ${POOL}: more --members`);
    const step = ids.length % 7919 ? 7919 : 7907;
    members = await Promise.all(
      Array.from({ length: POOL }, (_, k) =>
        signer.signAccessToken({ id: ids[(k * step + SEED) % ids.length]! }),
      ),
    );
  } else if (volume) {
    // A prime step not dividing the count visits every member once before it repeats.
    const step = volume.members % 7919 ? 7919 : 7907;
    members = await Promise.all(
      Array.from({ length: POOL }, (_, k) =>
        signer.signAccessToken({ id: volume.firstMemberId + ((k * step + SEED) % volume.members) }),
      ),
    );
  } else {
    members = await benchMembers(db, signer, POOL, `volume-${size}-`, 'Bench');
    // At home in the studio's first location (where the bench's sessions are), as a registration makes them.
    await db
      .updateTable('users')
      .set((eb) => ({ homeLocationId: firstLocationId(eb) }))
      .where('email', 'like', `volume-${size}-%`)
      .where('homeLocationId', 'is', null)
      .execute();
  }
  const member = (k: number) => members[k % members.length]!;
  const courseId = await benchCourse(db, `Volumen-Bench ${size}`);
  const tomorrow = new Date(NOW.getTime() + 26 * 3_600_000).toISOString();
  const sessions = (count: number, seats: number) => benchSessions(db, courseId, tomorrow, count, seats);

  // One location of the chain: at the large size a generated one (the second: the first also has the demo's
  // courses), at demo size the studio's only one. A manager working there (issue 34 item 4's role).
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'slug'])
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  const one = volume
    ? { id: volume.locationIds[Math.min(1, volume.locationIds.length - 1)]!, slug: '' }
    : locations[0]!;
  one.slug = locations.find((location) => location.id === one.id)!.slug;
  const manager = await managerOf(db, signer, one.id, size);

  const server = await startServer(database.sqlitePath ?? database.databaseUrl!);
  const figures = new Map<string, Figure>();
  const notes: string[] = [];
  const get = (url: string, token?: string) => () =>
    send(server.origin, 'GET', url, token ? { authorization: `Bearer ${token}` } : {});
  const record = async (what: string, run: () => Promise<Figure>) => {
    const figure = await run();
    figures.set(what, figure);
    console.log(`${label.padEnd(16)} ${what.padEnd(44)} ${pair(figure)}, load ${loadOf(figure)}`);
  };
  const reads = (url: string, token: (k: number) => string | undefined) =>
    measure(REQUESTS, (k) => get(url, token(k))(), { warmup: WARMUP });
  const book = (token: string, settingId: number) => bookAs(server.origin, token, settingId);
  const cancel = (token: string, bookingId: number) =>
    send(server.origin, 'DELETE', `/api/v1/bookings/${bookingId}`, { authorization: `Bearer ${token}` });

  try {
    // The week the app asks for (seed 000 §7: Monday 03:00 to Sunday 23:59:59.999, Berlin), not every session.
    const week = weekRange(NOW);
    const weekUrl = `/api/v1/courses?startDate=${week.start.toISOString()}&endDate=${week.end.toISOString()}`;
    await record('week (GET /api/v1/courses, cache miss)', () => reads(weekUrl, () => undefined));
    await record('GET /api/v1/memberships/mine', () => reads('/api/v1/memberships/mine', member));
    await record('my bookings (GET /api/v1/bookings/me)', () => reads('/api/v1/bookings/me', member));
    await record("a member's data export (ZIP)", () => reads('/api/v1/users/me/data', member));
    const year = `from=${addDays(TODAY, -364)}&to=${TODAY}`;
    await record('GET /api/v1/reports, 365 days', () => reads(`/api/v1/reports?${year}`, () => admin));
    await record('client list /api/users/all, first page', () => reads('/api/users/all', () => admin));
    const laterPage = await findLaterPage(server.origin, admin);
    console.log(`${label.padEnd(16)} (the later page: ${laterPage})`);
    await record('client list, a later page', () => reads(laterPage, () => admin));
    await record('client search ?search=weber', () => reads('/api/users/all?search=weber', () => admin));
    await record("trainer sessions (the demo trainer's week)", () =>
      reads('/api/v1/trainer/sessions', () => trainer),
    );
    if (volume) {
      const busy = await signer.signAccessToken({ id: volume.trainerIds[0]! });
      await record("trainer sessions (a generated trainer's week)", () =>
        reads('/api/v1/trainer/sessions', () => busy),
      );
    }
    await record("the desk's check-in list of today", () =>
      reads(`/api/v1/check-in/sessions?date=${TODAY}`, () => admin),
    );

    // One location of the chain (issue 34): each asked as the app offers it, the first way that answers 2xx and,
    // in a chain, answers less than the whole chain; else the chain's, and the note says so.
    const chainOf = async (url: string, token?: string) =>
      (await send(server.origin, 'GET', url, token ? { authorization: `Bearer ${token}` } : {}, '', true))
        .body;
    const pickAndRecord = async (
      what: string,
      chainUrl: string,
      chainToken: string | undefined,
      ways: Way[],
    ) => {
      const picked = await pick(server.origin, ways, await chainOf(chainUrl, chainToken));
      notes.push(`${what}: ${picked.note}`);
      await record(what, () => reads(picked.way.url, () => picked.way.token));
    };
    await pickAndRecord('week of one location (GET /api/v1/courses, cache miss)', weekUrl, undefined, [
      { url: `${weekUrl}&location=${one.slug}`, how: `?location=${one.slug} on the course list` },
    ]);
    const desk = `/api/v1/check-in/sessions?date=${TODAY}`;
    await pickAndRecord("the desk's check-in list of one location", desk, admin, [
      { url: desk, token: manager, how: "a manager's desk (scoped to the location)" },
      { url: `${desk}&location=${one.id}`, token: admin, how: `?location=${one.id} on the desk's list` },
    ]);
    const search = '/api/users/all?search=weber';
    const scoped = await pick(
      server.origin,
      [{ url: search, token: manager, how: "a manager's client search" }],
      '',
    );
    if (scoped.status >= 200 && scoped.status < 300) {
      notes.push(`a manager's client search ?search=weber: ${scoped.note}`);
      await record("a manager's client search ?search=weber", () => reads(search, () => manager));
    } else {
      // No manager's scope in the app yet: the statements the scoped search adds a home studio to, timed on their
      // own in this process (no HTTP, no token check).
      notes.push(
        "a manager's client search ?search=weber: no manager's scope yet (a manager's request answered " +
          `${scoped.status}); the search's statements with the home studio added, timed in the runner's process`,
      );
      await record("a manager's client search ?search=weber", () =>
        measure(REQUESTS, async () => {
          await scopedSearch(db, database.dialect, 'weber', one.id);
          return { status: 200, body: '' };
        }),
      );
    }
    await pickAndRecord('GET /api/v1/reports, 365 days, one location', `/api/v1/reports?${year}`, admin, [
      { url: `/api/v1/reports?${year}&location=${one.id}`, token: admin, how: `?location=${one.id}` },
    ]);

    // Booking and cancelling: REQUESTS members, each into one of several sessions with seats to spare; then each
    // cancels. First WARMUP other members book sessions of their own and cancel, as many in flight (not counted).
    const warm = await sessions(Math.ceil(WARMUP / 50), 60);
    const warmBooked: number[] = [];
    const warmFirst = REQUESTS + RUSH.members;
    await inFlight(
      WARMUP,
      async (k) => {
        const answer = await book(member(k), warm[k % warm.length]!);
        if (answer.status === 201) warmBooked[k] = (JSON.parse(answer.body) as { id: number }).id;
        return answer;
      },
      warmFirst,
    );
    await inFlight(WARMUP, (k) => cancel(member(k), warmBooked[k] ?? 0), warmFirst);
    const spread = await sessions(Math.ceil(REQUESTS / 50), 60);
    const booked: number[] = [];
    await record('POST /api/v1/bookings', () =>
      measure(REQUESTS, async (k) => {
        const answer = await book(member(k), spread[k % spread.length]!);
        if (answer.status === 201) booked[k] = (JSON.parse(answer.body) as { id: number }).id;
        return answer;
      }),
    );
    await record('DELETE /api/v1/bookings/:id (cancelling)', () =>
      measure(REQUESTS, (k) => cancel(member(k), booked[k] ?? 0)),
    );

    // The rush: RUSH.members members at the same moment on one session of RUSH.seats seats.
    const [rushSession] = await sessions(1, RUSH.seats);
    const rushLoad = await quietMachine(QUIET_MS);
    const rushStart = performance.now();
    const answers = await Promise.all(
      Array.from({ length: RUSH.members }, (_, i) => book(member(REQUESTS + i), rushSession!)),
    );
    const rushMs = performance.now() - rushStart;
    const statuses = await db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('courseSettingId', '=', rushSession!)
      .groupBy('status')
      .execute();
    const countOf = (status: string) => Number(statuses.find((row) => row.status === status)?.n ?? 0);
    const rush = {
      wallMs: rushMs,
      confirmed: countOf('confirmed'),
      waiting: countOf('pending'),
      failed: answers.filter((a) => a.status !== 201).length,
      load: rushLoad.load,
      quiet: rushLoad.quiet,
    };
    console.log(
      `${label.padEnd(16)} ${'200 members rushing one 20-seat session'.padEnd(44)} last answer after ` +
        `${(rush.wallMs / 1000).toFixed(2)} s; ${rush.confirmed} booked, ${rush.waiting} waitlisted, ` +
        `${rush.failed} not 201, load ${loadOf(rush)}`,
    );

    // CPU per request in the server's process: REQUESTS bookings, then REQUESTS bare authenticated reads
    // (GET /api/users: token, the member read, a small answer), the same members and connections.
    // The bare read warmed up first as the bookings were (its route is asked here only).
    const cpuSessions = await sessions(Math.ceil(REQUESTS / 50), 60);
    await inFlight(WARMUP, (k) => get('/api/users', member(k))());
    const cpuLoad = await quietMachine(QUIET_MS);
    const cpu0 = (await server.ask({ type: 'cpu' }, 'cpu')).microseconds;
    const cpuBookings = await measure(
      REQUESTS,
      (k) => book(member(k), cpuSessions[k % cpuSessions.length]!),
      {
        wait: false,
      },
    );
    const cpu1 = (await server.ask({ type: 'cpu' }, 'cpu')).microseconds;
    const cpuReads = await measure(REQUESTS, (k) => get('/api/users', member(k))(), { wait: false });
    const cpu2 = (await server.ask({ type: 'cpu' }, 'cpu')).microseconds;
    const cpu = {
      booking: (cpu1 - cpu0) / 1000 / cpuBookings.n,
      read: (cpu2 - cpu1) / 1000 / cpuReads.n,
      load: cpuLoad.load,
      quiet: cpuLoad.quiet,
    };
    console.log(
      `${label.padEnd(16)} ${'CPU per request, booking vs bare read'.padEnd(44)} ${cpu.booking.toFixed(2)} ms vs ` +
        `${cpu.read.toFixed(2)} ms (${(cpu.booking / cpu.read).toFixed(1)} ×; ${cpuBookings.failed + cpuReads.failed} ` +
        `failed), load ${loadOf(cpu)}`,
    );

    // With --profile: the server's CPU profile over as many bookings again (apart: the profiler costs CPU too).
    let profile: SizeResult['profile'];
    if (args.profile) {
      const profiled = await sessions(Math.ceil(REQUESTS / 50), 60);
      await quietMachine(QUIET_MS);
      await server.ask({ type: 'profile' }, 'profile');
      await measure(REQUESTS, (k) => book(member(k), profiled[k % profiled.length]!), { wait: false });
      const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-volume-profile-'));
      const file = path.join(dir, `booking-${database.dialect}-${size}.cpuprofile`);
      await server.ask({ type: 'profile', file }, 'profile');
      profile = { file, top: topEntries(file) };
      console.log(`${label.padEnd(16)} booking profile kept at ${file}`);
    }

    // The reminders' sweep over the next day, as the timer would call it, in the server's process.
    const sweepLoad = await quietMachine(QUIET_MS);
    const swept = await server.ask({ type: 'sweep', ...SWEEP }, 'sweep');
    const sweepMs = [...swept.ms].sort((a, b) => a - b);
    const sweep = {
      p50: quantile(sweepMs, 0.5),
      p99: quantile(sweepMs, 0.99),
      n: sweepMs.length,
      failed: 0,
      ...sweepLoad,
      wallMs: sweepMs.reduce((sum, value) => sum + value, 0),
      stored: swept.stored,
    };
    console.log(
      `${label.padEnd(16)} ${`reminder sweep of a day (${SWEEP.steps} calls)`.padEnd(44)} ${pair(sweep)}, ` +
        `${sweep.stored} reminders stored, load ${loadOf(sweep)}`,
    );
    return { figures, notes, rush, cpu, sweep, ...(profile ? { profile } : {}) };
  } finally {
    await server.stop();
  }
}

function table(demo: SizeResult, large: SizeResult): string[] {
  const rows: Row[] = [...new Set([...large.figures.keys(), ...demo.figures.keys()])].map((what) => ({
    what,
    demo: demo.figures.get(what),
    large: large.figures.get(what),
  }));
  const rush = (r: SizeResult['rush']) =>
    `${(r.wallMs / 1000).toFixed(2)} s; ${r.confirmed} booked, ${r.waiting} waitlisted` +
    (r.failed ? `, ${r.failed} not 201` : '') +
    (r.confirmed === RUSH.seats && r.waiting === RUSH.members - RUSH.seats && !r.failed
      ? ''
      : ' (NOT EXACT)');
  rows.push({
    what: '200 members rushing one 20-seat session (until the last answer)',
    text: {
      demo: rush(demo.rush),
      large: rush(large.rush),
      ratio: `${(large.rush.wallMs / demo.rush.wallMs).toFixed(1)} ×`,
      load: `${loadOf(demo.rush)} / ${loadOf(large.rush)}`,
    },
  });
  const cpu = (c: SizeResult['cpu']) =>
    `${c.booking.toFixed(2)} / ${c.read.toFixed(2)} ms = ${(c.booking / c.read).toFixed(1)} ×`;
  rows.push({
    what: 'CPU per request: booking / bare authenticated read',
    text: {
      demo: cpu(demo.cpu),
      large: cpu(large.cpu),
      ratio: `${(large.cpu.booking / demo.cpu.booking).toFixed(1)} ×`,
      load: `${loadOf(demo.cpu)} / ${loadOf(large.cpu)}`,
    },
  });
  rows.push({
    what: `reminder sweep, one call per ${SWEEP.stepMinutes} min of a day`,
    demo: demo.sweep,
    large: large.sweep,
  });
  const lines = [
    '| route | demo p50 / p99 | large p50 / p99 | large ÷ demo (p99) | load at start (demo / large) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    if (row.text) {
      lines.push(
        `| ${row.what} | ${row.text.demo} | ${row.text.large} | ${row.text.ratio} | ${row.text.load} |`,
      );
      continue;
    }
    const ratio = row.demo && row.large ? `${(row.large.p99 / row.demo.p99).toFixed(1)} ×` : '–';
    const load = [row.demo, row.large].map((f) => (f ? loadOf(f) : '–')).join(' / ');
    lines.push(`| ${row.what} | ${pair(row.demo)} | ${pair(row.large)} | ${ratio} | ${load} |`);
  }
  return lines;
}

async function engine(dialect: Dialect): Promise<string[]> {
  if (dialect === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const database = await createTestDatabase(dialect);
  try {
    await seedDemo(database.db, NOW);
    const demo = await measureSize(database, 'demo');
    console.log(`${dialect}: generating ${MEMBERS.toLocaleString('en-US')} members … (${loadAverage()})`);
    const volume = await generateVolume(database.db, {
      members: MEMBERS,
      now: NOW,
      seed: SEED,
      locations: LOCATIONS,
    });
    const problems = await checkVolume(database.db);
    const data =
      `${volume.members.toLocaleString('en-US')} members, ${volume.memberships.toLocaleString('en-US')} memberships, ` +
      `${volume.sessions.toLocaleString('en-US')} sessions, ${volume.bookings.toLocaleString('en-US')} bookings, ` +
      `${volume.auditRows.toLocaleString('en-US')} audit rows, ${volume.mails.toLocaleString('en-US')} sent mails, ` +
      `generated in ${(volume.ms / 1000).toFixed(1)} s; invariants ${problems.length ? `BROKEN: ${problems.join('; ')}` : 'hold'}`;
    console.log(`${dialect}: ${data}`);
    const large = await measureSize(database, 'large', volume);
    const name = dialect === 'sqlite' ? 'SQLite (file, WAL)' : 'PostgreSQL';
    const profiles = [
      [demo, 'demo'],
      [large, 'large'],
    ].flatMap(([result, size]) =>
      (result as SizeResult).profile
        ? [
            '',
            `Where a booking's CPU goes (${name}, ${size as string} size; ${REQUESTS} bookings, top entries by self time, (idle): waiting):`,
            '',
            '| self | function |',
            '| --- | --- |',
            ...(result as SizeResult).profile!.top.map(
              (e) => `| ${(e.share * 100).toFixed(1)} % | \`${e.name}\` |`,
            ),
          ]
        : [],
    );
    const notes = [
      ...new Set([
        ...demo.notes.map((note) => `demo: ${note}`),
        ...large.notes.map((note) => `large: ${note}`),
      ]),
    ];
    return [
      `**${name}**, large: ${data}${LOCATIONS > 1 ? `; ${LOCATIONS} locations` : ''}.`,
      '',
      ...table(demo, large),
      ...(notes.length
        ? ['', 'How the rows of one location were asked:', '', ...notes.map((n) => `- ${n}`)]
        : []),
      ...profiles,
    ];
  } finally {
    await database.drop();
  }
}

const engines = (args.engines?.split(',') ?? ['sqlite', ...(POSTGRES_URL ? ['postgres'] : [])]) as Dialect[];
if (engines.includes('postgres') && !POSTGRES_URL)
  throw new Error('--engines names postgres, but neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set');
const output: string[] = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, Node ` +
    `${process.version}; the data's 'now' ${NOW.toISOString()}; ${REQUESTS} requests per route after ${WARMUP} not ` +
    `counted, ${CONNECTIONS} in flight (the rush: ${RUSH.members} at once); load: the 1-minute load average each measurement started at ` +
    `(* : the wait for a load below 1 timed out after ${QUIET_MS / 1000} s).`,
];
for (const dialect of engines) output.push('', ...(await engine(dialect)));
console.log(`\n${output.join('\n')}`);
