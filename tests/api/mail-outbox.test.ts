// Mails to people through the one outbox, on every engine, with a real SMTP server: the lead confirmation to
// the visitor, the booking confirmation with its .ics (read by ical.js), the waitlist promotion, the session
// cancelled by the studio, the member's switches, mails waiting while the SMTP server is down, and the migration.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDownOne, migrateTo, migrateToLatest } from '../../server/db/migrate';
import { parseMail, startSmtp, until, type TestSmtp } from '../support/smtp';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  createTestAppWithSmtp,
  createTestDatabase,
  demo,
  dialects,
  errorOf,
  login,
  fromNow,
} from './helpers';
import { QUESTIONNAIRE_LEAD } from './lead-fixtures';
import { TEST_START } from '../support/clock';
import { outboxAtRest } from './outbox';

const HOUR = 3_600_000;

const funnelLead = (email: string) => ({
  source: 'funnel',
  goals: ['ems', 'get-fit'],
  contract: { name: 'HIGH PERFORMER' },
  // A dated slot (issue 37): the run's clock stands on Wednesday 2026-11-25, 09:00 Berlin.
  timeSlot: { id: '2026-12-01T19:00' },
  contact: { name: 'Jonas Neu', email, phone: '0171 2345678' },
});

describe.each(dialects())('the delivery run on %s', (dialect) => {
  it('sends a mail stored while a run is under way by a run right after it, not by the retry timer', async () => {
    // Each mail is accepted 300 ms after it arrived; the retry timer would come only after ten minutes.
    const smtp = await startSmtp(0, { acceptAfterMs: 300 });
    const t = await createTestApp(dialect, {
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailRetryMs: 600_000 },
    });
    try {
      const adminToken = await login(t.app, demo.admin);
      const [first, second] = await createMembers(t, 2);
      const { settingId } = await createSession(t, adminToken, { start: fromNow(t, 3 * 24 * HOUR) });
      const booked = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          headers: bearer(token),
          payload: { courseSettingsId: settingId },
        });
      expect((await booked(first!.token)).statusCode).toBe(201);
      // The first confirmation is being sent (its run read what was due before the second booking was stored).
      await until(() => smtp.received.some((m) => m.to.includes(first!.email)), 5_000);
      expect((await booked(second!.token)).statusCode).toBe(201);
      await until(() => smtp.received.some((m) => m.to.includes(second!.email)), 5_000);
      await outboxAtRest(t.app, t.database.db);
      expect(smtp.received.filter((m) => m.to.includes(second!.email))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.stop();
    }
  });
});

