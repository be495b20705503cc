// The health check as a load balancer reads it: 200 while the database answers, 503 with the catalogue's German
// message (and the cause logged) when it does not, without taking the process down.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#domain/errors/catalogue';
import { createTestApp, dialects, type TestApp } from './helpers';

describe.each(dialects())('GET /api/health on %s', (dialect) => {
  let t: TestApp;
  let down = false;
  // The app's database stops answering while `down` is set: every statement fails as a lost connection would.
  const outage: KyselyPlugin = {
    transformQuery(args) {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, { wrapDb: (db) => db.withPlugin(outage) });
  });
  afterAll(() => t?.close());

  it('answers 200 while the database answers, 503 in German while it does not, and 200 again after', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });

    down = true;
    const refused = await t.app.inject({ url: '/api/health' });
    down = false;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE.message },
    });
    expect(t.logs.some((line) => line.includes('health: the database does not answer'))).toBe(true);

    const again = await t.app.inject({ url: '/api/health' });
    expect(again.statusCode).toBe(200);
  });
});
