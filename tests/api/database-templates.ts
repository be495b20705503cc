// Global setup of the API tests: each engine's database migrated once for the run, which every suite's new
// database is copied from (createTestDatabase, tests/api/helpers.ts). Migrating each of the run's new databases
// from scratch cost about 0.6 s on SQLite and 2.6 s on PostgreSQL each on a busy machine (decision 0211); a
// copy of the migrated file, or PostgreSQL's `create database … template`, is the same database for a fraction
// of that. Made anew for every run (never kept between runs), so a changed migration is never copied stale.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { installTestClock } from '../../server/lib/clock';
import { TEST_SINCE, TEST_START } from '../support/clock';

/** The variables createTestDatabase reads the templates from (set here, inherited by the test workers). */
export const TEMPLATE_ENV = {
  sqlite: 'STUDIO_TEST_SQLITE_TEMPLATE',
  postgres: 'STUDIO_TEST_POSTGRES_TEMPLATE',
} as const;

/** Waits until no session is connected to the database `name` (a pool's connections close after destroy()). */
export async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Runs `work` on the run's clock, as the test workers do (tests/api/setup-clock.ts): each migration is recorded
 * with `new Date()`, and Kysely orders the recorded ones by that time. A suite that migrates its copy down and up
 * again records the new rows at the run's time; the template's must be before them, not at the machine's date.
 */
async function onRunClock(work: () => Promise<void>): Promise<void> {
  const real = globalThis.Date;
  installTestClock({ at: TEST_START, since: TEST_SINCE });
  try {
    await work();
  } finally {
    globalThis.Date = real;
  }
}

export default async function migratedTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-api-template-'));
  const sqlitePath = path.join(dir, 'studio.db');
  const sqlite = openDatabase({ sqlitePath });
  await onRunClock(() => migrateToLatest(sqlite.db));
  await sqlite.db.destroy();
  process.env[TEMPLATE_ENV.sqlite] = sqlitePath;

  const adminUrl = process.env.TEST_DATABASE_URL;
  const wanted = process.env.TEST_DIALECTS?.split(',').map((dialect) => dialect.trim());
  const name = `studio_template_${randomBytes(6).toString('hex')}`;
  const postgres = Boolean(adminUrl) && (!wanted || wanted.includes('postgres'));
  if (postgres) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const handle = openDatabase({ databaseUrl: url.toString(), sqlitePath: '' });
    await onRunClock(() => migrateToLatest(handle.db));
    await handle.db.destroy();
    // `create database … template` refuses a template anyone is connected to.
    await untilUnused(admin, name);
    await admin.end();
    process.env[TEMPLATE_ENV.postgres] = name;
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!postgres) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
