// Locations (issue 34, decision 0203) on every engine: the public list (today's studio as the first location, a
// public read with its ETag), the admin's writes (German field messages, the German 409 for a taken slug, 404 for
// an unknown id, members and trainers refused, audited), a course's location (chosen on create and replace, an
// unknown one refused, the first location when none is named), the public course list of one location
// (`location=<slug>`), a booking's location and address in the calendar of a chain, and the member's home studio
// (on /me, chosen at registration, changed by the member).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOCATION } from '#domain/locations/first-location';
import { LOCATION_MESSAGES, type Location, type LocationWrite } from '#domain/schemas/locations';
import type { Course } from '#domain/schemas/courses';
import type { User } from '#domain/schemas/users';
import {
  auditOf,
  bearer,
  createTestApp,
  demo,
  dialects,
  errorOf,
  fromNow,
  insertBookings,
  login,
  userIdOf,
  type TestApp,
} from './helpers';

const SECOND: LocationWrite = {
  name: 'Kraftraum Nord',
  slug: 'nord',
  street: 'Nordufer 3',
  postalCode: '13353',
  city: 'Berlin',
  phone: '+49 30 7654321',
  email: 'Nord@Kraftraum.de',
  openingHours: [{ days: 'Mo–So', daysLong: 'Montag bis Sonntag', time: '7:00–23:00 Uhr' }],
  mapUrl: 'https://www.openstreetmap.org/search?query=Nordufer%203',
};

