// One booking request end to end on PostgreSQL: which statements it runs (pg_stat_statements of the cluster
// named by BENCH_DATABASE_URL, which must have the extension loaded) and where the time of a request goes.
// Starts one server process against a fresh database, books N members one after the other into one session
// (half of them land on the waitlist), and prints the statements per booking. Never part of the tests.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { startServerProcess } from '../tests/api/processes';
import { benchCourse, benchMembers, tokenSigner } from './fixtures';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const N = Number(process.env.PROFILE_BOOKINGS ?? 200);
const admin = process.env.BENCH_DATABASE_URL!;
const name = `studio_profile_${randomBytes(4).toString('hex')}`;
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`create database ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;
const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
const { db } = handle;
const server = await startServerProcess(
  {
    DATABASE_URL: url.toString(),
    JWT_SECRET: SECRET,
    API_RATE_LIMIT: '1000000',
    ...(process.env.PROFILE_ENV ? JSON.parse(process.env.PROFILE_ENV) : {}),
  },
  undefined,
  process.env.PROFILE_CPU_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_CPU_DIR}`] : [],
);
try {
  const signer = tokenSigner(SECRET);
  const now = new Date().toISOString();
  const courseId = await benchCourse(db, 'P');
  const session = async (seats: number) =>
    (
      await db
        .insertInto('courseSettings')
        .values({
          courseId,
          scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          trainerName: 'P',
          maxParticipants: seats,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tokens = await benchMembers(db, signer, N + 20, 'p', 'P');
  const book = async (token: string, settingId: number) => {
    const response = await fetch(`${server.origin}/api/v1/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(process.env.PROFILE_KEY ? { 'idempotency-key': randomBytes(8).toString('hex') } : {}),
      },
      body: JSON.stringify({ courseSettingsId: settingId, waitlist: true }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`status ${response.status}`);
  };
  const warm = await session(5);
  for (const token of tokens.slice(N)) await book(token, warm);
  const target = await session(N / 2);
  await client.query('select pg_stat_statements_reset()');
  const ms: number[] = [];
  for (const token of tokens.slice(0, N)) {
    const t0 = performance.now();
    await book(token, target);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const { rows } = await client.query(
    `select calls, round(total_exec_time::numeric, 1) as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 150) as query
       from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = $1 order by calls desc, total_exec_time desc`,
    [name],
  );
  const total = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  console.log(
    `${N} sequential bookings, one process: p50 ${ms[N / 2]!.toFixed(1)} ms, mean ${(ms.reduce((a, b) => a + b) / N).toFixed(1)} ms`,
  );
  console.log(`${(total / N).toFixed(2)} statements per booking (BEGIN and COMMIT included):`);
  for (const r of rows)
    console.log(
      `${(Number(r.calls) / N).toFixed(2).padStart(6)}  ${String(r.ms).padStart(8)} ms  ${r.query}`,
    );
} finally {
  await server.stop();
  await db.destroy();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
