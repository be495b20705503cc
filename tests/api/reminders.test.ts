// Reminders before confirmed bookings (issue 21): with the server's frozen clock and a real SMTP server, one
// reminder per confirmed booking at the studio's reminder time, none for a booking cancelled, made after its
// reminder time, of a member who switched them off, or of a session the studio cancelled; and exactly one per
// booking with two API processes on PostgreSQL sweeping at once, also across a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  createTestAppWithSmtp,
  demo,
  dialects,
  login,
  TEST_JWT_SECRET,
  testClock,
  type TestApp,
  fromNow,
} from './helpers';
import { unsentMails } from './outbox';
import { startServerProcess, type ServerProcess } from './processes';
import { startSmtp, until, type TestSmtp } from '../support/smtp';
import { TEST_START, testClockEnvironment } from '../support/clock';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const reminderKind = /^x-studio-mail-kind: booking-reminder$/im;

describe.each(dialects())('reminders with a frozen clock on %s', (dialect) => {
  const start = new Date(TEST_START.getTime() + 2 * 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  const clock = testClock(start);
  let t: TestApp & { smtp: TestSmtp };
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestAppWithSmtp(dialect, { clock });
    adminToken = await login(t.app, demo.admin);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const book = async (token: string, settingId: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.bookings,
      headers: bearer(token),
      payload: { courseSettingsId: settingId },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>();
  };
  const reminders = () => t.smtp.received.filter((mail) => reminderKind.test(mail.raw));

  it('sends one reminder per confirmed booking at the set time (default 3 hours), and none of the others', async () => {
    const [reminded, cancels, late, switchedOff, ofCancelledSession] = await createMembers(t, 5);
    const session = await createSession(t, adminToken, { start: new Date(start.getTime() + 5 * HOUR) });
    const doomed = await createSession(t, adminToken, { start: new Date(start.getTime() + 5 * HOUR) });
    await book(reminded!.token, session.settingId);
    const cancelled = await book(cancels!.token, session.settingId);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: API_PATHS.booking(cancelled.id),
          headers: bearer(cancels!.token),
        })
      ).statusCode,
    ).toBe(200);
    const off = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.mailPreferences,
      headers: bearer(switchedOff!.token),
      payload: { bookingConfirmed: true, waitlistPromoted: true, reminders: false },
    });
    expect(off.json()).toEqual({ bookingConfirmed: true, waitlistPromoted: true, reminders: false });
    await book(switchedOff!.token, session.settingId);
    await book(ofCancelledSession!.token, doomed.settingId);
    const cancelSession = await t.app.inject({
      method: 'POST',
      url: API_PATHS.courseSettingCancel(doomed.settingId),
      headers: bearer(adminToken),
      payload: { confirm: true },
    });
    expect(cancelSession.statusCode).toBe(200);

    // A minute before the reminder time (3 hours before the start): nothing.
    clock.set(new Date(start.getTime() + 2 * HOUR - MINUTE));
    expect(await t.app.reminders.queueDue()).toBe(0);
    // At the reminder time: the one booking.
    clock.set(new Date(start.getTime() + 2 * HOUR));
    expect(await t.app.reminders.queueDue()).toBe(1);
    // Booked after its reminder time: no reminder (the booking mail just told them).
    clock.set(new Date(start.getTime() + 2 * HOUR + 30 * MINUTE));
    await book(late!.token, session.settingId);
    expect(await t.app.reminders.queueDue()).toBe(0);
    await t.app.mailer.deliverDue();
    await until(() => reminders().length >= 1);
    // Sweeping again (another process, a restart) stores nothing more.
    clock.set(new Date(start.getTime() + 4 * HOUR));
    expect(await t.app.reminders.queueDue()).toBe(0);
    await t.app.mailer.deliverDue();
    const sent = reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([reminded!.email]);
    expect(sent[0]!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Erinnerung: Zirkeltraining/);
  });

  it('follows the studio’s reminder time from the settings', async () => {
    const [member] = await createMembers(t, 1);
    clock.set(new Date(start.getTime() + 10 * HOUR));
    const session = await createSession(t, adminToken, { start: new Date(start.getTime() + 20 * HOUR) });
    await book(member!.token, session.settingId);
    const current = await t.app.inject({
      method: 'GET',
      url: API_PATHS.settings,
      headers: bearer(adminToken),
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.settings,
      headers: bearer(adminToken),
      payload: { ...current.json<object>(), reminderMinutesBefore: 60 },
    });
    expect(saved.statusCode).toBe(200);
    clock.set(new Date(start.getTime() + 18 * HOUR));
    expect(await t.app.reminders.queueDue()).toBe(0);
    clock.set(new Date(start.getTime() + 19 * HOUR));
    expect(await t.app.reminders.queueDue()).toBe(1);
  });
});

