// The waitlist under concurrency across two real API processes on one database (issue 19): on a full session
// with a waitlist, N cancellations and M new bookings fired at once promote exactly the first N waiting members
// who are still entitled, in order (a waiting member whose card ran out is skipped and keeps waiting), no new
// booking takes a freed seat ahead of them, and the waitlist positions stay gap-free. The cut-off sweep (issue 36)
// run by both processes at the same moment closes each waiting booking once and sends its mail once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { StudioSettings } from '#domain/memberships/schemas';
import type { Booking } from '#domain/schemas/bookings';
import { writeTransaction } from '../../server/db/write-transaction';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  giveMembership,
  login,
  type TestApp,
  fromNow,
  processEnvironment,
} from './helpers';
import { unsentMails } from './outbox';
import { startServerProcess, type ServerProcess } from './processes';
import { startSmtp, until, type TestSmtp } from '../support/smtp';

const SEATS = 4;
const CANCELLATIONS = 3;
const NEWCOMERS = 4;
const ROUNDS = 5;

describe.each(dialects())('the waitlist across two API processes on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let processes: ServerProcess[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    const env = processEnvironment(t);
    processes = await Promise.all([0, 1].map(() => startServerProcess(env)));
  }, 90_000);
  afterAll(async () => {
    await Promise.all((processes ?? []).map((p) => p.stop()));
    await t?.close();
  });

  const inProcess = (token: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const viaProcess = async (
    index: number,
    token: string,
    method: 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) => {
    const response = await fetch(`${processes[index % 2]!.origin}${url}`, {
      method,
      headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Booking };
  };

  it(
    `promotes the first ${CANCELLATIONS} entitled waiting members in order while ${NEWCOMERS} newcomers book, ${ROUNDS} rounds`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { settingId } = await createSession(t, adminToken, {
          start: fromNow(t, 3 * 86_400_000),
          seats: SEATS,
        });
        const holders = await createMembers(t, SEATS);
        const waiters = await createMembers(t, 6);
        // The second in line holds a 10er-Karte whose one credit a seat elsewhere will use: skipped.
        const [card] = await createMembers(t, 1, { membership: false });
        await giveMembership(t, [card!.id], { typeName: '10er-Karte', credits: 1 });
        waiters.splice(1, 0, card!);
        const newcomers = await createMembers(t, NEWCOMERS);

        const seats: Booking[] = [];
        for (const holder of holders) {
          seats.push(
            (
              await inProcess(holder.token, 'POST', API_PATHS.bookings, { courseSettingsId: settingId })
            ).json(),
          );
        }
        const waiting: Booking[] = [];
        for (const waiter of waiters) {
          waiting.push(
            (
              await inProcess(waiter.token, 'POST', API_PATHS.bookings, { courseSettingsId: settingId })
            ).json(),
          );
        }
        // Waiting used no credit; now a seat elsewhere uses the card's only one.
        const elsewhere = await createSession(t, adminToken, {
          start: fromNow(t, 4 * 86_400_000),
        });
        expect(
          (
            await inProcess(card!.token, 'POST', API_PATHS.bookings, {
              courseSettingsId: elsewhere.settingId,
            })
          ).statusCode,
        ).toBe(201);
        expect(seats.map((b) => b.status)).toEqual(holders.map(() => 'confirmed'));
        expect(waiting.map((b) => b.position)).toEqual(waiting.map((_, i) => i + 1));

        // At once, alternating between the processes: N cancellations and M new bookings.
        const fired = await Promise.all([
          ...seats
            .slice(0, CANCELLATIONS)
            .map((seat, i) => viaProcess(i, holders[i]!.token, 'DELETE', API_PATHS.booking(seat.id))),
          ...newcomers.map((newcomer, i) =>
            viaProcess(i + 1, newcomer.token, 'POST', API_PATHS.bookings, { courseSettingsId: settingId }),
          ),
        ]);
        expect(fired.map((r) => r.status)).toEqual([
          ...Array.from({ length: CANCELLATIONS }, () => 200),
          ...Array.from({ length: NEWCOMERS }, () => 201),
        ]);
        const newcomerBookings = fired.slice(CANCELLATIONS).map((r) => r.body);
        // No newcomer took a freed seat ahead of the waiting members.
        expect(newcomerBookings.map((b) => b.status)).toEqual(newcomers.map(() => 'pending'));

        const list: Booking[] = (
          await t.app.inject({
            method: 'GET',
            url: `${API_PATHS.bookings}?courseSettingsId=${settingId}`,
            headers: bearer(adminToken),
          })
        ).json();
        const byId = new Map(list.map((b) => [b.id, b]));
        const confirmed = list.filter((b) => b.status === 'confirmed').map((b) => b.id);
        // The remaining holder and the first three entitled waiting members (the card holder skipped).
        const promoted = [waiting[0]!, waiting[2]!, waiting[3]!].map((b) => b.id);
        expect(confirmed.sort((a, b) => a - b)).toEqual([seats[3]!.id, ...promoted].sort((a, b) => a - b));
        // Still waiting, in order and without gaps: the card holder, the last two of the line, then the newcomers.
        const stillWaiting = [waiting[1]!, waiting[4]!, waiting[5]!, waiting[6]!].map((b) => byId.get(b.id)!);
        expect(stillWaiting.map((b) => [b.status, b.position])).toEqual([
          ['pending', 1],
          ['pending', 2],
          ['pending', 3],
          ['pending', 4],
        ]);
        expect(newcomerBookings.map((b) => byId.get(b.id)!.position).sort((a, b) => a! - b!)).toEqual([
          5, 6, 7, 8,
        ]);
      }
    },
  );
});

