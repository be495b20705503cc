// The API description on every engine: every /api route is described (path parameters, answers) in the
// OpenAPI document at /api/docs/json, real answers match their described schemas, and the reference page at
// /api/docs loads only the server's own files under the app's Content-Security-Policy.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForParses, parse } from '../../server/lib/validate';
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
    if (!app.apiContracts.get(key)?.response) problems.push(`${key}: no contract on the route`);
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

interface BodySchema {
  required?: string[];
  properties?: Record<string, { enum?: unknown[]; const?: unknown }>;
  oneOf?: BodySchema[];
  anyOf?: BodySchema[];
}

/**
 * The bodies to probe a described body with and the fields each must then be refused for: `{}` against an
 * object's `required`; for a union, each branch with only its discriminator set against the branch's others.
 */
function probesOf(schema: BodySchema): { payload: Record<string, unknown>; missing: string[] }[] {
  const branches = schema.oneOf ?? schema.anyOf;
  if (!branches) return [{ payload: {}, missing: schema.required ?? [] }];
  return branches.map((branch) => {
    const payload = Object.fromEntries(
      Object.entries(branch.properties ?? {}).flatMap(([name, property]) =>
        property.const !== undefined
          ? [[name, property.const]]
          : property.enum?.length === 1
            ? [[name, property.enum[0]]]
            : [],
      ),
    );
    return { payload, missing: (branch.required ?? []).filter((field) => !(field in payload)) };
  });
}

describe.each(dialects())('the API description on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  /** `METHOD url` of every request that reached its handler, i.e. passed the route's schema validation. */
  const handled: string[] = [];
  /** `METHOD url` → every status the route answered during this file's walks. */
  const answered = new Map<string, Set<number>>();
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
        app.addHook('onResponse', async (request, reply) => {
          const key = `${request.method} ${request.routeOptions.url}`;
          if (!answered.has(key)) answered.set(key, new Set());
          answered.get(key)!.add(reply.statusCode);
        });
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
      'GET /api/v1/undescribed/:id: no contract on the route',
      'GET /api/v1/undescribed/:id: no described success answer',
    ]);
    // The contracts are the registered routes' own: none describes a route the server does not have.
    expect([...t.app.apiContracts.keys()].filter((key) => !t.app.apiRoutes.includes(key))).toEqual([]);
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
        const answers = t.app.apiContracts.get(key)!.response as Record<number, z.core.$ZodType>;
        const schema = answers[200]!;
        const type = String(response.headers['content-type']);
        if (!type.startsWith('application/json')) {
          // A file (the member's data as a ZIP): answered with the media type its contract describes.
          expect(Object.keys((schema as { content?: object }).content ?? {}), key).toEqual([type]);
          checked.push(key);
          continue;
        }
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
        'GET /api/v1/check-in/summaries',
        'GET /api/v1/trainers',
        'GET /api/v1/trainer/sessions',
        'GET /api/v1/trainer/substitute-requests',
        'GET /api/v1/users/me/check-in-code',
        'GET /api/v1/users/me/delete-check',
        'GET /api/v1/users/me/mail-preferences',
        'GET /api/v1/users/me/push-devices',
        'GET /api/v1/users/me/data',
        'GET /api/users/all',
        'GET /api/v1/leads',
        'GET /api/v1/membership-types',
        'GET /api/v1/membership-types/public',
        'GET /api/v1/memberships/mine',
        'GET /api/v1/legal',
        'GET /api/v1/contracts',
        'GET /api/v1/contracts/mine',
        'GET /api/v1/billing/settings',
        'GET /api/v1/billing/runs',
        'GET /api/v1/billing/invoices',
        'GET /api/v1/billing/mine',
        'GET /api/v1/settings',
        'GET /api/v1/reports',
        'GET /api/v1/messages',
        'GET /api/v1/uploads',
        'GET /api/v1/pages',
        'GET /api/v1/menus',
        'GET /api/v1/locations',
        'GET /api/v1/menus/draft',
        'GET /api/v1/menus/versions',
      ]),
    );
  });

  it('refuses a request that breaks its described schema before the handler, in the envelope', async () => {
    const admin = await login(t.app, demo.admin);
    const refused = { body: [] as string[], params: [] as string[] };
    for (const key of t.app.apiRoutes) {
      const described = t.app.apiContracts.get(key) as
        { body?: unknown; params?: unknown; consumes?: string[] } | undefined;
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
          message: 'Eingabefehler. Bitte überprüfe deine Angaben.',
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

  // A handler receives its validated request parts; `parse` is only for what no route schema can describe (a
  // multipart field). The walk calls every route once and names each handler that parses anything.
  it('hands every handler its validated parts: no handler parses a request part again', async () => {
    const admin = await login(t.app, demo.admin);
    const undescribedParts: string[] = [];
    for (const key of t.app.apiRoutes) {
      const [method, url] = key.split(' ') as [string, string];
      // Signing out takes no input and would end the admin's token for the rest of the walk.
      if (url.includes('logout')) continue;
      const withBody = method !== 'GET';
      let parsed = false;
      listenForParses(() => (parsed = true));
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
        listenForParses(undefined);
      }
      if (parsed) undescribedParts.push(key);
    }
    // Only the test's own route parses its parameters (it has no contract).
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

  it('lists every status the walks above got from a route in its operation', () => {
    const unlisted: string[] = [];
    for (const [key, statuses] of answered) {
      const [method, url] = key.split(' ') as [string, string];
      if (!t.app.apiContracts.has(key)) continue;
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!;
      for (const status of statuses)
        if (!operation.responses?.[String(status)]) unlisted.push(`${key} answered ${status}`);
    }
    expect(answered.size).toBeGreaterThanOrEqual(60);
    expect(unlisted).toEqual([]);
  });

  it('names as required exactly the body fields whose absence the server refuses', async () => {
    const admin = await login(t.app, demo.admin);
    const checked: string[] = [];
    for (const key of t.app.apiRoutes) {
      const [method, url] = key.split(' ') as [string, string];
      const contract = t.app.apiContracts.get(key) as { body?: unknown; consumes?: string[] } | undefined;
      if (!contract?.body || contract.consumes) continue;
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]! as {
        requestBody?: { content: Record<string, { schema: BodySchema }> };
      };
      for (const { payload, missing } of probesOf(
        operation.requestBody!.content['application/json']!.schema,
      )) {
        handled.length = 0;
        const response = await t.app.inject({
          method: method as 'POST',
          url: url.replace(/:\w+/g, '999999'),
          headers: { ...bearer(admin), 'idempotency-key': crypto.randomUUID() },
          payload,
        });
        // The schema refused the body (it never reached the handler): the fields it names are the missing ones.
        const refused =
          response.statusCode === 400 && handled.length === 0
            ? ((errorOf(response).details ?? []) as { path: string }[]).map(
                (issue) => issue.path.split('.')[0],
              )
            : [];
        expect(new Set(refused), `${key} ${JSON.stringify(payload)}`).toEqual(new Set(missing));
      }
      checked.push(key);
    }
    expect(checked).toContain('POST /api/v1/email/contact-form');
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });
});
