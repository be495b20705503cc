// Booking throughput and latency over real HTTP on 127.0.0.1 with two API server processes on one database
// (as behind a load balancer), on SQLite and, when BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL.
// Two loads per engine: 200 members booking one 20-seat session at the same moment (the 07:00 rush), and 2,000
// members across ten 150-seat sessions with 20 requests in flight. BENCH_BASELINE_DIR may name an older checkout
// (with node_modules) whose server is measured the same way in the same run. Bounded: 2,200 bookings per
// variant, only 127.0.0.x. Never part of the tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { startServerProcess } from '../tests/api/processes';
import { benchCourse, benchMembers, benchSessions, tokenSigner } from './fixtures';
import { book, loadAverage, quantile, send } from './load';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const RUSH = { members: 200, seats: 20 };
const SPREAD = { members: 2000, sessions: 10, seats: 150, inFlight: 20 };

interface Target {
  handle: DatabaseHandle;
  /** Environment that points a server process at this database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

async function open(kind: 'sqlite' | 'postgres'): Promise<Target> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
    const handle = openDatabase({ sqlitePath: path.join(dir, 'studio.db') });
    return {
      handle,
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.BENCH_DATABASE_URL!;
  const name = `studio_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    handle,
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

// CPU time from /proc (Linux): user + system clock ticks (100 per second) of a process, and of the machine.
const TICKS_PER_SECOND = 100;
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
/** The PostgreSQL server's processes (BENCH_POSTGRES_PID names the postmaster): it and its children. */
function postgresPids(): number[] {
  const postmaster = Number(process.env.BENCH_POSTGRES_PID ?? 0);
  if (!postmaster) return [];
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}
function machineTicks(): { busy: number; total: number } {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}
interface CpuSnapshot {
  client: number;
  servers: number;
  postgres: number;
  machine: { busy: number; total: number };
}
function cpuSnapshot(serverPids: number[]): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    client: ((usage.user + usage.system) / 1e6) * TICKS_PER_SECOND,
    servers: serverPids.reduce((sum, pid) => sum + processTicks(pid), 0),
    postgres: postgresPids().reduce((sum, pid) => sum + processTicks(pid), 0),
    machine: machineTicks(),
  };
}
/** Cores used during a load: by this load generator, the two servers, PostgreSQL, everything else, and idle. */
function cpuSplit(before: CpuSnapshot, after: CpuSnapshot, wallMs: number, requests: number): string {
  const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / (wallMs / 1000)).toFixed(2);
  const client = after.client - before.client;
  const servers = after.servers - before.servers;
  const postgres = after.postgres - before.postgres;
  const busy = after.machine.busy - before.machine.busy;
  const others = Math.max(0, busy - client - servers - postgres);
  const perRequest = (ticks: number) => ((ticks / TICKS_PER_SECOND) * 1000) / requests;
  return (
    `cores: client ${cores(client)}, servers ${cores(servers)}, postgres ${cores(postgres)}, ` +
    `others ${cores(others)}, idle ${cores(after.machine.total - before.machine.total - busy)}; ` +
    `CPU ms per request: client ${perRequest(client).toFixed(2)}, servers ${perRequest(servers).toFixed(2)}, ` +
    `postgres ${perRequest(postgres).toFixed(2)}`
  );
}

/** One request of a load: a booking (member i to session i mod n), or the ceiling's bare authenticated read. */
type Send = (origin: string, item: { token: string; settingId: number }) => Promise<number>;
const bookingRequest: Send = (origin, { token, settingId }) =>
  book(origin, token, settingId).then((answer) => answer.status);
/** The bare authenticated route: rate limit, token, the member read from the database, a small JSON answer. */
const currentUserRequest: Send = (origin, { token }) =>
  send(origin, 'GET', '/api/users', { authorization: `Bearer ${token}` }).then((answer) => answer.status);

/** Sends every item (item i to process i mod 2) with at most `inFlight` at once. */
async function load(
  origins: string[],
  items: { token: string; settingId: number }[],
  inFlight: number,
  request: Send = bookingRequest,
  serverPids: number[] = [],
): Promise<{ ms: number[]; wall: number; non2xx: number; cpu: string }> {
  const ms: number[] = [];
  let non2xx = 0;
  let next = 0;
  const before = cpuSnapshot(serverPids);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < items.length) {
        const i = next++;
        const t0 = performance.now();
        const status = await request(origins[i % origins.length]!, items[i]!);
        ms.push(performance.now() - t0);
        if (status < 200 || status > 299) non2xx++;
      }
    }),
  );
  const wall = performance.now() - started;
  return {
    ms: ms.sort((a, b) => a - b),
    wall,
    non2xx,
    cpu: cpuSplit(before, cpuSnapshot(serverPids), wall, items.length),
  };
}

