// Booking throughput and latency over real HTTP on 127.0.0.1 (autocannon), on SQLite and, when
// BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL too. 2,000 members each book one of ten
// 150-seat sessions (200 per session: seats and waitlist both happen), 20 connections. Never part of the tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

const MEMBERS = 2000;
const SESSIONS = 10;

async function open(
  kind: 'sqlite' | 'postgres',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
    const handle = openDatabase({ sqlitePath: path.join(dir, 'studio.db') });
    return { handle, drop: async () => rmSync(dir, { recursive: true, force: true }) };
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
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function run(kind: 'sqlite' | 'postgres') {
  const { handle, drop } = await open(kind);
  const { db } = handle;
  await migrateToLatest(db);
  const app = await buildApp({
    db,
    dialect: handle.dialect,
    config: {
      jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
      staticDir: tmpdir(),
      logLevel: 'silent',
      authRateLimit: 1_000_000,
      apiRateLimit: 1_000_000,
      trustProxy: false,
    },
  });
  const now = new Date().toISOString();
  const { id: courseId } = await db
    .insertInto('courses')
    .values({
      title: 'Bench',
      description: '',
      difficulty: 1,
      imageUrl: null,
      durationMinutes: 60,
      bookable: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const settings = await db
    .insertInto('courseSettings')
    .values(
      Array.from({ length: SESSIONS }, () => ({
        courseId,
        scheduledAt: start,
        trainerName: 'B',
        maxParticipants: 150,
        createdAt: now,
      })),
    )
    .returning('id')
    .execute();
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        email: `bench${i}@example.de`,
        firstName: 'B',
        lastName: String(i),
        passwordHash: 'x',
        roles: '["User"]',
        isActive: 1,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returningAll()
    .execute();
  const tokens = await Promise.all(
    users.map((u) =>
      app.signAccessToken({
        id: u.id,
        email: u.email,
        firstName: 'B',
        lastName: u.lastName,
        roles: ['User'],
        isActive: true,
      }),
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/bookings`,
    connections: 20,
    amount: MEMBERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % MEMBERS]}` },
            body: JSON.stringify({ courseSettingsId: settings[i % SESSIONS]!.id }),
          };
        },
      },
    ],
  });
  const confirmed = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  console.log(
    `${kind.padEnd(9)} ${result.requests.total} requests, ${result.non2xx} non-2xx, ` +
      `${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms; confirmed ${Number(confirmed.n)} of ${SESSIONS * 150} seats`,
  );
  await app.close();
  await db.destroy();
  await drop();
}

await run('sqlite');
if (process.env.BENCH_DATABASE_URL) await run('postgres');