describe.each(dialects())('mails to people on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  let smtp: TestSmtp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { config: { appUrl: 'http://studio.test' } });
    smtp = t.smtp;
    adminToken = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());

  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));
  const book = (token: string, courseSettingsId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: bearer(token),
      payload: { courseSettingsId },
    });
  const postLead = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: payload as Record<string, unknown>,
      headers,
    });
  /** The outbox at rest: whatever would still be sent has been. */
  const settle = () => outboxAtRest(t.app, t.database.db);

  it('sends the funnel visitor the confirmation the thank-you step promises, once per lead', async () => {
    const email = `besucher-${dialect}@example.de`;
    const headers = { 'idempotency-key': `lead-${dialect}-1` };
    const first = await postLead(funnelLead(email), headers);
    expect(first.statusCode).toBe(201);
    const replay = await postLead(funnelLead(email), headers);
    expect(replay.statusCode).toBe(200);
    await until(() => mailsTo(email).length === 1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Deine Anfrage bei Kraftraum Studio ist angekommen');
    expect(mail!.text).toContain('Hallo Jonas Neu,');
    expect(mail!.text).toContain('Dein Tarif: HIGH PERFORMER');
    expect(mail!.text).toContain(
      'Wunschtermin für dein Probetraining: Dienstag, 1. Dezember 2026, 19:00–20:00 Uhr',
    );
    expect(mail!.text).toMatch(
      /Wir bestätigen dir den Termin bis spätestens Donnerstag, 26\. November 2026, 09:\d\d Uhr/,
    );
    expect(mail!.text).toContain('Kraftraum Studio · Musterstraße 12 · 10115 Berlin');
    expect(mail!.html).toContain('<html lang="de">');
    expect(mail!.html).toContain('Musterstraße 12');
    await settle();
    expect(mailsTo(email)).toHaveLength(1);

    const campaign = `fragebogen-${dialect}@example.de`;
    await postLead({ ...QUESTIONNAIRE_LEAD, contact: { name: 'Mara', email: campaign, phone: '' } });
    await until(() => mailsTo(campaign).length === 1);
    expect(mailsTo(campaign)[0]!.text).toContain('Deine Anfrage: Fragebogen 7-Wochen-Challenge');
  });

  it('confirms a booking with the session attached as .ics that ical.js reads', async () => {
    const [member] = await createMembers(t, 1);
    const start = fromNow(t, 3 * 24 * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const { settingId } = await createSession(t, adminToken, {
      start,
      trainerName: 'Lena Berger',
      durationMinutes: 45,
    });
    const booked = await book(member!.token, settingId);
    expect(booked.statusCode).toBe(201);
    await until(() => mailsTo(member!.email).length === 1);
    const [mail] = mailsTo(member!.email);
    expect(mail!.subject).toMatch(/^Buchung bestätigt: Zirkeltraining am /);
    expect(mail!.text).toContain('Hallo Mitglied,');
    expect(mail!.text).toContain('Trainer: Lena Berger');
    expect(mail!.text).toContain('Stornieren ist bis 2 Stunden vor Beginn möglich');
    expect(mail!.text).toContain('http://studio.test/user/my-courses');
    expect(mail!.text).toContain('http://studio.test/user/profile');
    expect(mail!.attachments).toHaveLength(1);
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe('kurs.ics');
    expect(ics.contentType).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe('Zirkeltraining');
    expect(events[0]!.uid).toBe(`booking-${booked.json().id}@kraftraum-studio`);
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe(
      new Date(start.getTime() + 45 * 60_000).toISOString(),
    );
  });

  it('tells a member who moved up from the waitlist, and nobody who only joined it', async () => {
    const [first, second] = await createMembers(t, 2);
    const { settingId } = await createSession(t, adminToken, {
      start: fromNow(t, 5 * 24 * HOUR),
      seats: 1,
    });
    const seat = await book(first!.token, settingId);
    expect((await book(second!.token, settingId)).json().status).toBe('pending');
    await until(() => mailsTo(first!.email).length === 1);
    await settle();
    expect(mailsTo(second!.email)).toHaveLength(0);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/bookings/${seat.json().id}`,
      headers: bearer(first!.token),
    });
    expect(cancelled.statusCode).toBe(200);
    await until(() => mailsTo(second!.email).length === 1);
    const [mail] = mailsTo(second!.email);
    expect(mail!.subject).toMatch(/^Du bist nachgerückt: Zirkeltraining am /);
    expect(mail!.text).toContain('du bist jetzt fest gebucht');
    expect(mail!.attachments[0]!.filename).toBe('kurs.ics');
  });

  it('tells every booked member when the studio cancels a session, even with the optional mails off', async () => {
    const [a, b] = await createMembers(t, 2);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/mail-preferences',
      headers: bearer(b!.token),
      payload: { bookingConfirmed: false, waitlistPromoted: false },
    });
    const { settingId } = await createSession(t, adminToken, { start: fromNow(t, 6 * 24 * HOUR) });
    await book(a!.token, settingId);
    await book(b!.token, settingId);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/course-settings/${settingId}/cancel`,
      headers: bearer(adminToken),
      payload: { confirm: true },
    });
    expect(cancel.statusCode).toBe(200);
    await until(() => mailsTo(a!.email).length === 2 && mailsTo(b!.email).length === 1);
    for (const mail of [mailsTo(a!.email)[1]!, mailsTo(b!.email)[0]!]) {
      expect(mail.subject).toMatch(/^Kurs abgesagt: Zirkeltraining am /);
      expect(mail.text).toContain('Deine Buchung ist storniert');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(mail.attachments[0]!.content)).getFirstSubcomponent('vevent')!,
      );
      expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    }
  });

  it('lets a member switch the optional mails off and on, checked on the server', async () => {
    const [member] = await createMembers(t, 1);
    const url = '/api/v1/users/me/mail-preferences';
    const read = await t.app.inject({ method: 'GET', url, headers: bearer(member!.token) });
    expect(read.json()).toEqual({ bookingConfirmed: true, waitlistPromoted: true, reminders: true });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(member!.token),
      payload: { bookingConfirmed: 'ja', waitlistPromoted: true },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).details).toEqual([
      { path: 'bookingConfirmed', message: 'Bitte ja oder nein wählen' },
    ]);
    const off = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(member!.token),
      payload: { bookingConfirmed: false, waitlistPromoted: true },
    });
    // A client that does not send the reminder switch leaves it as it is (issue 21).
    expect(off.json()).toEqual({ bookingConfirmed: false, waitlistPromoted: true, reminders: true });
    const { settingId } = await createSession(t, adminToken, { start: fromNow(t, 4 * 24 * HOUR) });
    expect((await book(member!.token, settingId)).statusCode).toBe(201);
    await settle();
    expect(mailsTo(member!.email)).toHaveLength(0);
  });
});