async function run(
  kind: 'sqlite' | 'postgres',
  label: string,
  root?: string,
  extraEnv: Record<string, string> = {},
) {
  const target = await open(kind);
  const { db } = target.handle;
  // The servers migrate the empty database themselves (one after the other), each with its own checkout's
  // migrations, so a baseline checkout runs on its own schema.
  const servers = [];
  for (const _ of [0, 1])
    servers.push(
      await startServerProcess(
        { ...target.env, JWT_SECRET: SECRET, API_RATE_LIMIT: '1000000', ...extraEnv },
        root,
      ),
    );
  // An app in this process only signs the members' tokens; the two server processes answer the requests.
  const signer = tokenSigner(SECRET);
  const courseId = await benchCourse(db, 'Bench');
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const sessions = (count: number, seats: number) => benchSessions(db, courseId, start, count, seats);
  const tokens = await benchMembers(db, signer, SPREAD.members, 'bench', 'B');
  const origins = servers.map((s) => s.origin);
  const confirmedIn = async (ids: number[]) =>
    Number(
      (
        await db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'confirmed')
          .where('courseSettingId', 'in', ids)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pids = servers.map((s) => s.pid);
  const report = (what: string, result: Awaited<ReturnType<typeof load>>, seats: string) =>
    console.log(
      `${label.padEnd(30)} ${what.padEnd(26)} ${result.ms.length} requests, ${result.non2xx} non-2xx, ` +
        `${((result.ms.length / result.wall) * 1000).toFixed(0)}/s, p50 ${quantile(result.ms, 0.5).toFixed(0)} ms, ` +
        `p99 ${quantile(result.ms, 0.99).toFixed(0)} ms, max ${result.ms.at(-1)!.toFixed(0)} ms; ${seats}; ` +
        `${result.cpu}; ${loadAverage()}`,
    );
  try {
    // Warm-up: the servers' first requests compile, and their pools open every connection.
    const [warm] = await sessions(1, 5);
    await load(
      origins,
      tokens.slice(0, 100).map((token) => ({ token, settingId: warm! })),
      50,
    );

    const [rush] = await sessions(1, RUSH.seats);
    const rushed = await load(
      origins,
      tokens.slice(100, 100 + RUSH.members).map((token) => ({ token, settingId: rush! })),
      RUSH.members,
      bookingRequest,
      pids,
    );
    report(
      '200 at once, one session',
      rushed,
      `confirmed ${await confirmedIn([rush!])} of ${RUSH.seats} seats`,
    );

    const spread = await sessions(SPREAD.sessions, SPREAD.seats);
    const spreadResult = await load(
      origins,
      tokens.map((token, i) => ({ token, settingId: spread[i % SPREAD.sessions]! })),
      SPREAD.inFlight,
      bookingRequest,
      pids,
    );
    report(
      '2,000 across ten sessions',
      spreadResult,
      `confirmed ${await confirmedIn(spread)} of ${SPREAD.sessions * SPREAD.seats} seats`,
    );
    if (process.env.BENCH_CEILING) {
      // The ceiling: the same two processes and load shapes on the bare authenticated read (no booking).
      const items = tokens.map((token) => ({ token, settingId: 0 }));
      const at = (n: number, inFlight: number) =>
        load(origins, items.slice(0, n), inFlight, currentUserRequest, pids);
      report('ceiling: GET, 200 at once', await at(200, 200), '–');
      report('ceiling: GET, 2,000', await at(SPREAD.members, SPREAD.inFlight), '–');
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.destroy();
    await target.drop();
  }
}

// BENCH_BASELINE_FIRST=1 measures the baseline before this checkout, to see whether the order matters.
const baseline = process.env.BENCH_BASELINE_DIR;
// The machine's first run is slower whatever it measures (seen: the same code 2× slower when it went first):
// one pass on SQLite first, reported as not counted.
await run('sqlite', 'warm-up pass, not counted');
const engines: Array<'sqlite' | 'postgres'> = process.env.BENCH_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
// BENCH_ONLY=postgres measures one engine (for a quick comparison; the README's figures run both).
if (process.env.BENCH_ONLY)
  engines.splice(0, engines.length, process.env.BENCH_ONLY as 'sqlite' | 'postgres');
for (const kind of engines) {
  const name = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const variants: Array<[string, string | undefined, Record<string, string>?]> = [
    [`${name}, 2 processes`, undefined],
  ];
  // On PostgreSQL the limits are shared through the database by default; in memory isolates the booking path.
  if (kind === 'postgres')
    variants.push([`${name}, 2 proc., limits in memory`, undefined, { RATE_LIMIT_STORE: 'memory' }]);
  // BENCH_POOL_SIZES=4,20: the same with other DATABASE_POOL_SIZE values (default 10 per process).
  if (kind === 'postgres')
    for (const size of (process.env.BENCH_POOL_SIZES ?? '').split(',').filter(Boolean))
      variants.push([`${name}, 2 proc., pool ${size}`, undefined, { DATABASE_POOL_SIZE: size }]);
  if (baseline) variants.push([`${name}, 2 proc., baseline`, baseline]);
  if (process.env.BENCH_BASELINE_FIRST) variants.reverse();
  for (const [label, root, env] of variants) await run(kind, label, root, env);
}
