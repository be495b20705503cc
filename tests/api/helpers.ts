// The API test harness: one list of database engines (SQLite always, PostgreSQL when TEST_DATABASE_URL is
// set; TEST_DIALECTS=sqlite or =postgres narrows it), a fresh migrated database per suite, the app in-process.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../server/app';
import type { Role } from '#domain/auth/roles';
import { berlinDate } from '#domain/time';
import type { Clock } from '../../server/lib/clock';
import { openDatabase, type DatabaseHandle, type Dialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { seedPosts } from '../../server/db/seed-posts';
import { runClock, TEST_START, testClockEnvironment } from '../support/clock';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { TEMPLATE_ENV, untilUnused } from './database-templates';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** The configuration every test app starts with (limits high enough for bursts, no built app). */
export const TEST_CONFIG: AppOptions['config'] = {
  jwtSecret: TEST_JWT_SECRET,
  staticDir: path.join(tmpdir(), 'studio-no-static-dir'),
  logLevel: 'info',
  authRateLimit: 1000,
  apiRateLimit: 10_000,
  trustProxy: false,
};

export function dialects(): Dialect[] {
  const wanted = process.env.TEST_DIALECTS?.split(',').map((d) => d.trim());
  const available: Dialect[] = ['sqlite'];
  if (process.env.TEST_DATABASE_URL) available.push('postgres');
  else if (wanted?.includes('postgres'))
    throw new Error('TEST_DIALECTS names postgres but TEST_DATABASE_URL is unset');
  return wanted ? available.filter((d) => wanted.includes(d)) : available;
}

export interface TestDatabase extends DatabaseHandle {
  /** The SQLite file (SQLite only). */
  sqlitePath?: string;
  /** The database's URL (PostgreSQL only). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A new, empty, migrated database on the engine: a temp SQLite file or a new PostgreSQL database. In the API
 * tests it is a copy of the run's migrated template (tests/api/database-templates.ts); elsewhere (benches, the
 * build tests) it is migrated here. Migrating runs on the copy too: it finds nothing left to do.
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-api-'));
    const sqlitePath = path.join(dir, 'studio.db');
    const template = process.env[TEMPLATE_ENV.sqlite];
    if (template) copyFileSync(template, sqlitePath);
    const handle = openDatabase({ sqlitePath });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      sqlitePath,
      drop: async () => {
        await handle.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env[TEMPLATE_ENV.postgres];
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    databaseUrl: url.toString(),
    drop: async () => {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool's connections close asynchronously after destroy(); forcing the drop while one is still
      // closing makes the server kill it (57P01), which surfaces as an unhandled error in the next test file.
      await untilUnused(client, name);
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Everything the app logged, one JSON line per entry. */
  logs: string[];
  /** The app's clock: the suite's own, else one ticking from TEST_START; a suite's dates come from it. */
  clock: Clock;
  close(): Promise<void>;
}

export async function createTestApp(
  dialect: Dialect,
  options: {
    seed?: boolean;
    config?: Partial<AppOptions['config']>;
    clock?: AppOptions['clock'];
    /** Registers test-only routes before the app is ready. */
    extend?: (app: FastifyInstance, db: Kysely<Database>) => void;
    /** Sees every route as the app registers it. */
    onRoute?: AppOptions['onRoute'];
    /** The HTTPS agent web push goes through (the test's own push endpoint). */
    pushAgent?: AppOptions['pushAgent'];
    /** The database as the app sees it (e.g. with a plugin that holds a query); the test keeps the plain one. */
    wrapDb?: (db: Kysely<Database>) => Kysely<Database>;
  } = {},
): Promise<TestApp> {
  // Never the real date (decision 0196): a suite without a clock of its own runs from TEST_START at real pace.
  const clock = options.clock ?? runClock();
  const database = await createTestDatabase(dialect);
  if (options.seed !== false) {
    await seedDemo(database.db, clock.now());
    await seedPosts(database.db, clock.now());
  }
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    db: options.wrapDb ? options.wrapDb(database.db) : database.db,
    dialect: database.dialect,
    config: { ...TEST_CONFIG, ...options.config },
    logStream,
    clock,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
  });
  options.extend?.(app, database.db);
  await app.ready();
  return {
    app,
    database,
    logs,
    clock,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The app with a real SMTP server of its own (started first, stopped after the app): mails are retried every
 * 200 ms and the intake limit is out of the way. `close` stops both.
 */
export async function createTestAppWithSmtp(
  dialect: Dialect,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp & { smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const t = await createTestApp(dialect, {
    ...options,
    config: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailRetryMs: 200,
      intakeRateLimit: 1000,
      ...options.config,
    },
  });
  return {
    ...t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.stop();
    },
  };
}

