// The shared rate-limit counters on every engine: hits count up within a window, a new window starts at one,
// keys are counted apart, and 50 hits at once are each counted once (the upsert is atomic).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitRepository } from '../../server/plugins/rate-limit-store';
import { createTestDatabase, dialects, type TestDatabase } from './helpers';

describe.each(dialects())('rate_limits on %s', (dialect) => {
  let database: TestDatabase;
  let limits: RateLimitRepository;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    limits = new RateLimitRepository(database.db);
  });
  afterAll(() => database?.drop());

  it('counts within the window, starts again at one after it, and keeps keys apart', async () => {
    const t0 = 1_800_000_000_000;
    expect(await limits.hit('api|203.0.113.1', t0, 60_000)).toEqual({ hits: 1, resetAt: t0 + 60_000 });
    expect(await limits.hit('api|203.0.113.1', t0 + 1_000, 60_000)).toEqual({
      hits: 2,
      resetAt: t0 + 60_000,
    });
    expect(await limits.hit('api|203.0.113.2', t0 + 1_000, 60_000)).toEqual({
      hits: 1,
      resetAt: t0 + 61_000,
    });
    expect(await limits.hit('api|203.0.113.1', t0 + 60_000, 60_000)).toEqual({
      hits: 1,
      resetAt: t0 + 120_000,
    });
  });

  it('counts 50 hits at once exactly once each', async () => {
    const t0 = 1_900_000_000_000;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => limits.hit('POST /api/v1/leads|203.0.113.3', t0, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});
