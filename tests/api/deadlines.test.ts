// The deadline instants in the answers (issue 14): every session of the course answer and every booking carry
// when booking and cancelling close, computed from the server's configuration (here 30 and 180 minutes, apart
// from the domain defaults 0 and 120), so clients never fall back on their own defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '#domain/schemas/bookings';
import type { Course } from '#domain/schemas/courses';
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

const NOW = new Date('2026-11-24T08:00:00Z');
const START = new Date('2026-11-24T17:00:00Z');
const MINUTE = 60_000;

describe.each(dialects())('deadline instants on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const clock = testClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      clock,
      config: { bookingDeadlineMinutes: 30, cancellationDeadlineMinutes: 180 },
    });
    adminToken = await login(t.app, demo.admin);
  });
  afterAll(async () => t?.close());

  it('carries the configured booking and cancellation deadlines in the course answer and in my bookings', async () => {
    const { courseId, settingId } = await createSession(t, adminToken, { start: START, seats: 1 });
    const before = (minutes: number) => new Date(START.getTime() - minutes * MINUTE).toISOString();

    const range = `startDate=${NOW.toISOString()}&endDate=${new Date(NOW.getTime() + 86_400_000).toISOString()}`;
    for (const url of [`/api/v1/courses/${courseId}`, `/api/v1/courses?${range}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
      if (response.statusCode !== 200) throw new Error(response.body);
      const answer = response.json() as Course | Course[];
      const course = Array.isArray(answer) ? answer.find((c) => c.id === courseId)! : answer;
      expect(course.courseSettings.find((s) => s.id === settingId)).toMatchObject({
        bookable: true,
        bookingClosesAt: before(30),
        cancellationClosesAt: before(180),
      });
    }

    const [seatHolder, waiter] = await createMembers(t, 2);
    for (const member of [seatHolder!, waiter!]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: bearer(member.token),
        payload: { courseSettingsId: settingId },
      });
    }
    const mine = async (token: string): Promise<Booking> =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/bookings/me', headers: bearer(token) })
        ).json() as Booking[]
      )[0]!;
    // A seat until the cancellation deadline, a waitlist place until the start.
    expect(await mine(seatHolder!.token)).toMatchObject({
      status: 'confirmed',
      cancellationClosesAt: before(180),
    });
    expect(await mine(waiter!.token)).toMatchObject({
      status: 'pending',
      cancellationClosesAt: START.toISOString(),
    });

    // Past the configured booking deadline the session says so: not bookable, the same instants.
    clock.set(new Date(START.getTime() - 30 * MINUTE));
    try {
      const course: Course = (
        await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}`, headers: bearer(adminToken) })
      ).json();
      expect(course.courseSettings[0]).toMatchObject({ bookable: false, bookingClosesAt: before(30) });
    } finally {
      clock.set(NOW);
    }
  });
});
