// A booking's CPU beside a bare authenticated read (issue 32 item 4), at demo size, per engine: the demo data in a
// new database, the real app in its own process (bench/volume/server.ts), and --rounds rounds of --requests
// bookings (each member once, into sessions with seats to spare) followed by as many GET /api/users (token, the
// member read, a small answer) with --connections in flight, after --warmup rounds of each that are not
// counted. The server's own CPU time (process.cpuUsage over IPC) per request is printed per round with the
// 1-minute load average, then the median of the rounds' ratios; on PostgreSQL also the CPU of the database's own
// backends per request (their /proc/<pid>/schedstat: the server runs on this machine), which is where a named
// statement's saved parse and plan show (decision 0216). With --profile, one more round of bookings
// under the server's CPU profiler and its top entries. Never part of the tests.
//
//   node --import tsx bench/volume/cpu.ts          (SQLite; BENCH_DATABASE_URL or TEST_DATABASE_URL adds PostgreSQL)
//   node --import tsx bench/volume/cpu.ts --rounds 5 --requests 300 --engines postgres --profile
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { createTestDatabase } from '../../tests/api/helpers';
import { benchCourse, benchMembers, benchSessions, tokenSigner } from '../fixtures';
import { book, send, type Answer } from '../load';
import { topEntries } from '../profile';
import { BENCH_SECRET, type Command, type Reply } from './protocol';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    /** Rounds of each before the measured ones (the reads got cheaper for about two rounds while V8 warmed up). */
    warmup: { type: 'string', default: '2' },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '10' },
    engines: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const NOW = new Date();
const load1 = () => loadavg()[0]!.toFixed(2);

/** Runs request(0 … count-1) with CONNECTIONS in flight; answers how many were not 2xx. */
async function run(count: number, request: (k: number) => Promise<Answer>): Promise<number> {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: Math.min(count, CONNECTIONS) }, async () => {
      while (next < count) {
        const { status } = await request(next++);
        if (status < 200 || status > 299) failed++;
      }
    }),
  );
  return failed;
}

/** CPU time (ms) so far of each PostgreSQL backend serving this database but the asking one, by process id. */
async function backendCpu(db: Kysely<Database>): Promise<Map<number, number>> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
    db,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
    } catch {
      // Ended meanwhile, or not on this machine.
    }
  }
  return cpu;
}

/** The backends' CPU (ms) between two samples (a backend started meanwhile counts from nothing). */
const spent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function engine(dialect: Dialect): Promise<string[]> {
  if (dialect === 'postgres') process.env.TEST_DATABASE_URL = POSTGRES_URL;
  const database = await createTestDatabase(dialect);
  const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_VOLUME_DATABASE: database.sqlitePath ?? database.databaseUrl!,
      BENCH_VOLUME_NOW: NOW.toISOString(),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = <T extends Reply['type']>(command: Command | undefined, answer: T) =>
    new Promise<Extract<Reply, { type: T }>>((resolve) => {
      const onMessage = (message: Reply) => {
        if (message.type !== answer) return;
        child.off('message', onMessage);
        resolve(message as Extract<Reply, { type: T }>);
      };
      child.on('message', onMessage);
      if (command) child.send(command);
    });
  const lines: string[] = [];
  try {
    await seedDemo(database.db, NOW);
    const { origin } = await ask(undefined, 'ready');
    const signer = tokenSigner(BENCH_SECRET);
    const rounds = WARMUP + ROUNDS + (args.profile ? 1 : 0);
    const members = await benchMembers(database.db, signer, REQUESTS * rounds, 'cpu-', 'Bench');
    const courseId = await benchCourse(database.db, 'CPU-Bench');
    const tomorrow = new Date(NOW.getTime() + 26 * 3_600_000).toISOString();
    const cpu = async () => (await ask({ type: 'cpu' }, 'cpu')).microseconds / 1000;
    const bookRound = async (round: number) => {
      const sessions = await benchSessions(database.db, courseId, tomorrow, Math.ceil(REQUESTS / 50), 60);
      return run(REQUESTS, (k) =>
        book(origin, members[round * REQUESTS + k]!, sessions[k % sessions.length]!),
      );
    };
    const readRound = (round: number) =>
      run(REQUESTS, (k) =>
        send(origin, 'GET', '/api/users', { authorization: `Bearer ${members[round * REQUESTS + k]!}` }),
      );
    // Warm-up (not counted): WARMUP rounds of each.
    for (let round = 0; round < WARMUP; round++) {
      await bookRound(round);
      await readRound(round);
    }
    const ratios: number[] = [];
    for (let round = WARMUP; round < WARMUP + ROUNDS; round++) {
      const load = load1();
      const postgres = dialect === 'postgres';
      const p0 = postgres ? await backendCpu(database.db) : undefined;
      const c0 = await cpu();
      const failedBookings = await bookRound(round);
      const c1 = await cpu();
      const p1 = postgres ? await backendCpu(database.db) : undefined;
      const failedReads = await readRound(round);
      const c2 = await cpu();
      const p2 = postgres ? await backendCpu(database.db) : undefined;
      const booking = (c1 - c0) / REQUESTS;
      const read = (c2 - c1) / REQUESTS;
      ratios.push(booking / read);
      const backends =
        p0 && p1 && p2
          ? `; PostgreSQL: booking ${(spent(p0, p1) / REQUESTS).toFixed(2)} ms, read ${(spent(p1, p2) / REQUESTS).toFixed(2)} ms`
          : '';
      const line =
        `${dialect} round ${round - WARMUP + 1}: booking ${booking.toFixed(2)} ms, read ${read.toFixed(2)} ms, ` +
        `${(booking / read).toFixed(2)} ×${backends} (${failedBookings + failedReads} failed), load ${load}–${load1()}`;
      console.log(line);
      lines.push(line);
    }
    ratios.sort((a, b) => a - b);
    lines.push(`${dialect}: median ratio ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)} ×`);
    if (args.profile) {
      await ask({ type: 'profile' }, 'profile');
      await bookRound(WARMUP + ROUNDS);
      const file = path.join(
        mkdtempSync(path.join(tmpdir(), 'studio-bench-cpu-')),
        `booking-${dialect}.cpuprofile`,
      );
      await ask({ type: 'profile', file }, 'profile');
      lines.push(`${dialect} profile ${file}:`);
      for (const e of topEntries(file, 25)) lines.push(`  ${(e.share * 100).toFixed(1)} % ${e.name}`);
    }
  } finally {
    child.send({ type: 'stop' } satisfies Command);
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
  return lines;
}

const engines = (args.engines?.split(',') ?? ['sqlite', ...(POSTGRES_URL ? ['postgres'] : [])]) as Dialect[];
const output: string[] = [];
for (const dialect of engines) output.push(...(await engine(dialect)));
console.log(`\n${output.join('\n')}`);
