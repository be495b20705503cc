// The admins' day list is read once for requests asked at the same time (decision 0193), on every engine: a
// check-in or a desk cancellation is in every list asked for after it, even while a read that began before it
// still runs. The read is held in the middle by a Kysely plugin on the app's database (the participants' query
// waits for the test), so the order is certain, not a race of milliseconds.
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import type { CheckInSession } from '#domain/schemas/check-in';
import {
  bearer,
  createMembers,
  createSession,
  createTestApp,
  demo,
  dialects,
  login,
  testClock,
  type TestApp,
} from './helpers';

/**
 * Each test on a day of its own (a list kept from another test's read must not answer it): 09:00 Berlin on
 * 24, 25 or 26 November 2026; the session starts 09:30, inside the check-in window.
 */
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'] as const;
type Day = (typeof DAYS)[number];

/**
 * Counts the participants' queries (bookings with their check-in time, joined to users) and makes the next one
 * take `ms` longer (its result waits; on SQLite with the one connection held, as a long read would).
 */
function participantsGate() {
  const marked = new Set<unknown>();
  let slow = 0;
  let reads = 0;
  const isParticipants = (node: RootOperationNode) => {
    if (node.kind !== 'SelectQueryNode') return false;
    const text = JSON.stringify(node);
    return /checked_?[iI]n_?[aA]t/.test(text) && /"users"/.test(text) && /"first_?[nN]ame"/.test(text);
  };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (!isParticipants(node)) return node;
      reads++;
      if (slow) marked.add(queryId);
      return node;
    },
    transformResult: async ({ queryId, result }) => {
      if (marked.delete(queryId)) {
        const ms = slow;
        slow = 0;
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
      return result;
    },
  };
  return {
    plugin,
    slowNext(ms: number) {
      slow = ms;
    },
    get reads() {
      return reads;
    },
  };
}

describe.each(dialects())('the admins’ shared day list on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const clock = testClock(new Date(`${DAYS[0]}T08:00:00Z`));
  const gate = participantsGate();

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, wrapDb: (db) => db.withPlugin(gate.plugin) });
    adminToken = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());

  // `.then` sends it now: light-my-request sends a request only once it is awaited.
  const dayList = (day: Day) =>
    t.app
      .inject({ method: 'GET', url: `/api/v1/check-in/sessions?date=${day}`, headers: bearer(adminToken) })
      .then((response) => response);
  const participantOf = (sessions: CheckInSession[], settingId: number, bookingId: number) =>
    sessions.find((s) => s.id === settingId)?.participants.find((p) => p.bookingId === bookingId);

  async function sessionWithBookings(day: Day, n: number) {
    clock.set(new Date(`${day}T08:00:00Z`));
    const { settingId } = await createSession(t, adminToken, { start: `${day}T08:30:00Z`, seats: 10 });
    const bookings: Booking[] = [];
    for (const member of await createMembers(t, n)) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(member.token),
        payload: { courseSettingsId: settingId },
      });
      bookings.push(response.json());
    }
    return { settingId, bookings };
  }

  /**
   * A read of the day that took 400 ms, a write right after it, then the list again: without the write
   * forgetting that read it would be handed the list from before the write (a result is kept for as long as it
   * took, decision 0193).
   */
  async function listAfterWriteFollowingSlowRead(day: Day, write: () => Promise<{ statusCode: number }>) {
    gate.slowNext(400);
    const before = gate.reads;
    expect((await dayList(day)).statusCode).toBe(200);
    expect(gate.reads - before).toBe(1);
    expect((await write()).statusCode).toBe(200);
    return (await dayList(day)).json() as CheckInSession[];
  }

  it('shows a check-in made right after a slow read of the day', async () => {
    const { settingId, bookings } = await sessionWithBookings(DAYS[0], 2);
    const booking = bookings[0]!;
    const sessions = await listAfterWriteFollowingSlowRead(DAYS[0], () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${booking.id}/check-in`,
        headers: { ...bearer(adminToken), 'idempotency-key': `day-list-${dialect}-1` },
      }),
    );
    const participant = participantOf(sessions, settingId, booking.id);
    expect(participant?.status).toBe('attended');
    expect(participant?.checkedInAt).not.toBeNull();
  });

  it('shows a desk cancellation made right after a slow read of the day', async () => {
    const { settingId, bookings } = await sessionWithBookings(DAYS[1], 2);
    const booking = bookings[1]!;
    const sessions = await listAfterWriteFollowingSlowRead(DAYS[1], () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/desk/bookings/${booking.id}/cancel`,
        headers: bearer(adminToken),
      }),
    );
    expect(participantOf(sessions, settingId, booking.id)).toBeUndefined();
    expect(participantOf(sessions, settingId, bookings[0]!.id)?.status).toBe('confirmed');
  });

  it('reads the day once for lists asked while it is being read', async () => {
    const { settingId, bookings } = await sessionWithBookings(DAYS[2], 1);
    gate.slowNext(300);
    const before = gate.reads;
    const lists = await Promise.all([dayList(DAYS[2]), dayList(DAYS[2]), dayList(DAYS[2])]);
    expect(gate.reads - before).toBe(1);
    expect(new Set(lists.map((list) => list.body)).size).toBe(1);
    expect(participantOf(lists[0]!.json(), settingId, bookings[0]!.id)?.status).toBe('confirmed');
  });
});
