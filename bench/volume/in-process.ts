// The data-volume bench's reads timed in-process (issue 32): the app with `inject`, one request at a time, on a
// generated studio kept between runs (so a change can be timed before and after on the same data without
// generating again), with the statements each request sends counted by a Kysely log hook. What other processes'
// load does not distort: the statements and round trips per request, the answer's bytes; the times are the
// request's own (p50 / max), not the bench's 10 in flight. Never part of the tests.
//
//   node --import tsx bench/volume/in-process.ts --engine sqlite --dir /tmp/volume-100k
//   BENCH_DATABASE_URL=postgres://… node --import tsx bench/volume/in-process.ts --engine postgres --dir /tmp/volume-100k
//
// The first run generates --members (default 100,000) into <dir>/studio.db or the PostgreSQL database
// `<--name>` and writes <dir>/<engine>.json; later runs reuse them (migrating to the checkout's latest first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { berlinDate } from '../../domain/time';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { tokenSigner } from '../fixtures';
import { generateVolume, type VolumeResult } from './generate';
import { benchConfig } from './protocol';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    dir: { type: 'string', default: '/tmp/studio-volume-in-process' },
    name: { type: 'string', default: 'studio_volume_in_process' },
    members: { type: 'string', default: '100000' },
    now: { type: 'string', default: '2026-11-25T09:00:00.000Z' },
    requests: { type: 'string', default: '30' },
    /** Which rows: mine, desk, search, trainer (comma-separated). */
    only: { type: 'string', default: 'mine,desk,trainer' },
    /** Accept-Encoding to send (e.g. 'br' or 'gzip'; default none): the bytes are then those sent compressed. */
    encoding: { type: 'string', default: '' },
  },
});
const SECRET = 'bench-volume-in-process-secret-long-enough-0123456789';
const NOW = new Date(args.now);
const REQUESTS = Number(args.requests);
const postgres = args.engine === 'postgres';
mkdirSync(args.dir, { recursive: true });
const stateFile = path.join(args.dir, `${args.engine}.json`);
const sqlitePath = path.join(args.dir, 'studio.db');
let databaseUrl = '';
if (postgres) {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('BENCH_DATABASE_URL names the PostgreSQL server');
  const url = new URL(admin);
  url.pathname = `/${args.name}`;
  databaseUrl = url.toString();
  if (!existsSync(stateFile)) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${args.name} with (force)`);
    await client.query(`create database ${args.name}`);
    await client.end();
  }
}

const sent: CompiledQuery[] = [];
const handle = openDatabase({
  databaseUrl,
  sqlitePath,
  onQuery: (query) => sent.push(query),
  // DATABASE_PREPARED_STATEMENTS=false: PostgreSQL's hot statements unnamed, as before decision 0216.
  preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS !== 'false',
});
const { db, dialect } = handle;
await migrateToLatest(db);
let volume: VolumeResult;
if (existsSync(stateFile)) volume = JSON.parse(readFileSync(stateFile, 'utf8')) as VolumeResult;
else {
  await seedDemo(db, NOW);
  volume = await generateVolume(db, { members: Number(args.members), now: NOW });
  if (postgres) await sql`analyze`.execute(db);
  writeFileSync(stateFile, JSON.stringify(volume));
  console.log(`generated ${volume.members} members, ${volume.bookings} bookings in ${volume.ms} ms`);
}

const app = await buildApp({
  db,
  dialect,
  clock: { now: () => new Date(NOW) },
  config: benchConfig(args.dir, SECRET),
  logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
});
await app.ready();
const signer = tokenSigner(SECRET);
const adminId = (
  await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS[0]!.email)
    .executeTakeFirstOrThrow()
).id;
const admin = await signer.signAccessToken({ id: adminId });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const f = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const headersOf = (token: string) => ({
  authorization: `Bearer ${token}`,
  ...(args.encoding ? { 'accept-encoding': args.encoding } : {}),
});

/** `count` requests one at a time (`gapMs` apart), after 5 not counted; times, statements and bytes. */
async function time(what: string, request: (k: number) => { url: string; token: string }, gapMs = 0) {
  const ms: number[] = [];
  let statements = 0;
  let bytes = 0;
  for (let k = -5; k < REQUESTS; k++) {
    const { url, token } = request(k + 5);
    sent.length = 0;
    const t0 = performance.now();
    const answer = await app.inject({ method: 'GET', url, headers: headersOf(token) });
    const took = performance.now() - t0;
    if (answer.statusCode !== 200)
      throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    if (k >= 0) {
      ms.push(took);
      statements += sent.length;
      bytes += answer.rawPayload.length;
    }
    if (gapMs) await pause(gapMs);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${args.engine} ${what.padEnd(40)} p50 ${f(q(ms, 0.5))} ms, max ${f(ms.at(-1)!)} ms, ` +
      `${(statements / REQUESTS).toFixed(1)} statements, ${Math.round(bytes / REQUESTS)} B`,
  );
  return sent.map((query) => query.sql);
}

/** `count` rounds of 10 requests in flight: each round's last answer (what the bench's p99 sees). */
async function burst(what: string, request: (k: number) => { url: string; token: string }, gapMs = 300) {
  const walls: number[] = [];
  for (let round = 0; round < Math.max(5, Math.round(REQUESTS / 3)); round++) {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => {
        const { url, token } = request(round * 10 + k);
        return app.inject({ method: 'GET', url, headers: headersOf(token) });
      }),
    );
    walls.push(performance.now() - t0);
    await pause(gapMs);
  }
  walls.sort((a, b) => a - b);
  console.log(
    `${args.engine} ${what.padEnd(40)} 10 at once: p50 ${f(q(walls, 0.5))} ms, max ${f(walls.at(-1)!)} ms`,
  );
}

const only = new Set(args.only.split(','));
const step = volume.members % 7919 ? 7919 : 7907;
const memberTokens = await Promise.all(
  Array.from({ length: REQUESTS * 5 + 20 }, (_, k) =>
    signer.signAccessToken({ id: volume.firstMemberId + ((k * step + 1) % volume.members) }),
  ),
);
const member = (k: number) => ({
  url: '/api/v1/memberships/mine',
  token: memberTokens[k % memberTokens.length]!,
});
if (only.has('mine')) {
  const statements = await time("'mine'", member);
  if (process.env.BENCH_SHOW_SQL) console.log(statements.join('\n'));
  await burst("'mine'", (k) => member(k + REQUESTS + 10));
}
if (only.has('desk')) {
  const desk = () => ({ url: `/api/v1/check-in/sessions?date=${berlinDate(NOW)}`, token: admin });
  const statements = await time("the desk's day (each computed)", desk, 300);
  if (process.env.BENCH_SHOW_SQL) console.log(statements.join('\n'));
  await time("the desk's day (shared)", desk);
  await burst("the desk's day", desk);
}
if (only.has('search')) {
  const search = () => ({ url: '/api/users/all?search=weber', token: admin });
  const statements = await time('the client search ?search=weber', search);
  if (process.env.BENCH_SHOW_SQL) console.log(statements.join('\n'));
  await burst('the client search ?search=weber', search);
}
if (only.has('trainer')) {
  const trainer = await signer.signAccessToken({ id: volume.trainerIds[0]! });
  const list = () => ({ url: '/api/v1/trainer/sessions', token: trainer });
  const statements = await time("a generated trainer's 14 days", list);
  if (process.env.BENCH_SHOW_SQL) console.log(statements.join('\n'));
  await burst("a generated trainer's 14 days", list);
}
await app.close();
await db.destroy();
