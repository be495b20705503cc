// The Auswertung of a chain (issue 34 item 5) on every engine: two locations, each with its courses, sessions,
// bookings and new members; the report of each location has only its own, and the two add up to the chain's
// report figure by figure (per course, per weekday and hour, per week). Leads name no location: only the chain's
// report has them. An account without a home studio belongs to the first location. An unknown location is a 404, a
// broken one a German 400; the answer lists the locations the filter offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type { CourseFigures, Report, SlotFigures } from '#domain/reports/schemas';
import { berlinToInstant } from '#domain/time';
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

type Status = 'confirmed' | 'pending' | 'cancelled' | 'attended' | 'no_show';

// Monday 1 March to Sunday 14 March 2027.
const FROM = '2027-03-01';
const TO = '2027-03-14';

interface SeedCourse {
  key: string;
  location: 'mitte' | 'nord';
  /** Sessions: Berlin day of March 2027 and hour, seats, bookings' statuses (p: moved up from the waitlist). */
  sessions: Array<{ day: number; hour: number; seats: number; bookings: Array<Status | 'p'> }>;
}

// The same title at both locations (a chain's usual case), and a course only one location has; two sessions at
// the same weekday and hour in different locations, so the slot table must add them up.
const COURSES: SeedCourse[] = [
  {
    key: 'yoga-mitte',
    location: 'mitte',
    sessions: [
      { day: 2, hour: 18, seats: 3, bookings: ['attended', 'attended', 'no_show', 'pending'] },
      { day: 9, hour: 18, seats: 3, bookings: ['confirmed', 'p', 'cancelled'] },
    ],
  },
  {
    key: 'yoga-nord',
    location: 'nord',
    sessions: [
      { day: 2, hour: 18, seats: 2, bookings: ['attended', 'no_show', 'pending', 'pending'] },
      { day: 4, hour: 7, seats: 4, bookings: ['attended'] },
    ],
  },
  {
    key: 'spin-nord',
    location: 'nord',
    sessions: [
      { day: 6, hour: 10, seats: 2, bookings: ['attended', 'attended'] },
      { day: 13, hour: 10, seats: 2, bookings: ['confirmed', 'cancelled'] },
      // Outside the period: not counted anywhere.
      { day: 15, hour: 10, seats: 2, bookings: ['confirmed'] },
    ],
  },
];

const FIGURES = [
  'sessions',
  'capacity',
  'booked',
  'attended',
  'noShows',
  'fullSessions',
  'waitlisted',
  'waiting',
] as const;

