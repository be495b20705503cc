// Check-in on every engine: the day's sessions for the trainer who leads them and for admins, checking a
// booking in exactly once per Idempotency-Key and idempotent by state, members' signed QR codes and typed
// short codes (forged or altered ones refused), and no-shows once a session has ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#domain/errors/catalogue';
import type { Booking } from '#domain/schemas/bookings';
import type { CheckInCode, CheckInResult, CheckInSession } from '#domain/schemas/check-in';
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
/** Tuesday 24 November 2026, 09:00 Berlin. */
const NOW = new Date('2026-11-24T08:00:00Z');
/** 09:30 Berlin: inside the check-in window (60 minutes before the start) at NOW. */
const SOON = new Date('2026-11-24T08:30:00Z');
const TOMORROW = new Date('2026-11-25T17:00:00Z');

describe.each(dialects())('check-in on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let trainerToken: string;
  let trainerId: number;
  const clock = testClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    [adminToken, trainerToken] = await Promise.all([login(t.app, demo.admin), login(t.app, demo.trainer)]);
    trainerId = await userIdOf(t.database.db, demo.trainer.email);
  });
  afterAll(async () => t?.close());

  let keyCounter = 0;
  const newKey = () => `check-in-key-${dialect}-${++keyCounter}`;
  const checkIn = (bookingId: number, key: string | undefined = newKey(), token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookingId}/check-in`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const scan = (code: string, courseSettingsId: number, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/check-in/scan',
      headers: bearer(token),
      payload: { code, courseSettingsId },
    });
  const book = async (token: string, courseSettingsId: number): Promise<Booking> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(token),
        payload: { courseSettingsId },
      })
    ).json();
  const statusOf = async (bookingId: number) =>
    (
      await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).status;
  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: { path: string; message: string }[] } }).error.details.map(
      (d) => `${d.path}: ${d.message}`,
    );

  /** A session at 09:30 today led by the demo trainer, with `n` booked members. */
  async function tonight(n: number, options: { seats?: number; trainerName?: string; start?: Date } = {}) {
    const { settingId } = await createSession(t, adminToken, {
      start: options.start ?? SOON,
      seats: options.seats ?? 10,
      trainerName: options.trainerName ?? 'Tina Trainer',
    });
    const members = await createMembers(t, n);
    const bookings: Booking[] = [];
    for (const member of members) bookings.push(await book(member.token, settingId));
    return { settingId, members, bookings };
  }

  describe('GET /api/v1/check-in/sessions', () => {
    it('shows an admin every session of the Berlin day with participants and counts, a trainer only their own', async () => {
      const mine = await tonight(3, { seats: 2 });
      const other = await tonight(1, { trainerName: 'Jonas Weber', start: new Date('2026-11-24T10:00:00Z') });
      const tomorrow = await tonight(1, { start: TOMORROW });

      const admin: CheckInSession[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/check-in/sessions', headers: bearer(adminToken) })
      ).json();
      const ids = admin.map((s) => s.id);
      expect(ids).toEqual(expect.arrayContaining([mine.settingId, other.settingId]));
      expect(ids).not.toContain(tomorrow.settingId);
      const session = admin.find((s) => s.id === mine.settingId)!;
      expect(session).toMatchObject({
        courseTitle: 'Zirkeltraining',
        scheduledAt: SOON.toISOString(),
        endsAt: new Date(SOON.getTime() + HOUR).toISOString(),
        trainerName: 'Tina Trainer',
        maxParticipants: 2,
        cancelledAt: null,
        counts: { booked: 2, checkedIn: 0, waitlist: 1, noShow: 0 },
      });
      expect(session.participants.map((p) => [p.lastName, p.status, p.position])).toEqual(
        mine.members.map((m, i) => [m.lastName, i < 2 ? 'confirmed' : 'pending', i < 2 ? null : 1]),
      );

      const trainer: CheckInSession[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/check-in/sessions', headers: bearer(trainerToken) })
      ).json();
      expect(trainer.map((s) => s.id)).toContain(mine.settingId);
      expect(trainer.map((s) => s.id)).not.toContain(other.settingId);
      expect(trainer.every((s) => s.trainerName === 'Tina Trainer')).toBe(true);

      const nextDay: CheckInSession[] = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/check-in/sessions?date=2026-11-25',
          headers: bearer(trainerToken),
        })
      ).json();
      expect(nextDay.map((s) => s.id)).toContain(tomorrow.settingId);
    });

    it('refuses a member with 403 and a visitor with 401, and a malformed date with 400', async () => {
      const member = await t.app.inject({
        method: 'GET',
        url: '/api/v1/check-in/sessions',
        headers: bearer(await login(t.app, demo.member)),
      });
      expect(member.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/check-in/sessions' })).statusCode).toBe(401);
      const invalid = await t.app.inject({
        method: 'GET',
        url: '/api/v1/check-in/sessions?date=morgen',
        headers: bearer(adminToken),
      });
      expect(invalid.statusCode).toBe(400);
      expect(details(invalid)).toEqual(['date: Ungültiges Datum (JJJJ-MM-TT erwartet)']);
    });

    it('answers the same sessions with the same counts and no participants as summaries (the dashboard)', async () => {
      const full = await tonight(3, { seats: 2 });
      const checkedIn = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${full.bookings[0]!.id}/check-in`,
        headers: { ...bearer(adminToken), 'idempotency-key': 'summaries-check-in-1' },
      });
      expect(checkedIn.statusCode).toBe(200);
      for (const [token, date] of [
        [adminToken, ''],
        [trainerToken, ''],
        [adminToken, '?date=2026-11-25'],
      ] as const) {
        const headers = bearer(token);
        const sessions: CheckInSession[] = (
          await t.app.inject({ method: 'GET', url: `/api/v1/check-in/sessions${date}`, headers })
        ).json();
        const summaries = await t.app.inject({
          method: 'GET',
          url: `/api/v1/check-in/summaries${date}`,
          headers,
        });
        expect(summaries.statusCode).toBe(200);
        expect(summaries.json()).toEqual(sessions.map(({ participants: _, ...summary }) => summary));
      }
      const summaries: CheckInSession[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/check-in/summaries', headers: bearer(adminToken) })
      ).json();
      expect(summaries.find((s) => s.id === full.settingId)?.counts).toEqual({
        booked: 2,
        checkedIn: 1,
        waitlist: 1,
        noShow: 0,
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/check-in/summaries' })).statusCode).toBe(401);
      const member = await t.app.inject({
        method: 'GET',
        url: '/api/v1/check-in/summaries',
        headers: bearer(await login(t.app, demo.member)),
      });
      expect(member.statusCode).toBe(403);
    });
  });

  describe('POST /api/v1/bookings/{id}/check-in', () => {
    it('needs an Idempotency-Key', async () => {
      const { bookings } = await tonight(1);
      const response = await checkIn(bookings[0]!.id, '');
      expect(response.statusCode).toBe(400);
      expect(details(response)).toEqual(['idempotency-key: Der Idempotency-Key ist erforderlich']);
      expect(await statusOf(bookings[0]!.id)).toBe('confirmed');
    });

    it('checks a confirmed booking in; the same key replays the same answer, another key answers unchanged', async () => {
      const { bookings, members } = await tonight(1);
      const key = newKey();
      const first = await checkIn(bookings[0]!.id, key);
      expect(first.statusCode).toBe(200);
      const result: CheckInResult = first.json();
      expect(result).toMatchObject({
        alreadyCheckedIn: false,
        member: { id: members[0]!.id, firstName: 'Mitglied', lastName: members[0]!.lastName },
        booking: { id: bookings[0]!.id, status: 'attended', checkedInAt: NOW.toISOString() },
      });

      clock.set(new Date(NOW.getTime() + 60_000));
      try {
        const replay = await checkIn(bookings[0]!.id, key);
        expect(replay.statusCode).toBe(200);
        expect(replay.body).toBe(first.body);
        const other = await checkIn(bookings[0]!.id, newKey());
        expect(other.statusCode).toBe(200);
        expect(other.json()).toMatchObject({
          alreadyCheckedIn: true,
          booking: { status: 'attended', checkedInAt: NOW.toISOString() },
        });
      } finally {
        clock.set(NOW);
      }
      const row = await t.database.db
        .selectFrom('bookings')
        .select(['status', 'checkedInAt', 'checkedInBy'])
        .where('id', '=', bookings[0]!.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'attended',
        checkedInBy: await userIdOf(t.database.db, demo.admin.email),
      });
    });

    it('answers 50 parallel repeats of one key identically, with one check-in', async () => {
      const { bookings } = await tonight(1);
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 50 }, () => checkIn(bookings[0]!.id, key)));
      expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
      expect(new Set(responses.map((r) => r.body)).size).toBe(1);
      expect(responses[0]!.json().alreadyCheckedIn).toBe(false);
      const stored = await t.database.db
        .selectFrom('idempotencyKeys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(1);
    });

    it('refuses the same key for another booking with 422', async () => {
      const { bookings } = await tonight(2);
      const key = newKey();
      await checkIn(bookings[0]!.id, key);
      const reused = await checkIn(bookings[1]!.id, key);
      expect(reused.statusCode).toBe(422);
      expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await statusOf(bookings[1]!.id)).toBe('confirmed');
    });

    it('refuses waitlisted, cancelled and tomorrow’s bookings with the German texts; a stored refusal replays', async () => {
      const { bookings } = await tonight(2, { seats: 1 });
      const key = newKey();
      const waitlisted = await checkIn(bookings[1]!.id, key);
      expect(waitlisted.statusCode).toBe(409);
      expect(errorOf(waitlisted)).toEqual({
        code: 'CHECK_IN_WAITLISTED',
        message: 'Diese Buchung steht noch auf der Warteliste und kann nicht eingecheckt werden.',
      });
      // Moved up by hand, the same key still gets its first answer; a new key checks in.
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/desk/bookings/${bookings[1]!.id}/confirm`,
        headers: bearer(adminToken),
        payload: { override: true },
      });
      expect((await checkIn(bookings[1]!.id, key)).body).toBe(waitlisted.body);
      expect((await checkIn(bookings[1]!.id)).json().booking.status).toBe('attended');

      await t.app.inject({
        method: 'POST',
        url: `/api/v1/desk/bookings/${bookings[0]!.id}/cancel`,
        headers: bearer(adminToken),
      });
      const cancelled = await checkIn(bookings[0]!.id);
      expect(cancelled.statusCode).toBe(409);
      expect(errorOf(cancelled)).toEqual({
        code: 'CHECK_IN_CANCELLED',
        message: 'Diese Buchung wurde storniert und kann nicht eingecheckt werden.',
      });

      const later = await tonight(1, { start: TOMORROW });
      const early = await checkIn(later.bookings[0]!.id);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toEqual({
        code: 'CHECK_IN_TOO_EARLY',
        message: 'Der Check-in öffnet erst 60 Minuten vor Kursbeginn.',
      });
    });

    it('opens check-in 60 minutes before the start, refusing earlier ones in German and taking later ones', async () => {
      // A 09:00 class on Wednesday: at 01:45 the desk is refused (seen on main: it checked in).
      const morning = await tonight(1, { start: new Date('2026-11-25T08:00:00Z') });
      // Noon today: refused at 10:59:59 Berlin, taken from 11:00 on.
      const noon = await tonight(1, { start: new Date('2026-11-24T11:00:00Z') });
      try {
        clock.set(new Date('2026-11-25T00:45:00Z'));
        const night = await checkIn(morning.bookings[0]!.id);
        expect(night.statusCode).toBe(409);
        expect(errorOf(night)).toEqual({
          code: 'CHECK_IN_TOO_EARLY',
          message: 'Der Check-in öffnet erst 60 Minuten vor Kursbeginn.',
        });
        expect(await statusOf(morning.bookings[0]!.id)).toBe('confirmed');

        clock.set(new Date('2026-11-24T09:59:59Z'));
        const trainerEarly = await checkIn(noon.bookings[0]!.id, newKey(), trainerToken);
        expect(errorOf(trainerEarly).code).toBe('CHECK_IN_TOO_EARLY');
        expect(await statusOf(noon.bookings[0]!.id)).toBe('confirmed');

        clock.set(new Date('2026-11-24T10:00:00Z'));
        const opened = await checkIn(noon.bookings[0]!.id, newKey(), trainerToken);
        expect(opened.statusCode).toBe(200);
        expect(await statusOf(noon.bookings[0]!.id)).toBe('attended');

        // The scan of the member's code follows the same window.
        clock.set(new Date('2026-11-25T06:59:00Z'));
        const code: CheckInCode = (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/users/me/check-in-code',
            headers: bearer(morning.members[0]!.token),
          })
        ).json();
        expect(errorOf(await scan(code.code, morning.settingId)).code).toBe('CHECK_IN_TOO_EARLY');
        clock.set(new Date('2026-11-25T07:00:00Z'));
        expect((await scan(code.code, morning.settingId)).statusCode).toBe(200);
        expect(await statusOf(morning.bookings[0]!.id)).toBe('attended');
      } finally {
        clock.set(NOW);
      }
    });

    it('lets the trainer of the session check in, not another trainer or a member; 404 for an unknown booking', async () => {
      const own = await tonight(1);
      expect((await checkIn(own.bookings[0]!.id, newKey(), trainerToken)).statusCode).toBe(200);
      const foreign = await tonight(1, { trainerName: 'Jonas Weber' });
      const refused = await checkIn(foreign.bookings[0]!.id, newKey(), trainerToken);
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toEqual({
        code: 'SESSION_NOT_YOURS',
        message: ERRORS.SESSION_NOT_YOURS.message,
      });
      const member = await checkIn(foreign.bookings[0]!.id, newKey(), foreign.members[0]!.token);
      expect(member.statusCode).toBe(403);
      expect((await checkIn(999_999)).statusCode).toBe(404);
      expect(errorOf(await checkIn(999_999)).code).toBe('BOOKING_NOT_FOUND');
      expect(await statusOf(foreign.bookings[0]!.id)).toBe('confirmed');
    });
  });

  describe('members’ check-in codes', () => {
    const codeOf = async (token: string): Promise<CheckInCode> =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/users/me/check-in-code', headers: bearer(token) })
      ).json();

    it('gives every signed-in member a signed code and a stable short code, and nobody else', async () => {
      const [member] = await createMembers(t, 1);
      const first = await codeOf(member!.token);
      expect(first.code).toMatch(new RegExp(`^K1\\.${member!.id}\\.[A-Za-z0-9_-]{22}$`));
      expect(first.shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(await codeOf(member!.token)).toEqual(first);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/check-in-code' })).statusCode).toBe(
        401,
      );
    });

    it('checks in by the scanned code and by the typed short code in any case', async () => {
      const { settingId, members, bookings } = await tonight(2);
      const scanned = await scan((await codeOf(members[0]!.token)).code, settingId);
      expect(scanned.statusCode).toBe(200);
      expect(scanned.json()).toMatchObject({
        member: { id: members[0]!.id },
        booking: { id: bookings[0]!.id, status: 'attended' },
      });
      const { shortCode } = await codeOf(members[1]!.token);
      const typed = await scan(
        `${shortCode.slice(0, 4).toLowerCase()}-${shortCode.slice(4)}`,
        settingId,
        trainerToken,
      );
      expect(typed.statusCode).toBe(200);
      expect(typed.json().booking).toMatchObject({ id: bookings[1]!.id, status: 'attended' });
      expect((await scan(shortCode, settingId)).json().alreadyCheckedIn).toBe(true);
    });

    it('refuses a forged or altered code with 403 and a malformed one with 400', async () => {
      const { settingId, members } = await tonight(2);
      const [a, b] = [await codeOf(members[0]!.token), await codeOf(members[1]!.token)];
      const forged = `K1.${members[1]!.id}.${a.code.split('.')[2]}`;
      const signature = b.code.split('.')[2]!;
      const altered = `K1.${members[1]!.id}.${signature.slice(0, 21)}${signature[21] === 'A' ? 'B' : 'A'}`;
      for (const code of [forged, altered, 'ZZZZ-ZZZZ']) {
        const response = await scan(code, settingId);
        expect(response.statusCode, code).toBe(403);
        expect(errorOf(response)).toEqual({
          code: 'CHECK_IN_CODE_INVALID',
          message: 'Dieser Check-in-Code ist ungültig.',
        });
      }
      const malformed = await scan('K1.abc', settingId);
      expect(malformed.statusCode).toBe(400);
      expect(details(malformed)).toEqual(['code: Der Check-in-Code hat nicht das erwartete Format']);
      expect(
        await statusOf(
          (
            await t.database.db
              .selectFrom('bookings')
              .select('id')
              .where('userId', '=', members[1]!.id)
              .executeTakeFirstOrThrow()
          ).id,
        ),
      ).toBe('confirmed');
    });

    it('answers 404 when the member has no booking for the session, 409 when it was cancelled, 403 for another trainer', async () => {
      const { settingId, bookings, members } = await tonight(1);
      const [stranger] = await createMembers(t, 1);
      const none = await scan((await codeOf(stranger!.token)).code, settingId);
      expect(none.statusCode).toBe(404);
      expect(errorOf(none)).toEqual({
        code: 'CHECK_IN_NO_BOOKING',
        message: 'Für dieses Mitglied gibt es keine Buchung für diesen Termin.',
      });
      // Cancelled at the desk (the member's own cancellation deadline passed 90 minutes ago).
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/desk/bookings/${bookings[0]!.id}/cancel`,
        headers: bearer(adminToken),
      });
      expect(errorOf(await scan((await codeOf(members[0]!.token)).code, settingId)).code).toBe(
        'CHECK_IN_CANCELLED',
      );
      const foreign = await tonight(1, { trainerName: 'Jonas Weber' });
      const refused = await scan(
        (await codeOf(foreign.members[0]!.token)).code,
        foreign.settingId,
        trainerToken,
      );
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST /api/v1/course-settings/{id}/no-shows', () => {
    it('marks unchecked confirmed bookings as no-shows once the session has ended, and records it', async () => {
      const { settingId, bookings, members } = await tonight(4, { seats: 3 });
      await checkIn(bookings[0]!.id);
      const early = await t.app.inject({
        method: 'POST',
        url: `/api/v1/course-settings/${settingId}/no-shows`,
        headers: bearer(trainerToken),
      });
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toEqual({
        code: 'SESSION_NOT_ENDED',
        message: 'Dieser Termin ist noch nicht beendet.',
      });

      clock.set(new Date(SOON.getTime() + HOUR));
      try {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1/course-settings/${settingId}/no-shows`,
          headers: bearer(trainerToken),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().marked).toBe(2);
        expect(response.json().session.counts).toEqual({ booked: 3, checkedIn: 1, waitlist: 1, noShow: 2 });
        expect(await Promise.all(bookings.map((b) => statusOf(b.id)))).toEqual([
          'attended',
          'no_show',
          'no_show',
          'pending',
        ]);
        const mine: Booking[] = (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/bookings/me',
            headers: bearer(members[1]!.token),
          })
        ).json();
        expect(mine[0]!.status).toBe('no_show');
        const [entry] = await auditOf(t, adminToken, 'course_setting', settingId);
        expect(entry).toMatchObject({
          action: 'session.no_shows',
          actorId: trainerId,
          details: { bookings: [bookings[1]!.id, bookings[2]!.id] },
        });
        const again = await t.app.inject({
          method: 'POST',
          url: `/api/v1/course-settings/${settingId}/no-shows`,
          headers: bearer(adminToken),
        });
        expect(again.json().marked).toBe(0);
        expect(await auditOf(t, adminToken, 'course_setting', settingId)).toHaveLength(1);
        // A member who was there after all is checked in late: the no-show is corrected.
        expect((await checkIn(bookings[1]!.id)).json().booking.status).toBe('attended');
      } finally {
        clock.set(NOW);
      }
    });

    it('refuses another trainer and a member, answers 404 for an unknown session', async () => {
      const { settingId, members } = await tonight(1, { trainerName: 'Jonas Weber' });
      const post = (token: string, id = settingId) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/course-settings/${id}/no-shows`,
          headers: bearer(token),
        });
      expect((await post(trainerToken)).statusCode).toBe(403);
      expect((await post(members[0]!.token)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/course-settings/${settingId}/no-shows` }))
          .statusCode,
      ).toBe(401);
      const missing = await post(adminToken, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('COURSE_SETTING_NOT_FOUND');
    });
  });

  describe('DELETE /api/v1/bookings/{id}/check-in', () => {
    const undo = (bookingId: number, token = trainerToken) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/bookings/${bookingId}/check-in`,
        headers: bearer(token),
      });
    const checkedIn = async (bookingId: number) =>
      (
        await t.database.db
          .selectFrom('bookings')
          .select(['checkedInAt', 'checkedInBy'])
          .where('id', '=', bookingId)
          .executeTakeFirstOrThrow()
      ).checkedInAt;
    const sessionCounts = async (settingId: number, token = trainerToken) =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/check-in/sessions', headers: bearer(token) })
        ).json() as CheckInSession[]
      ).find((s) => s.id === settingId)!.counts;

    it('takes a check-in back within 5 minutes, audited; the booking holds its seat again and can be checked in anew', async () => {
      const { settingId, bookings } = await tonight(1);
      const bookingId = bookings[0]!.id;
      try {
        const notYet = await undo(bookingId);
        expect(notYet.statusCode).toBe(409);
        expect(errorOf(notYet)).toEqual({
          code: 'CHECK_IN_NOT_CHECKED_IN',
          message: ERRORS.CHECK_IN_NOT_CHECKED_IN.message,
        });
        expect((await checkIn(bookingId, newKey(), trainerToken)).statusCode).toBe(200);
        expect((await sessionCounts(settingId)).checkedIn).toBe(1);

        clock.set(new Date(NOW.getTime() + 5 * 60_000)); // the last moment of the window
        const undone = await undo(bookingId);
        expect(undone.statusCode).toBe(200);
        expect((undone.json() as Booking).status).toBe('confirmed');
        expect(await statusOf(bookingId)).toBe('confirmed');
        expect(await checkedIn(bookingId)).toBeNull();
        expect(await sessionCounts(settingId)).toMatchObject({ booked: 1, checkedIn: 0 });
        const [entry] = await auditOf(t, adminToken, 'booking', bookingId);
        expect(entry).toMatchObject({
          action: 'booking.check_in_undone',
          actorId: trainerId,
          details: { courseSettingId: settingId, checkedInAt: NOW.toISOString(), checkedInBy: trainerId },
        });
        expect(errorOf(await undo(bookingId)).code).toBe('CHECK_IN_NOT_CHECKED_IN');

        const again = await checkIn(bookingId, newKey(), trainerToken);
        expect((again.json() as CheckInResult).booking.status).toBe('attended');
      } finally {
        clock.set(NOW);
      }
    });

    it('refuses it once 5 minutes have passed (409 with the German message), and the check-in stays', async () => {
      const { bookings } = await tonight(1);
      const bookingId = bookings[0]!.id;
      try {
        expect((await checkIn(bookingId)).statusCode).toBe(200);
        clock.set(new Date(NOW.getTime() + 5 * 60_000 + 1));
        const late = await undo(bookingId, adminToken);
        expect(late.statusCode).toBe(409);
        expect(errorOf(late)).toEqual({
          code: 'CHECK_IN_UNDO_EXPIRED',
          message: 'Ein Check-in lässt sich nur in den ersten 5 Minuten rückgängig machen.',
        });
        expect(await statusOf(bookingId)).toBe('attended');
        expect(await auditOf(t, adminToken, 'booking', bookingId)).toEqual([]);
      } finally {
        clock.set(NOW);
      }
    });

    it('refuses another trainer’s session, a member and a visitor; 404 for an unknown booking', async () => {
      const { bookings, members } = await tonight(1, { trainerName: 'Jonas Weber' });
      const bookingId = bookings[0]!.id;
      expect((await checkIn(bookingId)).statusCode).toBe(200);
      const foreign = await undo(bookingId, trainerToken);
      expect(foreign.statusCode).toBe(403);
      expect(errorOf(foreign).code).toBe('SESSION_NOT_YOURS');
      expect((await undo(bookingId, members[0]!.token)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/v1/bookings/${bookingId}/check-in` })).statusCode,
      ).toBe(401);
      expect(await statusOf(bookingId)).toBe('attended');
      const missing = await undo(999_999, adminToken);
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('BOOKING_NOT_FOUND');
      expect((await undo(bookingId, adminToken)).statusCode).toBe(200);
    });
  });
});
