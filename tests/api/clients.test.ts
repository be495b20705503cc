// Client management at the desk on every engine: the paged list with a search that ignores case and accents,
// a client created with a one-time password that must be changed, the admin's edit of roles and isActive,
// a client's bookings with attendance, and anonymisation that keeps the bookings but no personal data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import type { Client, ClientBookings, ClientPage, CreateClientResponse } from '#domain/schemas/clients';
import {
  auditOf,
  bearer,
  createMembers,
  giveMembership,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  insertBookings,
  login,
  userIdOf,
  type TestApp,
  fromNow,
} from './helpers';

const HOUR = 3_600_000;

describe.each(dialects())('client management on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    adminId = await userIdOf(t.database.db, demo.admin.email);
  });
  afterAll(async () => t?.close());

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = adminToken,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const create = (payload: Record<string, unknown>) => request('POST', '/api/users', payload);
  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: { path: string; message: string }[] } }).error.details.map(
      (d) => `${d.path}: ${d.message}`,
    );
  let counter = 0;
  const unique = (local: string) => `${local}-${dialect}-${++counter}@example.de`;

  describe('POST /api/users', () => {
    it('creates a client with a one-time password, answered once, that must be changed before anything else', async () => {
      const email = unique('neu');
      const response = await create({ firstName: 'Nora', lastName: 'Neumann', email });
      expect(response.statusCode).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const created: CreateClientResponse = response.json();
      expect(created.user).toMatchObject({
        email,
        firstName: 'Nora',
        roles: ['User'],
        isActive: true,
        mustChangePassword: true,
      });
      expect(created.oneTimePassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      const stored = await t.database.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', created.user.id)
        .executeTakeFirstOrThrow();
      expect(stored.passwordHash).not.toContain(created.oneTimePassword);

      const [entry] = await auditOf(t, adminToken, 'user', created.user.id);
      expect(entry).toMatchObject({
        action: 'user.create',
        actorId: adminId,
        details: { roles: ['User'], isActive: true },
      });
      expect(JSON.stringify(entry)).not.toMatch(/Nora|Neumann|neu-/);

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: email, password: created.oneTimePassword },
      });
      expect(signIn.json().user.mustChangePassword).toBe(true);
      const token: string = signIn.json().token;
      const blocked = await request('GET', '/api/v1/bookings/me', undefined, token);
      expect(blocked.statusCode).toBe(403);
      expect(errorOf(blocked)).toEqual({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Bitte ändere zuerst dein vorläufiges Passwort.',
      });
      expect((await request('GET', '/api/users', undefined, token)).statusCode).toBe(200);
      const changed = await request(
        'PUT',
        '/api/v1/users/change-password',
        { currentPassword: created.oneTimePassword, newPassword: 'mein-eigenes-passwort-7' },
        token,
      );
      expect(changed.statusCode).toBe(200);
      const fresh: string = changed.json().token;
      expect((await request('GET', '/api/v1/bookings/me', undefined, fresh)).statusCode).toBe(200);
      expect((await request('GET', '/api/users', undefined, fresh)).json()).not.toHaveProperty(
        'mustChangePassword',
      );
    });

    it('takes roles in any case and stores them canonical', async () => {
      const response = await create({
        firstName: 'Tom',
        lastName: 'Trainer',
        email: unique('tom'),
        roles: ['trainer', 'USER', 'Trainer'],
        isActive: false,
      });
      expect(response.json().user).toMatchObject({ roles: ['Trainer', 'User'], isActive: false });
    });

    it('answers 400 with the German field messages and 409 for a taken e-mail', async () => {
      const invalid = await create({ firstName: '', email: 'kaputt', roles: [], isActive: 'ja' });
      expect(invalid.statusCode).toBe(400);
      expect(details(invalid)).toEqual([
        'firstName: Vorname ist erforderlich',
        'lastName: Nachname ist erforderlich',
        'email: Gültige E-Mail-Adresse ist erforderlich',
        'roles: Mindestens eine Rolle ist erforderlich',
        'isActive: isActive muss true oder false sein',
      ]);
      const unknownRole = await create({
        firstName: 'A',
        lastName: 'B',
        email: unique('x'),
        roles: ['Chef'],
      });
      expect(details(unknownRole)).toEqual(['roles.0: Unbekannte Rolle']);
      const taken = await create({ firstName: 'A', lastName: 'B', email: demo.member.email });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).code).toBe('EMAIL_TAKEN');
    });
  });

  describe('GET /api/users/all', () => {
    it('pages through the clients by last name with the total, and searches ignoring case and accents', async () => {
      for (const [firstName, lastName] of [
        ['Jürgen', 'Müller-Groß'],
        ['Anna', 'Mueller'],
        ['Zoë', 'Zander'],
      ] as const)
        await create({ firstName, lastName, email: unique(lastName.toLowerCase()) });

      // The total only when asked (decision 0193).
      const page = async (query: string): Promise<ClientPage> =>
        (await request('GET', `/api/users/all${query}${query ? '&' : '?'}count=exact`)).json();
      const first = await page('?pageSize=2');
      expect(first).toMatchObject({ page: 1, pageSize: 2 });
      expect(first.items).toHaveLength(2);
      const all = await page('?pageSize=100');
      expect(all.total).toBe(first.total);
      expect((await page(`?pageSize=2&page=2`)).items[0]!.id).toBe(all.items[2]!.id);

      expect((await page('?search=MULLER')).items.map((c) => c.firstName)).toEqual(['Jürgen']);
      expect((await page('?search=jurgen%20m%C3%BCller')).total).toBe(1);
      expect((await page('?search=gross')).items.map((c) => c.lastName)).toEqual(['Müller-Groß']);
      expect((await page('?search=zoe')).items.map((c) => c.lastName)).toEqual(['Zander']);
      expect((await page(`?search=${encodeURIComponent('mueller-')}`)).total).toBe(1);
      expect((await page('?search=%25')).total).toBe(0);
      expect((await page('?search=_')).total).toBe(0);
      // GLOB's wildcards are taken literally too (SQLite searches the trigram table with GLOB).
      for (const wildcard of ['*', '?', '[', '[a-z]*'])
        expect((await page(`?search=${encodeURIComponent(wildcard)}`)).total, wildcard).toBe(0);
      expect((await page(`?search=${encodeURIComponent('ller-gr')}`)).total).toBe(1);
      // From three characters SQLite asks the trigram table with MATCH: its query syntax is taken literally too.
      for (const syntax of [
        '"',
        'ller" OR "zan',
        'ller"',
        'NEAR(ller zan)',
        'mül*',
        'last_name:zander',
        '-zan',
        '^zan',
      ])
        expect((await page(`?search=${encodeURIComponent(syntax)}`)).total, syntax).toBe(0);
      expect((await page(`?search=${encodeURIComponent('der zo')}`)).items.map((c) => c.firstName)).toEqual([
        'Zoë',
      ]);
      // Matches in name order, a page at a time by cursor, the same below and from three characters.
      for (const text of ['ll', 'ller']) {
        const found = (await page(`?search=${text}`)).items.map((c) => c.lastName);
        expect(
          found.filter((name) => /ller/.test(name)),
          text,
        ).toEqual(['Mueller', 'Müller-Groß']);
        const one = (
          await request('GET', `/api/users/all?search=${text}&pageSize=1`)
        ).json() as ClientPage & {
          nextCursor: number;
        };
        expect(one.items.map((c) => c.lastName)).toEqual(found.slice(0, 1));
        const next = await page(`?search=${text}&pageSize=1&cursor=${one.nextCursor}`);
        expect(next.items.map((c) => c.lastName)).toEqual(found.slice(1, 2));
      }
      const trainers = await page('?role=trainer');
      expect(trainers.items.every((c) => c.roles.includes('Trainer'))).toBe(true);
      expect(trainers.items.map((c) => c.email)).toContain(demo.trainer.email);
    });

    it('answers 400 for a bad page, page size or search', async () => {
      const response = await request('GET', `/api/users/all?page=0&pageSize=101&search=${'x'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(details(response)).toEqual([
        'search: Der Suchbegriff darf höchstens 100 Zeichen lang sein',
        'page: Die Seite muss eine positive ganze Zahl sein',
        'pageSize: Die Seitengröße muss zwischen 1 und 100 liegen',
      ]);
    });
  });

  describe('GET and PUT /api/v1/users/{id}', () => {
    it('reads one client, and answers 404 for an unknown one and 400 for a bad id', async () => {
      const memberId = await userIdOf(t.database.db, demo.member.email);
      const client: Client = (await request('GET', `/api/v1/users/${memberId}`)).json();
      expect(client).toMatchObject({ id: memberId, email: demo.member.email, mustChangePassword: false });
      expect(client.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const missing = await request('GET', '/api/v1/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toEqual({ code: 'USER_NOT_FOUND', message: 'Klient nicht gefunden' });
      expect(details(await request('GET', '/api/v1/users/abc'))).toEqual(['id: Ungültige ID']);
    });

    it('lets an admin set roles (any case in, canonical out) and isActive, audited and in force at once', async () => {
      const [member] = await createMembers(t, 1);
      const response = await request('PUT', `/api/v1/users/${member!.id}`, {
        firstName: member!.firstName,
        lastName: 'Umbenannt',
        email: member!.email,
        roles: ['trainer', 'user'],
        isActive: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        roles: ['Trainer', 'User'],
        isActive: false,
        lastName: 'Umbenannt',
      });
      const [entry] = await auditOf(t, adminToken, 'user', member!.id);
      expect(entry).toEqual(
        expect.objectContaining({
          action: 'user.update',
          actorId: adminId,
          details: {
            changedFields: ['lastName'],
            roles: { from: ['User'], to: ['Trainer', 'User'] },
            isActive: { from: true, to: false },
          },
        }),
      );
      // The member's old token now carries the new rights: the check-in view opens, booking does not.
      expect((await request('GET', '/api/v1/check-in/sessions', undefined, member!.token)).statusCode).toBe(
        200,
      );
      const { settingId } = await createSession(t, adminToken, { start: fromNow(t, 48 * HOUR) });
      const refused = await request(
        'POST',
        '/api/v1/bookings',
        { courseSettingsId: settingId },
        member!.token,
      );
      expect(errorOf(refused).code).toBe('MEMBERSHIP_INACTIVE');
    });

    it('never lets a member change their own roles or isActive', async () => {
      const [member] = await createMembers(t, 1);
      const response = await request(
        'PUT',
        `/api/v1/users/${member!.id}`,
        { firstName: 'Max', lastName: 'Macht', email: member!.email, roles: ['Admin'], isActive: true },
        member!.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ roles: ['User'] });
      expect(await auditOf(t, adminToken, 'user', member!.id)).toEqual([]);
    });

    it('refuses an admin taking away their own Admin role or deactivating themselves', async () => {
      const me = { firstName: 'Alex', lastName: 'Admin', email: demo.admin.email };
      for (const change of [{ roles: ['User'] }, { isActive: false }]) {
        const response = await request('PUT', `/api/v1/users/${adminId}`, { ...me, ...change });
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toEqual({
          code: 'ADMIN_SELF_LOCKOUT',
          message:
            'Du kannst dir nicht selbst die Admin-Rolle entziehen, dein eigenes Konto deaktivieren oder löschen.',
        });
      }
    });

    it('answers 400 with field messages and 404 for an unknown client', async () => {
      const invalid = await request('PUT', `/api/v1/users/${adminId}`, {
        firstName: 'A',
        lastName: 'B',
        email: demo.admin.email,
        roles: 'Admin',
      });
      expect(invalid.statusCode).toBe(400);
      expect(details(invalid)).toEqual(['roles: Mindestens eine Rolle ist erforderlich']);
      const missing = await request('PUT', '/api/v1/users/999999', {
        firstName: 'A',
        lastName: 'B',
        email: unique('y'),
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('USER_NOT_FOUND');
    });
  });

  describe('GET /api/v1/users/{id}/bookings', () => {
    it("lists a client's bookings, newest session first, with attendance", async () => {
      const [member] = await createMembers(t, 1);
      const past = await createSession(t, adminToken, { start: fromNow(t, -48 * HOUR) });
      const missed = await createSession(t, adminToken, { start: fromNow(t, -24 * HOUR) });
      const coming = await createSession(t, adminToken, { start: fromNow(t, 24 * HOUR) });
      await insertBookings(t, [
        { userId: member!.id, courseSettingId: past.settingId, status: 'attended' },
        { userId: member!.id, courseSettingId: missed.settingId, status: 'no_show' },
      ]);
      await request('POST', '/api/v1/bookings', { courseSettingsId: coming.settingId }, member!.token);
      const response = await request('GET', `/api/v1/users/${member!.id}/bookings`);
      expect(response.statusCode).toBe(200);
      const body: ClientBookings = response.json();
      expect(body.bookings.map((b) => [b.courseSettingsId, b.status])).toEqual([
        [coming.settingId, 'confirmed'],
        [missed.settingId, 'no_show'],
        [past.settingId, 'attended'],
      ]);
      expect(body.attendance).toEqual({ attended: 1, noShow: 1, cancelled: 0, upcoming: 1 });
      expect((await request('GET', '/api/v1/users/999999/bookings')).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/v1/users/{id}', () => {
    it('anonymises a client: personal data and sign-in gone, bookings kept, seats to come passed on', async () => {
      const email = unique('weg');
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          firstName: 'Wilma',
          lastName: 'Weg',
          email,
          userName: email,
          password: 'ein-gutes-passwort-9',
        },
      });
      const token: string = registered.json().token;
      const refreshCookie = registered.cookies.find((c) => c.name === 'studio_refresh')!;
      const id = await userIdOf(t.database.db, email);
      // A fresh account holds no membership (issue 19); the desk gives it CORE so it can book.
      await giveMembership(t, [id]);
      await request('GET', '/api/v1/calendar/link', undefined, token);
      await request('GET', '/api/v1/users/me/check-in-code', undefined, token);
      const past = await createSession(t, adminToken, { start: fromNow(t, -24 * HOUR) });
      await insertBookings(t, [{ userId: id, courseSettingId: past.settingId, status: 'attended' }]);
      const coming = await createSession(t, adminToken, {
        start: fromNow(t, 48 * HOUR),
        seats: 1,
      });
      const seat: Booking = (
        await request('POST', '/api/v1/bookings', { courseSettingsId: coming.settingId }, token)
      ).json();
      const [waiting] = await createMembers(t, 1);
      const queued: Booking = (
        await request('POST', '/api/v1/bookings', { courseSettingsId: coming.settingId }, waiting!.token)
      ).json();

      const response = await request('DELETE', `/api/v1/users/${id}`);
      expect(response.statusCode).toBe(204);

      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        firstName: 'Gelöschtes',
        lastName: 'Mitglied',
        email: `geloescht-${id}@anonym.invalid`,
        passwordHash: '!',
        roles: '[]',
        calendarToken: null,
        checkInCode: null,
        searchText: null,
      });
      expect(row.anonymisedAt).not.toBeNull();
      const tokens = await t.database.db
        .selectFrom('refreshTokens')
        .select('revokedAt')
        .where('userId', '=', id)
        .execute();
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);

      expect((await request('GET', '/api/users', undefined, token)).statusCode).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { studio_refresh: refreshCookie.value },
      });
      expect(refresh.statusCode).toBe(401);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { userName: email, password: 'ein-gutes-passwort-9' },
      });
      expect(signIn.statusCode).toBe(401);

      const kept = await t.database.db
        .selectFrom('bookings')
        .select(['id', 'status', 'notes'])
        .where('userId', '=', id)
        .orderBy('id')
        .execute();
      expect(kept.map((b) => [b.status, b.notes])).toEqual([
        ['attended', null],
        ['cancelled', 'Konto gelöscht'],
      ]);
      expect(kept[1]!.id).toBe(seat.id);
      const theirs: Booking[] = (
        await request('GET', '/api/v1/bookings/me', undefined, waiting!.token)
      ).json();
      expect(theirs.find((b) => b.id === queued.id)!.status).toBe('confirmed');

      expect((await request('GET', `/api/v1/users/${id}`)).statusCode).toBe(404);
      expect((await request('GET', `/api/users/all?search=wilma&count=exact`)).json().total).toBe(0);
      const entries = await auditOf(t, adminToken, 'user', id);
      expect(entries[0]).toMatchObject({
        action: 'user.anonymise',
        details: { cancelledBookings: [seat.id] },
      });
      expect(JSON.stringify(entries)).not.toMatch(/Wilma|Weg|weg-/);

      const again = await request('DELETE', `/api/v1/users/${id}`);
      expect(again.statusCode).toBe(404);
    });

    it('refuses an admin deleting themselves and answers 404 for an unknown client', async () => {
      const self = await request('DELETE', `/api/v1/users/${adminId}`);
      expect(self.statusCode).toBe(409);
      expect(errorOf(self).code).toBe('ADMIN_SELF_LOCKOUT');
      const missing = await request('DELETE', '/api/v1/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('USER_NOT_FOUND');
    });
  });
});
