// The configuration of several processes: pool size and where rate limits are counted, checked at boot.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/studio-config-test' };
const postgres = { ...base, DATABASE_URL: 'postgres://studio@127.0.0.1:5432/studio' };

describe('loadConfig', () => {
  it('opens 10 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig(postgres).poolSize).toBe(10);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '25' }).poolSize).toBe(25);
  });

  it('prepares the hot statements on PostgreSQL unless DATABASE_PREPARED_STATEMENTS=false (PgBouncer)', () => {
    expect(loadConfig(postgres).preparedStatements).toBe(true);
    expect(loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
    expect(() => loadConfig({ ...postgres, DATABASE_PREPARED_STATEMENTS: 'manchmal' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('takes MIGRATION_DATABASE_URL only beside DATABASE_URL', () => {
    const direct = 'postgres://studio@127.0.0.1:5432/studio';
    expect(loadConfig({ ...postgres, MIGRATION_DATABASE_URL: direct }).migrationDatabaseUrl).toBe(direct);
    expect(loadConfig(postgres).migrationDatabaseUrl).toBeUndefined();
    expect(() => loadConfig({ ...base, MIGRATION_DATABASE_URL: direct })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ ...postgres, MIGRATION_DATABASE_URL: 'mysql://x' })).toThrow(
      /MIGRATION_DATABASE_URL must start with postgres/,
    );
  });

  it('stops the start with the variable named for a pool size of 0, over 200 or not a number', () => {
    for (const value of ['0', '201', 'viele'])
      expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: value }), value).toThrow(
        /DATABASE_POOL_SIZE/,
      );
  });

  it('counts rate limits in the database with DATABASE_URL and in memory without, unless told', () => {
    expect(loadConfig(postgres).rateLimitStore).toBe('database');
    expect(loadConfig(base).rateLimitStore).toBe('memory');
    expect(loadConfig({ ...postgres, RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(loadConfig({ ...base, RATE_LIMIT_STORE: 'database' }).rateLimitStore).toBe('database');
    expect(() => loadConfig({ ...base, RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('reads ALLOWED_HOSTS as a list of host[:port] names and refuses anything else', () => {
    expect(loadConfig(base).allowedHosts).toEqual([]);
    expect(
      loadConfig({ ...base, ALLOWED_HOSTS: 'kraftraum.de, www.kraftraum.de,localhost:8080' }).allowedHosts,
    ).toEqual(['kraftraum.de', 'www.kraftraum.de', 'localhost:8080']);
    expect(() => loadConfig({ ...base, ALLOWED_HOSTS: 'https://kraftraum.de' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('takes the VAPID pair from the environment, else generates it once into the data folder and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-vapid-'));
    try {
      const first = loadConfig({ ...base, DATA_DIR: dir }).vapid;
      expect(first.publicKey).toMatch(/^[\w-]{87}$/);
      expect(loadConfig({ ...base, DATA_DIR: dir }).vapid).toEqual(first);
      expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
      const pair = { VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey };
      expect(loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'mailto:theke@kraftraum.de' }).vapid).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
        subject: 'mailto:theke@kraftraum.de',
      });
      expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: first.publicKey })).toThrow(/go together/);
      expect(loadConfig({ ...base, DATA_DIR: dir }).reminderMinutesBefore).toBe(180);
      expect(
        loadConfig({ ...base, DATA_DIR: dir, REMINDER_MINUTES_BEFORE: '45' }).reminderMinutesBefore,
      ).toBe(45);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  describe('a test clock (TEST_NOW, decision 0196)', () => {
    const at = '2026-11-25T09:00:00+01:00';

    it('is no clock at all unless TEST_NOW is given', () => {
      expect(loadConfig(base).testNow).toBeUndefined();
      expect(loadConfig({ ...base, TEST_MODE: 'true' }).testNow).toBeUndefined();
    });

    it('is taken on a test server: NODE_ENV=test or TEST_MODE=true; frozen, or ticking since TEST_NOW_SINCE', () => {
      expect(loadConfig({ ...base, NODE_ENV: 'test', TEST_NOW: at }).testNow).toEqual({
        at: new Date('2026-11-25T08:00:00Z'),
        since: undefined,
      });
      expect(
        loadConfig({ ...base, TEST_MODE: 'true', TEST_NOW: at, TEST_NOW_SINCE: '1700000000000' }).testNow,
      ).toEqual({ at: new Date('2026-11-25T08:00:00Z'), since: 1_700_000_000_000 });
    });

    it('stops the start in production, and anywhere not marked as a test', () => {
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', TEST_NOW: at })).toThrow(
        /TEST_NOW: a test clock is refused with NODE_ENV=production/,
      );
      expect(() => loadConfig({ ...base, NODE_ENV: 'production', TEST_MODE: 'true', TEST_NOW: at })).toThrow(
        /refused with NODE_ENV=production/,
      );
      expect(() => loadConfig({ ...base, TEST_NOW: at })).toThrow(/needs NODE_ENV=test or TEST_MODE=true/);
      expect(() => loadConfig({ ...base, NODE_ENV: 'development', TEST_NOW: at })).toThrow(
        /needs NODE_ENV=test/,
      );
    });

    it('refuses a date without its offset, a date that is none, and TEST_NOW_SINCE alone', () => {
      for (const value of ['2026-11-25T09:00:00', '2026-11-25', 'morgen', '2026-13-45T09:00:00Z'])
        expect(() => loadConfig({ ...base, NODE_ENV: 'test', TEST_NOW: value }), value).toThrow(/TEST_NOW/);
      expect(() => loadConfig({ ...base, NODE_ENV: 'test', TEST_NOW_SINCE: '1700000000000' })).toThrow(
        /TEST_NOW_SINCE: only together with TEST_NOW/,
      );
    });
  });
});
