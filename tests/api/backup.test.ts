// Backups under load: `npm run backup` (its own process, as an operator runs it) copies the SQLite database
// while members keep booking, and the copy restores to a consistent studio: integrity_check ok, every booking
// acknowledged before the backup began is in it, no session holds more seats than it has, and the restored
// server counts the same seats as the rows. On PostgreSQL the README's pg_dump/pg_restore commands get the
// same test. Old SQLite backups beyond BACKUP_KEEP are deleted.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { frozenClock } from '../../server/lib/clock';
import { TEST_START } from '../support/clock';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  login,
  TEST_CONFIG,
  TEST_JWT_SECRET,
  type TestApp,
} from './helpers';

const SESSIONS = 8;
const SEATS = 15;
const MEMBERS = 60;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

interface Load {
  /** Booking ids acknowledged (201) so far. */
  acknowledged: number[];
  stop(): Promise<void>;
}

/** Members book every session in turn, ten at a time, until stopped; each acknowledged id is recorded. */
async function startBooking(t: TestApp): Promise<{ load: Load; settingIds: number[] }> {
  const adminToken = await login(t.app, demo.admin);
  const start = new Date(t.clock.now().getTime() + 3 * 86_400_000);
  const settingIds: number[] = [];
  for (let i = 0; i < SESSIONS; i++)
    settingIds.push(
      (await createSession(t, adminToken, { start: new Date(start.getTime() + i * 3_600_000), seats: SEATS }))
        .settingId,
    );
  const members = await createMembers(t, MEMBERS);
  const work = members.flatMap((member) => settingIds.map((settingId) => ({ member, settingId })));
  const acknowledged: number[] = [];
  let stopped = false;
  let next = 0;
  const worker = async () => {
    while (!stopped && next < work.length) {
      const { member, settingId } = work[next++]!;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { ...bearer(member.token), 'idempotency-key': randomBytes(16).toString('hex') },
        payload: { courseSettingsId: settingId },
      });
      if (response.statusCode !== 201)
        throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
      acknowledged.push((response.json() as { id: number }).id);
    }
  };
  const workers = Array.from({ length: 10 }, worker);
  return {
    settingIds,
    load: {
      acknowledged,
      stop: async () => {
        stopped = true;
        await Promise.all(workers);
      },
    },
  };
}

/** Waits until the load has written something, so the backup really runs among writes. */
async function untilBooked(load: Load, n: number) {
  while (load.acknowledged.length < n) await new Promise((resolve) => setTimeout(resolve, 10));
}

interface SeatCount {
  id: number;
  maxParticipants: number;
  seats: number;
  waitlisted: number;
}

const SEAT_SQL = `select s.id, s.max_participants as "maxParticipants",
  (select count(*) from bookings b where b.course_setting_id = s.id and b.status = 'confirmed') as seats,
  (select count(*) from bookings b where b.course_setting_id = s.id and b.status = 'pending') as waitlisted
  from course_settings s order by s.id`;

function expectConsistent(counts: SeatCount[], settingIds: number[]) {
  for (const id of settingIds) {
    const row = counts.find((c) => c.id === id)!;
    expect(Number(row.seats), `seats of session ${id}`).toBeLessThanOrEqual(row.maxParticipants);
    // A waitlist only behind a full session.
    if (Number(row.waitlisted) > 0) expect(Number(row.seats)).toBe(row.maxParticipants);
  }
}

/**
 * A booking and its idempotency record commit together: in the copy, every stored answer names a booking of the
 * copy, and every booking of the load has its stored answer.
 */
function expectKeysMatch(keys: { response_body: string }[], ids: Set<number>, acknowledged: Set<number>) {
  const answered = keys.map(
    (key) => (JSON.parse(key.response_body) as { booking?: { id: number } }).booking?.id,
  );
  for (const id of answered)
    expect(id !== undefined && ids.has(id), `stored answer for booking ${id}`).toBe(true);
  const loadIds = [...ids].filter((id) => acknowledged.has(id));
  expect(answered.filter((id) => id !== undefined && acknowledged.has(id)).sort()).toEqual(loadIds.sort());
}

