// The configuration of several processes: pool size and where rate limits are counted, checked at boot.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/studio-config-test' };
const postgres = { ...base, DATABASE_URL: 'postgres://studio@127.0.0.1:5432/studio' };

describe('loadConfig', () => {
  it('opens 10 PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig(postgres).poolSize).toBe(10);
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '25' }).poolSize).toBe(25);
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
});
