// The Auswertung (issue 22) on every engine: the report's figures equal a count the test makes over the bookings
// it seeded (utilisation, attendance, no-shows, full sessions, waitlists), weekday and hour in Berlin time on
// both sides of the March and October clock changes, the period's edges at Berlin midnight, accounts and leads
// per Berlin week; a member and a trainer are refused, a broken period is refused with German messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { Report } from '#domain/reports/schemas';
import { berlinToInstant, berlinWallTime } from '#domain/time';
import {
  bearer,
  createMembers,
  createTestApp,
  demo,
  dialects,
  errorOf,
  login,
  testClock,
  type TestApp,
} from './helpers';
import { firstLocationId } from '../../server/modules/locations/first-location';

type Status = 'confirmed' | 'pending' | 'cancelled' | 'attended' | 'no_show';

interface SeedSession {
  course: 'yoga' | 'spin';
  /** Berlin wall time: year, month, day, hour, minute. */
  at: [number, number, number, number, number];
  seats: number;
  cancelled?: boolean;
  /** Each booking's status; `promoted`: it moved up from the waitlist. */
  bookings: Array<{ status: Status; promoted?: boolean }>;
}

const b = (status: Status, n = 1, promoted = false) =>
  Array.from({ length: n }, () => ({ status, ...(promoted ? { promoted } : {}) }));

// The period asked for: Monday 22 March to Sunday 4 April 2027 (the clock change is on Sunday 28 March).
const FROM = '2027-03-22';
const TO = '2027-04-04';

const SESSIONS: SeedSession[] = [
  // Saturday before the change, 18:00 CET (17:00 UTC): full, two left waiting.
  {
    course: 'yoga',
    at: [2027, 3, 27, 18, 0],
    seats: 3,
    bookings: [...b('attended', 2), ...b('no_show'), ...b('pending', 2)],
  },
  // Monday after the change, 18:00 CEST (16:00 UTC): one moved up from the waitlist, one cancelled.
  {
    course: 'yoga',
    at: [2027, 3, 29, 18, 0],
    seats: 3,
    bookings: [...b('confirmed'), ...b('confirmed', 1, true), ...b('cancelled')],
  },
  // The night of the change: 01:30 CET and 03:30 CEST, an hour of UTC apart.
  { course: 'spin', at: [2027, 3, 28, 1, 30], seats: 2, bookings: b('attended', 2) },
  {
    course: 'spin',
    at: [2027, 3, 28, 3, 30],
    seats: 2,
    bookings: [...b('no_show'), ...b('cancelled', 1, true)],
  },
  // Monday 22 March 00:30 CET is 21 March in UTC: inside the period.
  { course: 'spin', at: [2027, 3, 22, 0, 30], seats: 2, bookings: [...b('confirmed'), ...b('pending')] },
  // Cancelled by the studio: not counted.
  { course: 'yoga', at: [2027, 3, 30, 18, 0], seats: 3, cancelled: true, bookings: b('cancelled', 2) },
  // Outside the period: Sunday 21 March 23:30 and Monday 5 April 00:10 (Berlin).
  { course: 'yoga', at: [2027, 3, 21, 23, 30], seats: 3, bookings: b('attended', 3) },
  { course: 'spin', at: [2027, 4, 5, 0, 10], seats: 2, bookings: b('confirmed', 2) },
];

// Accounts and leads: Berlin instants; Monday 29 March 00:30 CEST is still Sunday 28 March in UTC.
const ACCOUNTS: Array<[number, number, number, number, number]> = [
  [2027, 3, 22, 0, 10],
  [2027, 3, 28, 23, 50],
  [2027, 3, 29, 0, 30],
  [2027, 4, 4, 23, 59],
  [2027, 4, 5, 0, 1],
];
const LEADS: Array<[number, number, number, number, number]> = [
  [2027, 3, 21, 23, 59],
  [2027, 3, 29, 0, 30],
  [2027, 3, 31, 12, 0],
];

