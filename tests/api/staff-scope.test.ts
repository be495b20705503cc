// Staff scoped to locations (issue 34 item 4, decision 0205) on every engine: a manager of one location walks
// every staff route of the app, the list taken from the registered routes (their access checks and scope marks),
// against the records of another location and gets 403 or an empty list; chain-wide routes refuse them. Then the
// rule itself: what a manager may do at their own location, the scoped client search, and the admin giving an
// account the Manager role and its locations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteScope } from '../../server/plugins/auth';
import {
  bearer,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  insertBookings,
  login,
  testClock,
  userIdOf,
  type TestApp,
} from './helpers';
import { addLocation, createStaff, firstLocationId } from './staff-fixtures';

// Wednesday 25 November 2026, 09:00 in Berlin.
const NOW = new Date('2026-11-25T08:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/**
 * Staff routes whose answer is no location's data, each with the reason; every other staff route must declare
 * its scope (a check or a filtered list), so a new route cannot pass unnoticed.
 */
const NOT_LOCATION_DATA: Record<string, string> = {
  'GET /api/v1/trainers': 'the Trainer accounts a session may name: staff of the whole chain, no member data',
};

/** Every array anywhere in an answer (a list's items, an agenda's sessions, a day's participants). */
function arraysIn(value: unknown): unknown[][] {
  if (Array.isArray(value)) return [value, ...value.flatMap(arraysIn)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(arraysIn);
  return [];
}

type Kind = Extract<RouteScope, { checks: unknown }>['checks'][number]['kind'];

describe.each(dialects())('staff scoped to locations on %s', (dialect) => {
  let t: TestApp;
  const clock = testClock(NOW);
  let admin: string;
  let mitte: number;
  let nord: number;
  /** The records of Mitte (the first location) that a manager of Nord must not reach. */
  const mitteIds = {} as Record<Kind, number>;
  let mitteMember: { id: number; lastName: string; email: string };
  let nordMember: { id: number; lastName: string };
  let nordManager: { id: number; token: string };
  /** The walker: manager of Süd, a location with no records at all (not even their own home studio). */
  let sued: number;
  let suedManager: { id: number; token: string };
  let mitteManager: { id: number; token: string };

  const call = (method: string, url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    admin = await login(t.app, demo.admin);
    mitte = await firstLocationId(t);
    nord = await addLocation(t, 'Kraftraum Nord');
    nordManager = await createStaff(t, { roles: ['Manager'], locationIds: [nord], homeLocationId: nord });
    sued = await addLocation(t, 'Kraftraum Süd');
    suedManager = await createStaff(t, { roles: ['Manager'], locationIds: [sued] });
    mitteManager = await createStaff(t, { roles: ['Manager'], locationIds: [mitte], homeLocationId: mitte });
    const member = await createStaff(t, {
      roles: ['User'],
      homeLocationId: mitte,
      firstName: 'Berta',
      lastName: 'Mittenzwei',
    });
    mitteMember = member;
    nordMember = await createStaff(t, {
      roles: ['User'],
      homeLocationId: nord,
      firstName: 'Nora',
      lastName: 'Nordmann',
    });
    // A session at Mitte today (the first location: where a course without a named location goes).
    const { courseId, settingId } = await createSession(t, admin, { start: inMinutes(30) });
    await insertBookings(t, [{ userId: member.id, courseSettingId: settingId, status: 'confirmed' }]);
    const booking = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('userId', '=', member.id)
      .executeTakeFirstOrThrow();
    const request = await t.database.db
      .insertInto('substituteRequests')
      .values({
        courseSettingId: settingId,
        requestedBy: await userIdOf(t.database.db, demo.trainer.email),
        reason: 'Krank',
        createdAt: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    Object.assign(mitteIds, {
      location: mitte,
      course: courseId,
      session: settingId,
      booking: booking.id,
      client: member.id,
      substituteRequest: request.id,
    });
  });
  afterAll(() => t?.close());

  it('walks every staff route as a manager of Süd on the records of Mitte: 403 or an empty list', async () => {
    const staffRoutes = t.app.apiRoutes.filter((key) => {
      const access = t.app.apiAccess.get(key);
      return access === 'Admin' || access === 'Manager' || access === 'Trainer' || t.app.apiScope.has(key);
    });
    expect(staffRoutes.length).toBeGreaterThanOrEqual(90);
    // Every staff route a manager passes declares how it is scoped (or is named above as no location's data).
    const undeclared = staffRoutes.filter(
      (key) =>
        t.app.apiAccess.get(key) !== 'Admin' && !t.app.apiScope.has(key) && !(key in NOT_LOCATION_DATA),
    );
    expect(undeclared).toEqual([]);

    const walked = { chainWide: 0, checked: 0, lists: 0 };
    for (const key of staffRoutes) {
      if (key in NOT_LOCATION_DATA) continue;
      const [method, url] = key.split(' ') as [string, string];
      const scope = t.app.apiScope.get(key);
      if (t.app.apiAccess.get(key) === 'Admin') {
        // Chain-wide: pages, menus, posts, uploads, membership types, billing, audit, … refuse a manager outright.
        const response = await call(method, url.replace(/:\w+/g, '999999'), suedManager.token);
        expect(response.statusCode, key).toBe(403);
        walked.chainWide++;
      } else if (scope && 'checks' in scope) {
        let path = url;
        const body: Record<string, unknown> = {};
        const query = new URLSearchParams();
        for (const { kind, from } of scope.checks) {
          const [part, field] = from.split('.') as ['params' | 'query' | 'body', string];
          if (part === 'params') path = path.replace(`:${field}`, String(mitteIds[kind]));
          else if (part === 'query') query.set(field, String(mitteIds[kind]));
          else body[field] = mitteIds[kind];
        }
        path = path.replace(/:\w+/g, '999999') + (query.size ? `?${query}` : '');
        const response = await call(method, path, suedManager.token, body);
        expect(response.statusCode, key).toBe(403);
        expect(errorOf(response).code, key).toBe('OTHER_LOCATION');
        walked.checked++;
      } else {
        expect(method, key).toBe('GET');
        // The admin sees Mitte's records in this list, so an empty answer for the manager means something.
        const asAdmin = await call(method, url, admin);
        expect(asAdmin.statusCode, key).toBe(200);
        expect(
          arraysIn(asAdmin.json()).some((list) => list.length > 0),
          `${key} as the admin`,
        ).toBe(true);
        const asManager = await call(method, url, suedManager.token);
        expect(asManager.statusCode, key).toBe(200);
        expect(arraysIn(asManager.json()).flat(), key).toEqual([]);
        walked.lists++;
      }
    }
    console.info(`walked as a manager: ${JSON.stringify(walked)}`);
    expect(walked.chainWide).toBeGreaterThanOrEqual(60);
    expect(walked.checked).toBeGreaterThanOrEqual(20);
    expect(walked.lists).toBeGreaterThanOrEqual(5);
  });

  it('reports to a manager the figures of their locations only, and the chain to the admin', async () => {
    type Report = {
      location: number | null;
      locations: { id: number }[];
      courses: { sessions: number; booked: number }[];
    };
    const booked = (report: Report) => report.courses.reduce((sum, course) => sum + course.booked, 0);
    const period = `from=2026-11-23&to=2026-11-29`;
    const chain = (await call('GET', `/api/v1/reports?${period}`, admin)).json() as Report;
    expect(chain.location).toBeNull();
    expect(booked(chain)).toBeGreaterThan(0);
    const asSued = await call('GET', `/api/v1/reports?${period}`, suedManager.token);
    expect(asSued.statusCode).toBe(200);
    expect(asSued.json()).toMatchObject({ location: sued, locations: [{ id: sued }], courses: [] });
    const asMitte = (await call('GET', `/api/v1/reports?${period}`, mitteManager.token)).json() as Report;
    expect(asMitte.location).toBe(mitte);
    const mitteOnly = (
      await call('GET', `/api/v1/reports?${period}&location=${mitte}`, admin)
    ).json() as Report;
    expect(booked(asMitte)).toBe(booked(mitteOnly));
    const other = await call('GET', `/api/v1/reports?${period}&location=${nord}`, mitteManager.token);
    expect(errorOf(other).code).toBe('OTHER_LOCATION');
  });

  it('lets a manager of Mitte do the desk’s work there: book, check in, edit the session, read the client', async () => {
    const token = mitteManager.token;
    const session = mitteIds.session;
    const booked = await call('POST', '/api/v1/desk/bookings', token, {
      userId: nordMember.id,
      courseSettingsId: session,
      override: false,
      membershipOverride: true,
    });
    expect([201, 409], booked.body).toContain(booked.statusCode);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${mitteIds.booking}/check-in`,
      headers: { ...bearer(token), 'idempotency-key': 'staff-scope-check-in-1' },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const client = await call('GET', `/api/v1/users/${mitteMember.id}`, token);
    expect(client.statusCode).toBe(200);
    const day = await call('GET', '/api/v1/check-in/sessions', token);
    expect(day.statusCode).toBe(200);
    expect((day.json() as { id: number }[]).map((s) => s.id)).toContain(session);
    const participants = await call('GET', `/api/courses/${mitteIds.course}/bookings`, token);
    expect(participants.statusCode).toBe(200);
  });

  it('names a manager their locations with their account, and nobody else', async () => {
    const mine = await call('GET', '/api/users', nordManager.token);
    expect(mine.json().locationIds).toEqual([nord]);
    const admins = await call('GET', '/api/users', admin);
    expect(admins.json()).not.toHaveProperty('locationIds');
  });

  it('lets a manager move a client of theirs only to one of their own locations', async () => {
    const away = await call('PUT', `/api/v1/users/${mitteMember.id}`, mitteManager.token, {
      firstName: 'Berta',
      lastName: 'Mittenzwei',
      email: mitteMember.email,
      homeLocationId: nord,
    });
    expect(away.statusCode, away.body).toBe(403);
    expect(away.json().error.code).toBe('OTHER_LOCATION');
    const home = await t.database.db
      .selectFrom('users')
      .select('homeLocationId')
      .where('id', '=', mitteMember.id)
      .executeTakeFirstOrThrow();
    expect(home.homeLocationId).toBe(mitte);
    const moved = await call('PUT', `/api/v1/users/${mitteMember.id}`, admin, {
      firstName: 'Berta',
      lastName: 'Mittenzwei',
      email: mitteMember.email,
      homeLocationId: mitte,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('places a course a manager creates without naming a location at the first location, so only there', async () => {
    const course = {
      title: 'Rücken fit',
      difficulty: 1,
      durationMinutes: 45,
      courseSettings: [
        { scheduledAt: inMinutes(24 * 60).toISOString(), trainerName: 'Tina', maxParticipants: 8 },
      ],
    };
    const atMitte = await call('POST', '/api/v1/courses', mitteManager.token, course);
    expect(atMitte.statusCode, atMitte.body).toBe(201);
    const atNord = await call('POST', '/api/v1/courses', nordManager.token, course);
    expect(atNord.statusCode).toBe(403);
    expect(errorOf(atNord).message).toBe(
      'Das gehört zu einem anderen Standort. Du siehst und änderst nur die Daten deiner Standorte.',
    );
  });

  it('searches a manager’s clients among the members of their locations only (decision 0193’s search, scoped)', async () => {
    const search = (token: string, text: string) =>
      call('GET', `/api/users/all?search=${encodeURIComponent(text)}&count=exact`, token);
    type Page = { items: { id: number }[]; total: number };
    // Three characters and more go through the trigram index; fewer walk the list by name.
    for (const text of ['Mittenzwei', 'Berta', 'Mi']) {
      const asNord = (await search(nordManager.token, text)).json() as Page;
      expect(
        asNord.items.map((c) => c.id),
        text,
      ).not.toContain(mitteMember.id);
      const asMitte = (await search(mitteManager.token, text)).json() as Page;
      expect(
        asMitte.items.map((c) => c.id),
        text,
      ).toContain(mitteMember.id);
    }
    const nordmann = (await search(nordManager.token, 'Nordmann')).json() as Page;
    expect(nordmann.items.map((c) => c.id)).toEqual([nordMember.id]);
    expect(nordmann.total).toBe(1);
    const asAdmin = (await search(admin, 'mann')).json() as Page;
    expect(asAdmin.items.map((c) => c.id)).toContain(nordMember.id);
    // The whole list of Nord: its manager and its member, nobody of Mitte.
    const all = (await call('GET', '/api/users/all?count=exact', nordManager.token)).json() as Page;
    expect(all.items.map((c) => c.id).sort()).toEqual([nordManager.id, nordMember.id].sort());
    expect(all.total).toBe(2);
  });

  it('leaves roles and locations to the admin, who makes an account a manager of Nord', async () => {
    const client = (await call('GET', `/api/v1/users/${mitteMember.id}`, admin)).json() as {
      firstName: string;
      lastName: string;
      email: string;
    };
    const profile = { firstName: client.firstName, lastName: client.lastName, email: client.email };
    const promote = await call('PUT', `/api/v1/users/${mitteMember.id}`, mitteManager.token, {
      ...profile,
      roles: ['User', 'Admin'],
    });
    expect(promote.statusCode).toBe(403);
    expect(errorOf(promote).code).toBe('ROLES_ADMIN_ONLY');
    const locations = await call('PUT', `/api/v1/users/${mitteMember.id}`, mitteManager.token, {
      ...profile,
      locationIds: [mitte],
    });
    expect(errorOf(locations).code).toBe('ROLES_ADMIN_ONLY');
    // The manager edits the name of their location's client; the admin gives the role and the location.
    const renamed = await call('PUT', `/api/v1/users/${mitteMember.id}`, mitteManager.token, {
      ...profile,
      firstName: 'Bertha',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const unknown = await call('PUT', `/api/v1/users/${mitteMember.id}`, admin, {
      ...profile,
      roles: ['Manager'],
      locationIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    const made = await call('PUT', `/api/v1/users/${mitteMember.id}`, admin, {
      ...profile,
      roles: ['Manager'],
      locationIds: [nord],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ roles: ['Manager'], locationIds: [nord] });
    const audit = await t.database.db
      .selectFrom('auditLog')
      .select('details')
      .where('entityId', '=', mitteMember.id)
      .where('action', '=', 'user.update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ locationIds: { from: [], to: [nord] } });
    // Their next request is scoped to Nord at once (the scope is read per request).
    const token = await t.app.signAccessToken(made.json() as Parameters<typeof t.app.signAccessToken>[0]);
    const list = (await call('GET', '/api/users/all', token)).json() as { items: { id: number }[] };
    expect(list.items.map((c) => c.id)).toContain(nordMember.id);
    expect(list.items.map((c) => c.id)).not.toContain(mitteManager.id);
  });
});