describe.runIf(dialects().includes('postgres'))('reminders with two API processes on PostgreSQL', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let processes: ServerProcess[] = [];
  const env = () => ({
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: t.database.databaseUrl!,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_RETRY_MS: '200',
    REMINDER_SWEEP_MS: '100',
    // The processes run on this suite's clock: its tokens and bookings are dated by it.
    ...testClockEnvironment(),
  });
  beforeAll(async () => {
    t = await createTestApp('postgres');
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await smtp?.stop();
    await t?.close();
  });

  it(
    'stores and sends exactly one reminder per booking while both sweep, and none more after a restart',
    { timeout: 90_000 },
    async () => {
      const adminToken = await login(t.app, demo.admin);
      // 200 members booked while both sweep; one more booked after the restart.
      const [latecomer, ...members] = await createMembers(t, 201);
      const { settingId } = await createSession(t, adminToken, {
        start: fromNow(t, 2 * HOUR),
        seats: 250,
      });
      const shared = env();
      processes = await Promise.all([0, 1].map(() => startServerProcess(shared)));
      // Five rounds of 40 bookings (made a day ago, so due at once), each stored while both processes sweep.
      const booked = fromNow(t, -86_400_000).toISOString();
      for (let round = 0; round < 5; round++) {
        await t.database.db
          .insertInto('bookings')
          .values(
            members.slice(round * 40, round * 40 + 40).map((m) => ({
              userId: m.id,
              courseSettingId: settingId,
              status: 'confirmed',
              createdAt: booked,
              updatedAt: booked,
            })),
          )
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const reminded = () => smtp.received.filter((m) => reminderKind.test(m.raw)).flatMap((m) => m.to);
      const stored = async () =>
        (
          await t.database.db
            .selectFrom('mailOutbox')
            .select('id')
            .where('kind', '=', 'booking-reminder')
            .execute()
        ).length;
      await until(async () => reminded().length >= 200 && (await unsentMails(t.database.db)) === 0, 60_000);
      // Both stopped, each after its sweep and run in flight: every copy they would send has been sent.
      const stop = () => Promise.all(processes.splice(0).map((p) => p.stop()));
      await stop();
      expect(reminded().sort()).toEqual(members.map((m) => m.email).sort());
      expect(await stored()).toBe(200);
      // A restart: new processes sweep the same bookings. A booking made now shows when a sweep has run: a sweep
      // takes every due booking in one batch, the old ones before it (by id), so a copy of theirs came with it.
      processes = await Promise.all([0, 1].map(() => startServerProcess(shared)));
      await t.database.db
        .insertInto('bookings')
        .values({
          userId: latecomer!.id,
          courseSettingId: settingId,
          status: 'confirmed',
          createdAt: booked,
          updatedAt: booked,
        })
        .execute();
      await until(
        async () => reminded().includes(latecomer!.email) && (await unsentMails(t.database.db)) === 0,
        30_000,
      );
      await stop();
      expect(reminded().sort()).toEqual([...members, latecomer!].map((m) => m.email).sort());
      expect(await stored()).toBe(201);
    },
  );
});