const instant = ([y, mo, d, h, mi]: [number, number, number, number, number]) =>
  berlinToInstant(y, mo, d, h, mi);
const inPeriod = (at: Date) => at >= berlinToInstant(2027, 3, 22) && at < berlinToInstant(2027, 4, 5);
const SEAT: Status[] = ['confirmed', 'attended', 'no_show'];

/** The report the test expects, counted over SESSIONS in plain TypeScript. */
function expectedFigures(titles: Record<SeedSession['course'], string>) {
  const counted = SESSIONS.filter((s) => !s.cancelled && inPeriod(instant(s.at)));
  const figures = (list: SeedSession[]) => {
    const booked = (s: SeedSession) => s.bookings.filter((x) => SEAT.includes(x.status)).length;
    const sum = (f: (s: SeedSession) => number) => list.reduce((n, s) => n + f(s), 0);
    return {
      sessions: list.length,
      capacity: sum((s) => s.seats),
      booked: sum(booked),
      attended: sum((s) => s.bookings.filter((x) => x.status === 'attended').length),
      noShows: sum((s) => s.bookings.filter((x) => x.status === 'no_show').length),
      fullSessions: list.filter((s) => booked(s) >= s.seats).length,
      waitlisted: sum((s) => s.bookings.filter((x) => x.status === 'pending' || x.promoted).length),
      waiting: sum((s) => s.bookings.filter((x) => x.status === 'pending').length),
    };
  };
  const courses = (['spin', 'yoga'] as const).map((course) => ({
    title: titles[course],
    ...figures(counted.filter((s) => s.course === course)),
  }));
  const slots = new Map<string, SeedSession[]>();
  for (const s of counted) {
    const wall = berlinWallTime(instant(s.at));
    const key = `${wall.weekday}-${wall.hour}`;
    slots.set(key, [...(slots.get(key) ?? []), s]);
  }
  const slotRows = [...slots.entries()].map(([key, list]) => {
    const [weekday, hour] = key.split('-').map(Number) as [number, number];
    const { sessions, capacity, booked } = figures(list);
    return { weekday, hour, sessions, capacity, booked };
  });
  slotRows.sort((x, y) => x.weekday - y.weekday || x.hour - y.hour);
  return { courses, slots: slotRows };
}

