// Where a booking's SQLite time goes, statement by statement (issue 32 item 4): the demo data in a new SQLite
// file, the real app in process (Fastify's inject, no socket), --bookings bookings of distinct members into
// sessions with seats to spare after as many not counted, and each statement's own time inside better-sqlite3 (its
// run, all and get timed around the native call), per booking. Beside it the same for GET /api/users, the bare
// authenticated read cpu.ts compares a booking with. Never part of the tests.
//
//   node --import tsx bench/volume/statements.ts [--bookings 1000]
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { benchCourse, benchMembers, benchSessions, tokenSigner } from '../fixtures';
import { BENCH_SECRET, benchConfig } from './protocol';

const { values: args } = parseArgs({ options: { bookings: { type: 'string', default: '1000' } } });
const N = Number(args.bookings);

/** Milliseconds and calls per statement text, while `counting`. */
const spent = new Map<string, { ms: number; calls: number }>();
let counting = false;
type Run = (...params: unknown[]) => unknown;
const prepare = SQLite.prototype.prepare;
SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
  const statement = prepare.call(this, source) as unknown as Record<'run' | 'all' | 'get', Run>;
  for (const method of ['run', 'all', 'get'] as const) {
    const native = statement[method].bind(statement);
    statement[method] = (...params: unknown[]) => {
      const started = process.hrtime.bigint();
      try {
        return native(...params);
      } finally {
        const ended = process.hrtime.bigint();
        if (counting) {
          const key = `${method} ${source.replace(/\s+/g, ' ').slice(0, 100)}`;
          const entry = spent.get(key) ?? { ms: 0, calls: 0 };
          entry.ms += Number(ended - started) / 1e6;
          entry.calls += 1;
          spent.set(key, entry);
        }
      }
    };
  }
  return statement as unknown as SQLite.Statement;
} as typeof SQLite.prototype.prepare;

const NOW = new Date('2026-11-25T09:00:00.000Z');
const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-statements-'));
const { db, dialect } = openDatabase({ sqlitePath: path.join(dir, 'studio.db') });
await migrateToLatest(db);
await seedDemo(db, NOW);
const app = await buildApp({
  db,
  dialect,
  clock: { now: () => new Date(NOW) },
  config: benchConfig(dir),
  logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
});
await app.ready();
const members = await benchMembers(db, tokenSigner(BENCH_SECRET), 2 * N, 'statements-', 'Bench');
const course = await benchCourse(db, 'Statements-Bench');
const tomorrow = new Date(NOW.getTime() + 26 * 3_600_000).toISOString();
const sessions = await benchSessions(db, course, tomorrow, Math.ceil((2 * N) / 50), 60);

const report = (what: string) => {
  let total = 0;
  console.log(`\n${what}, ms per request (load ${loadavg()[0]!.toFixed(2)}):`);
  for (const [statement, { ms, calls }] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
    total += ms;
    console.log(`  ${(ms / N).toFixed(3)}  ${calls} calls  ${statement}`);
  }
  console.log(`  ${(total / N).toFixed(3)}  in all`);
  spent.clear();
};
for (const [what, request] of [
  [
    'booking',
    (k: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { authorization: `Bearer ${members[k]}` },
        payload: { courseSettingsId: sessions[k % sessions.length], waitlist: true },
      }),
  ],
  [
    'bare read (GET /api/users)',
    (k: number) =>
      app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${members[k]}` } }),
  ],
] as const) {
  for (let k = 0; k < 2 * N; k++) {
    counting = k >= N;
    const answer = await request(k);
    if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  }
  counting = false;
  // The mailer's run after the last answers (its statements count with the bookings').
  counting = what === 'booking';
  await new Promise((resolve) => setTimeout(resolve, 500));
  counting = false;
  report(what);
}
await app.close();
await db.destroy();
