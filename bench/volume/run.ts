// The data-volume bench (issue 32): the same routes at demo size and at --members (default 100,000) in one run,
// per engine: SQLite (a file) and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, a new
// PostgreSQL database. Each engine's database is migrated and seeded with the demo data and measured ('demo'),
// then filled by bench/volume/generate.ts, its invariants read back (checkVolume), and measured again ('large').
// The server is the real app in its own process (bench/volume/server.ts), its clock started at the data's 'now';
// the load comes from this process over HTTP on 127.0.0.1, --requests per route (bounded, and at most
// --max-seconds each) with --connections in flight. Before each measurement the 1-minute load average must
// fall below 1 (waiting at most --quiet-timeout seconds); the load it started at is printed beside each figure,
// with '*' where the wait timed out. Prints a Markdown table per engine for bench/README.md. Never part of the
// tests.
//
//   npm run bench:volume                        (100,000 members; BENCH_DATABASE_URL=postgres://… adds PostgreSQL)
//   npm run bench:volume -- --members 5000 --quiet-timeout 5
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, berlinDate, weekRange } from '../../domain/time';
import type { Dialect } from '../../server/db/database';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { createTestDatabase, type TestDatabase } from '../../tests/api/helpers';
import { benchCourse, benchMembers, benchSessions, tokenSigner } from '../fixtures';
import { topEntries } from '../profile';
import { book as bookAs, loadAverage, quantile, quietMachine, send, type Answer } from '../load';
import { checkVolume, generateVolume, type VolumeResult } from './generate';
import { BENCH_SECRET, type Command, type Reply } from './protocol';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
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
  },
});
const MEMBERS = Number(args.members);
const REQUESTS = Number(args.requests);
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
/** Distinct members per size: each books once, the rush's are others, a few warm the server up. */
const POOL = REQUESTS + RUSH.members + 20;
if (!(MEMBERS >= POOL)) throw new Error(`--members must be at least ${POOL} (--requests + 220)`);

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
 * Sends requests 0 … count-1 (after `warmup` more, not counted) with at most CONNECTIONS in flight, stopping
 * early after MAX_MS; the latencies are measured by this client, per request. Waits for a quiet machine first
 * unless `wait` is false.
 */
async function measure(
  count: number,
  request: (k: number) => Promise<Answer>,
  options: { warmup?: number; inFlight?: number; wait?: boolean } = {},
): Promise<Figure> {
  const { load, quiet } = options.wait === false ? { load: 0, quiet: true } : await quietMachine(QUIET_MS);
  for (let k = 0; k < (options.warmup ?? 0); k++) await request(count + k);
  const ms: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(count, options.inFlight ?? CONNECTIONS) }, async () => {
      while (next < count && performance.now() - started < MAX_MS) {
        const k = next++;
        const t0 = performance.now();
        const { status } = await request(k);
        ms.push(performance.now() - t0);
        if (status < 200 || status > 299) failed++;
      }
    }),
  );
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
  if (volume) {
    // A prime step not dividing the count visits every member once before it repeats.
    const step = volume.members % 7919 ? 7919 : 7907;
    members = await Promise.all(
      Array.from({ length: POOL }, (_, k) =>
        signer.signAccessToken({ id: volume.firstMemberId + ((k * step + SEED) % volume.members) }),
      ),
    );
  } else {
    members = await benchMembers(db, signer, POOL, `volume-${size}-`, 'Bench');
  }
  const member = (k: number) => members[k % members.length]!;
  const courseId = await benchCourse(db, `Volumen-Bench ${size}`);
  const tomorrow = new Date(NOW.getTime() + 26 * 3_600_000).toISOString();
  const sessions = (count: number, seats: number) => benchSessions(db, courseId, tomorrow, count, seats);

  const server = await startServer(database.sqlitePath ?? database.databaseUrl!);
  const figures = new Map<string, Figure>();
  const get = (url: string, token?: string) => () =>
    send(server.origin, 'GET', url, token ? { authorization: `Bearer ${token}` } : {});
  const record = async (what: string, run: () => Promise<Figure>) => {
    const figure = await run();
    figures.set(what, figure);
    console.log(`${label.padEnd(16)} ${what.padEnd(44)} ${pair(figure)}, load ${loadOf(figure)}`);
  };
  const reads = (url: string, token: (k: number) => string | undefined) =>
    measure(REQUESTS, (k) => get(url, token(k))(), { warmup: 10 });
  const book = (token: string, settingId: number) => bookAs(server.origin, token, settingId);

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

    // Booking and cancelling: REQUESTS members, each into one of several sessions with seats to spare; then each
    // cancels. A few bookings first on a session of their own (not counted), the server's first.
    const [warm] = await sessions(1, 100);
    for (let k = REQUESTS + RUSH.members; k < POOL; k++) await book(member(k), warm!);
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
      measure(REQUESTS, (k) =>
        send(server.origin, 'DELETE', `/api/v1/bookings/${booked[k] ?? 0}`, {
          authorization: `Bearer ${member(k)}`,
        }),
      ),
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
    const cpuSessions = await sessions(Math.ceil(REQUESTS / 50), 60);
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
    return { figures, rush, cpu, sweep, ...(profile ? { profile } : {}) };
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
    const volume = await generateVolume(database.db, { members: MEMBERS, now: NOW, seed: SEED });
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
    return [`**${name}**, large: ${data}.`, '', ...table(demo, large), ...profiles];
  } finally {
    await database.drop();
  }
}

const engines = (args.engines?.split(',') ?? ['sqlite', ...(POSTGRES_URL ? ['postgres'] : [])]) as Dialect[];
if (engines.includes('postgres') && !POSTGRES_URL)
  throw new Error('--engines names postgres, but neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set');
const output: string[] = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, Node ` +
    `${process.version}; the data's 'now' ${NOW.toISOString()}; ${REQUESTS} requests per route, ${CONNECTIONS} in ` +
    `flight (the rush: ${RUSH.members} at once); load: the 1-minute load average each measurement started at ` +
    `(* : the wait for a load below 1 timed out after ${QUIET_MS / 1000} s).`,
];
for (const dialect of engines) output.push('', ...(await engine(dialect)));
console.log(`\n${output.join('\n')}`);