describe.each(dialects())('locations on %s', (dialect) => {
  let t: TestApp;
  const tokens: Record<'admin' | 'trainer' | 'member', string> = { admin: '', trainer: '', member: '' };
  let second: Location;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const role of ['admin', 'trainer', 'member'] as const) tokens[role] = await login(t.app, demo[role]);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    role: keyof typeof tokens | 'anonymous' = 'admin',
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: role === 'anonymous' ? {} : bearer(tokens[role]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const list = async () => (await call('GET', '/api/v1/locations', 'anonymous')).json<Location[]>();

  const course = (title: string, locationId?: number) => ({
    title,
    difficulty: 2,
    durationMinutes: 60,
    ...(locationId === undefined ? {} : { locationId }),
    courseSettings: [
      {
        scheduledAt: fromNow(t, 2 * 86_400_000).toISOString(),
        trainerName: 'Tina Trainer',
        maxParticipants: 10,
      },
    ],
  });

  describe('GET /api/v1/locations', () => {
    it('lists today’s studio as the only location to everyone, as a public read with an ETag', async () => {
      const response = await call('GET', '/api/v1/locations', 'anonymous');
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeTruthy();
      const [first, ...rest] = response.json<Location[]>();
      expect(rest).toEqual([]);
      expect(first).toEqual({
        id: expect.any(Number) as number,
        ...FIRST_LOCATION,
        openingHours: [...FIRST_LOCATION.openingHours],
      });
      const again = await t.app.inject({
        url: '/api/v1/locations',
        headers: { 'if-none-match': response.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('POST and PUT /api/v1/locations', () => {
    it('answers 401 without a token and 403 for a member and a trainer, and writes nothing', async () => {
      expect((await call('POST', '/api/v1/locations', 'anonymous', SECOND)).statusCode).toBe(401);
      for (const role of ['member', 'trainer'] as const) {
        expect((await call('POST', '/api/v1/locations', role, SECOND)).statusCode, role).toBe(403);
        expect((await call('PUT', '/api/v1/locations/1', role, SECOND)).statusCode, role).toBe(403);
      }
      expect(await list()).toHaveLength(1);
    });

    it('refuses a malformed location with the German message of each field', async () => {
      const response = await call('POST', '/api/v1/locations', 'admin', {
        ...SECOND,
        name: ' ',
        slug: 'Nord Ost',
        postalCode: '1335',
        email: 'keine-adresse',
        openingHours: [],
        mapUrl: 'http://example.org/karte',
      });
      expect(response.statusCode).toBe(400);
      const details = (errorOf(response).details ?? []) as Array<{ path: string; message: string }>;
      expect(Object.fromEntries(details.map((d) => [d.path, d.message]))).toEqual({
        name: LOCATION_MESSAGES.nameRequired,
        slug: LOCATION_MESSAGES.slugInvalid,
        postalCode: LOCATION_MESSAGES.postalCodeInvalid,
        email: 'Gültige E-Mail-Adresse ist erforderlich',
        openingHours: LOCATION_MESSAGES.openingHoursRequired,
        mapUrl: LOCATION_MESSAGES.mapUrl,
      });
      for (const slug of ['-nord', 'nord-', 'nord--ost', 'nörd', 'nord_ost'])
        expect((await call('POST', '/api/v1/locations', 'admin', { ...SECOND, slug })).statusCode, slug).toBe(
          400,
        );
      expect(await list()).toHaveLength(1);
    });

    it('adds a location after the first, audited, and the public list shows it at once', async () => {
      const before = await list();
      const response = await call('POST', '/api/v1/locations', 'admin', SECOND);
      expect(response.statusCode).toBe(201);
      second = response.json<Location>();
      expect(second).toMatchObject({ ...SECOND, email: 'nord@kraftraum.de' });
      expect((await list()).map((l) => l.slug)).toEqual([...before.map((l) => l.slug), 'nord']);
      expect((await auditOf(t, tokens.admin, 'location', second.id)).map((e) => e.action)).toEqual([
        'location.create',
      ]);
    });

    it('answers a taken slug with the German 409, on create and on change', async () => {
      const taken = await call('POST', '/api/v1/locations', 'admin', { ...SECOND, name: 'Noch ein Nord' });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken)).toEqual({
        code: 'LOCATION_SLUG_TAKEN',
        message: 'Diese Adresse hat schon ein anderer Standort. Bitte wähle eine andere.',
      });
      const change = await call('PUT', `/api/v1/locations/${second.id}`, 'admin', {
        ...SECOND,
        slug: FIRST_LOCATION.slug,
      });
      expect(change.statusCode).toBe(409);
      expect(errorOf(change).code).toBe('LOCATION_SLUG_TAKEN');
      expect(await list()).toHaveLength(2);
    });

    it('changes a location (its own slug kept is no conflict), audited with what changed; 404 for no such id', async () => {
      const response = await call('PUT', `/api/v1/locations/${second.id}`, 'admin', {
        ...SECOND,
        name: 'Kraftraum Wedding',
        mapUrl: '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Location>()).toMatchObject({
        id: second.id,
        name: 'Kraftraum Wedding',
        mapUrl: null,
      });
      expect((await list())[1]!.name).toBe('Kraftraum Wedding');
      const [update] = (await auditOf(t, tokens.admin, 'location', second.id)).filter(
        (e) => e.action === 'location.update',
      );
      expect(update!.details).toEqual({
        name: { from: 'Kraftraum Nord', to: 'Kraftraum Wedding' },
        mapUrl: { from: SECOND.mapUrl, to: null },
      });
      const missing = await call('PUT', '/api/v1/locations/999999', 'admin', SECOND);
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('LOCATION_NOT_FOUND');
    });
  });

  describe('a course’s location', () => {
    it('is the first location when none is named, the one named on create, and changes on replace', async () => {
      const [first] = await list();
      const plain = await call('POST', '/api/v1/courses', 'admin', course('Ohne Standort'));
      expect(plain.statusCode).toBe(201);
      expect(plain.json<Course>().locationId).toBe(first!.id);
      const north = await call('POST', '/api/v1/courses', 'admin', course('Nordkurs', second.id));
      expect(north.statusCode).toBe(201);
      const created = north.json<Course>();
      expect(created.locationId).toBe(second.id);
      // A replace without locationId keeps it; with one, moves the course.
      const { id, courseSettings } = created;
      const body = {
        ...course('Nordkurs'),
        courseSettings: courseSettings.map((s) => ({
          ...s,
          trainerName: s.trainerName ?? 'X',
          maxParticipants: s.maxParticipants ?? 10,
        })),
      };
      const kept = await call('PUT', `/api/v1/courses/${id}`, 'admin', body);
      expect(kept.json<Course>().locationId).toBe(second.id);
      const moved = await call('PUT', `/api/v1/courses/${id}`, 'admin', { ...body, locationId: first!.id });
      expect(moved.json<Course>().locationId).toBe(first!.id);
      await call('PUT', `/api/v1/courses/${id}`, 'admin', { ...body, locationId: second.id });
    });

    it('refuses a location that does not exist with the German message, and writes nothing', async () => {
      const response = await call('POST', '/api/v1/courses', 'admin', course('Nirgendwo', 999_999));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details).toEqual([{ path: 'locationId', message: LOCATION_MESSAGES.unknown }]);
      const titles = (await call('GET', '/api/v1/courses', 'anonymous')).json<Course[]>().map((c) => c.title);
      expect(titles).not.toContain('Nirgendwo');
    });

    it('lists one location’s courses for location=<slug>, every location’s without it, none for an unknown slug', async () => {
      const all = (await call('GET', '/api/v1/courses', 'anonymous')).json<Course[]>();
      const north = (await call('GET', '/api/v1/courses?location=nord', 'anonymous')).json<Course[]>();
      const mitte = (await call('GET', '/api/v1/courses?location=mitte', 'anonymous')).json<Course[]>();
      expect(north.map((c) => c.title)).toEqual(['Nordkurs']);
      expect(mitte.length).toBeGreaterThan(1);
      expect(mitte.every((c) => c.locationId !== second.id)).toBe(true);
      expect(mitte.length + north.length).toBe(all.length);
      expect((await call('GET', '/api/v1/courses?location=gibt-es-nicht', 'anonymous')).json()).toEqual([]);
      const malformed = await call('GET', '/api/v1/courses?location=Nord%20Ost', 'anonymous');
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('the calendar in a chain', () => {
    it('names each booking’s location with its address, the feed and the single file alike', async () => {
      const [north] = (await call('GET', '/api/v1/courses?location=nord', 'anonymous')).json<Course[]>();
      const memberId = await userIdOf(t.database.db, demo.member.email);
      await insertBookings(t, [
        { userId: memberId, courseSettingId: north!.courseSettings[0]!.id, status: 'confirmed' },
      ]);
      const booking = await t.database.db
        .selectFrom('bookings')
        .select('id')
        .where('userId', '=', memberId)
        .where('courseSettingId', '=', north!.courseSettings[0]!.id)
        .executeTakeFirstOrThrow();
      const place = 'LOCATION:Kraftraum Wedding\\, Nordufer 3\\, 13353 Berlin';
      const file = await call('GET', `/api/v1/bookings/${booking.id}/ics`, 'member');
      expect(file.statusCode).toBe(200);
      expect(file.body.replace(/\r\n /g, '')).toContain(place);
      const link = (await call('GET', '/api/v1/calendar/link', 'member')).json<{ url: string }>();
      const feed = await t.app.inject({ url: new URL(link.url).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body.replace(/\r\n /g, '')).toContain(place);
    });
  });

  describe('the member’s home studio', () => {
    const me = async (token: string) =>
      (await t.app.inject({ url: '/api/users', headers: bearer(token) })).json<User>();

    it('is the first location for a member from before, and the member changes it', async () => {
      const [first] = await list();
      expect((await me(tokens.member)).homeLocationId).toBe(first!.id);
      const response = await call('PUT', '/api/v1/users/me/home-location', 'member', {
        homeLocationId: second.id,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().homeLocationId).toBe(second.id);
      expect((await me(tokens.member)).homeLocationId).toBe(second.id);
    });

    it('refuses a location that does not exist, and a change without signing in', async () => {
      const unknown = await call('PUT', '/api/v1/users/me/home-location', 'member', {
        homeLocationId: 999_999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).details).toEqual([
        { path: 'homeLocationId', message: LOCATION_MESSAGES.unknown },
      ]);
      expect((await me(tokens.member)).homeLocationId).toBe(second.id);
      const anonymous = await call('PUT', '/api/v1/users/me/home-location', 'anonymous', {
        homeLocationId: second.id,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('is chosen at registration, the first location when not chosen, and an unknown one is refused', async () => {
      const [first] = await list();
      const register = (email: string, homeLocationId?: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: {
            firstName: 'Nora',
            lastName: 'Neu',
            email,
            userName: email,
            password: 'Fichtenzapfen-42',
            ...(homeLocationId === undefined ? {} : { homeLocationId }),
          },
        });
      const chosen = await register('nora.nord@example.de', second.id);
      expect(chosen.statusCode).toBe(201);
      expect((await me(chosen.json<{ token: string }>().token)).homeLocationId).toBe(second.id);
      const plain = await register('nora.mitte@example.de');
      expect((await me(plain.json<{ token: string }>().token)).homeLocationId).toBe(first!.id);
      const unknown = await register('nora.nirgends@example.de', 999_999);
      expect(unknown.statusCode).toBe(400);
      expect(errorOf(unknown).details).toEqual([
        { path: 'homeLocationId', message: LOCATION_MESSAGES.unknown },
      ]);
    });
  });
});
