// The API description as an outside client uses it: it resolves and validates (swagger-parser), redocly's
// recommended rules find no error, public operations need no token and every other one does, and every
// admin-only route (as the registered routes' own access checks say) refuses members and trainers. The outside
// tools read the first engine's description; every other engine's must be the same document (decision 0221: the
// tools' runs, tsc above all, were a third of this file's time, and the description reads no database).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../../server/db/database';
import { bearer, createTestApp, demo, dialects, login, type TestApp } from './helpers';

interface Operation {
  security?: unknown[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** A request to the route with ids no row has (the access check answers before anything is looked up). */
const sample = (url: string) => url.replace(/:\w+/g, '999999');

/**
 * Routes that are not admin-only, by what their access check says. A route that loses its admin check shows up
 * here as a difference; a new route must be placed on purpose.
 */
const NOT_ADMIN_ONLY = {
  public: [
    'GET /api/health',
    'POST /api/users/login',
    'POST /api/users/register',
    'POST /api/auth/refresh',
    'POST /api/auth/logout',
    'POST /api/v1/password-reset',
    'POST /api/v1/password-reset/confirm',
    'GET /api/v1/courses',
    'GET /api/calendar/:token.ics',
    'POST /api/v1/leads',
    'POST /api/v1/email/contact-form',
    'GET /api/v1/posts',
    'GET /api/v1/posts/:slug',
    'GET /api/v1/pages/:slug',
    'GET /api/v1/membership-types/public',
    'GET /api/v1/menus',
    // Join online (issue 31): the legal data, the order, the withdrawal and the cancellation button.
    'GET /api/v1/legal',
    'POST /api/v1/contracts',
    'POST /api/v1/contracts/withdrawals',
    'POST /api/v1/contracts/cancellations',
    // Locations (issue 34): the chain's studios.
    'GET /api/v1/locations',
  ],
  // Issue 34: the desk's work, for an admin and for a manager at their locations (decision 0205).
  Manager: [
    'GET /api/users/all',
    'POST /api/users',
    'GET /api/v1/users/:id',
    'GET /api/v1/users/:id/bookings',
    'DELETE /api/v1/users/:id',
    'GET /api/v1/users/:id/delete-check',
    'POST /api/v1/courses',
    'PUT /api/v1/courses/:id',
    'DELETE /api/v1/courses/:id',
    'POST /api/v1/courses/:id/series',
    'PUT /api/v1/course-settings/:id',
    'POST /api/v1/course-settings/:id/cancel',
    'GET /api/v1/bookings',
    'POST /api/v1/desk/bookings',
    'POST /api/v1/desk/bookings/:id/cancel',
    'POST /api/v1/desk/bookings/:id/confirm',
    'GET /api/v1/reports',
  ],
  Trainer: [
    'GET /api/courses/:id/bookings',
    'GET /api/v1/check-in/sessions',
    'GET /api/v1/check-in/summaries',
    'POST /api/v1/bookings/:id/check-in',
    'DELETE /api/v1/bookings/:id/check-in',
    'POST /api/v1/check-in/scan',
    'POST /api/v1/course-settings/:id/no-shows',
    'GET /api/v1/trainers',
    'GET /api/v1/trainer/sessions',
    'GET /api/v1/trainer/sessions/:id',
    'POST /api/v1/trainer/sessions/:id/messages',
    'POST /api/v1/trainer/sessions/:id/substitute-requests',
    'GET /api/v1/trainer/substitute-requests',
    'POST /api/v1/trainer/substitute-requests/:id/take',
  ],
  User: [
    'GET /api/users',
    'PUT /api/v1/users/change-password',
    'PUT /api/v1/users/:id',
    'GET /api/v1/users/me/mail-preferences',
    'PUT /api/v1/users/me/mail-preferences',
    'POST /api/auth/logout-all',
    'GET /api/v1/courses/:id',
    'POST /api/v1/bookings',
    'GET /api/v1/bookings/me',
    'DELETE /api/v1/bookings/:id',
    'GET /api/v1/bookings/:id/ics',
    'GET /api/v1/calendar/link',
    'POST /api/v1/calendar/link/reset',
    'GET /api/v1/users/me/check-in-code',
    'GET /api/v1/memberships/mine',
    'GET /api/v1/users/me/push-devices',
    'PUT /api/v1/users/me/push-devices',
    'DELETE /api/v1/users/me/push-devices/:id',
    'GET /api/v1/users/me/data',
    'POST /api/v1/users/me/delete',
    'GET /api/v1/users/me/delete-check',
    'GET /api/v1/contracts/mine',
    'GET /api/v1/contracts/:id/pdf',
    'GET /api/v1/billing/mine',
    'GET /api/v1/billing/invoices/:id/pdf',
    'POST /api/v1/contracts/:id/withdrawal',
    // The member's own home studio (issue 34).
    'PUT /api/v1/users/me/home-location',
  ],
};

/** Each engine's description, for the engines after the first to compare with it. */
const documents = new Map<Dialect, OpenApiDocument>();
const [firstDialect] = dialects();

describe.each(dialects())('the API description as a client uses it, on %s', (dialect) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    documents.set(dialect, doc);
  });
  afterAll(() => t?.close());

