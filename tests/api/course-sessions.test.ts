// Course administration at the front desk on every engine: a weekly series in one step (Berlin wall time
// across the clock change), editing and cancelling one session, deleting a course with bookings only when
// confirmed, and the audit entry every one of these changes writes, the existing course writes included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import type { Course } from '#domain/schemas/courses';
import { formatTime } from '#domain/time';
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
/** Monday 12 October 2026, 10:00 Berlin (summer time): a week before the series starts. */
const NOW = new Date('2026-10-12T08:00:00Z');

describe.each(dialects())('course sessions at the desk on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  const clock = testClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    adminToken = await login(t.app, demo.admin);
    adminId = await userIdOf(t.database.db, demo.admin.email);
  });
  afterAll(async () => t?.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = adminToken,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
  const book = (token: string, courseSettingsId: number) =>
    inject('POST', '/api/v1/bookings', { courseSettingsId }, token);
  const myBookings = async (token: string): Promise<Booking[]> =>
    (await inject('GET', '/api/v1/bookings/me', undefined, token)).json();
  const messages = (response: { json(): unknown }) =>
    (
      (response.json() as { error: { details: { path: string; message: string }[] } }).error.details ?? []
    ).map((d) => `${d.path}: ${d.message}`);

  describe('POST /api/v1/courses/{id}/series', () => {
    it('creates twelve Monday 18:00 sessions that keep their Berlin time across the October clock change', async () => {
      const { courseId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + 2 * HOUR) });
      const response = await inject('POST', `/api/v1/courses/${courseId}/series`, {
        firstStart: '2026-10-19T16:00:00Z',
        weeks: 12,
        trainerName: 'Lena Berger',
        maxParticipants: 14,
      });
      expect(response.statusCode).toBe(201);
      const course: Course = response.json();
      const series = course.courseSettings.filter((s) => s.trainerName === 'Lena Berger');
      expect(series).toHaveLength(12);
      expect(series.map((s) => formatTime(s.scheduledAt))).toEqual(Array(12).fill('18:00'));
      expect(series.slice(0, 3).map((s) => s.scheduledAt)).toEqual([
        '2026-10-19T16:00:00.000Z',
        '2026-10-26T17:00:00.000Z',
        '2026-11-02T17:00:00.000Z',
      ]);
      expect(series.every((s) => s.maxParticipants === 14 && s.bookable)).toBe(true);

      // On the public week grid of the week after the change (Monday 03:00 to Sunday 23:59:59.999 Berlin).
      const week = await t.app.inject({
        method: 'GET',
        url: '/api/v1/courses?startDate=2026-10-26T02:00:00.000Z&endDate=2026-11-01T22:59:59.999Z',
      });
      const listed: Course[] = week.json();
      expect(listed.find((c) => c.id === courseId)?.courseSettings.map((s) => s.scheduledAt)).toEqual([
        '2026-10-26T17:00:00.000Z',
      ]);

      const [entry] = await auditOf(t, adminToken, 'course', courseId);
      expect(entry).toMatchObject({
        action: 'course.series',
        actorId: adminId,
        actorName: 'Alex Admin',
        details: { weeks: 12, trainerName: 'Lena Berger', firstStart: '2026-10-19T16:00:00.000Z' },
      });
      expect(entry!.details.sessions).toEqual(series.map((s) => s.id));
    });

    it('answers 400 with the German field messages for bad weeks, a missing trainer and a start in the past', async () => {
      const { courseId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + HOUR) });
      const invalid = await inject('POST', `/api/v1/courses/${courseId}/series`, {
        firstStart: 'nächsten Montag',
        weeks: 53,
        trainerName: ' ',
        maxParticipants: 0,
      });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).code).toBe('VALIDATION');
      expect(messages(invalid)).toEqual([
        'firstStart: Ungültiges Datum oder ungültige Uhrzeit',
        'weeks: Die Anzahl der Wochen muss zwischen 1 und 52 liegen',
        'trainerName: Trainer ist erforderlich',
        'maxParticipants: Die Teilnehmerzahl muss zwischen 1 und 500 liegen',
      ]);
      const past = await inject('POST', `/api/v1/courses/${courseId}/series`, {
        firstStart: new Date(NOW.getTime() - HOUR).toISOString(),
        weeks: 2,
        trainerName: 'Lena Berger',
        maxParticipants: 5,
      });
      expect(past.statusCode).toBe(400);
      expect(messages(past)).toEqual(['firstStart: Der erste Termin muss in der Zukunft liegen']);
    });

    it('answers 404 for an unknown course', async () => {
      const response = await inject('POST', '/api/v1/courses/999999/series', {
        firstStart: '2026-10-19T16:00:00Z',
        weeks: 2,
        trainerName: 'Lena Berger',
        maxParticipants: 5,
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Kurs nicht gefunden' });
    });
  });

  describe('PUT /api/v1/course-settings/{id}', () => {
    it("edits one session's trainer and time, and records the change", async () => {
      const start = new Date(NOW.getTime() + 48 * HOUR);
      const { courseId, settingId } = await createSession(t, adminToken, { start, seats: 4 });
      const later = new Date(start.getTime() + HOUR).toISOString();
      const response = await inject('PUT', `/api/v1/course-settings/${settingId}`, {
        scheduledAt: later,
        trainerName: 'Jonas Weber',
        maxParticipants: 4,
      });
      expect(response.statusCode).toBe(200);
      const course: Course = response.json();
      expect(course.id).toBe(courseId);
      expect(course.courseSettings.find((s) => s.id === settingId)).toMatchObject({
        scheduledAt: later,
        trainerName: 'Jonas Weber',
        maxParticipants: 4,
      });
      const [entry] = await auditOf(t, adminToken, 'course_setting', settingId);
      expect(entry).toMatchObject({
        action: 'session.update',
        actorId: adminId,
        details: {
          courseId,
          changes: {
            scheduledAt: { from: start.toISOString(), to: later },
            trainerName: { from: 'Tina Trainer', to: 'Jonas Weber' },
          },
        },
      });
    });

    it('moves the waitlist up in booking order when seats are added, and refuses fewer seats than booked', async () => {
      const { settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 48 * HOUR),
        seats: 1,
      });
      const [a, b, c] = await createMembers(t, 3);
      for (const m of [a!, b!, c!]) await book(m.token, settingId);
      const body = (max: number) => ({
        scheduledAt: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
        trainerName: 'Tina Trainer',
        maxParticipants: max,
      });
      const raised = await inject('PUT', `/api/v1/course-settings/${settingId}`, body(2));
      expect(raised.statusCode).toBe(200);
      expect((await myBookings(b!.token))[0]).toMatchObject({ status: 'confirmed' });
      expect((await myBookings(c!.token))[0]).toMatchObject({ status: 'pending', position: 1 });
      const [entry] = await auditOf(t, adminToken, 'course_setting', settingId);
      expect(entry!.details).toMatchObject({ promoted: [(await myBookings(b!.token))[0]!.id] });

      const lowered = await inject('PUT', `/api/v1/course-settings/${settingId}`, body(1));
      expect(lowered.statusCode).toBe(409);
      expect(errorOf(lowered)).toEqual({
        code: 'SEATS_BELOW_BOOKED',
        message: 'Die Teilnehmerzahl kann nicht unter die Zahl der bereits vergebenen Plätze gesenkt werden.',
      });
    });

    it('answers 400 with field messages and 404 for an unknown session', async () => {
      const invalid = await inject('PUT', '/api/v1/course-settings/1', {
        trainerName: '',
        maxParticipants: 'viele',
      });
      expect(invalid.statusCode).toBe(400);
      expect(messages(invalid)).toEqual([
        'scheduledAt: Ungültiges Datum oder ungültige Uhrzeit',
        'trainerName: Trainer ist erforderlich',
        'maxParticipants: Die Teilnehmerzahl muss zwischen 1 und 500 liegen',
      ]);
      const missing = await inject('PUT', '/api/v1/course-settings/999999', {
        scheduledAt: NOW.toISOString(),
        trainerName: 'X',
        maxParticipants: 3,
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toEqual({
        code: 'COURSE_SETTING_NOT_FOUND',
        message: 'Kurs-Einstellung nicht gefunden',
      });
    });
  });

  describe('POST /api/v1/course-settings/{id}/cancel', () => {
    it('asks first when the session has bookings, then cancels them with "Kurs abgesagt" for the member', async () => {
      const start = new Date(NOW.getTime() + 30 * HOUR);
      const { courseId, settingId } = await createSession(t, adminToken, { start, seats: 1 });
      const [seated, waiting] = await createMembers(t, 2);
      await book(seated!.token, settingId);
      await book(waiting!.token, settingId);

      const unconfirmed = await inject('POST', `/api/v1/course-settings/${settingId}/cancel`, {});
      expect(unconfirmed.statusCode).toBe(409);
      expect(errorOf(unconfirmed)).toEqual({
        code: 'SESSION_CANCEL_HAS_BOOKINGS',
        message:
          'Dieser Termin hat offene Buchungen. Bitte bestätige die Absage – die Buchungen werden dann storniert.',
      });
      expect((await myBookings(seated!.token))[0]!.status).toBe('confirmed');

      const confirmed = await inject('POST', `/api/v1/course-settings/${settingId}/cancel`, {
        confirm: true,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().cancelledBookings).toBe(2);
      const session = (confirmed.json().course as Course).courseSettings.find((s) => s.id === settingId)!;
      expect(session.cancelledAt).toBe(NOW.toISOString());
      expect(session.bookable).toBe(false);

      for (const member of [seated!, waiting!]) {
        expect((await myBookings(member.token))[0]).toMatchObject({
          status: 'cancelled',
          notes: 'Kurs abgesagt',
          cancelledAt: NOW.toISOString(),
        });
      }
      // Gone from the public list; listed with its stamp when asked for; not bookable any more.
      const publicList: Course[] = (await t.app.inject({ method: 'GET', url: '/api/v1/courses' })).json();
      expect(publicList.find((c) => c.id === courseId)).toBeUndefined();
      const withCancelled: Course[] = (
        await t.app.inject({ method: 'GET', url: '/api/v1/courses?includeCancelled=true' })
      ).json();
      expect(withCancelled.find((c) => c.id === courseId)?.courseSettings[0]?.cancelledAt).toBe(
        NOW.toISOString(),
      );
      const late = await book((await createMembers(t, 1))[0]!.token, settingId);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toEqual({ code: 'SESSION_CANCELLED', message: 'Dieser Termin wurde abgesagt.' });

      const entries = await auditOf(t, adminToken, 'course_setting', settingId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'session.cancel', actorId: adminId });
      expect(entries[0]!.details.cancelledBookings).toHaveLength(2);

      // Cancelling again answers the same and records nothing new.
      const again = await inject('POST', `/api/v1/course-settings/${settingId}/cancel`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json().cancelledBookings).toBe(0);
      expect(await auditOf(t, adminToken, 'course_setting', settingId)).toHaveLength(1);
      const edit = await inject('PUT', `/api/v1/course-settings/${settingId}`, {
        scheduledAt: start.toISOString(),
        trainerName: 'X',
        maxParticipants: 3,
      });
      expect(errorOf(edit).code).toBe('SESSION_CANCELLED');
    });

    it('cancels a session without bookings without asking, and refuses one that has started', async () => {
      const { settingId } = await createSession(t, adminToken, { start: new Date(NOW.getTime() + HOUR) });
      expect((await inject('POST', `/api/v1/course-settings/${settingId}/cancel`)).statusCode).toBe(200);
      const started = await createSession(t, adminToken, { start: new Date(NOW.getTime() + HOUR) });
      clock.set(new Date(NOW.getTime() + 2 * HOUR));
      try {
        const response = await inject('POST', `/api/v1/course-settings/${started.settingId}/cancel`, {
          confirm: true,
        });
        expect(response.statusCode).toBe(409);
        expect(errorOf(response)).toEqual({
          code: 'SESSION_ALREADY_STARTED',
          message: 'Dieser Termin hat bereits begonnen.',
        });
      } finally {
        clock.set(NOW);
      }
    });

    it('answers 400 for a confirm that is not a boolean and 404 for an unknown session', async () => {
      const invalid = await inject('POST', '/api/v1/course-settings/1/cancel', { confirm: 'ja' });
      expect(invalid.statusCode).toBe(400);
      expect(messages(invalid)).toEqual(['confirm: Die Bestätigung muss true oder false sein']);
      const missing = await inject('POST', '/api/v1/course-settings/999999/cancel', { confirm: true });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('COURSE_SETTING_NOT_FOUND');
    });

    it('keeps a cancelled session when the course is saved without it', async () => {
      const created: Course = (
        await inject('POST', '/api/v1/courses', {
          title: 'Rückenfit',
          difficulty: 1,
          courseSettings: [
            {
              scheduledAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
              trainerName: 'A B',
              maxParticipants: 5,
            },
            {
              scheduledAt: new Date(NOW.getTime() + 48 * HOUR).toISOString(),
              trainerName: 'A B',
              maxParticipants: 5,
            },
          ],
        })
      ).json();
      const [cancelled, kept] = created.courseSettings;
      const [member] = await createMembers(t, 1);
      await book(member!.token, cancelled!.id);
      await inject('POST', `/api/v1/course-settings/${cancelled!.id}/cancel`, { confirm: true });
      const saved = await inject('PUT', `/api/v1/courses/${created.id}`, {
        title: 'Rückenfit',
        difficulty: 1,
        courseSettings: [
          { id: kept!.id, scheduledAt: kept!.scheduledAt, trainerName: 'A B', maxParticipants: 5 },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as Course).courseSettings.map((s) => [s.id, s.cancelledAt ?? null])).toEqual([
        [cancelled!.id, NOW.toISOString()],
        [kept!.id, null],
      ]);
      expect((await myBookings(member!.token))[0]).toMatchObject({ notes: 'Kurs abgesagt' });
    });
  });

  describe('the course writes of seed 000 §7', () => {
    it('record create, update and delete in the audit log, newest first, with who did it', async () => {
      const created: Course = (
        await inject('POST', '/api/v1/courses', {
          title: 'Faszientraining',
          difficulty: 1,
          courseSettings: [
            {
              scheduledAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
              trainerName: 'A B',
              maxParticipants: 5,
            },
          ],
        })
      ).json();
      const session = created.courseSettings[0]!;
      await inject('PUT', `/api/v1/courses/${created.id}`, {
        title: 'Faszien & Mobility',
        difficulty: 2,
        description: 'Neu',
        courseSettings: [
          { id: session.id, scheduledAt: session.scheduledAt, trainerName: 'C D', maxParticipants: 5 },
        ],
      });
      expect((await inject('DELETE', `/api/v1/courses/${created.id}`)).statusCode).toBe(204);
      const entries = await auditOf(t, adminToken, 'course', created.id);
      expect(entries.map((e) => e.action)).toEqual(['course.delete', 'course.update', 'course.create']);
      expect(entries.every((e) => e.actorId === adminId)).toBe(true);
      expect(entries[1]!.details).toEqual({
        changes: {
          title: { from: 'Faszientraining', to: 'Faszien & Mobility' },
          difficulty: { from: 1, to: 2 },
        },
        descriptionChanged: true,
        sessionsAdded: [],
        sessionsUpdated: [session.id],
        sessionsRemoved: [],
      });
      expect(entries[0]!.details).toMatchObject({ title: 'Faszien & Mobility', keptForStatistics: false });
    });

    it('writes nothing to the audit log when a course write is refused', async () => {
      const before = (await inject('GET', '/api/v1/audit?limit=500')).json().length;
      const refused = await inject('PUT', '/api/v1/courses/999999', {
        title: 'X',
        difficulty: 1,
        courseSettings: [{ scheduledAt: NOW.toISOString(), trainerName: 'A', maxParticipants: 1 }],
      });
      expect(refused.statusCode).toBe(404);
      expect((await inject('GET', '/api/v1/audit?limit=500')).json()).toHaveLength(before);
    });
  });

  describe('DELETE /api/v1/courses/{id}', () => {
    it('refuses a course with bookings to come unless confirmed, then keeps it hidden for the history', async () => {
      const { courseId, settingId } = await createSession(t, adminToken, {
        start: new Date(NOW.getTime() + 24 * HOUR),
      });
      const [member] = await createMembers(t, 1);
      await book(member!.token, settingId);
      const refused = await inject('DELETE', `/api/v1/courses/${courseId}`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'COURSE_HAS_BOOKINGS',
        message: 'Dieser Kurs hat aktive Buchungen und kann nicht gelöscht werden.',
      });
      const invalid = await inject('DELETE', `/api/v1/courses/${courseId}`, { confirm: 1 });
      expect(invalid.statusCode).toBe(400);
      expect(messages(invalid)).toEqual(['confirm: Die Bestätigung muss true oder false sein']);

      const deleted = await inject('DELETE', `/api/v1/courses/${courseId}`, { confirm: true });
      expect(deleted.statusCode).toBe(204);
      expect((await inject('GET', `/api/v1/courses/${courseId}`)).statusCode).toBe(404);
      expect(errorOf(await inject('DELETE', `/api/v1/courses/${courseId}`, { confirm: true })).code).toBe(
        'COURSE_NOT_FOUND',
      );
      // The member still sees their booking, cancelled with the reason, under the course's title.
      expect((await myBookings(member!.token))[0]).toMatchObject({
        status: 'cancelled',
        notes: 'Kurs abgesagt',
        courseTitle: 'Zirkeltraining',
      });
      const [entry] = await auditOf(t, adminToken, 'course', courseId);
      expect(entry).toMatchObject({
        action: 'course.delete',
        details: { keptForStatistics: true, cancelledSessions: [settingId] },
      });
    });
  });

  describe('GET /api/v1/audit', () => {
    it('answers 400 for an unknown record type, an id without a type and a bad limit', async () => {
      const response = await inject('GET', '/api/v1/audit?entityType=kurs&limit=0');
      expect(response.statusCode).toBe(400);
      expect(messages(response)).toEqual([
        'entityType: Unbekannter Datensatz-Typ',
        'limit: Das Limit muss zwischen 1 und 500 liegen',
      ]);
      const idOnly = await inject('GET', '/api/v1/audit?entityId=3');
      expect(messages(idOnly)).toEqual(['entityType: Zur ID gehört ein Datensatz-Typ']);
    });

    it('answers an empty list for a record without entries', async () => {
      const response = await inject('GET', '/api/v1/audit?entityType=booking&entityId=999999');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });
});
