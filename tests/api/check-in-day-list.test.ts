// The admins' day list is read once for requests asked at the same time (decision 0193) and kept while the
// database's version of what it shows holds (decision 0223), on every engine: a check-in or a desk cancellation
// is in every list asked for after it, even while a read that began before it still runs; so is a member's own
// booking, a changed name, or a booking changed in the database by anyone else (another API process). The read is held in the middle by a Kysely plugin on the app's database (the participants' query
// waits for the test), so the order is certain, not a race of milliseconds.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
  insertManager,
  login,
  testClock,
  type TestApp,
} from './helpers';

/**
 * Each test on a day of its own (a list kept from another test's read must not answer it): 09:00 Berlin on
 * 24 to 29 November 2026; the session starts 09:30, inside the check-in window.
 */
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'] as const;
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
  const dayList = (day: Day, headers: Record<string, string> = {}) =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/v1/check-in/sessions?date=${day}`,
        headers: { ...bearer(adminToken), ...headers },
      })
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

  it('sends the list compressed to a desk that takes it: the same JSON, compressed once per version', async () => {
    const day = DAYS[4];
    const { settingId, bookings } = await sessionWithBookings(day, 8);
    const plain = await dayList(day);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    // What Chromium sends: brotli, the best both take.
    const br = await dayList(day, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gzip = await dayList(day, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // The same version: the same bytes. A check-in makes a new version, compressed anew.
    expect((await dayList(day, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookings[0]!.id}/check-in`,
      headers: {
        ...bearer(adminToken),
        'idempotency-key': `day-list-${dialect}-br`,
        'accept-encoding': 'br',
      },
    });
    expect(checkIn.statusCode).toBe(200);
    // An answer that is not shared goes as it is.
    expect(checkIn.headers['content-encoding']).toBeUndefined();
    const after = await dayList(day, { 'accept-encoding': 'br' });
    const sessions = JSON.parse(brotliDecompressSync(after.rawPayload).toString('utf8')) as CheckInSession[];
    expect(participantOf(sessions, settingId, bookings[0]!.id)?.status).toBe('attended');
  });

  it("keeps a manager's day of their location too, and reads it again after their check-in", async () => {
    const day = DAYS[5];
    const { settingId, bookings } = await sessionWithBookings(day, 2);
    const db = t.database.db;
    const { locationId } = await db
      .selectFrom('courseSettings as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select('c.locationId')
      .where('s.id', '=', settingId)
      .executeTakeFirstOrThrow();
    const manager = await insertManager(db, {
      locationId: locationId!,
      email: `leitung.tag.${dialect}@example.de`,
      now: clock.now(),
    });
    const token = await t.app.signAccessToken(manager);
    const list = async () => {
      const before = gate.reads;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/check-in/sessions?date=${day}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return { sessions: response.json() as CheckInSession[], reads: gate.reads - before };
    };
    const first = await list();
    expect(participantOf(first.sessions, settingId, bookings[0]!.id)?.status).toBe('confirmed');
    // Asked again with nothing changed: kept, the participants not read again.
    expect((await list()).reads).toBe(0);
    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${bookings[0]!.id}/check-in`,
      headers: { ...bearer(token), 'idempotency-key': `day-list-${dialect}-manager` },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const after = await list();
    expect(after.reads).toBe(1);
    expect(participantOf(after.sessions, settingId, bookings[0]!.id)?.status).toBe('attended');
  });

  it('reads the day again only once what it shows changed, by whoever changed it', async () => {
    const day = DAYS[3];
    const { settingId, bookings } = await sessionWithBookings(day, 2);
    const [first, second] = bookings as [Booking, Booking];
    const db = t.database.db;
    const list = async () => {
      const before = gate.reads;
      const response = await dayList(day);
      expect(response.statusCode).toBe(200);
      return {
        sessions: response.json() as CheckInSession[],
        body: response.body,
        reads: gate.reads - before,
      };
    };
    const kept = await list();
    // Nothing it shows changed: the same list, no read of the participants; a reminder's stamp is not shown.
    await db
      .updateTable('bookings')
      .set({ reminderQueuedAt: clock.now().toISOString() })
      .where('id', '=', first.id)
      .execute();
    const again = await list();
    expect(again.reads).toBe(0);
    expect(again.body).toBe(kept.body);

    // A member books by themselves (not at the desk).
    const [member] = await createMembers(t, 1);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: bearer(member!.token),
      payload: { courseSettingsId: settingId },
    });
    expect(booked.statusCode).toBe(201);
    const afterBooking = await list();
    expect(afterBooking.reads).toBe(1);
    expect(participantOf(afterBooking.sessions, settingId, (booked.json() as Booking).id)?.status).toBe(
      'confirmed',
    );

    // A name changed, and a check-in taken back, each in the database as another process would.
    await db.updateTable('users').set({ lastName: 'Umbenannt' }).where('id', '=', second.userId).execute();
    const renamed = await list();
    expect(renamed.reads).toBe(1);
    expect(participantOf(renamed.sessions, settingId, second.id)?.lastName).toBe('Umbenannt');
    await db
      .updateTable('bookings')
      .set({ status: 'attended', checkedInAt: clock.now().toISOString() })
      .where('id', '=', first.id)
      .execute();
    const checkedIn = await list();
    expect(checkedIn.reads).toBe(1);
    expect(participantOf(checkedIn.sessions, settingId, first.id)?.status).toBe('attended');
    await db
      .updateTable('bookings')
      .set({ checkedInAt: null, status: 'confirmed' })
      .where('id', '=', first.id)
      .execute();
    const back = await list();
    expect(back.reads).toBe(1);
    expect(participantOf(back.sessions, settingId, first.id)?.checkedInAt).toBeNull();
    // The session itself changed (it is read with every request).
    await db
      .updateTable('courseSettings')
      .set({ trainerName: 'Neue Trainerin' })
      .where('id', '=', settingId)
      .execute();
    const retrained = await list();
    expect(retrained.sessions.find((s) => s.id === settingId)?.trainerName).toBe('Neue Trainerin');
  });
});