/** Adds per-slot rows of several reports by weekday and hour. */
function addSlots(lists: SlotFigures[][]): SlotFigures[] {
  const sums = new Map<string, SlotFigures>();
  for (const slot of lists.flat()) {
    const key = `${slot.weekday}-${slot.hour}`;
    const sum = sums.get(key) ?? {
      weekday: slot.weekday,
      hour: slot.hour,
      sessions: 0,
      capacity: 0,
      booked: 0,
    };
    sum.sessions += slot.sessions;
    sum.capacity += slot.capacity;
    sum.booked += slot.booked;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

const byId = (rows: CourseFigures[]) => [...rows].sort((a, b) => a.courseId - b.courseId);

describe.each(dialects())('GET /api/v1/reports by location on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const locations: Record<'mitte' | 'nord', number> = { mitte: 0, nord: 0 };
  const courseIds: Record<string, number> = {};
  const suffix = Math.random().toString(36).slice(2, 7);
  const clock = testClock(berlinToInstant(2027, 3, 20, 10, 0));

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    adminToken = await login(t.app, demo.admin);
    const db = t.database.db;
    const stamp = t.clock.now().toISOString();
    const first = await db
      .selectFrom('locations')
      .select('id')
      .orderBy('sortOrder')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    locations.mitte = first.id;
    const nord = await db
      .insertInto('locations')
      .values({
        slug: 'nord',
        name: 'Kraftraum Nord',
        street: 'Nordstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        phone: '030 1234567',
        email: 'nord@example.de',
        openingHours: '[]',
        mapUrl: null,
        sortOrder: 1,
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    locations.nord = nord.id;

    const most = Math.max(...COURSES.flatMap((c) => c.sessions.map((s) => s.bookings.length)));
    const members = await createMembers(t, most, { membership: false });
    for (const course of COURSES) {
      const { id } = await db
        .insertInto('courses')
        .values({
          title: `${course.key.startsWith('yoga') ? 'Yoga' : 'Spinning'} Kette ${suffix}`,
          description: '',
          difficulty: 1,
          imageUrl: null,
          durationMinutes: 60,
          bookable: 1,
          createdAt: stamp,
          updatedAt: stamp,
          locationId: locations[course.location],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      courseIds[course.key] = id;
      for (const session of course.sessions) {
        const setting = await db
          .insertInto('courseSettings')
          .values({
            courseId: id,
            scheduledAt: berlinToInstant(2027, 3, session.day, session.hour, 0).toISOString(),
            trainerName: 'Tina Trainer',
            maxParticipants: session.seats,
            createdAt: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('bookings')
          .values(
            session.bookings.map((status, i) => ({
              userId: members[i]!.id,
              courseSettingId: setting.id,
              status: status === 'p' ? 'confirmed' : status,
              createdAt: stamp,
              updatedAt: stamp,
              cancelledAt: status === 'cancelled' ? stamp : null,
              promotedAt: status === 'p' ? stamp : null,
              notes: null,
              checkedInAt: null,
              checkedInBy: null,
            })),
          )
          .execute();
      }
    }
    // New accounts: two at Mitte, three at Nord (in both weeks), one without a home studio (so Mitte's); a lead.
    const accounts: Array<[number, 'mitte' | 'nord' | null]> = [
      [2, 'mitte'],
      [10, 'mitte'],
      [3, 'nord'],
      [4, 'nord'],
      [11, 'nord'],
      [12, null],
    ];
    await db
      .insertInto('users')
      .values(
        accounts.map(([day, home], i) => ({
          email: `kette-${suffix}-${i}@example.de`,
          firstName: 'Neu',
          lastName: `Kette ${i}`,
          passwordHash: '!',
          roles: '["User"]',
          isActive: 1,
          createdAt: berlinToInstant(2027, 3, day, 12, 0).toISOString(),
          updatedAt: stamp,
          homeLocationId: home === null ? null : locations[home],
        })),
      )
      .execute();
    await db
      .insertInto('leads')
      .values({
        source: 'funnel',
        name: 'Anfrage',
        email: `kette-anfrage-${suffix}@example.de`,
        phone: null,
        recommendedTier: null,
        trialSlot: null,
        payload: '{}',
        createdAt: berlinToInstant(2027, 3, 5, 9, 0).toISOString(),
        handledAt: null,
        idempotencyKey: null,
      })
      .execute();
  });
  afterAll(async () => t?.close());

  const get = (query: string, token = adminToken) =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.reports}${query}`, headers: bearer(token) });
  const report = async (location?: number) => {
    const response = await get(`?from=${FROM}&to=${TO}${location ? `&location=${location}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };

  it("has each location's own courses, and the locations add up to the chain's figures", async () => {
    const chain = await report();
    const mitte = await report(locations.mitte);
    const nord = await report(locations.nord);
    expect([chain.location, mitte.location, nord.location]).toEqual([null, locations.mitte, locations.nord]);

    // Each location's report has its own courses only, with the location named on each row.
    expect(mitte.courses.map((c) => c.courseId)).toEqual([courseIds['yoga-mitte']]);
    expect(byId(nord.courses).map((c) => c.courseId)).toEqual(
      [courseIds['yoga-nord']!, courseIds['spin-nord']!].sort((a, b) => a - b),
    );
    expect(new Set(mitte.courses.map((c) => c.locationId))).toEqual(new Set([locations.mitte]));
    expect(new Set(nord.courses.map((c) => c.locationId))).toEqual(new Set([locations.nord]));
    // The chain lists every course once, with the same figures as the location's report.
    const ours = (rows: CourseFigures[]) =>
      byId(rows.filter((c) => Object.values(courseIds).includes(c.courseId)));
    expect(ours(chain.courses)).toEqual(byId([...mitte.courses, ...nord.courses]));

    // Figure by figure: Mitte + Nord = the chain (the demo data has no sessions in this period).
    for (const figure of FIGURES) {
      const sum = (rows: CourseFigures[]) => rows.reduce((n, c) => n + c[figure], 0);
      expect(sum(mitte.courses) + sum(nord.courses), figure).toBe(sum(chain.courses));
    }
    // Written out, so a wrong sum on both sides cannot hide: 6 sessions, 16 seats, 11 seats taken.
    const total = (rows: CourseFigures[], figure: (typeof FIGURES)[number]) =>
      rows.reduce((n, c) => n + c[figure], 0);
    expect(FIGURES.map((figure) => total(chain.courses, figure))).toEqual([6, 16, 11, 6, 2, 3, 4, 3]);
    expect(FIGURES.map((figure) => total(mitte.courses, figure))).toEqual([2, 6, 5, 2, 1, 1, 2, 1]);

    // Tuesday 18:00 has a session at each location: the chain's slot adds both.
    expect(addSlots([mitte.slots, nord.slots])).toEqual(chain.slots);
    expect(chain.slots).toContainEqual({ weekday: 2, hour: 18, sessions: 3, capacity: 8, booked: 7 });
    expect(nord.slots).toContainEqual({ weekday: 2, hour: 18, sessions: 1, capacity: 2, booked: 2 });
  });

  it("counts a location's new accounts by home studio (none: the first location's); leads only in the chain", async () => {
    const chain = await report();
    const mitte = await report(locations.mitte);
    const nord = await report(locations.nord);
    // Mitte, the first location: its two members and, on 12 March, the account without a home studio.
    expect(mitte.weeks).toEqual([
      { week: '2027-03-01', newAccounts: 1 },
      { week: '2027-03-08', newAccounts: 2 },
    ]);
    expect(nord.weeks).toEqual([
      { week: '2027-03-01', newAccounts: 2 },
      { week: '2027-03-08', newAccounts: 1 },
    ]);
    expect(chain.weeks).toEqual([
      { week: '2027-03-01', newAccounts: 3, leads: 1 },
      { week: '2027-03-08', newAccounts: 3, leads: 0 },
    ]);
    // The chain = the locations, week by week.
    chain.weeks.forEach((week, i) => {
      expect(week.newAccounts).toBe(mitte.weeks[i]!.newAccounts + nord.weeks[i]!.newAccounts);
    });
  });

  it('lists the locations in their order; refuses an unknown one with 404 and a broken one in German', async () => {
    const chain = await report();
    expect(chain.locations).toEqual([
      { id: locations.mitte, name: 'Kraftraum Mitte' },
      { id: locations.nord, name: 'Kraftraum Nord' },
    ]);
    const unknown = await get(`?from=${FROM}&to=${TO}&location=${locations.nord + 1000}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const broken = await get(`?from=${FROM}&to=${TO}&location=nord`);
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).details).toEqual([{ path: 'location', message: 'Ungültige ID' }]);
  });

  it("refuses a location's report to members with 403", async () => {
    const [member] = await createMembers(t, 1);
    expect((await get(`?location=${locations.mitte}`, member!.token)).statusCode).toBe(403);
  });
});
