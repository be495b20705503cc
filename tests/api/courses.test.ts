// The course routes of seed 000 §7 on every engine: the public list with its week filter, one course for
// signed-in users, and admin-only writes that validate before they write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, LEVELS, expandCourses } from '#domain/courses/expand';
import { CourseListSchema, type Course } from '#domain/schemas/courses';
import { weekRange } from '#domain/time';
import { TEST_START } from '../support/clock';
import {
  bearer,
  createMembers,
  createTestApp,
  demo,
  dialects,
  errorOf,
  insertBookings,
  login,
  userIdOf,
  type TestApp,
} from './helpers';

const UNAUTHORIZED = {
  code: 'UNAUTHORIZED',
  message: 'Du bist nicht berechtigt, diese Aktion auszuführen.',
};

/** A day relative to the suite's clock (it ticks from TEST_START: the app's default in tests/api/helpers.ts). */
function inDays(days: number, hourUtc = 17): string {
  const date = new Date(TEST_START);
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}

const validCourse = () => ({
  title: 'Boxen Fitness',
  description: 'Pratzen, Seil und Schattenboxen.',
  difficulty: 2,
  durationMinutes: 50,
  courseSettings: [
    { scheduledAt: inDays(3), trainerName: 'Sam Schulz', maxParticipants: 12 },
    { scheduledAt: inDays(1), trainerName: 'Sam Schulz', maxParticipants: 12 },
  ],
});