const CUTOFF_MINUTES = 120;
const SWEEP_MS = 100;
const SWEEP_ROUNDS = 3;
const SWEEP_SESSIONS = 4;
const SWEEP_WAITING = 10;
const MINUTE = 60_000;

describe.each(dialects())('the cut-off sweep of two API processes on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let processes: ServerProcess[] = [];
  let adminToken: string;
  const stop = () => Promise.all(processes.splice(0).map((p) => p.stop()));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminToken = await login(t.app, demo.admin);
    const settings = (
      await t.app.inject({
        method: 'GET',
        url: API_PATHS.settings,
        headers: bearer(adminToken),
      })
    ).json() as StudioSettings;
    const changed = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.settings,
      headers: bearer(adminToken),
      payload: { ...settings, waitlistCutoffMinutes: CUTOFF_MINUTES },
    });
    expect(changed.statusCode).toBe(200);
    smtp = await startSmtp();
    const env = processEnvironment(t, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_MS: '100',
      WAITLIST_SWEEP_MS: String(SWEEP_MS),
    });
    // Each process names itself to PostgreSQL (PGAPPNAME), so the test sees whose sweep waits.
    processes = await Promise.all([0, 1].map((i) => startServerProcess({ ...env, PGAPPNAME: `sweep-${i}` })));
    // Before any sweep runs into this suite's sessions: the test's own app never sends (no SMTP).
    expect(t.app.mailer.enabled).toBe(false);
  }, 90_000);
  afterAll(async () => {
    await stop();
    await smtp?.stop();
    await t?.close();
  });

  /** PostgreSQL: whether both processes' sweeps wait for the bookings table at this moment. */
  async function bothSweepsWaiting(): Promise<boolean> {
    const { rows } = await sql<{ name: string }>`
      select distinct application_name as name from pg_stat_activity
      where datname = current_database() and application_name like 'sweep-%'
        and wait_event_type = 'Lock' and query like '%waitlist_closed_at%'
    `.execute(t.database.db);
    return rows.length === 2;
  }

  it(
    `closes each waiting booking once and mails it once while both sweep at the same moment, ${SWEEP_ROUNDS} rounds`,
    { timeout: 90_000 },
    async () => {
      const members = await createMembers(t, SWEEP_WAITING);
      const db = t.database.db;
      const waiting: number[] = [];
      for (let round = 0; round < SWEEP_ROUNDS; round++) {
        // Sessions whose cut-off has passed (they start within CUTOFF_MINUTES), still open for booking.
        const sessions = await Promise.all(
          Array.from({ length: SWEEP_SESSIONS }, (_, i) =>
            createSession(t, adminToken, { start: fromNow(t, (60 + i) * MINUTE), seats: 1 }),
          ),
        );
        const booked = fromNow(t, -86_400_000).toISOString();
        // Stored under a lock both sweeps need, held until each process's sweep waits for it: then both go at once.
        const ids = await writeTransaction(db, dialect, async (trx) => {
          if (dialect === 'postgres') await sql`lock table bookings in share mode`.execute(trx);
          const rows = await trx
            .insertInto('bookings')
            .values(
              sessions.flatMap(({ settingId }) =>
                members.map((m) => ({
                  userId: m.id,
                  courseSettingId: settingId,
                  status: 'pending',
                  createdAt: booked,
                  updatedAt: booked,
                })),
              ),
            )
            .returning('id')
            .execute();
          if (dialect === 'postgres') await until(bothSweepsWaiting, 10_000);
          // SQLite: the write lock (BEGIN IMMEDIATE) is the database's; a waiting sweep is not visible in SQL, so
          // the lock is held for three sweep intervals, in which each process's timer runs into it.
          else await new Promise((resolve) => setTimeout(resolve, 3 * SWEEP_MS));
          return rows.map((row) => row.id);
        });
        waiting.push(...ids);
        const open = async () =>
          (
            await db
              .selectFrom('bookings')
              .select('id')
              .where('id', 'in', ids)
              .where('waitlistClosedAt', 'is', null)
              .execute()
          ).length;
        await until(async () => (await open()) === 0, 20_000);
      }
      const noSeat = /^x-studio-mail-kind: waitlist-no-seat$/im;
      await until(
        async () =>
          smtp.received.filter((mail) => noSeat.test(mail.raw)).length >= waiting.length &&
          (await unsentMails(db)) === 0,
        30_000,
      );
      // Both stopped, each after its sweep and its run in flight: every copy they would send has been sent.
      await stop();
      const stored = await db
        .selectFrom('mailOutbox')
        .select(['id', 'payload'])
        .where('kind', '=', 'waitlist-no-seat')
        .execute();
      // One mail stored per booking: a second sweep's copy would appear twice here.
      const mailedBookings = stored.map(
        (row) => (JSON.parse(row.payload) as { bookingId: number }).bookingId,
      );
      expect(mailedBookings.sort((a, b) => a - b)).toEqual([...waiting].sort((a, b) => a - b));
      // And each sent once.
      const sent = smtp.received
        .filter((mail) => noSeat.test(mail.raw))
        .map((mail) => Number(/^x-studio-mail-id: (\d+)$/im.exec(mail.raw)?.[1]));
      expect(sent.sort((a, b) => a - b)).toEqual(stored.map((row) => row.id).sort((a, b) => a - b));
      const closed = await db
        .selectFrom('bookings')
        .select(['status', 'waitlistClosedAt'])
        .where('id', 'in', waiting)
        .execute();
      expect(closed).toHaveLength(waiting.length);
      expect(closed.every((b) => b.status === 'pending' && b.waitlistClosedAt !== null)).toBe(true);
    },
  );
});