describe.each(dialects())('GET /api/v1/reports on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const suffix = Math.random().toString(36).slice(2, 7);
  const titles = { yoga: `Yoga Auswertung ${suffix}`, spin: `Spinning Auswertung ${suffix}` };
  // Today in Berlin is Thursday 15 April 2027: the default period is 19 March to 15 April.
  const clock = testClock(berlinToInstant(2027, 4, 15, 10, 0));

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    adminToken = await login(t.app, demo.admin);
    const db = t.database.db;
    const stamp = t.clock.now().toISOString();
    const courseIds: Record<string, number> = {};
    for (const course of ['yoga', 'spin'] as const) {
      const { id } = await db
        .insertInto('courses')
        .values((eb) => ({
          title: titles[course],
          description: '',
          difficulty: 1,
          imageUrl: null,
          durationMinutes: 60,
          bookable: 1,
          createdAt: stamp,
          updatedAt: stamp,
          locationId: firstLocationId(eb),
        }))
        .returning('id')
        .executeTakeFirstOrThrow();
      courseIds[course] = id;
    }
    const most = Math.max(...SESSIONS.map((s) => s.bookings.length));
    const members = await createMembers(t, most, { membership: false });
    for (const session of SESSIONS) {
      const start = instant(session.at).toISOString();
      const { id } = await db
        .insertInto('courseSettings')
        .values({
          courseId: courseIds[session.course]!,
          scheduledAt: start,
          trainerName: 'Tina Trainer',
          maxParticipants: session.seats,
          createdAt: stamp,
          cancelledAt: session.cancelled ? stamp : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (session.bookings.length === 0) continue;
      await db
        .insertInto('bookings')
        .values(
          session.bookings.map((booking, i) => ({
            userId: members[i]!.id,
            courseSettingId: id,
            status: booking.status,
            createdAt: stamp,
            updatedAt: stamp,
            cancelledAt: booking.status === 'cancelled' ? stamp : null,
            promotedAt: booking.promoted ? stamp : null,
            notes: null,
            checkedInAt: null,
            checkedInBy: null,
          })),
        )
        .execute();
    }
    await db
      .insertInto('users')
      .values(
        ACCOUNTS.map((at, i) => ({
          email: `auswertung-${suffix}-${i}@example.de`,
          firstName: 'Neu',
          lastName: `Konto ${i}`,
          passwordHash: '!',
          roles: '["User"]',
          isActive: 1,
          createdAt: instant(at).toISOString(),
          updatedAt: stamp,
        })),
      )
      .execute();
    await db
      .insertInto('leads')
      .values(
        LEADS.map((at, i) => ({
          source: 'funnel',
          name: `Anfrage ${i}`,
          email: `anfrage-${suffix}-${i}@example.de`,
          phone: null,
          recommendedTier: null,
          trialSlot: null,
          payload: '{}',
          createdAt: instant(at).toISOString(),
          handledAt: null,
          idempotencyKey: null,
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  const get = (query: string, token = adminToken) =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.reports}${query}`, headers: bearer(token) });

  it('answers per course what the seeded bookings count: seats, seats taken, attendance, no-shows, waitlists', async () => {
    const response = await get(`?from=${FROM}&to=${TO}`);
    expect(response.statusCode).toBe(200);
    const report = response.json() as Report;
    expect(report).toMatchObject({ from: FROM, to: TO });
    const expected = expectedFigures(titles);
    expect(
      report.courses.map(({ courseId, locationId, ...rest }) => (void courseId, void locationId, rest)),
    ).toEqual(expected.courses);
    // The same figures written out, so a wrong count in the test's own helper cannot hide a wrong report.
    expect(report.courses.find((c) => c.title === titles.yoga)).toMatchObject({
      sessions: 2,
      capacity: 6,
      booked: 5,
      attended: 2,
      noShows: 1,
      fullSessions: 1,
      waitlisted: 3,
      waiting: 2,
    });
    expect(report.courses.find((c) => c.title === titles.spin)).toMatchObject({
      sessions: 3,
      capacity: 6,
      booked: 4,
      attended: 2,
      noShows: 1,
      fullSessions: 1,
      waitlisted: 2,
      waiting: 1,
    });
  });

  it('puts each session on its Berlin weekday and hour on both sides of the March clock change', async () => {
    const report = (await get(`?from=${FROM}&to=${TO}`)).json() as Report;
    expect(report.slots).toEqual(expectedFigures(titles).slots);
    // 27 March (CET) and 29 March (CEST), both 18:00 in Berlin, 17:00 and 16:00 UTC.
    expect(report.slots).toContainEqual({ weekday: 6, hour: 18, sessions: 1, capacity: 3, booked: 3 });
    expect(report.slots).toContainEqual({ weekday: 1, hour: 18, sessions: 1, capacity: 3, booked: 2 });
    // The night of the change: 01:30 and 03:30 on Sunday; Monday 00:30 of the first day.
    expect(report.slots).toContainEqual({ weekday: 7, hour: 1, sessions: 1, capacity: 2, booked: 2 });
    expect(report.slots).toContainEqual({ weekday: 7, hour: 3, sessions: 1, capacity: 2, booked: 1 });
    expect(report.slots).toContainEqual({ weekday: 1, hour: 0, sessions: 1, capacity: 2, booked: 1 });
  });

  it('and of the October clock change, and in a period without one', async () => {
    const db = t.database.db;
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', titles.yoga)
      .executeTakeFirstOrThrow();
    const stamp = t.clock.now().toISOString();
    const autumn = [berlinToInstant(2027, 10, 30, 18, 0), berlinToInstant(2027, 11, 1, 18, 0)];
    await db
      .insertInto('courseSettings')
      .values(
        autumn.map((start) => ({
          courseId: course.id,
          scheduledAt: start.toISOString(),
          trainerName: 'Tina Trainer',
          maxParticipants: 4,
          createdAt: stamp,
        })),
      )
      .execute();
    // A summer fortnight without a clock change (one offset for the whole period).
    const summer = (await get('?from=2027-10-04&to=2027-10-17')).json() as Report;
    expect(summer.slots).toEqual([]);
    await db
      .insertInto('courseSettings')
      .values({
        courseId: course.id,
        scheduledAt: berlinToInstant(2027, 10, 12, 7, 0).toISOString(),
        trainerName: 'Tina Trainer',
        maxParticipants: 4,
        createdAt: stamp,
      })
      .execute();
    // The same period again: an answer may be handed out for as long again as it took (decision 0193), so the
    // session inserted just now shows within that time, not necessarily at once.
    await expect
      .poll(async () => ((await get('?from=2027-10-04&to=2027-10-17')).json() as Report).slots, {
        timeout: 2_000,
      })
      .toEqual([{ weekday: 2, hour: 7, sessions: 1, capacity: 4, booked: 0 }]);
    const report = (await get('?from=2027-10-25&to=2027-11-07')).json() as Report;
    expect(report.slots).toEqual([
      { weekday: 1, hour: 18, sessions: 1, capacity: 4, booked: 0 },
      { weekday: 6, hour: 18, sessions: 1, capacity: 4, booked: 0 },
    ]);
  });

  it('counts new accounts and leads per Berlin week, every week of the period listed', async () => {
    const report = (await get(`?from=${FROM}&to=${TO}`)).json() as Report;
    const weekOf = (at: Date) => {
      const wall = berlinWallTime(at);
      return berlinToInstant(wall.year, wall.month, wall.day - wall.weekday + 1, 12)
        .toISOString()
        .slice(0, 10);
    };
    const count = (list: typeof ACCOUNTS, week: string) =>
      list.map(instant).filter((at) => inPeriod(at) && weekOf(at) === week).length;
    expect(report.weeks).toEqual(
      ['2027-03-22', '2027-03-29'].map((week) => ({
        week,
        newAccounts: count(ACCOUNTS, week),
        leads: count(LEADS, week),
      })),
    );
    expect(report.weeks).toEqual([
      { week: '2027-03-22', newAccounts: 2, leads: 0 },
      { week: '2027-03-29', newAccounts: 2, leads: 2 },
    ]);
  });

  it('covers the last four weeks up to today when no period is given', async () => {
    const report = (await get('')).json() as Report;
    expect(report).toMatchObject({ from: '2027-03-19', to: '2027-04-15' });
    expect(report.weeks.map((w) => w.week)).toEqual([
      '2027-03-15',
      '2027-03-22',
      '2027-03-29',
      '2027-04-05',
      '2027-04-12',
    ]);
  });

  it('refuses a period that ends before it starts or is longer than a year, in German', async () => {
    const backwards = await get('?from=2027-04-04&to=2027-03-22');
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards)).toMatchObject({
      code: 'VALIDATION',
      details: [{ path: 'to', message: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen' }],
    });
    const long = await get('?from=2026-01-01&to=2027-01-02');
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).details).toEqual([
      { path: 'to', message: 'Der Zeitraum darf höchstens 366 Tage umfassen' },
    ]);
    expect((await get('?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const broken = await get('?from=2027-02-30');
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).details).toEqual([{ path: 'from', message: 'Ungültiges Datum (JJJJ-MM-TT)' }]);
  });

  it('refuses members and trainers with 403 and anyone signed out with 401', async () => {
    const [member] = await createMembers(t, 1);
    const asMember = await get('', member!.token);
    expect(asMember.statusCode).toBe(403);
    // The spec's word for a missing role (seed 000 §8), as every admin route answers it.
    expect(errorOf(asMember)).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Du bist nicht berechtigt, diese Aktion auszuführen.',
    });
    const trainer = await login(t.app, demo.trainer);
    expect((await get('', trainer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: API_PATHS.reports });
    expect(anonymous.statusCode).toBe(401);
  });
});
