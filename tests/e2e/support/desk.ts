// Front-desk set-up over the real API for the browser tests (issue 6): a token for a demo account, a course with
// a session today, clients made at the desk, desk bookings, and the day's check-in lists.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, type Account } from './accounts';
import { deleteCourse } from './bookings';
import { grantMembership } from './memberships';
import { unique } from '../../support/unique';
import { runClock } from '../../support/clock';

export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { userName: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Courses the current test made (by courseToday, or registered by title): removed again after it. */
const made: Array<{ token: string; courseId?: number; title?: string }> = [];

/** Marks a course made through the screens (known by its title) for removal after the test. */
export function removeAfterTest(token: string, title: string) {
  made.push({ token, title });
}

/**
 * Deletes every course this test made, bookings and all, so later specs (the schedule journeys) see the seeded
 * week unchanged. Call it from test.afterEach.
 */
export async function removeMadeCourses(request: APIRequestContext): Promise<void> {
  for (const { token, courseId, title } of made.splice(0)) {
    let id = courseId;
    if (id === undefined) {
      const list = await request.get('/api/v1/courses?includeCancelled=true', { headers: auth(token) });
      id = ((await list.json()) as { id: number; title: string }[]).find((c) => c.title === title)?.id;
    }
    if (id === undefined) continue;
    await deleteCourse(request, token, id);
  }
}

export interface CreatedSession {
  courseId: number;
  sessionId: number;
  title: string;
}

/**
 * A course with one session starting in a few minutes (today in Berlin), led by `trainerName`; `startsInMinutes`
 * moves it (the 60-minute check-in rule).
 */
export async function courseToday(
  request: APIRequestContext,
  token: string,
  options: { title: string; trainerName: string; maxParticipants?: number; startsInMinutes?: number },
): Promise<CreatedSession> {
  const { courseId, sessionIds } = await courseWithSessions(request, token, {
    ...options,
    startsInMinutes: [options.startsInMinutes ?? 2],
  });
  return { courseId, sessionId: sessionIds[0]!, title: options.title };
}

/** A course with a session at each of `startsInMinutes` from the run's now (negative: already begun). */
export async function courseWithSessions(
  request: APIRequestContext,
  token: string,
  {
    title,
    trainerName,
    maxParticipants = 10,
    startsInMinutes,
  }: { title: string; trainerName: string; maxParticipants?: number; startsInMinutes: readonly number[] },
): Promise<{ courseId: number; sessionIds: number[] }> {
  const now = runClock().now().getTime();
  const response = await request.post('/api/v1/courses', {
    headers: auth(token),
    data: {
      title,
      description: 'Für einen Test angelegt.',
      difficulty: 1,
      durationMinutes: 60,
      bookable: true,
      courseSettings: startsInMinutes.map((minutes) => ({
        scheduledAt: new Date(now + minutes * 60_000).toISOString(),
        trainerName,
        maxParticipants,
      })),
    },
  });
  expect(response.status()).toBe(201);
  const course = (await response.json()) as {
    id: number;
    courseSettings: { id: number; scheduledAt: string }[];
  };
  made.push({ token, courseId: course.id });
  // The answer's sessions in the order asked (by start).
  const byStart = new Map(course.courseSettings.map((s) => [Date.parse(s.scheduledAt), s.id]));
  return {
    courseId: course.id,
    sessionIds: startsInMinutes.map((minutes) => byStart.get(now + minutes * 60_000)!),
  };
}

export async function createClient(
  request: APIRequestContext,
  token: string,
  firstName: string,
  lastName: string,
): Promise<{ id: number }> {
  const response = await request.post('/api/users', {
    headers: auth(token),
    data: {
      firstName,
      lastName,
      email: `${firstName}-${unique()}-${Math.random().toString(36).slice(2, 7)}@example.de`.toLowerCase(),
    },
  });
  expect(response.status()).toBe(201);
  const user = ((await response.json()) as { user: { id: number } }).user;
  // Issue 19: a client books (and is booked at the desk) only with a membership.
  await grantMembership(request, user.id);
  return user;
}

export async function deskBook(
  request: APIRequestContext,
  token: string,
  userId: number,
  courseSettingsId: number,
): Promise<{ id: number; status: string }> {
  const response = await request.post('/api/v1/desk/bookings', {
    headers: auth(token),
    data: { userId, courseSettingsId },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; status: string };
}

export interface CheckInParticipantView {
  bookingId: number;
  userId: number;
  firstName: string;
  lastName: string;
  status: string;
  checkedInAt: string | null;
}

export async function checkInSessions(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; courseTitle: string; participants: CheckInParticipantView[] }[]> {
  const response = await request.get('/api/v1/check-in/sessions', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return response.json();
}

export async function bookingsOfUser(
  request: APIRequestContext,
  token: string,
  userId: number,
): Promise<{ id: number; status: string; notes: string | null; courseSettingsId: number }[]> {
  const response = await request.get(`/api/v1/users/${userId}/bookings`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bookings: never[] }).bookings;
}

/** The Idempotency-Key of every check-in POST the page completes, in order. */
export function recordCheckInKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.method() === 'POST' && /\/api\/v1\/bookings\/\d+\/check-in$/.test(finished.url()))
      keys.push(finished.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/** A session today with desk-booked clients (first names given, one made-up last name): the check-in set-up. */
export async function sessionWithClients(
  request: APIRequestContext,
  title: string,
  firstNames: readonly string[],
): Promise<{ admin: string; session: CreatedSession; names: Array<readonly [string, string]> }> {
  const admin = await apiToken(request, DEMO.admin);
  const suffix = unique();
  const session = await courseToday(request, admin, {
    title: `${title} ${suffix}`,
    trainerName: 'Lena Berger',
  });
  const names = firstNames.map((first) => [first, `Queue${suffix}`] as const);
  for (const [first, last] of names) {
    const client = await createClient(request, admin, first, last);
    await deskBook(request, admin, client.id, session.sessionId);
  }
  return { admin, session, names };
}