  if (dialect !== firstDialect) {
    it(`is the same description as on ${firstDialect}, which the outside tools checked`, () => {
      expect(documents.get(firstDialect!), 'the first engine ran first').toBeDefined();
      expect(doc).toEqual(documents.get(firstDialect!));
    });
  } else {
    it('resolves every $ref and validates with swagger-parser', async () => {
      await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
      expect(doc.servers?.length).toBeGreaterThanOrEqual(1);
    });

    it('passes redocly lint with the recommended rules without an error', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'studio-openapi-'));
      try {
        const file = path.join(dir, 'openapi.json');
        writeFileSync(file, JSON.stringify(doc));
        const run = spawnSync(
          process.execPath,
          [
            path.resolve('node_modules/@redocly/cli/bin/cli.js'),
            'lint',
            file,
            '--config',
            path.resolve('redocly.yaml'),
            '--format',
            'json',
          ],
          { encoding: 'utf8', timeout: 120_000 },
        );
        const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
          totals: { errors: number };
          problems: { severity: string; ruleId: string; message: string }[];
        };
        expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(report.totals.errors).toBe(0);
        expect(run.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    // A strict tsc of the generated types is seconds of CPU: beside the other API files at a load of 9 it took
    // 22 s, past the API tests' 20 s (decision 0221).
    it(
      'generates client types with openapi-typescript that pass strict tsc',
      { timeout: 90_000 },
      async () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'studio-openapi-types-'));
        try {
          const { default: openapiTS, astToString } = await import('openapi-typescript');
          const types = astToString(await openapiTS(structuredClone(doc) as never));
          // The generated types are used, so a type that collapsed to never or failed to resolve shows up too.
          writeFileSync(path.join(dir, 'api.ts'), types);
          writeFileSync(
            path.join(dir, 'use.ts'),
            [
              "import type { components, paths } from './api';",
              "type Week = paths['/api/v1/courses']['get']['responses'][200]['content']['application/json'];",
              'export const week: Week | undefined = undefined;',
              "export const json: components['schemas']['JsonValue'] = { blocks: [1, 'a', null] };",
            ].join('\n'),
          );
          const run = spawnSync(
            process.execPath,
            [
              path.resolve('node_modules/typescript/bin/tsc'),
              '--strict',
              '--noEmit',
              '--target',
              'es2022',
              '--module',
              'esnext',
              '--moduleResolution',
              'bundler',
              path.join(dir, 'api.ts'),
              path.join(dir, 'use.ts'),
            ],
            // In a directory of its own: no project tsconfig applies, only strict and the flags above.
            { cwd: dir, encoding: 'utf8', timeout: 120_000 },
          );
          expect(run.stdout + run.stderr).toBe('');
          expect(run.status).toBe(0);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  }

  it('describes when to try again on every limited answer, as the limited route sends it', async () => {
    const limited = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => {
        const answer = (operation as { responses?: Record<string, { headers?: Record<string, unknown> }> })
          .responses?.['429'];
        return answer ? [answer] : [];
      }),
    );
    expect(limited.length).toBeGreaterThan(50);
    for (const answer of limited)
      expect(answer.headers?.['Retry-After']).toMatchObject({ schema: { type: 'integer', minimum: 0 } });
  });

  it('marks exactly the operations that answer without a token as needing none', async () => {
    for (const key of t.app.apiRoutes) {
      const [method, url] = key.split(' ') as [string, string];
      if (url.includes('logout')) continue;
      const operation = doc.paths[openApiPath(url)]![method.toLowerCase()]!;
      const response = await t.app.inject({
        method: method as 'GET',
        url: sample(url),
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (operation.security?.length === 0) expect(response.statusCode, key).not.toBe(401);
      else expect(response.statusCode, key).toBe(401);
    }
  });

  it('refuses members and trainers on every admin-only route, the list taken from the registered routes', async () => {
    const adminOnly = t.app.apiRoutes.filter((key) => t.app.apiAccess.get(key) === 'Admin');
    const rest = t.app.apiRoutes.filter((key) => t.app.apiAccess.get(key) !== 'Admin');
    expect(adminOnly.length).toBeGreaterThanOrEqual(35);
    // Every other route is named above with its access, so none drops its admin check unnoticed.
    expect(Object.fromEntries(rest.map((key) => [key, t.app.apiAccess.get(key)]))).toEqual(
      Object.fromEntries(
        Object.entries(NOT_ADMIN_ONLY).flatMap(([access, keys]) => keys.map((key) => [key, access])),
      ),
    );
    // A manager's routes (issue 34) are no more open to members and trainers than the admin's.
    const managerOrAdmin = t.app.apiRoutes.filter((key) => t.app.apiAccess.get(key) === 'Manager');
    for (const account of [demo.member, demo.trainer]) {
      const token = await login(t.app, account);
      for (const key of [...adminOnly, ...managerOrAdmin]) {
        const [method, url] = key.split(' ') as [string, string];
        const response = await t.app.inject({
          method: method as 'GET',
          url: sample(url),
          headers: bearer(token),
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${key} as ${account.email}`).toBe(403);
      }
    }
  });
});
