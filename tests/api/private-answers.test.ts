// Answers with personal data or tokens never stay in a browser's or a proxy's cache: every registered /api
// route is walked and must answer `Cache-Control: no-store` and `Pragma: no-cache`, unless it declares itself
// public (only the course list does).
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, dialects, login, type TestApp } from './helpers';

interface WalkedRoute {
  method: HTTPMethods;
  url: string;
  public: boolean;
}

/** A concrete URL for a route pattern: ids of the seeded data, a token-shaped feed name. */
function concrete(url: string): string {
  return url.replace(':token', 'x'.repeat(43)).replace(/:\w+/g, '1');
}

describe.each(dialects())('the caching rule of the API on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const routes: WalkedRoute[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api')) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, public: route.config?.public === true });
        }
      },
    });
    adminToken = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());

  it('walks every API route, as an admin and without a token, and finds no cacheable private answer', async () => {
    // Every resource of the issue is in the walk (the hook saw the routes, not a hand-written list).
    const seen = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'POST /api/users/login',
      'GET /api/users',
      'GET /api/users/all',
      'GET /api/v1/users/:id',
      'GET /api/v1/bookings',
      'GET /api/v1/bookings/me',
      'GET /api/v1/calendar/link',
      'GET /api/calendar/:token.ics',
      'GET /api/v1/leads',
      'GET /api/v1/messages',
      'GET /api/v1/audit',
    ])
      expect(seen, expected).toContain(expected);
    expect(routes.length).toBeGreaterThan(40);

    const failures: string[] = [];
    // Reads first, then writes; writes to id 1 of the seed would change the data the next reads see, so a write
    // goes to an id that does not exist (the hook must cover error answers too).
    const ordered = [...routes].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const route of ordered) {
      const url =
        route.method === 'GET' ? concrete(route.url) : concrete(route.url).replace(/\/1(\/|$)/g, '/99999$1');
      for (const headers of [bearer(adminToken), {}]) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        const cacheControl = String(response.headers['cache-control'] ?? '');
        const label = `${route.method} ${url} (${response.statusCode}${'authorization' in headers ? ', admin' : ''})`;
        if (route.public) {
          if (cacheControl.includes('no-store')) failures.push(`${label}: public route marked no-store`);
        } else if (cacheControl !== 'no-store' || response.headers.pragma !== 'no-cache') {
          failures.push(
            `${label}: cache-control '${cacheControl}', pragma '${String(response.headers.pragma)}'`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the login token, the feed link and a successful admin list with no-store', async () => {
    const loginAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: demo.admin.email, password: demo.admin.password },
    });
    expect(loginAnswer.statusCode).toBe(200);
    expect(loginAnswer.headers['cache-control']).toBe('no-store');
    expect(loginAnswer.headers.pragma).toBe('no-cache');
    // The walk signed the admin out everywhere (POST /api/auth/logout-all): a new token.
    adminToken = (loginAnswer.json() as { token: string }).token;
    for (const url of ['/api/v1/calendar/link', '/api/users/all', '/api/v1/bookings', '/api/v1/users/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the public course list cacheable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/courses' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
