// The member's own data (issue 21): with two members who booked the same sessions and wrote to the studio, the
// ZIP of one holds each of their bookings and nothing of the other; after 'Konto löschen' no answer of any GET
// route (member, desk, admin lists, audit) carries the name or e-mail, and the old tokens are refused.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import {
  bearer,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  giveMembership,
  login,
  type TestApp,
  fromNow,
} from './helpers';
import { unzip } from '../support/unzip';

const DAY = 86_400_000;
const PASSWORD = 'Ein-langes-Passwort-2026';

interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
  refreshCookie: string;
  bookingIds: number[];
}

/** Unpacks the ZIP after checking every entry's CRC-32 (tests/support/unzip.ts): file name → text. */
function unzipped(archive: Buffer): Record<string, string> {
  const entries = unzip(archive);
  expect(entries.filter((entry) => !entry.crcMatches).map((entry) => entry.name)).toEqual([]);
  return Object.fromEntries(entries.map((entry) => [entry.name, entry.data.toString('utf8')]));
}

describe.each(dialects())('my data and closing the account on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const getRoutes: string[] = [];
  let anna: Person;
  let bert: Person;
  let courseId: number;
  let settingIds: number[];

  const register = async (firstName: string, lastName: string, email: string): Promise<Person> => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.register,
      payload: { firstName, lastName, email, userName: email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name !== undefined && c.value)!;
    const id = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
    await giveMembership(t, [id]);
    return {
      id,
      email,
      firstName,
      lastName,
      token: response.json<{ token: string }>().token,
      refreshCookie: `${cookie.name}=${cookie.value}`,
      bookingIds: [],
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      onRoute: (route: RouteOptions) => {
        if (route.url.startsWith('/api') && [route.method].flat().includes('GET')) getRoutes.push(route.url);
      },
    });
    adminToken = await login(t.app, demo.admin);
    anna = await register('Annegret', 'Quastenberg', 'annegret.quastenberg@example.de');
    bert = await register('Bertwin', 'Zollikofer', 'bertwin.zollikofer@example.de');
    const first = await createSession(t, adminToken, { start: fromNow(t, 3 * DAY) });
    const second = await createSession(t, adminToken, { start: fromNow(t, 4 * DAY) });
    courseId = first.courseId;
    settingIds = [first.settingId, second.settingId];
    for (const person of [anna, bert])
      for (const settingId of settingIds) {
        const booked = await t.app.inject({
          method: 'POST',
          url: API_PATHS.bookings,
          headers: bearer(person.token),
          payload: { courseSettingsId: settingId },
        });
        expect(booked.statusCode).toBe(201);
        person.bookingIds.push(booked.json<{ id: number }>().id);
      }
    for (const person of [anna, bert]) {
      const message = await t.app.inject({
        method: 'POST',
        url: API_PATHS.contactForm,
        payload: {
          name: `${person.firstName} ${person.lastName}`,
          email: person.email,
          phoneNumber: '',
          subject: 'Frage',
          message: `Hier schreibt ${person.firstName}.`,
          privacyConsent: true,
          marketingConsent: false,
        },
      });
      expect(message.statusCode).toBe(201);
    }
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives a ZIP with the member’s data and their bookings as CSV, and nothing of the other member', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.myData,
      headers: bearer(anna.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipped(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['buchungen.csv', 'meine-daten.json']);
    const data = JSON.parse(files['meine-daten.json']!) as {
      account: { id: number; email: string; firstName: string };
      bookings: { id: number; courseTitle: string }[];
      notificationSettings: Record<string, boolean>;
      contactMessages: { email: string; message: string }[];
      memberships: unknown[];
    };
    expect(data.account).toMatchObject({ id: anna.id, email: anna.email, firstName: anna.firstName });
    expect(data.bookings.map((b) => b.id).sort()).toEqual([...anna.bookingIds].sort());
    expect(data.notificationSettings).toEqual({
      bookingConfirmed: true,
      waitlistPromoted: true,
      reminders: true,
    });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: anna.email, message: 'Hier schreibt Annegret.' }),
    ]);
    expect(data.memberships).toHaveLength(1);
    for (const id of anna.bookingIds)
      expect(files['buchungen.csv']).toMatch(new RegExp(`^${id};Zirkeltraining;`, 'm'));
    // Nothing of Bertwin: not his names, address, user id or bookings.
    for (const file of Object.values(files)) {
      for (const text of [bert.firstName, bert.lastName, bert.email]) expect(file).not.toContain(text);
    }
    expect(JSON.stringify(data)).not.toMatch(new RegExp(`"(userId|id)":${bert.id}[,}]`));
    const exportedIds = new Set(data.bookings.map((b) => b.id));
    for (const id of bert.bookingIds) expect(exportedIds.has(id)).toBe(false);
    // Without a token: no data.
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.myData })).statusCode).toBe(401);
  });

  it('says what closing an account leaves behind, to the member and to the desk: a card’s bookings, a running contract', async () => {
    const carla = await register('Carla', 'Kartenreich', `carla.kartenreich.${dialect}@example.de`);
    await giveMembership(t, [carla.id], { typeName: '10er-Karte' });
    const type = await t.database.db
      .selectFrom('membershipTypes')
      .select('id')
      .where('name', '=', 'HYBRID PRO')
      .executeTakeFirstOrThrow();
    const ordered = await t.app.inject({
      method: 'POST',
      url: API_PATHS.contracts,
      headers: { 'idempotency-key': `deletion-check-${dialect}` },
      payload: {
        typeId: type.id,
        startsOn: '2026-12-01',
        startImmediately: false,
        firstName: 'Carla',
        lastName: 'Kartenreich',
        dateOfBirth: '1990-05-17',
        street: 'Heidestraße 17',
        postalCode: '51147',
        city: 'Köln',
        email: carla.email,
        phone: '0151 2345678',
        accountHolder: 'Carla Kartenreich',
        iban: 'DE89 3704 0044 0532 0130 00',
        acceptTerms: true,
        mandateConsent: true,
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const { contractNumber } = ordered.json<{ contractNumber: string }>();
    const expected = {
      cards: [{ name: '10er-Karte', creditsLeft: 10, endsOn: null }],
      contracts: [{ contractNumber, typeName: 'HYBRID PRO', endsOn: null }],
    };

    const own = await t.app.inject({ url: API_PATHS.myDeletionCheck, headers: bearer(carla.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(expected);
    expect(own.headers['cache-control']).toContain('no-store');
    const desk = await t.app.inject({
      url: API_PATHS.userDeletionCheck(carla.id),
      headers: bearer(adminToken),
    });
    expect(desk.json()).toEqual(expected);
    // A member without a card or a contract loses nothing.
    const plain = await t.app.inject({ url: API_PATHS.myDeletionCheck, headers: bearer(bert.token) });
    expect(plain.json()).toEqual({ cards: [], contracts: [] });

    // Only the desk asks about someone else; nobody without a sign-in.
    expect(
      (await t.app.inject({ url: API_PATHS.userDeletionCheck(carla.id), headers: bearer(bert.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: API_PATHS.myDeletionCheck })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      url: API_PATHS.userDeletionCheck(999_999),
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('USER_NOT_FOUND');
  });

  it('closes the account with the password: afterwards no route answers with the name or e-mail, old tokens are refused', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.deleteAccount,
      headers: bearer(anna.token),
      payload: { password: 'falsch-falsch-falsch' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('CURRENT_PASSWORD_WRONG');
    await t.app.inject({
      method: 'PUT',
      url: API_PATHS.pushDevices,
      headers: bearer(anna.token),
      payload: {
        endpoint: 'https://push.example.invalid/abc',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        deviceName: 'Annegrets Handy',
      },
    });
    const closed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.deleteAccount,
      headers: bearer(anna.token),
      payload: { password: PASSWORD },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<{ retentionNote: string }>().retentionNote).toContain('zehn Jahre');

    // The old access token and the refresh cookie are refused.
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.currentUser, headers: bearer(anna.token) }))
        .statusCode,
    ).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: API_PATHS.refresh,
      headers: { cookie: anna.refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { userName: anna.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    const devices = await t.database.db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', anna.id)
      .execute();
    expect(devices).toEqual([]);

    // Every GET route, each path parameter filled with each id in play, as admin, as the other member and as the
    // old token: no answer carries Annegret's names or address.
    const ids = [anna.id, courseId, ...settingIds, ...anna.bookingIds];
    const urls = new Set<string>();
    for (const route of getRoutes) {
      if (!route.includes(':')) urls.add(route);
      else for (const id of ids) urls.add(route.replace(/:\w+/g, String(id)));
    }
    urls.add(`/api/users/all?search=${encodeURIComponent('Quastenberg')}`);
    urls.add(`/api/users/all?search=${encodeURIComponent('annegret')}`);
    urls.add(`/api/v1/bookings?courseSettingsId=${settingIds[0]}`);
    urls.add(`/api/v1/audit?entityType=user&entityId=${anna.id}`);
    const leaks: string[] = [];
    let answered = 0;
    for (const url of urls) {
      for (const token of [adminToken, bert.token, anna.token]) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        if (response.statusCode === 200) answered++;
        const body = response.body.toLowerCase();
        for (const text of [anna.firstName, anna.lastName, anna.email])
          if (body.includes(text.toLowerCase()))
            leaks.push(`${url} (${response.statusCode}) carries ${text}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(answered).toBeGreaterThan(40);
    // Bertwin is untouched: his bookings stand and he still signs in.
    const his = await t.app.inject({ method: 'GET', url: API_PATHS.myBookings, headers: bearer(bert.token) });
    expect(
      his
        .json<{ id: number }[]>()
        .map((b) => b.id)
        .sort(),
    ).toEqual([...bert.bookingIds].sort());
    // The audit names the act, not the person.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/audit?entityType=user&entityId=${anna.id}`,
      headers: bearer(adminToken),
    });
    expect(audit.body).toContain('user.self-delete');
  });
});
