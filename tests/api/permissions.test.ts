// Every admin route refuses members and trainers on the server, whatever the client shows. New admin routes
// join ADMIN_ROUTES, so the check grows with the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, dialects, errorOf, login, userIdOf, type TestApp } from './helpers';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
const ADMIN_ROUTES: ReadonlyArray<{
  method: Method;
  url: (ids: { course: number; admin: number }) => string;
}> = [
  { method: 'POST', url: () => '/api/v1/courses' },
  { method: 'PUT', url: ({ course }) => `/api/v1/courses/${course}` },
  { method: 'DELETE', url: ({ course }) => `/api/v1/courses/${course}` },
  { method: 'PUT', url: ({ admin }) => `/api/v1/users/${admin}` },
  { method: 'GET', url: () => '/api/v1/bookings' },
  { method: 'GET', url: () => '/api/v1/leads' },
  { method: 'PATCH', url: () => '/api/v1/leads/1' },
  { method: 'GET', url: () => '/api/v1/messages' },
  { method: 'PATCH', url: () => '/api/v1/messages/1' },
  // The front desk (issue 6).
  { method: 'GET', url: () => '/api/v1/audit' },
  { method: 'POST', url: ({ course }) => `/api/v1/courses/${course}/series` },
  { method: 'PUT', url: () => '/api/v1/course-settings/1' },
  { method: 'POST', url: () => '/api/v1/course-settings/1/cancel' },
  { method: 'POST', url: () => '/api/v1/desk/bookings' },
  { method: 'POST', url: () => '/api/v1/desk/bookings/1/cancel' },
  { method: 'POST', url: () => '/api/v1/desk/bookings/1/confirm' },
  { method: 'GET', url: () => '/api/users/all' },
  { method: 'POST', url: () => '/api/users' },
  { method: 'GET', url: ({ admin }) => `/api/v1/users/${admin}` },
  { method: 'DELETE', url: ({ admin }) => `/api/v1/users/${admin}` },
  { method: 'GET', url: ({ admin }) => `/api/v1/users/${admin}/bookings` },
];

/** Check-in routes: the trainer of the session or an admin (seed 000 §6); members and visitors never. */
const STAFF_ROUTES: ReadonlyArray<{ method: Method; url: string }> = [
  { method: 'GET', url: '/api/v1/check-in/sessions' },
  { method: 'GET', url: '/api/v1/check-in/summaries' },
  { method: 'POST', url: '/api/v1/bookings/1/check-in' },
  { method: 'POST', url: '/api/v1/check-in/scan' },
  { method: 'POST', url: '/api/v1/course-settings/1/no-shows' },
];

describe.each(dialects())('admin routes on %s', (dialect) => {
  let t: TestApp;
  let ids: { course: number; admin: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const course = await t.database.db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
    ids = { course: course.id, admin: await userIdOf(t.database.db, demo.admin.email) };
  });
  afterAll(async () => t?.close());

  it.each(ADMIN_ROUTES.map((r) => [r.method, r]))(
    '%s refuses a member and a trainer with 403',
    async (_, route) => {
      for (const account of [demo.member, demo.trainer]) {
        const token = await login(t.app, account);
        const response = await t.app.inject({
          method: route.method,
          url: route.url(ids),
          headers: bearer(token),
          payload: { firstName: 'X', lastName: 'Y', email: 'x@example.de', title: 'X' },
        });
        expect(response.statusCode, `${route.method} ${route.url(ids)} as ${account.email}`).toBe(403);
        expect(['UNAUTHORIZED', 'FORBIDDEN']).toContain(errorOf(response).code);
      }
    },
  );

  it.each(ADMIN_ROUTES.map((r) => [r.method, r]))(
    '%s refuses a request without a token with 401',
    async (_, route) => {
      const response = await t.app.inject({ method: route.method, url: route.url(ids), payload: {} });
      expect(response.statusCode).toBe(401);
    },
  );
});

describe.each(dialects())('check-in routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it.each(STAFF_ROUTES.map((r) => [`${r.method} ${r.url}`, r]))(
    '%s refuses a member with 403 and a visitor with 401, and lets a trainer past the role check',
    async (_, route) => {
      const payload = { code: 'K1.1.aaaaaaaaaaaaaaaaaaaaaa', courseSettingsId: 1 };
      const headers = { 'idempotency-key': `permissions-${route.method}-${route.url}` };
      const visitor = await t.app.inject({ method: route.method, url: route.url, headers, payload });
      expect(visitor.statusCode).toBe(401);
      const member = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...headers, ...bearer(await login(t.app, demo.member)) },
        payload,
      });
      expect(member.statusCode).toBe(403);
      const trainer = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...headers, ...bearer(await login(t.app, demo.trainer)) },
        payload,
      });
      // Past the role check (which answers UNAUTHORIZED): what is left is about the record, the code or
      // whether the trainer leads that session.
      expect(trainer.statusCode).toBeLessThan(500);
      if (trainer.statusCode >= 400) expect(errorOf(trainer).code).not.toBe('UNAUTHORIZED');
    },
  );
});

describe.each(dialects())('PUT /api/v1/users/{id} on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('lets a member edit their own name and e-mail, validated, and keeps their roles', async () => {
    const email = 'profil@example.de';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Pia',
        lastName: 'Profil',
        email,
        userName: email,
        password: 'ein-gutes-passwort-3',
      },
    });
    const token = registered.json().token as string;
    const me = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).json();
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me.id}`,
      headers: bearer(token),
      payload: { firstName: '', lastName: 'Profil', email: 'kaputt' },
    });
    expect(invalid.statusCode).toBe(400);
    expect((errorOf(invalid).details as { message: string }[]).map((d) => d.message)).toEqual([
      'Vorname ist erforderlich',
      'Gültige E-Mail-Adresse ist erforderlich',
    ]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me.id}`,
      headers: bearer(token),
      payload: { firstName: 'Pia Maria', lastName: 'Profil', email: 'Pia.Neu@Example.de', roles: ['Admin'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Pia Maria',
      email: 'pia.neu@example.de',
      roles: ['User'],
    });
    expect(
      await login(t.app, { email: 'pia.neu@example.de', password: 'ein-gutes-passwort-3' }),
    ).toBeTruthy();
  });

  it("answers 409 for another member's e-mail and 403 for another member's record", async () => {
    const token = await login(t.app, demo.member);
    const me = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).json();
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${me.id}`,
      headers: bearer(token),
      payload: { firstName: 'Max', lastName: 'Mitglied', email: demo.trainer.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('EMAIL_TAKEN');
    const trainerId = await userIdOf(t.database.db, demo.trainer.email);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${trainerId}`,
      headers: bearer(token),
      payload: { firstName: 'Ge', lastName: 'Kapert', email: 'gekapert@example.de' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign)).toEqual({ code: 'FORBIDDEN', message: 'Zugriff verweigert.' });
  });

  it("lets an admin edit another member's name", async () => {
    const token = await login(t.app, demo.admin);
    const trainerId = await userIdOf(t.database.db, demo.trainer.email);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${trainerId}`,
      headers: bearer(token),
      payload: { firstName: 'Tina', lastName: 'Trainerin', email: demo.trainer.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Trainerin', roles: ['Trainer'] });
  });
});