/** The restored database served by the app: the seats it reports are the rows' seats. */
async function expectServerCounts(
  handle: ReturnType<typeof openDatabase>,
  settingIds: number[],
  counts: SeatCount[],
) {
  try {
    await migrateToLatest(handle.db);
    const app = await buildApp({
      db: handle.db,
      dialect: handle.dialect,
      clock: frozenClock(TEST_START),
      config: { ...TEST_CONFIG, logLevel: 'silent' },
      logStream: new Writable({ write: (_c, _e, done) => done() }),
    });
    try {
      // The load's sessions lie three days after its app's clock, which started at TEST_START.
      const from = new Date(TEST_START.getTime() + 86_400_000).toISOString();
      const to = new Date(TEST_START.getTime() + 6 * 86_400_000).toISOString();
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/courses?startDate=${from}&endDate=${to}`,
      });
      expect(response.statusCode).toBe(200);
      const courses = response.json() as { courseSettings: { id: number; bookingsCount: number }[] }[];
      const reported = new Map(
        courses.flatMap((c) => c.courseSettings.map((s) => [s.id, s.bookingsCount] as const)),
      );
      expect(settingIds.map((id) => reported.get(id) ?? 0)).toEqual(
        settingIds.map((id) => Number(counts.find((c) => c.id === id)!.seats)),
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.db.destroy();
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(dialects().includes('sqlite'))('npm run backup on SQLite', () => {
  it('copies the database while bookings are written, and the copy restores consistent', async () => {
    const t = await createTestApp('sqlite');
    cleanups.push(() => t.close());
    // New pages stay in the -wal file (as behind a long reader that holds off checkpoints): a backup that copied
    // studio.db as a plain file would miss every booking.
    await sql`pragma wal_autocheckpoint = 0`.execute(t.database.db);
    const dataDir = path.dirname(t.database.sqlitePath!);
    const { load, settingIds } = await startBooking(t);
    await untilBooked(load, 20);
    const before = [...load.acknowledged];
    const output = await run(process.execPath, ['--import', 'tsx', 'server/backup.ts'], {
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
    });
    const during = load.acknowledged.length;
    await load.stop();
    const file = /Sicherung geschrieben: (.+)$/m.exec(output)![1]!.trim();
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^studio-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Bookings went on while the backup ran (otherwise this proves nothing about load).
    expect(during).toBeGreaterThan(before.length);

    // Restore as the README says: the copy becomes studio.db of an empty data folder.
    const restoreDir = mkdtempSync(path.join(tmpdir(), 'studio-restore-'));
    cleanups.push(() => rmSync(restoreDir, { recursive: true, force: true }));
    const restored = path.join(restoreDir, 'studio.db');
    copyFileSync(file, restored);
    const copy = new SQLite(restored, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const ids = new Set((copy.prepare('select id from bookings').all() as { id: number }[]).map((r) => r.id));
    for (const id of before) expect(ids.has(id), `booking ${id} acknowledged before the backup`).toBe(true);
    const all = new Set(load.acknowledged);
    for (const id of ids) expect(all.has(id), `booking ${id} in the copy was acknowledged`).toBe(true);
    const keys = copy.prepare('select response_body from idempotency_keys').all() as {
      response_body: string;
    }[];
    expectKeysMatch(keys, ids, all);
    const counts = copy.prepare(SEAT_SQL).all() as SeatCount[];
    copy.close();
    expectConsistent(counts, settingIds);

    await expectServerCounts(openDatabase({ sqlitePath: restored }), settingIds, counts);
  }, 120_000);

  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const t = await createTestApp('sqlite', { seed: false });
    cleanups.push(() => t.close());
    const dataDir = path.dirname(t.database.sqlitePath!);
    const env = { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, BACKUP_KEEP: '2' };
    const written: string[] = [];
    for (let i = 0; i < 3; i++) {
      const output = await run(process.execPath, ['--import', 'tsx', 'server/backup.ts'], env);
      written.push(path.basename(/Sicherung geschrieben: (.+)$/m.exec(output)![1]!.trim()));
    }
    expect(readdirSync(path.join(dataDir, 'backups')).sort()).toEqual(written.slice(1).sort());
  }, 60_000);
});

describe.runIf(dialects().includes('postgres'))('pg_dump as the README says, on PostgreSQL', () => {
  it('dumps while bookings are written, and pg_restore gives a consistent database', async () => {
    const t = await createTestApp('postgres');
    cleanups.push(() => t.close());
    const dumpDir = mkdtempSync(path.join(tmpdir(), 'studio-dump-'));
    cleanups.push(() => rmSync(dumpDir, { recursive: true, force: true }));
    const dump = path.join(dumpDir, 'studio.dump');
    const { load, settingIds } = await startBooking(t);
    await untilBooked(load, 20);
    const before = [...load.acknowledged];
    await run('pg_dump', ['--format=custom', `--file=${dump}`, t.database.databaseUrl!]);
    const during = load.acknowledged.length;
    await load.stop();
    expect(during).toBeGreaterThan(before.length);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `studio_restore_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const restoredUrl = new URL(process.env.TEST_DATABASE_URL!);
    restoredUrl.pathname = `/${name}`;
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    await run('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, dump]);

    const copy = new pg.Client({ connectionString: restoredUrl.toString() });
    await copy.connect();
    let counts: SeatCount[];
    try {
      const ids = new Set(
        (await copy.query<{ id: number }>('select id from bookings')).rows.map((r) => r.id),
      );
      for (const id of before) expect(ids.has(id), `booking ${id} acknowledged before the dump`).toBe(true);
      const all = new Set(load.acknowledged);
      for (const id of ids) expect(all.has(id), `booking ${id} in the copy was acknowledged`).toBe(true);
      const keys = await copy.query<{ response_body: string }>('select response_body from idempotency_keys');
      expectKeysMatch(keys.rows, ids, all);
      counts = (await copy.query<SeatCount>(SEAT_SQL)).rows;
    } finally {
      await copy.end();
    }
    expectConsistent(counts, settingIds);

    await expectServerCounts(
      openDatabase({ databaseUrl: restoredUrl.toString(), sqlitePath: '' }),
      settingIds,
      counts,
    );
  }, 120_000);
});
