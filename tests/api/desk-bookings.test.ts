// Bookings at the front desk on every engine: book a member in (over capacity only as an explicit,
// recorded override), cancel for a member without the deadline, move a waitlisted booking up by hand; and
// the desk and members booking the last seats at the same moment over real HTTP.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import type { Course } from '#domain/schemas/courses';
import {
  auditOf,
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  login,
  testClock,
  userIdOf,
  type TestApp,
} from './helpers';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-24T08:00:00Z');
const OVER_CAPACITY = 'Platz über der Kapazität an der Theke vergeben';

describe.each(dialects())('desk bookings on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  const clock = testClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, config: { apiRateLimit: 100_000 } });
    adminToken = await login(t.app, demo.admin);
    adminId = await userIdOf(t.database.db, demo.admin.email);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload?: object, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const deskBook = (userId: number, courseSettingsId: number, override?: boolean) =>
    post('/api/v1/desk/bookings', {
      userId,
      courseSettingsId,
      ...(override === undefined ? {} : { override }),
    });
  const book = (token: string, courseSettingsId: number) =>
    post('/api/v1/bookings', { courseSettingsId }, token);
  const seatsOf = async (courseId: number): Promise<number> => {
    const course: Course = (
      await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}`, headers: bearer(adminToken) })
    ).json();
    return course.courseSettings[0]!.bookingsCount!;
  };
  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: { path: string; message: string }[] } }).error.details.map(
      (d) => `${d.path}: ${d.message}`,
    );

  describe('POST /api/v1/desk/bookings', () => {
    it('gives a free seat, and records who booked whom', async () => {
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 5 * HOUR) });
      const [member] = await createMembers(t, 1);
      const response = await deskBook(member!.id, settingId);
      expect(response.statusCode).toBe(201);
      const booking: Booking = response.json();
      expect(booking).toMatchObject({ userId: member!.id, status: 'confirmed', notes: null });
      const [entry] = await auditOf(t, adminToken, 'booking', booking.id);
      expect(entry).toMatchObject({
        action: 'booking.desk_create',
        actorId: adminId,
        details: { userId: member!.id, courseSettingsId: settingId, override: false, overCapacity: false },
      });
    });

    it('puts the member on the waitlist when full, and over capacity only with the override, noted and audited', async () => {
      const { courseId, settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 5 * HOUR),
        seats: 1,
      });
      const [first, second, third] = await createMembers(t, 3);
      await book(first!.token, settingId);
      const waiting: Booking = (await deskBook(second!.id, settingId, false)).json();
      expect(waiting).toMatchObject({ status: 'pending', position: 1 });
      const forced = await deskBook(third!.id, settingId, true);
      expect(forced.statusCode).toBe(201);
      expect(forced.json()).toMatchObject({ status: 'confirmed', notes: OVER_CAPACITY });
      expect(await seatsOf(courseId)).toBe(2);
      const [entry] = await auditOf(t, adminToken, 'booking', forced.json().id);
      expect(entry!.details).toMatchObject({
        override: true,
        overCapacity: true,
        seatsBefore: 1,
        maxParticipants: 1,
      });
    });

    it('books after the booking deadline until the session ends, but not a cancelled or ended session', async () => {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() - 30 * 60_000),
        durationMinutes: 60,
      });
      const [late, tooLate, cancelledOut] = await createMembers(t, 3);
      expect((await deskBook(late!.id, settingId)).statusCode).toBe(201);
      clock.set(new Date(NOW.getTime() + HOUR));
      try {
        const ended = await deskBook(tooLate!.id, settingId);
        expect(ended.statusCode).toBe(409);
        expect(errorOf(ended)).toEqual({
          code: 'BOOKING_DEADLINE',
          message: 'Die Anmeldefrist ist abgelaufen.',
        });
      } finally {
        clock.set(NOW);
      }
      const other = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 5 * HOUR) });
      await post(`/api/v1/course-settings/${other.settingId}/cancel`, {});
      const cancelled = await deskBook(cancelledOut!.id, other.settingId);
      expect(errorOf(cancelled)).toEqual({
        code: 'SESSION_CANCELLED',
        message: 'Dieser Termin wurde abgesagt.',
      });
    });

    it('refuses a second booking and an inactive member', async () => {
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 5 * HOUR) });
      const [member] = await createMembers(t, 1);
      const [inactive] = await createMembers(t, 1, { isActive: false });
      await deskBook(member!.id, settingId);
      expect(errorOf(await deskBook(member!.id, settingId)).code).toBe('ALREADY_BOOKED');
      const refused = await deskBook(inactive!.id, settingId);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('MEMBERSHIP_INACTIVE');
    });

    it('words a refusal about the member in the third person for the desk, and for the member as before', async () => {
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 5 * HOUR) });
      const [member] = await createMembers(t, 1, { membership: false });
      const atDesk = await deskBook(member!.id, settingId);
      expect(atDesk.statusCode).toBe(403);
      expect(errorOf(atDesk)).toMatchObject({
        code: 'MEMBERSHIP_NONE',
        message: 'Dieses Mitglied hat keine Mitgliedschaft.',
      });
      const own = await book(member!.token, settingId);
      expect(errorOf(own)).toMatchObject({
        code: 'MEMBERSHIP_NONE',
        message: 'Zum Buchen brauchst du eine Mitgliedschaft.',
      });
    });

    it('answers 400 with field messages and 404 for an unknown member or session', async () => {
      const invalid = await post('/api/v1/desk/bookings', {
        userId: 'x',
        courseSettingsId: 0,
        override: 'ja',
      });
      expect(invalid.statusCode).toBe(400);
      expect(details(invalid)).toEqual([
        'userId: Ungültige ID',
        'courseSettingsId: Ungültige ID',
        'override: override muss true oder false sein',
      ]);
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 5 * HOUR) });
      const noMember = await deskBook(999_999, settingId);
      expect(noMember.statusCode).toBe(404);
      expect(errorOf(noMember)).toEqual({ code: 'USER_NOT_FOUND', message: 'Klient nicht gefunden' });
      const [member] = await createMembers(t, 1);
      const noSession = await deskBook(member!.id, 999_999);
      expect(noSession.statusCode).toBe(404);
      expect(errorOf(noSession).code).toBe('COURSE_SETTING_NOT_FOUND');
    });
  });

  describe('POST /api/v1/desk/bookings/{id}/cancel', () => {
    it('cancels inside the member deadline and gives the seat to the first on the waitlist', async () => {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + HOUR),
        seats: 1,
      });
      const [seated, waiting] = await createMembers(t, 2);
      const seat: Booking = (await book(seated!.token, settingId)).json();
      const queued: Booking = (await book(waiting!.token, settingId)).json();
      expect(
        errorOf(
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/bookings/${seat.id}`,
            headers: bearer(seated!.token),
          }),
        ).code,
      ).toBe('CANCELLATION_DEADLINE');
      const response = await post(`/api/v1/desk/bookings/${seat.id}/cancel`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'cancelled', notes: 'An der Theke storniert' });
      const mine: Booking[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/bookings/me', headers: bearer(waiting!.token) })
      ).json();
      expect(mine[0]).toMatchObject({ id: queued.id, status: 'confirmed' });
      const [entry] = await auditOf(t, adminToken, 'booking', seat.id);
      expect(entry).toMatchObject({
        action: 'booking.desk_cancel',
        details: { previousStatus: 'confirmed', promoted: queued.id },
      });
      // Again: answered unchanged, nothing more recorded.
      expect((await post(`/api/v1/desk/bookings/${seat.id}/cancel`)).json().status).toBe('cancelled');
      expect(await auditOf(t, adminToken, 'booking', seat.id)).toHaveLength(1);
    });

    it('cancels after the start without promoting anyone, and not while the session is over capacity', async () => {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + HOUR),
        seats: 1,
      });
      const [a, b, c] = await createMembers(t, 3);
      const seat: Booking = (await book(a!.token, settingId)).json();
      const forced: Booking = (await deskBook(b!.id, settingId, true)).json();
      await deskBook(c!.id, settingId, false);
      await post(`/api/v1/desk/bookings/${forced.id}/cancel`);
      let list: Booking[] = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/bookings?courseSettingsId=${settingId}`,
          headers: bearer(adminToken),
        })
      ).json();
      expect(list.map((x) => x.status)).toEqual(['confirmed', 'cancelled', 'pending']);
      clock.set(new Date(NOW.getTime() + 2 * HOUR));
      try {
        await post(`/api/v1/desk/bookings/${seat.id}/cancel`);
      } finally {
        clock.set(NOW);
      }
      list = (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/bookings?courseSettingsId=${settingId}`,
          headers: bearer(adminToken),
        })
      ).json();
      expect(list.map((x) => x.status)).toEqual(['cancelled', 'cancelled', 'pending']);
    });

    it('refuses a checked-in booking, answers 404 for an unknown one and 400 for a bad id', async () => {
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + HOUR) });
      const [member] = await createMembers(t, 1);
      const booking: Booking = (await book(member!.token, settingId)).json();
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/check-in`,
        headers: { ...bearer(adminToken), 'idempotency-key': `desk-test-${booking.id}` },
      });
      const refused = await post(`/api/v1/desk/bookings/${booking.id}/cancel`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'BOOKING_NOT_CANCELLABLE',
        message: 'Diese Buchung kann nicht mehr storniert werden.',
      });
      const missing = await post('/api/v1/desk/bookings/999999/cancel');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Buchung nicht gefunden' });
      const bad = await post('/api/v1/desk/bookings/abc/cancel');
      expect(bad.statusCode).toBe(400);
      expect(details(bad)).toEqual(['id: Ungültige ID']);
    });
  });

  describe('POST /api/v1/desk/bookings/{id}/confirm', () => {
    it('moves a waitlisted booking to a seat only with the override when full, noted and audited', async () => {
      const { courseId, settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 5 * HOUR),
        seats: 1,
      });
      const [a, b] = await createMembers(t, 2);
      await book(a!.token, settingId);
      const waiting: Booking = (await book(b!.token, settingId)).json();
      const full = await post(`/api/v1/desk/bookings/${waiting.id}/confirm`, {});
      expect(full.statusCode).toBe(409);
      expect(errorOf(full)).toEqual({ code: 'BOOKING_FULL', message: 'Der Kurs ist bereits ausgebucht.' });
      const forced = await post(`/api/v1/desk/bookings/${waiting.id}/confirm`, { override: true });
      expect(forced.statusCode).toBe(200);
      expect(forced.json()).toMatchObject({ status: 'confirmed', notes: OVER_CAPACITY, position: null });
      expect(forced.json().promotedAt).toBe(NOW.toISOString());
      expect(await seatsOf(courseId)).toBe(2);
      const [entry] = await auditOf(t, adminToken, 'booking', waiting.id);
      expect(entry).toMatchObject({
        action: 'booking.desk_confirm',
        details: { override: true, overCapacity: true },
      });
      const again = await post(`/api/v1/desk/bookings/${waiting.id}/confirm`, { override: true });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toEqual({
        code: 'BOOKING_NOT_WAITLISTED',
        message: 'Diese Buchung steht nicht auf der Warteliste.',
      });
    });

    it('moves a waitlisted booking up out of turn when a seat is free, without a note', async () => {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 5 * HOUR),
        seats: 1,
      });
      const [a, b, c] = await createMembers(t, 3);
      await book(a!.token, settingId);
      await book(b!.token, settingId);
      const second: Booking = (await book(c!.token, settingId)).json();
      // A seat is freed by raising the capacity by hand in the database, so the waitlist does not move itself.
      await t.database.db
        .updateTable('courseSettings')
        .set({ maxParticipants: 2 })
        .where('id', '=', settingId)
        .execute();
      const response = await post(`/api/v1/desk/bookings/${second.id}/confirm`, {});
      expect(response.json()).toMatchObject({ status: 'confirmed', notes: null });
    });

    it('answers 400 for an override that is not a boolean and 404 for an unknown booking', async () => {
      const invalid = await post('/api/v1/desk/bookings/1/confirm', { override: 'ja' });
      expect(invalid.statusCode).toBe(400);
      expect(details(invalid)).toEqual(['override: override muss true oder false sein']);
      expect((await post('/api/v1/desk/bookings/999999/confirm', {})).statusCode).toBe(404);
    });
  });

  describe('the desk and members booking the last seats at the same moment, over real HTTP', () => {
    let origin: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    const send = (token: string, path: string, body: unknown) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Booking }));

    async function storm(override: boolean) {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 5 * HOUR),
        seats: 10,
      });
      const online = await createMembers(t, 40);
      const atDesk = await createMembers(t, 5);
      const responses = await Promise.all([
        ...online.map((m) => send(m.token, '/api/v1/bookings', { courseSettingsId: settingId })),
        ...atDesk.map((m) =>
          send(adminToken, '/api/v1/desk/bookings', { userId: m.id, courseSettingsId: settingId, override }),
        ),
      ]);
      expect(responses.every((r) => r.status === 201)).toBe(true);
      return responses.map((r) => r.body);
    }

    it('never gives more than the seats without an override, 5 rounds', async () => {
      for (let round = 0; round < 5; round++) {
        const bookings = await storm(false);
        expect(bookings.filter((b) => b.status === 'confirmed')).toHaveLength(10);
        expect(bookings.filter((b) => b.status === 'pending')).toHaveLength(35);
        expect(bookings.some((b) => b.notes === OVER_CAPACITY)).toBe(false);
      }
    });

    it('goes over capacity only by the desk bookings that used the override, 5 rounds', async () => {
      for (let round = 0; round < 5; round++) {
        const bookings = await storm(true);
        const confirmed = bookings.filter((b) => b.status === 'confirmed');
        const overrides = confirmed.filter((b) => b.notes === OVER_CAPACITY);
        expect(confirmed.length - overrides.length).toBe(10);
        // Members online never get a seat beyond the ten.
        expect(confirmed.filter((b) => b.notes !== OVER_CAPACITY)).toHaveLength(10);
        expect(bookings.filter((b) => b.status === 'pending')).toHaveLength(35 - overrides.length);
      }
    });
  });
});