describe.each(dialects())('the mail outbox on %s', (dialect) => {
  it('keeps every mail while the SMTP server is down and sends each once when it is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.stop();
    const t = await createTestApp(dialect, {
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailRetryMs: 200, intakeRateLimit: 1000 },
    });
    try {
      const visitor = `wartend-${dialect}@example.de`;
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: funnelLead(visitor) }))
          .statusCode,
      ).toBe(201);
      const [member] = await createMembers(t, 1);
      const admin = await login(t.app, demo.admin);
      const { settingId } = await createSession(t, admin, { start: fromNow(t, 2 * 24 * HOUR) });
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(member!.token),
        payload: { courseSettingsId: settingId },
      });
      const outbox = () => t.database.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
      await until(async () => {
        const rows = await outbox();
        return (
          rows.length === 2 && rows.every((row) => row.sendAttempts >= 1 && row.lastError && !row.sentAt)
        );
      });

      const back = await startSmtp(port);
      try {
        await until(() => back.received.length === 2, 15_000);
        await outboxAtRest(t.app, t.database.db);
        expect(back.received.map((m) => m.to[0]).sort()).toEqual([member!.email, visitor].sort());
        expect((await outbox()).every((row) => row.sentAt !== null)).toBe(true);
      } finally {
        await back.stop();
      }
    } finally {
      await t.close();
    }
  });

  it('moves unsent contact messages into the outbox on migrating up, and migrates down and up again', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const db = database.db;
      await migrateTo(db, '20261124000000_lead_idempotency');
      const now = TEST_START.toISOString();
      const message = {
        name: 'Lena',
        email: 'lena@example.de',
        phoneNumber: null,
        subject: 'Frage',
        message: 'Hallo!',
        marketingConsent: 0,
        createdAt: now,
        nextAttemptAt: now,
      };
      await db
        .insertInto('contactMessages')
        .values([message, { ...message, subject: 'Schon gesendet' }])
        .execute();
      await db
        .updateTable('contactMessages')
        .set({ sentAt: now })
        .where('subject', '=', 'Schon gesendet')
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('mailOutbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'contact', sentAt: null });
      expect(JSON.parse(rows[0]!.payload)).toMatchObject({ subject: 'Frage', email: 'lena@example.de' });
      const user = await db.selectFrom('users').select('id').executeTakeFirst();
      expect(user).toBeUndefined();
      await migrateDownOne(db);
      await migrateToLatest(db);
      expect(await db.selectFrom('contactMessages').select('id').execute()).toHaveLength(2);
    } finally {
      await database.drop();
    }
  });
});
