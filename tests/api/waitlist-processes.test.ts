// The waitlist under concurrency across two real API processes on one database (issue 19): on a full session
// with a waitlist, N cancellations and M new bookings fired at once promote exactly the first N waiting members
// who are still entitled, in order (a waiting member whose card ran out is skipped and keeps waiting), no new
// booking takes a freed seat ahead of them, and the waitlist positions stay gap-free.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Booking } from '#domain/schemas/bookings';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  giveMembership,
  login,
  TEST_JWT_SECRET,
  type TestApp,
  fromNow,
} from './helpers';
import { startServerProcess, type ServerProcess } from './processes';
import { testClockEnvironment } from '../support/clock';

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
    const env = {
      // The processes run on this suite's clock: its tokens and rows are dated by it (decision 0196).
      ...testClockEnvironment(),
      JWT_SECRET: TEST_JWT_SECRET,
      API_RATE_LIMIT: '100000',
      ...(t.database.databaseUrl
        ? { DATABASE_URL: t.database.databaseUrl }
        : { DATA_DIR: path.dirname(t.database.sqlitePath!) }),
    };
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
