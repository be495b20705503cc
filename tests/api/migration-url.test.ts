// MIGRATION_DATABASE_URL (issue 34, bench/README.md 'PostgreSQL for a chain'): the migrations run on a connection
// of their own, PostgreSQL directly while the app goes through PgBouncer in transaction mode (Kysely's migrator
// holds a session lock across statements), or as a role that may change the schema while the app's may not. A
// real server process is started with an app role that cannot create a table: with the migrating URL it starts,
// migrated, and serves a write; without it, it does not start.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './processes';

const admin = process.env.TEST_DATABASE_URL;

describe.runIf(admin)('MIGRATION_DATABASE_URL on postgres', () => {
  const suffix = randomBytes(4).toString('hex');
  const database = `studio_migrate_${suffix}`;
  const role = `studio_app_${suffix}`;
  const password = randomBytes(12).toString('hex');
  const client = new pg.Client({ connectionString: admin });
  const url = (user?: { name: string; password: string }) => {
    const target = new URL(admin!);
    target.pathname = `/${database}`;
    if (user) {
      target.username = user.name;
      target.password = user.password;
    }
    return target.toString();
  };

  beforeAll(async () => {
    await client.connect();
    await client.query(`create database ${database}`);
    await client.query(`create role ${role} login password '${password}'`);
    // The app's role reads and writes the tables the migrating role makes, and may not create any itself.
    const owner = new pg.Client({ connectionString: url() });
    await owner.connect();
    try {
      await owner.query(`revoke create on schema public from public`);
      await owner.query(`grant usage on schema public to ${role}`);
      await owner.query(`alter default privileges in schema public grant all on tables to ${role}`);
      await owner.query(`alter default privileges in schema public grant all on sequences to ${role}`);
    } finally {
      await owner.end();
    }
  });
  afterAll(async () => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`drop role if exists ${role}`);
    await client.end();
  });

  const app = { name: role, password };

  it('does not start when the app role must migrate itself', async () => {
    await expect(
      startServerProcess({
        DATABASE_URL: url(app),
        JWT_SECRET: 'migration-url-secret-long-enough-0123456789',
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it('starts migrated through the migrating URL and serves as the app role', async () => {
    const server = await startServerProcess({
      DATABASE_URL: url(app),
      MIGRATION_DATABASE_URL: url(),
      JWT_SECRET: 'migration-url-secret-long-enough-0123456789',
    });
    try {
      const registered = await fetch(`${server.origin}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `migrate-${suffix}@example.de`,
          userName: `migrate-${suffix}@example.de`,
          password: 'Ein-sicheres-Passwort-2026',
          firstName: 'Mia',
          lastName: 'Migration',
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);
      const target = new pg.Client({ connectionString: url() });
      await target.connect();
      try {
        const tables = await target.query<{ owner: string }>(
          `select tableowner as owner from pg_tables where schemaname = 'public' and tablename = 'users'`,
        );
        // Made by the migrating role, not the app's.
        expect(tables.rows[0]?.owner).toBe(new URL(admin!).username);
      } finally {
        await target.end();
      }
    } finally {
      await server.stop();
    }
  });
});