export const demo = {
  admin: DEMO_ACCOUNTS.find((a) => a.roles.includes('Admin'))!,
  trainer: DEMO_ACCOUNTS.find((a) => a.roles.includes('Trainer'))!,
  member: DEMO_ACCOUNTS.find((a) => a.roles.includes('User'))!,
};

export async function login(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { userName: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * The environment of API processes (tests/api/processes.ts) on this test's database, as behind a load balancer:
 * the run's clock (decision 0196: the test's tokens and rows are dated by it), the tests' JWT secret, the same
 * database, and no API rate limit in the way; `extra` adds to it or overrides it.
 */
export function processEnvironment(
  t: Pick<TestApp, 'database'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...testClockEnvironment(),
    JWT_SECRET: TEST_JWT_SECRET,
    API_RATE_LIMIT: '100000',
    ...(t.database.databaseUrl
      ? { DATABASE_URL: t.database.databaseUrl }
      : { DATA_DIR: path.dirname(t.database.sqlitePath!) }),
    ...extra,
  };
}

/** The catalogue error of a response, for assertions on code and message. */
export function errorOf(response: LightMyRequestResponse): {
  code: string;
  message: string;
  details?: unknown;
} {
  return (response.json() as { error: { code: string; message: string } }).error;
}

export async function userIdOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts booking rows directly (stamped by the app's clock), for states the booking routes do not create. */
export async function insertBookings(
  t: Pick<TestApp, 'database' | 'clock'>,
  rows: ReadonlyArray<{ userId: number; courseSettingId: number; status: string }>,
): Promise<void> {
  const now = t.clock.now().toISOString();
  await t.database.db
    .insertInto('bookings')
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .execute();
}

/** The instant `ms` after the app's clock's now (before it for a negative `ms`): a suite's dates come from here. */
export function fromNow(t: Pick<TestApp, 'clock'>, ms: number): Date {
  return new Date(t.clock.now().getTime() + ms);
}

/** A frozen clock the test moves (scenario tests); from TEST_START unless told. */
export function testClock(start = TEST_START): { now(): Date; set(date: Date): void } {
  let now = start;
  return { now: () => now, set: (date) => (now = date) };
}

let memberCounter = 0;

/**
 * Gives members a membership of the seeded type `typeName` (default CORE: every regular group course, no
 * limit), from `startsOn` (default: a year before the app's clock's today) on, straight in the database. Booking
 * needs a membership (issue 19); the tests that are not about memberships hold this one and book as before.
 */
export async function giveMembership(
  t: Pick<TestApp, 'database' | 'clock'>,
  userIds: readonly number[],
  options: { typeName?: string; startsOn?: string; endsOn?: string | null; credits?: number | null } = {},
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const db = t.database.db;
  const type = await db
    .selectFrom('membershipTypes')
    .select(['id', 'credits'])
    .where('name', '=', options.typeName ?? 'CORE')
    .executeTakeFirstOrThrow();
  const now = t.clock.now();
  const rows = await db
    .insertInto('memberships')
    .values(
      userIds.map((userId) => ({
        userId,
        typeId: type.id,
        startsOn: options.startsOn ?? berlinDate(new Date(now.getTime() - 365 * 86_400_000)),
        endsOn: options.endsOn ?? null,
        pausedFrom: null,
        pausedUntil: null,
        credits: options.credits !== undefined ? options.credits : type.credits,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Members created straight in the database with access tokens (hashing a password per member would only slow
 * the tests), each holding CORE (`giveMembership`) unless `membership: false`. Names are unique per call:
 * 'Mitglied <n>'.
 */
export async function createMembers(
  t: TestApp,
  n: number,
  options: { isActive?: boolean; membership?: boolean } = {},
): Promise<{ id: number; token: string; email: string; firstName: string; lastName: string }[]> {
  const now = t.clock.now().toISOString();
  const rows = await t.database.db
    .insertInto('users')
    .values(
      Array.from({ length: n }, () => {
        const number = ++memberCounter;
        return {
          email: `mitglied-${number}-${randomBytes(3).toString('hex')}@example.de`,
          firstName: 'Mitglied',
          lastName: `Nr ${number}`,
          passwordHash: '!',
          roles: '["User"]',
          isActive: options.isActive === false ? 0 : 1,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returningAll()
    .execute();
  // Without the seed (seed: false) there are no types: such a suite's members hold nothing.
  const seeded = await t.database.db.selectFrom('membershipTypes').select('id').limit(1).executeTakeFirst();
  if (options.membership !== false && seeded) {
    await giveMembership(
      t,
      rows.map((row) => row.id),
    );
  }
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      token: await t.app.signAccessToken({
        id: row.id,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        roles: ['User'],
        isActive: true,
      }),
    })),
  );
}

/** A new course with one session, created through the admin API; its ids. */
export async function createSession(
  t: TestApp,
  adminToken: string,
  session: { start: Date | string; seats?: number; trainerName?: string; durationMinutes?: number },
): Promise<{ courseId: number; settingId: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/courses',
    headers: bearer(adminToken),
    payload: {
      title: 'Zirkeltraining',
      difficulty: 2,
      durationMinutes: session.durationMinutes ?? 60,
      courseSettings: [
        {
          scheduledAt: new Date(session.start).toISOString(),
          trainerName: session.trainerName ?? 'Tina Trainer',
          maxParticipants: session.seats ?? 10,
        },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(`course not created: ${response.body}`);
  const course = response.json() as { id: number; courseSettings: { id: number }[] };
  return { courseId: course.id, settingId: course.courseSettings[0]!.id };
}

/** The audit entries of one record, newest first, as an admin reads them. */
export async function auditOf(
  t: TestApp,
  adminToken: string,
  entityType: string,
  entityId: number,
): Promise<
  Array<{ action: string; actorId: number; actorName: string; details: Record<string, unknown>; at: string }>
> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/audit?entityType=${entityType}&entityId=${entityId}`,
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 200) throw new Error(`audit not readable: ${response.body}`);
  return response.json();
}

/**
 * A manager of `locationId` (decision 0205) stored directly: the account and its location (and, with `home`,
 * that location as their home studio); answers what a token is signed from.
 */
export async function insertManager(
  db: Kysely<Database>,
  { locationId, email, now, home = false }: { locationId: number; email: string; now: Date; home?: boolean },
) {
  const stamp = now.toISOString();
  const manager = await db
    .insertInto('users')
    .values({
      email,
      firstName: 'Lea',
      lastName: 'Leitung',
      passwordHash: '!',
      roles: '["Manager"]',
      isActive: 1,
      createdAt: stamp,
      updatedAt: stamp,
      ...(home ? { homeLocationId: locationId } : {}),
    })
    .returning(['id', 'email', 'firstName', 'lastName'])
    .executeTakeFirstOrThrow();
  await db.insertInto('userLocations').values({ userId: manager.id, locationId }).execute();
  return { ...manager, roles: ['Manager'] as Role[], isActive: true };
}
