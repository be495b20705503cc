// The trainer's day on every engine (issue 22): sessions name Trainer accounts; a trainer reads and marks only
// their own sessions (403 SESSION_NOT_YOURS on another's); a message to the participants reaches each booked
// member once and is refused past the daily cap; a substitute request taken by another trainer (or assigned by an
// admin) changes the session's trainer and tells each booked member once, by mail through the real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MESSAGES_PER_DAY } from '#domain/constants';
import { ERRORS, formatErrorMessage } from '#domain/errors/catalogue';
import type { Course } from '#domain/schemas/courses';
import type {
  SubstituteRequest,
  SubstituteResult,
  TrainerSessionDetail,
  TrainerAgenda,
} from '#domain/schemas/trainer';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { parseMail, until } from '../support/smtp';
import { outboxAtRest } from './outbox';
import {
  auditOf,
  bearer,
  createMembers,
  createSession,
  createTestAppWithSmtp,
  demo,
  dialects,
  errorOf,
  insertBookings,
  login,
  testClock,
  userIdOf,
  type TestApp,
} from './helpers';

const jonasAccount = DEMO_ACCOUNTS.find((a) => a.email === 'trainer2@kraftraum.de')!;
// Tuesday 24 November 2026, 09:00 in Berlin.
const NOW = new Date('2026-11-24T08:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(dialects())('the trainer area on %s', (dialect) => {
  let t: TestApp & { smtp: Awaited<ReturnType<typeof createTestAppWithSmtp>>['smtp'] };
  const clock = testClock(NOW);
  let admin: string;
  let tina: string;
  let jonas: string;
  let tinaId: number;
  let jonasId: number;

  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { clock });
    [admin, tina, jonas] = await Promise.all([
      login(t.app, demo.admin),
      login(t.app, demo.trainer),
      login(t.app, jonasAccount),
    ]);
    tinaId = await userIdOf(t.database.db, demo.trainer.email);
    jonasId = await userIdOf(t.database.db, jonasAccount.email);
  });
  afterAll(() => t?.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A session of a new course led by `trainerName`, two members booked and one waiting. */
  async function session(trainerName: string, startInMinutes = 30) {
    const { courseId, settingId } = await createSession(t, admin, {
      start: inMinutes(startInMinutes),
      trainerName,
      seats: 2,
    });
    const members = await createMembers(t, 3);
    await insertBookings(t, [
      { userId: members[0]!.id, courseSettingId: settingId, status: 'confirmed' },
      { userId: members[1]!.id, courseSettingId: settingId, status: 'confirmed' },
      { userId: members[2]!.id, courseSettingId: settingId, status: 'pending' },
    ]);
    const bookings = await t.database.db
      .selectFrom('bookings')
      .select(['id', 'userId'])
      .where('courseSettingId', '=', settingId)
      .orderBy('id')
      .execute();
    return { courseId, settingId, members, bookingIds: bookings.map((b) => b.id) };
  }

  const mailsTo = (email: string) =>
    t.smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => parseMail(mail.raw));

  it('links a typed name to the one Trainer account of that name, an explicit account to its name, and keeps other names typed', async () => {
    const typed = await createSession(t, admin, { start: inMinutes(60), trainerName: '  tina   TRAINER ' });
    const guest = await createSession(t, admin, { start: inMinutes(60), trainerName: 'Gast Trainerin' });
    // The public course answer shows the name only; which account a session names is the database's.
    const settingOf = (courseId: number) =>
      t.database.db
        .selectFrom('courseSettings')
        .select(['trainerId', 'trainerName'])
        .where('courseId', '=', courseId)
        .executeTakeFirstOrThrow();
    expect(await settingOf(typed.courseId)).toMatchObject({ trainerId: tinaId, trainerName: 'Tina Trainer' });
    expect(await settingOf(guest.courseId)).toMatchObject({ trainerId: null, trainerName: 'Gast Trainerin' });

    const edit = (trainerId: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/course-settings/${guest.settingId}`,
        headers: bearer(admin),
        payload: {
          scheduledAt: inMinutes(60).toISOString(),
          trainerName: 'egal',
          trainerId,
          maxParticipants: 10,
        },
      });
    expect((await edit(jonasId)).statusCode).toBe(200);
    expect(await settingOf(guest.courseId)).toMatchObject({ trainerId: jonasId, trainerName: 'Jonas Weber' });
    const member = await userIdOf(t.database.db, demo.member.email);
    const refused = await edit(member);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('TRAINER_NOT_FOUND');

    const trainers = (await get('/api/v1/trainers', tina)).json() as { id: number; name: string }[];
    expect(trainers).toEqual([
      { id: jonasId, name: 'Jonas Weber' },
      { id: tinaId, name: 'Tina Trainer' },
    ]);
    expect((await get('/api/v1/trainers', (await createMembers(t, 1))[0]!.token)).statusCode).toBe(403);
  });

  it('lets a trainer read and mark only their own sessions: 403 with the German message on another trainer’s', async () => {
    const own = await session('Tina Trainer');
    const foreign = await session('Jonas Weber');

    const week = (await get('/api/v1/trainer/sessions', tina)).json() as TrainerAgenda;
    expect(week.today).toBe('2026-11-24');
    const listed = week.sessions.find((s) => s.id === own.settingId);
    expect(listed).toMatchObject({ trainerId: tinaId, counts: { booked: 2, waitlist: 1, checkedIn: 0 } });
    expect(week.sessions.every((s) => s.trainerId === tinaId)).toBe(true);
    expect(week.sessions.some((s) => s.id === foreign.settingId)).toBe(false);
    const all = (await get('/api/v1/trainer/sessions', admin)).json() as TrainerAgenda;
    expect(all.sessions.map((s) => s.id)).toEqual(expect.arrayContaining([own.settingId, foreign.settingId]));

    const detail = await get(`/api/v1/trainer/sessions/${own.settingId}`, tina);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as TrainerSessionDetail).participants).toHaveLength(3);

    const notYours = { code: 'SESSION_NOT_YOURS', message: ERRORS.SESSION_NOT_YOURS.message };
    const read = await get(`/api/v1/trainer/sessions/${foreign.settingId}`, tina);
    expect(read.statusCode).toBe(403);
    expect(errorOf(read)).toEqual(notYours);

    const checkIn = (bookingId: number, token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${bookingId}/check-in`,
        headers: { ...bearer(token), 'idempotency-key': `k-${bookingId}-${Math.random()}` },
      });
    expect((await checkIn(own.bookingIds[0]!, tina)).statusCode).toBe(200);
    const refused = await checkIn(foreign.bookingIds[0]!, tina);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual(notYours);
    const noShows = await post(`/api/v1/course-settings/${foreign.settingId}/no-shows`, tina);
    expect(noShows.statusCode).toBe(403);
    expect(errorOf(noShows)).toEqual(notYours);
    const message = await post(`/api/v1/trainer/sessions/${foreign.settingId}/messages`, tina, {
      subject: 'Hallo',
      text: 'Nicht meins',
    });
    expect(message.statusCode).toBe(403);
    const substitute = await post(`/api/v1/trainer/sessions/${foreign.settingId}/substitute-requests`, tina, {
      reason: 'Nicht meins',
    });
    expect(substitute.statusCode).toBe(403);

    const after = (
      await get(`/api/v1/trainer/sessions/${own.settingId}`, tina)
    ).json() as TrainerSessionDetail;
    expect(after.counts).toMatchObject({ booked: 2, checkedIn: 1, waitlist: 1 });
    // The week reads the counts the bookings' triggers keep, not the participants: the same figures.
    const weekAfter = (await get('/api/v1/trainer/sessions', tina)).json() as TrainerAgenda;
    expect(weekAfter.sessions.find((s) => s.id === own.settingId)?.counts).toEqual(after.counts);
    const untouched = (await get(`/api/v1/trainer/sessions/${foreign.settingId}`, jonas)).json();
    expect((untouched as TrainerSessionDetail).counts.checkedIn).toBe(0);
    const member = await get(`/api/v1/trainer/sessions/${own.settingId}`, own.members[0]!.token);
    expect(member.statusCode).toBe(403);
  });

  it('sends a message to each booked member once (not to the waitlist) and refuses it past the daily cap', async () => {
    const own = await session('Tina Trainer');
    const send = (n: number) =>
      post(`/api/v1/trainer/sessions/${own.settingId}/messages`, tina, {
        subject: `Wir starten heute draußen ${n}`,
        text: 'Treffpunkt ist der Park hinter dem Studio.',
      });
    for (let n = 1; n <= SESSION_MESSAGES_PER_DAY; n++) {
      const sent = await send(n);
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toEqual({ recipients: 2, messagesLeftToday: SESSION_MESSAGES_PER_DAY - n });
    }
    const capped = await send(SESSION_MESSAGES_PER_DAY + 1);
    expect(capped.statusCode).toBe(409);
    expect(errorOf(capped)).toMatchObject({
      code: 'SESSION_MESSAGE_LIMIT',
      message: formatErrorMessage('SESSION_MESSAGE_LIMIT', { limit: SESSION_MESSAGES_PER_DAY }),
    });

    const [first, second, waiting] = own.members;
    await until(
      () => mailsTo(first!.email).length + mailsTo(second!.email).length >= 2 * SESSION_MESSAGES_PER_DAY,
    );
    for (const member of [first!, second!]) {
      const subjects = mailsTo(member.email).map((mail) => mail.subject);
      for (let n = 1; n <= SESSION_MESSAGES_PER_DAY; n++)
        expect(subjects.filter((s) => s.startsWith(`Wir starten heute draußen ${n} – `))).toHaveLength(1);
      expect(
        subjects.some((s) => s.startsWith(`Wir starten heute draußen ${SESSION_MESSAGES_PER_DAY + 1}`)),
      ).toBe(false);
      const mail = mailsTo(member.email)[0]!;
      expect(mail.text).toContain('Tina Trainer schreibt dir zu deinem Termin:');
      expect(mail.text).toContain('Treffpunkt ist der Park hinter dem Studio.');
    }
    expect(mailsTo(waiting!.email)).toEqual([]);

    const actions = await auditOf(t, admin, 'course_setting', own.settingId);
    expect(actions.filter((a) => a.action === 'session.message' && a.actorId === tinaId)).toHaveLength(
      SESSION_MESSAGES_PER_DAY,
    );

    // The cap is per Berlin day: the next morning the trainer may write again.
    // Its mails go out while it is that morning (a delivery run follows the answer a moment later, decision 0209).
    clock.set(new Date('2026-11-24T23:30:00Z'));
    try {
      expect((await send(9)).statusCode).toBe(201);
      await outboxAtRest(t.app, t.database.db);
    } finally {
      clock.set(NOW);
    }
  });

  it('hands a session to the trainer who takes the substitute request and tells each booked member once', async () => {
    const own = await session('Tina Trainer', 120);
    const asked = await post(`/api/v1/trainer/sessions/${own.settingId}/substitute-requests`, tina, {
      reason: 'Krank',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json() as SubstituteRequest;
    expect(request).toMatchObject({
      status: 'open',
      reason: 'Krank',
      requestedBy: { id: tinaId, name: 'Tina Trainer' },
    });
    const again = await post(`/api/v1/trainer/sessions/${own.settingId}/substitute-requests`, tina, {
      reason: 'Immer noch krank',
    });
    expect(errorOf(again).code).toBe('SUBSTITUTE_REQUEST_OPEN');

    const open = (await get('/api/v1/trainer/substitute-requests', jonas)).json() as SubstituteRequest[];
    expect(open.map((r) => r.id)).toContain(request.id);
    const self = await post(`/api/v1/trainer/substitute-requests/${request.id}/take`, tina);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).code).toBe('SUBSTITUTE_SAME_TRAINER');

    const taken = await post(`/api/v1/trainer/substitute-requests/${request.id}/take`, jonas);
    expect(taken.statusCode).toBe(200);
    expect(taken.json() as SubstituteResult).toMatchObject({
      notified: 2,
      request: { status: 'taken', takenBy: { id: jonasId, name: 'Jonas Weber' } },
    });
    const closed = await post(`/api/v1/trainer/substitute-requests/${request.id}/take`, jonas);
    expect(errorOf(closed).code).toBe('SUBSTITUTE_REQUEST_CLOSED');

    // The timetable and the course page show the new trainer.
    const course = (await get(`/api/v1/courses/${own.courseId}`, admin)).json() as Course;
    expect(course.courseSettings[0]!.trainerName).toBe('Jonas Weber');
    const week = await t.app.inject({
      url: `/api/v1/courses?startDate=${NOW.toISOString()}&endDate=${inMinutes(24 * 60).toISOString()}`,
    });
    const listed = (week.json() as Course[]).find((c) => c.id === own.courseId)!;
    expect(listed.courseSettings[0]!.trainerName).toBe('Jonas Weber');
    // The session is Jonas's now.
    expect((await get(`/api/v1/trainer/sessions/${own.settingId}`, tina)).statusCode).toBe(403);
    expect((await get(`/api/v1/trainer/sessions/${own.settingId}`, jonas)).statusCode).toBe(200);

    // Exactly one notice per booked member; none to the waitlist.
    const [first, second, waiting] = own.members;
    await until(() => mailsTo(first!.email).length > 0 && mailsTo(second!.email).length > 0);
    await outboxAtRest(t.app, t.database.db);
    for (const member of [first!, second!]) {
      const mails = mailsTo(member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Vertretung: /);
      expect(mails[0]!.text).toContain('Jonas Weber leitet den Kurs');
    }
    expect(mailsTo(waiting!.email)).toEqual([]);

    // The audit trail keeps who asked and who took it.
    const items = await auditOf(t, admin, 'course_setting', own.settingId);
    expect(items.find((i) => i.action === 'session.substitute_request')).toMatchObject({ actorId: tinaId });
    expect(items.find((i) => i.action === 'session.substitute_take')).toMatchObject({
      actorId: jonasId,
      details: { requestId: request.id, requestedBy: tinaId, takenBy: jonasId, notified: 2 },
    });
  });

  it('lets an admin assign a substitute, and nobody else', async () => {
    const own = await session('Tina Trainer', 180);
    const request = (
      await post(`/api/v1/trainer/sessions/${own.settingId}/substitute-requests`, tina, { reason: 'Urlaub' })
    ).json() as SubstituteRequest;
    const assign = (token: string) =>
      post(`/api/v1/trainer/substitute-requests/${request.id}/assign`, token, { trainerId: jonasId });
    expect((await assign(jonas)).statusCode).toBe(403);
    expect((await assign(own.members[0]!.token)).statusCode).toBe(403);
    const assigned = await assign(admin);
    expect(assigned.statusCode).toBe(200);
    expect((assigned.json() as SubstituteResult).request.takenBy).toEqual({
      id: jonasId,
      name: 'Jonas Weber',
    });
    const course = (await get(`/api/v1/courses/${own.courseId}`, admin)).json() as Course;
    expect(course.courseSettings[0]!.trainerName).toBe('Jonas Weber');
    const week = (await get('/api/v1/trainer/sessions', jonas)).json() as TrainerAgenda;
    expect(week.sessions.find((s) => s.id === own.settingId)?.trainerId).toBe(jonasId);
  });

  it('lists today and the next 13 Berlin days on a Friday evening: next week included, the 14th day and yesterday not', async () => {
    // Friday 27 November 2026, 18:00 Berlin.
    const friday = new Date('2026-11-27T17:00:00Z');
    const at = (iso: string) =>
      createSession(t, admin, { start: new Date(iso), trainerName: 'Tina Trainer' });
    const yesterday = await at('2026-11-26T17:00:00Z');
    const thisMorning = await at('2026-11-27T07:00:00Z'); // Friday 08:00, over
    const tonight = await at('2026-11-27T18:00:00Z');
    const nextMonday = await at('2026-11-30T17:00:00Z');
    const lastDay = await at('2026-12-10T22:30:00Z'); // Thursday 10 December, 23:30 Berlin: the 14th day
    const tooFar = await at('2026-12-10T23:00:00Z'); // Friday 11 December, 00:00 Berlin
    const jonasMonday = await createSession(t, admin, {
      start: new Date('2026-11-30T17:00:00Z'),
      trainerName: 'Jonas Weber',
    });
    try {
      clock.set(friday);
      const agenda = (await get('/api/v1/trainer/sessions', tina)).json() as TrainerAgenda;
      expect(agenda.today).toBe('2026-11-27');
      expect(agenda.start).toBe('2026-11-26T23:00:00.000Z');
      expect(agenda.end).toBe('2026-12-10T23:00:00.000Z');
      const ids = agenda.sessions.map((s) => s.id);
      for (const shown of [thisMorning, tonight, nextMonday, lastDay]) expect(ids).toContain(shown.settingId);
      for (const hidden of [yesterday, tooFar, jonasMonday]) expect(ids).not.toContain(hidden.settingId);
      const starts = agenda.sessions.map((s) => s.scheduledAt);
      expect(starts).toEqual([...starts].sort());
    } finally {
      clock.set(NOW);
    }
  });
});