describe.each(dialects())('course routes on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let memberToken: string;
  let trainerToken: string;

  beforeAll(async () => {
    // Bookings are put straight into the database here, as another process would: the public read cache
    // (PUBLIC_READ_TTL_MS) would show them late, so this suite reads the course list uncached.
    t = await createTestApp(dialect, { config: { publicReadTtlMs: 0 } });
    [adminToken, memberToken, trainerToken] = await Promise.all([
      login(t.app, demo.admin),
      login(t.app, demo.member),
      login(t.app, demo.trainer),
    ]);
  });
  afterAll(async () => t?.close());

  /** A course of validCourse() created by the admin, as the API answers it. */
  const createCourse = async (): Promise<Course> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/courses',
      headers: bearer(adminToken),
      payload: validCourse(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  /** Saves `course` with only `kept` of its sessions (the others dropped), and `fields` changed. */
  const saveWithOnly = (course: Course, kept: Course['courseSettings'][number], fields: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/courses/${course.id}`,
      headers: bearer(adminToken),
      payload: {
        ...validCourse(),
        ...fields,
        courseSettings: [
          { id: kept.id, scheduledAt: kept.scheduledAt, trainerName: 'X', maxParticipants: 3 },
        ],
      },
    });
  const listCourses = async (query = ''): Promise<Course[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const countRows = async (table: 'courses' | 'courseSettings') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('GET /api/v1/courses', () => {
    it('returns the seeded courses with courseSettings in the exact field names of seed 000 §3', async () => {
      const courses = await listCourses();
      expect(courses.length).toBeGreaterThanOrEqual(8);
      for (const course of courses) {
        expect(Object.keys(course).sort()).toEqual(
          [
            'bookable',
            'bookingsCount',
            // Issue 19: the course's own category (null: from the title) and the one bookings are decided by.
            'category',
            'courseSettings',
            'description',
            'difficulty',
            'durationMinutes',
            'effectiveCategory',
            'id',
            'imageUrl',
            // Issue 34: the location the course belongs to.
            'locationId',
            'title',
          ].sort(),
        );
        expect(course.courseSettings.length).toBeGreaterThan(0);
        for (const setting of course.courseSettings) {
          expect(Object.keys(setting).sort()).toEqual(
            // Seed 000 §3's fields plus the server's deadline instants (issue 14: clients never guess them).
            [
              'bookable',
              'bookingClosesAt',
              'bookingsCount',
              'cancellationClosesAt',
              'id',
              'maxParticipants',
              'scheduledAt',
              'trainerName',
            ].sort(),
          );
        }
      }
      expect(() => CourseListSchema.parse(courses)).not.toThrow();
    });

    it('seeds every category and level, sessions this week and next week, and one 30-minute course', async () => {
      const entries = expandCourses(await listCourses());
      // The four regular categories and the studio's own two, each as it is (issue 37: not flattened to fitness).
      expect(new Set(entries.map((e) => e.category))).toEqual(
        new Set([...CATEGORIES, 'Personal Training', 'EMS']),
      );
      expect(new Set(entries.map((e) => e.level))).toEqual(new Set(LEVELS));
      const thisWeek = weekRange(t.clock.now());
      const nextWeek = weekRange(new Date(thisWeek.end.getTime() + 1));
      const within = (r: { start: Date; end: Date }) =>
        entries.filter((e) => new Date(e.startTime) >= r.start && new Date(e.startTime) <= r.end);
      expect(within(thisWeek).length).toBeGreaterThan(0);
      expect(within(nextWeek).length).toBeGreaterThan(0);
      const thirty = entries.filter((e) => e.duration === 30);
      expect(thirty.length).toBeGreaterThan(0);
      for (const entry of thirty) {
        expect(new Date(entry.endTime).getTime() - new Date(entry.startTime).getTime()).toBe(30 * 60_000);
      }
    });

    it('returns only the sessions within startDate and endDate', async () => {
      const range = weekRange(t.clock.now());
      const courses = await listCourses(
        `?startDate=${encodeURIComponent(range.start.toISOString())}&endDate=${encodeURIComponent(range.end.toISOString())}`,
      );
      const all = await listCourses();
      const settings = courses.flatMap((c) => c.courseSettings);
      expect(settings.length).toBeGreaterThan(0);
      expect(settings.length).toBeLessThan(all.flatMap((c) => c.courseSettings).length);
      for (const s of settings) {
        expect(new Date(s.scheduledAt) >= range.start && new Date(s.scheduledAt) <= range.end).toBe(true);
      }
    });

    it('answers 400 for a start after the end and for a date that is not ISO', async () => {
      for (const query of [
        `?startDate=2026-11-30T00:00:00.000Z&endDate=2026-11-23T00:00:00.000Z`,
        `?startDate=gestern`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses${query}` });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).code).toBe('VALIDATION');
      }
    });

    it('counts confirmed and attended bookings per session, not waitlisted or cancelled ones', async () => {
      const [course] = await listCourses();
      const [first, second] = course!.courseSettings;
      const member = { id: await userIdOf(t.database.db, demo.member.email) };
      const trainer = { id: await userIdOf(t.database.db, demo.trainer.email) };
      await insertBookings(t, [
        {
          userId: member.id,
          courseSettingId: first!.id,
          status: 'confirmed',
        },
        {
          userId: trainer.id,
          courseSettingId: first!.id,
          status: 'attended',
        },
        {
          userId: member.id,
          courseSettingId: second!.id,
          status: 'pending',
        },
        {
          userId: trainer.id,
          courseSettingId: second!.id,
          status: 'cancelled',
        },
      ]);
      const updated = (await listCourses()).find((c) => c.id === course!.id)!;
      expect(updated.courseSettings.find((s) => s.id === first!.id)!.bookingsCount).toBe(2);
      expect(updated.courseSettings.find((s) => s.id === second!.id)!.bookingsCount).toBe(0);
      expect(updated.bookingsCount).toBe(2);
    });

    it('refuses a second active booking of the same member for the same session', async () => {
      const [course] = await listCourses();
      const setting = course!.courseSettings[0]!;
      const member = { id: await userIdOf(t.database.db, demo.member.email) };
      await expect(
        insertBookings(t, [
          {
            userId: member.id,
            courseSettingId: setting.id,
            status: 'pending',
          },
        ]),
      ).rejects.toThrow();
    });
  });

  describe('GET /api/v1/courses/{id}', () => {
    it('needs a token', async () => {
      const [course] = await listCourses();
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${course!.id}` });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual(UNAUTHORIZED);
    });

    it('returns the course for any signed-in user, also with one of its courseSettingsId', async () => {
      const [course] = await listCourses();
      const settingId = course!.courseSettings[0]!.id;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${course!.id}?courseSettingsId=${settingId}`,
        headers: bearer(memberToken),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: course!.id,
        bookable: true,
        bookingsCount: expect.any(Number),
      });
    });

    it("answers 'Kurs nicht gefunden' and 'Kurs-Einstellung nicht gefunden'", async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/v1/courses/987654',
        headers: bearer(memberToken),
      });
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing)).toEqual({ code: 'COURSE_NOT_FOUND', message: 'Kurs nicht gefunden' });
      const [a, b] = await listCourses();
      const foreignSetting = b!.courseSettings[0]!.id;
      const wrong = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${a!.id}?courseSettingsId=${foreignSetting}`,
        headers: bearer(memberToken),
      });
      expect(wrong.statusCode).toBe(404);
      expect(errorOf(wrong)).toEqual({
        code: 'COURSE_SETTING_NOT_FOUND',
        message: 'Kurs-Einstellung nicht gefunden',
      });
    });

    it('answers 400 for an id that is not a number', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/courses/abc',
        headers: bearer(memberToken),
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/v1/courses', () => {
    it('answers 401 without a token and 403 for a member and a trainer, with the German message', async () => {
      const before = await countRows('courses');
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v1/courses',
        payload: validCourse(),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toEqual(UNAUTHORIZED);
      for (const token of [memberToken, trainerToken]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/courses',
          headers: bearer(token),
          payload: validCourse(),
        });
        expect(response.statusCode).toBe(403);
        expect(errorOf(response)).toEqual(UNAUTHORIZED);
      }
      expect(await countRows('courses')).toBe(before);
    });

    it('answers 400 with the validation message for a malformed body and writes nothing', async () => {
      const before = [await countRows('courses'), await countRows('courseSettings')];
      const bodies = [
        {},
        { ...validCourse(), title: '' },
        { ...validCourse(), difficulty: 7 },
        { ...validCourse(), courseSettings: [] },
        {
          ...validCourse(),
          courseSettings: [{ scheduledAt: 'morgen', trainerName: 'X', maxParticipants: 5 }],
        },
        { ...validCourse(), imageUrl: 'javascript:alert(1)' },
      ];
      for (const payload of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/courses',
          headers: bearer(adminToken),
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBe('Eingabefehler. Bitte überprüfe deine Angaben.');
      }
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/v1/courses',
        headers: bearer(adminToken),
        payload: { ...validCourse(), courseSettings: [] },
      });
      expect(errorOf(empty).details).toEqual([
        { path: 'courseSettings', message: 'Ein Kurs braucht mindestens einen Termin' },
      ]);
      expect([await countRows('courses'), await countRows('courseSettings')]).toEqual(before);
    });

    it('creates a course for an admin, with its sessions in time order and the defaults filled', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/courses',
        headers: bearer(adminToken),
        payload: validCourse(),
      });
      expect(response.statusCode).toBe(201);
      const course: Course = response.json();
      expect(course).toMatchObject({
        title: 'Boxen Fitness',
        durationMinutes: 50,
        bookable: true,
        bookingsCount: 0,
      });
      expect(course.courseSettings.map((s) => s.scheduledAt)).toEqual([inDays(1), inDays(3)]);
      expect((await listCourses()).some((c) => c.id === course.id)).toBe(true);
    });
  });

  describe('PUT /api/v1/courses/{id}', () => {
    it('replaces the fields and the sessions it lists, and answers 404 for a session of another course', async () => {
      const created = await createCourse();
      const [keep] = created.courseSettings;
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
        payload: {
          ...validCourse(),
          title: 'Boxen Fitness Plus',
          bookable: false,
          courseSettings: [
            { id: keep!.id, scheduledAt: keep!.scheduledAt, trainerName: 'Kim Kurz', maxParticipants: 6 },
            { scheduledAt: inDays(5), trainerName: 'Kim Kurz', maxParticipants: 6 },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      const updated: Course = response.json();
      expect(updated).toMatchObject({ title: 'Boxen Fitness Plus', bookable: false });
      expect(updated.courseSettings).toHaveLength(2);
      expect(updated.courseSettings[0]).toMatchObject({
        id: keep!.id,
        trainerName: 'Kim Kurz',
        maxParticipants: 6,
      });

      const [other] = await listCourses();
      const foreign = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
        payload: {
          ...validCourse(),
          courseSettings: [
            {
              id: other!.courseSettings[0]!.id,
              scheduledAt: inDays(2),
              trainerName: 'X',
              maxParticipants: 3,
            },
          ],
        },
      });
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).code).toBe('COURSE_SETTING_NOT_FOUND');
    });

    it('drops a session whose bookings are over (attended, no-show, cancelled) together with them', async () => {
      const created = await createCourse();
      const [done, other] = created.courseSettings;
      const members = await createMembers(t, 3);
      // Rows as a past session leaves them; on PostgreSQL each one counts in the session's counts row.
      await insertBookings(
        t,
        ['attended', 'no_show', 'cancelled'].map((status, i) => ({
          userId: members[i]!.id,
          courseSettingId: done!.id,
          status,
        })),
      );
      const response = await saveWithOnly(created, other!);
      expect(response.statusCode, response.body).toBe(200);
      const db = t.database.db;
      expect(await db.selectFrom('courseSettings').select('id').where('id', '=', done!.id).execute()).toEqual(
        [],
      );
      expect(
        await db.selectFrom('bookings').select('id').where('courseSettingId', '=', done!.id).execute(),
      ).toEqual([]);
      expect(
        await db
          .selectFrom('sessionCounts')
          .select('courseSettingId')
          .where('courseSettingId', '=', done!.id)
          .execute(),
      ).toEqual([]);
    });

    it('refuses to drop a session that holds an open booking and changes nothing', async () => {
      const created = await createCourse();
      const [booked, other] = created.courseSettings;
      const member = { id: await userIdOf(t.database.db, demo.member.email) };
      await insertBookings(t, [
        {
          userId: member.id,
          courseSettingId: booked!.id,
          status: 'confirmed',
        },
      ]);
      const response = await saveWithOnly(created, other!, { title: 'Soll nicht gespeichert werden' });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).code).toBe('SESSION_HAS_BOOKINGS');
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
      });
      expect(after.json()).toMatchObject({
        title: 'Boxen Fitness',
        courseSettings: created.courseSettings.map((s) => ({ id: s.id })),
      });

      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
      });
      expect(removal.statusCode).toBe(409);
      expect(errorOf(removal).code).toBe('COURSE_HAS_BOOKINGS');
    });
  });

  describe('DELETE /api/v1/courses/{id}', () => {
    it('is refused for a member, and deletes the course with its sessions for an admin', async () => {
      const created = await createCourse();
      const refused = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(memberToken),
      });
      expect(refused.statusCode).toBe(403);
      const sessionsBefore = await countRows('courseSettings');
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(204);
      expect(await countRows('courseSettings')).toBe(sessionsBefore - created.courseSettings.length);
      const gone = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
      });
      expect(gone.statusCode).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/courses/${created.id}`,
        headers: bearer(adminToken),
      });
      expect(errorOf(again).code).toBe('COURSE_NOT_FOUND');
    });
  });

  it('answers unknown API paths with 404 JSON in the catalogue format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'Die angeforderte Ressource wurde nicht gefunden.',
    });
  });
});
