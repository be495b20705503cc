// Setting the stage for the booking journeys over the real HTTP API: the admin creates a course with small
// sessions, fresh members register (and book or cancel as other people would at the same time). Registration and
// sign-in count against the server's per-minute limit, so each test registers only the members it needs.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, uniqueEmail, type Account } from './accounts';
import { grantMembership, userIdOf } from './memberships';
import { persistedQueries } from './schedule';
import { runClock } from '../../support/clock';

const HOUR = 3_600_000;

export interface Member extends Account {
  token: string;
}

export interface TestSession {
  id: number;
  scheduledAt: string;
}

export interface TestCourse {
  id: number;
  title: string;
  sessions: TestSession[];
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const body = await ok<{ token: string }>(
    await request.post('/api/users/login', {
      data: { userName: DEMO.admin.email, password: DEMO.admin.password },
    }),
  );
  return body.token;
}

/**
 * A new member, signed in over the API, holding CORE (issue 19: registration gives no membership; the desk
 * assigns one). `membership: false` keeps the account without one.
 */
export async function registerMember(
  request: APIRequestContext,
  firstName: string,
  { membership = true }: { membership?: boolean } = {},
): Promise<Member> {
  const email = uniqueEmail('buchung');
  const password = 'Kurs-Test-2026!';
  const { token } = await ok<{ token: string }>(
    await request.post('/api/users/register', {
      data: { firstName, lastName: 'Testmitglied', email, userName: email, password },
    }),
  );
  if (membership) await grantMembership(request, await userIdOf(request, token));
  return { email, password, firstName, token };
}

/**
 * `hoursAhead` or the next whole hour after it at which a session starts at 03:00 Berlin or later, so its two-hour
 * cancellation deadline falls on the same day (an earlier start puts the deadline on the day before, and the page
 * then names that day: 'Dienstag, 24. November, 22:00 Uhr').
 */
export function hoursAheadSameDayDeadline(hoursAhead: number): number {
  const hour = Math.ceil(runClock().now().getTime() / HOUR) * HOUR;
  const berlinHour = (at: number) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' })
        .formatToParts(at)
        .find((part) => part.type === 'hour')?.value,
    );
  let ahead = hoursAhead;
  while (berlinHour(hour + ahead * HOUR) < 3) ahead += 1;
  return ahead;
}

/**
 * A course whose sessions start `hoursAhead` from now (whole hours), with the given seat counts. `title`,
 * `category` (issue 19: the course's own category, e.g. 'EMS') and `locationId` (issue 34) are optional.
 */
export async function createCourse(
  request: APIRequestContext,
  token: string,
  sessions: ReadonlyArray<{ hoursAhead: number; seats: number }>,
  {
    title = `Buchungstest ${Math.random().toString(36).slice(2, 7)}`,
    category,
    locationId,
  }: { title?: string; category?: string; locationId?: number } = {},
): Promise<TestCourse> {
  const hour = Math.ceil(runClock().now().getTime() / HOUR) * HOUR;
  const course = await ok<{
    id: number;
    courseSettings: Array<{ id: number; scheduledAt: string }>;
  }>(
    await request.post('/api/v1/courses', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Ein Kurs nur für die Buchungstests.',
        difficulty: 1,
        durationMinutes: 60,
        bookable: true,
        ...(category ? { category } : {}),
        ...(locationId === undefined ? {} : { locationId }),
        courseSettings: sessions.map((session) => ({
          scheduledAt: new Date(hour + session.hoursAhead * HOUR).toISOString(),
          trainerName: 'Lena Berger',
          maxParticipants: session.seats,
        })),
      },
    }),
  );
  const sorted = [...course.courseSettings].sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return { id: course.id, title, sessions: sorted.map(({ id, scheduledAt }) => ({ id, scheduledAt })) };
}

/** Removes a test course again (its bookings are cancelled), so later specs see the seeded week unchanged. */
export async function deleteCourse(request: APIRequestContext, token: string, id: number): Promise<void> {
  const response = await request.delete(`/api/v1/courses/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { confirm: true },
  });
  expect(response.status(), await response.text()).toBe(204);
}

export async function bookOverApi(
  request: APIRequestContext,
  member: Member,
  courseSettingsId: number,
): Promise<{ id: number; status: string }> {
  return ok(
    await request.post('/api/v1/bookings', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { courseSettingsId },
    }),
  );
}

export async function cancelOverApi(request: APIRequestContext, member: Member, bookingId: number) {
  return ok<{ status: string }>(
    await request.delete(`/api/v1/bookings/${bookingId}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    }),
  );
}

/** /courses/{id}?courseSettingsId={session} */
export function sessionUrl(course: TestCourse, session: TestSession): string {
  return `/courses/${course.id}?courseSettingsId=${session.id}`;
}

/** 'HH:MM Uhr' in Berlin, as the app writes deadlines. */
export function berlinTime(instant: number | Date): string {
  return `${new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant))} Uhr`;
}

/**
 * A deadline as the app writes it (issue 20): 'HH:MM Uhr' when it falls on today's Berlin date, else with its day,
 * 'Fr., 27.11., 20:00 Uhr'.
 */
export function berlinDeadline(instant: number | Date, now: Date = runClock().now()): string {
  const at = new Date(instant);
  const date = (d: Date) => new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin' }).format(d);
  if (date(at) === date(now)) return berlinTime(at);
  const day = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
  }).format(at);
  return `${day}, ${berlinTime(at)}`;
}

/** How many queries of the member's bookings the app has written to IndexedDB. */
export function persistedBookingLists(page: Page): Promise<number> {
  return persistedQueries(page, ['bookings', 'mine']);
}
