// The API description on every engine: every /api route is described (path parameters, answers) in the
// OpenAPI document at /api/docs/json, real answers match their described schemas, and the reference page at
// /api/docs loads only the server's own files under the app's Content-Security-Policy.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForUndescribedParts, parse } from '../../server/lib/validate';
import { ROUTE_SCHEMAS } from '../../server/openapi/route-schemas';
import { IdParamsSchema } from '#domain/schemas/common';
import { bearer, createTestApp, demo, dialects, errorOf, login, type TestApp } from './helpers';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; responses?: Record<string, unknown> }>
  >;
}

/** What is missing from the description of each registered API route; empty when all are described. */
function undescribed(app: FastifyInstance, doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const key of app.apiRoutes) {
    const [method, url] = key.split(' ') as [string, string];
    if (!ROUTE_SCHEMAS[key]) problems.push(`${key}: no entry in ROUTE_SCHEMAS`);
    const openApiPath = url.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[openApiPath]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${key}: not in the OpenAPI document`);
      continue;
    }
    for (const [, name] of url.matchAll(/:(\w+)/g)) {
      if (!operation.parameters?.some((p) => p.in === 'path' && p.name === name))
        problems.push(`${key}: path parameter ${name} not described`);
    }
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
    const described = success.some(
      ([status, response]) => status === '204' || (response as { content?: unknown }).content !== undefined,
    );
    if (!described) problems.push(`${key}: no described success answer`);
  }
  return problems;
}

describe.each(dialects())('the API description on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  /** `METHOD url` of every request that reached its handler, i.e. passed the route's schema validation. */
  const handled: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      onRoute: (route) => {
        const handler = route.handler;
        route.handler = function (request, reply) {
          handled.push(`${request.method} ${request.routeOptions.url}`);
          return handler.call(this, request, reply);
        };
      },
      // A route added without a description: the completeness check must name it.
      extend: (app) => {
        app.get('/api/v1/undescribed/:id', async (request) => parse(IdParamsSchema, request.params));
      },
    });
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  });
  afterAll(() => t?.close());

  it('describes every route with its path parameters and its answers, and names an undescribed one', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(46);
    expect(undescribed(t.app, doc)).toEqual([
      'GET /api/v1/undescribed/:id: no entry in ROUTE_SCHEMAS',
      'GET /api/v1/undescribed/:id: no described success answer',
    ]);
    // Entries for routes that no longer exist would describe an API the server does not have.
    expect(Object.keys(ROUTE_SCHEMAS).filter((key) => !t.app.apiRoutes.includes(key))).toEqual([]);
  });

  it('answers as described: every GET without parameters, as admin and as member', async () => {
    const admin = await login(t.app, demo.admin);
    const member = await login(t.app, demo.member);
    const checked: string[] = [];
    for (const key of t.app.apiRoutes) {
      const [method, url] = key.split(' ') as [string, string];
      if (method !== 'GET' || url.includes(':')) continue;
      for (const token of [admin, member]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        if (response.statusCode !== 200) continue;
        const schema = ROUTE_SCHEMAS[key]!.response[200]! as z.core.$ZodType;
        const parsed = z.safeParse(schema, response.json());
        expect(parsed.error?.issues, `${key} answers as described`).toBeUndefined();
        checked.push(key);
      }
    }
    // The member lists, the admin lists and the public ones all answered at least once.
    expect(new Set(checked)).toEqual(
      new Set([
        'GET /api/health',
        'GET /api/users',
        'GET /api/v1/courses',
        'GET /api/v1/posts',
        'GET /api/v1/admin/posts',
        'GET /api/v1/bookings',
        'GET /api/v1/bookings/me',
        'GET /api/v1/audit',
        'GET /api/v1/calendar/link',
        'GET /api/v1/check-in/sessions',
        'GET /api/v1/users/me/check-in-code',
        'GET /api/v1/users/me/mail-preferences',
        'GET /api/users/all',
        'GET /api/v1/leads',
        'GET /api/v1/membership-types',
        'GET /api/v1/membership-types/public',
        'GET /api/v1/memberships/mine',
        'GET /api/v1/settings',
        'GET /api/v1/messages',
        'GET /api/v1/uploads',
        'GET /api/v1/pages',
      ]),
    );
  });

  it('refuses a request that breaks its described schema before the handler, in the envelope', async () => {
    const admin = await login(t.app, demo.admin);
    const refused = { body: [] as string[], params: [] as string[] };
    for (const key of t.app.apiRoutes) {
      const described = ROUTE_SCHEMAS[key];
      if (!described) continue;
      const [method, url] = key.split(' ') as [string, string];
      const cases: { part: keyof typeof refused; url: string; payload?: unknown }[] = [];
      // A body that no object schema accepts, with path parameters that pass. (A multipart body is read and
      // checked by its handler: tests/api/uploads.test.ts.)
      if (described.body && !described.consumes?.includes('multipart/form-data'))
        cases.push({ part: 'body', url: url.replace(/:\w+/g, '1'), payload: 42 });
      // A path parameter that is not an id (with an object body, so only the parameter is wrong).
      if (described.params === IdParamsSchema)
        cases.push({
          part: 'params',
          url: url.replace(':id', 'abc'),
          ...(described.body ? { payload: {} } : {}),
        });
      for (const { part, url: requestUrl, payload } of cases) {
        handled.length = 0;
        const response = await t.app.inject({
          method: method as 'POST',
          url: requestUrl,
          headers: {
            ...bearer(admin),
            'idempotency-key': crypto.randomUUID(),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        expect(response.statusCode, `${key} (${part})`).toBe(400);
        expect(errorOf(response), `${key} (${part})`).toMatchObject({
          code: 'VALIDATION',
          message: 'Eingabefehler. Bitte überprüfen Sie Ihre Daten.',
        });
        expect(handled, `${key} (${part}) is refused before its handler`).toEqual([]);
        refused[part].push(key);
      }
    }
    expect(refused.body.length).toBeGreaterThanOrEqual(20);
    expect(refused.body).toContain('POST /api/v1/bookings');
    expect(refused.params).toContain('DELETE /api/v1/bookings/:id');
    // Without a token the access check still answers first: 401, not 400.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: [] });
    expect(anonymous.statusCode).toBe(401);
  });

  it('describes every request part a handler parses: params, query, body and headers', async () => {
    const admin = await login(t.app, demo.admin);
    const undescribedParts: string[] = [];
    for (const key of t.app.apiRoutes) {
      const [method, url] = key.split(' ') as [string, string];
      // Signing out takes no input and would end the admin's token for the rest of the walk.
      if (url.includes('logout')) continue;
      const withBody = method !== 'GET';
      let parsed = false;
      listenForUndescribedParts(() => (parsed = true));
      try {
        // An id no row has: the handlers parse their input and answer 404, nothing is changed.
        await t.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, '999999'),
          headers: {
            ...bearer(admin),
            'idempotency-key': crypto.randomUUID(),
            ...(withBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(withBody ? { payload: '{}' } : {}),
        });
      } finally {
        listenForUndescribedParts(undefined);
      }
      if (parsed) undescribedParts.push(key);
    }
    // Only the test's own route parses its parameters without a table entry.
    expect(undescribedParts).toEqual(['GET /api/v1/undescribed/:id']);
  });

  it('serves the reference page from its own files, within the app’s Content-Security-Policy', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://localhost/api/docs/').pathname;
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
