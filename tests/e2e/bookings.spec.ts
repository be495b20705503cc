// Booking a course in the browser against the real server: a member books and sees the seat count drop, cancels
// after the confirmation named the deadline, joins the waitlist of a full session and finds the seat on the next
// visit once another member cancelled; offline the button refuses and the member's courses still read from the
// stored cache, which sign-out removes. Members and small sessions are created over the HTTP API.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { openSignedIn, submitSignIn } from './support/accounts';
import {
  adminToken,
  berlinDeadline,
  berlinTime,
  hoursAheadSameDayDeadline,
  bookOverApi,
  cancelOverApi,
  createCourse as createCourseOverApi,
  deleteCourse,
  persistedBookingLists,
  registerMember,
  sessionUrl,
} from './support/bookings';
import { persistedQueries, waitForServiceWorker } from './support/schedule';

// These journeys need the service worker (offline use, updates, installing): playwright.config.ts blocks it.
test.use({ serviceWorkers: 'allow' });

// Password hashing and three people's builds share two cores: the server can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const TWO_HOURS = 2 * 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Every course a test creates is deleted after it: the schedule journeys expect the seeded week unchanged.
let created: Array<{ token: string; id: number }> = [];

test.afterEach(async ({ request }) => {
  for (const { token, id } of created) await deleteCourse(request, token, id);
  created = [];
});

async function createCourse(...args: Parameters<typeof createCourseOverApi>) {
  const course = await createCourseOverApi(...args);
  created.push({ token: args[1], id: course.id });
  return course;
}

/** The booking card of the course detail page. */
const bookingCard = (page: Page) => page.locator('.booking-panel__card');

/** One booking on /user/my-courses. */
const myBooking = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('a member books a session, sees the seat count drop, and cancels after the confirmation named the deadline', async ({
  page,
  request,
}) => {
  const course = await createCourse(request, await adminToken(request), [
    { hoursAhead: hoursAheadSameDayDeadline(26), seats: 3 },
  ]);
  const member = await registerMember(request, 'Bea');
  const session = course.sessions[0]!;
  const start = new Date(session.scheduledAt).getTime();
  const url = sessionUrl(course, session);

  // Signed out: seats and both deadlines are on the course before the tap; 'Buchen' leads to the sign-in and back.
  await page.goto(url);
  const card = bookingCard(page);
  await expect(card.getByText('Noch 3 Plätze')).toBeVisible();
  // The session is tomorrow or later: the deadlines carry their day (issue 20).
  await expect(card.getByRole('definition').first()).toHaveText(berlinDeadline(start));
  await expect(card.getByRole('definition').last()).toHaveText(berlinDeadline(start - TWO_HOURS));
  // A link (it works before and without JavaScript, decision 0180).
  await card.getByRole('link', { name: 'Buchen', exact: true }).click();
  await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(url)}`);
  await submitSignIn(page, member);
  await expect(page).toHaveURL(url);

  const posted = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/bookings',
  );
  await card.getByRole('button', { name: 'Buchen', exact: true }).click();
  expect((await posted).headers()['idempotency-key']).toMatch(UUID);
  await expect(card.getByRole('status')).toHaveText('Gebucht – dein Platz ist reserviert');
  await expect(card.getByText('Noch 2 Plätze')).toBeVisible();

  await card.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung stornieren?' });
  await expect(dialog).toContainText(`Stornierungsfrist: `);
  await expect(dialog).toContainText(berlinTime(start - TWO_HOURS));
  await dialog.getByRole('button', { name: 'Stornieren' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Noch 3 Plätze')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buchen', exact: true })).toBeEnabled();

  await page.goto('/user/my-courses');
  await expect(myBooking(page, course.title)).toContainText('Storniert');
});

test('a full session puts the member on the waitlist, and another member cancelling gives them the seat', async ({
  page,
  request,
}) => {
  const course = await createCourse(request, await adminToken(request), [{ hoursAhead: 30, seats: 1 }]);
  const [first, other] = [await registerMember(request, 'Carla'), await registerMember(request, 'Dora')];
  const session = course.sessions[0]!;
  const seat = await bookOverApi(request, other, session.id);
  expect(seat.status).toBe('confirmed');

  await openSignedIn(page, first, sessionUrl(course, session));
  const card = bookingCard(page);
  await expect(card.getByText('Ausgebucht')).toBeVisible();
  await card.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(card.getByRole('status')).toHaveText('Platz 1 auf der Warteliste');

  await page.goto('/user/my-courses');
  await expect(myBooking(page, course.title)).toContainText('Platz 1 auf der Warteliste');

  // The other member cancels before the deadline: the first on the waitlist moves up, seen on the next visit.
  expect((await cancelOverApi(request, other, seat.id)).status).toBe('cancelled');
  await page.goto('/user');
  await expect(page.getByRole('region', { name: 'Nächste Kurse' })).toContainText(course.title);
  await page.goto('/user/my-courses');
  const booking = myBooking(page, course.title);
  await expect(booking).toContainText('Bestätigt');
  await expect(booking).toContainText('Von der Warteliste nachgerückt');
});

test('offline the booking button is disabled and my courses still shows the bookings; sign-out forgets them', async ({
  page,
  context,
  request,
}) => {
  const course = await createCourse(request, await adminToken(request), [
    { hoursAhead: 28, seats: 5 },
    { hoursAhead: 52, seats: 5 },
  ]);
  const member = await registerMember(request, 'Ella');
  const [booked, open] = course.sessions as [(typeof course.sessions)[0], (typeof course.sessions)[0]];
  await bookOverApi(request, member, booked.id);

  await openSignedIn(page, member, '/user/my-courses');
  await expect(myBooking(page, course.title)).toContainText('Bestätigt');
  await waitForServiceWorker(page);
  await expect.poll(() => persistedBookingLists(page), { timeout: 10_000 }).toBe(1);
  // The check-in code, seen once with a connection, is kept on the device for the door (issue 37).
  await page.goto('/user');
  const shortCode = await page.getByTestId('short-code').textContent();
  expect(shortCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect.poll(() => persistedQueries(page, ['check-in', 'my-code']), { timeout: 10_000 }).toBe(1);

  await page.goto(sessionUrl(course, open));
  const card = bookingCard(page);
  await expect(card.getByRole('button', { name: 'Buchen', exact: true })).toBeEnabled();
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/bookings') posts += 1;
  });
  await context.setOffline(true);
  const offline = card.getByRole('button', { name: 'Offline – Buchen nicht möglich' });
  await expect(offline).toBeDisabled();
  await offline.click({ force: true });

  // A new start without network: the worker serves the app, the bookings come from the stored cache.
  await page.goto('/user/my-courses');
  await expect(myBooking(page, course.title)).toContainText('Bestätigt');
  await expect(page.getByRole('button', { name: 'Offline – Stornieren nicht möglich' })).toBeDisabled();
  await page.goto('/user');
  await expect(page.getByTestId('short-code')).toHaveText(shortCode!);
  await expect(page.getByRole('img', { name: 'QR-Code für den Check-in' })).toBeVisible();
  // Back online, the session is confirmed with the server; leaving the page before that answer arrives would lose
  // the rotated refresh cookie (docs/decisions/0020-browser-session.md).
  const confirmed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/auth/refresh');
  await context.setOffline(false);
  expect((await confirmed).status()).toBe(200);
  expect(posts).toBe(0);

  await page.goto('/user');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => persistedBookingLists(page), { timeout: 10_000 }).toBe(0);
  expect(await persistedQueries(page, ['check-in', 'my-code'])).toBe(0);
});

// Issue 37 item 4 at a phone's width: the check-in code, seen once online, shows offline at once.
test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the check-in code shows offline after one online visit', async ({ page, context, request }) => {
    const member = await registerMember(request, 'Olga');
    await openSignedIn(page, member, '/user');
    const shortCode = await page.getByTestId('short-code').textContent();
    expect(shortCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await waitForServiceWorker(page);
    await expect.poll(() => persistedQueries(page, ['check-in', 'my-code']), { timeout: 10_000 }).toBe(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('short-code')).toHaveText(shortCode!);
    await expect(page.getByRole('img', { name: 'QR-Code für den Check-in' })).toBeVisible();
    await expect(page.getByText('Check-in-Code wird geladen …')).toHaveCount(0);
    expect(
      await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
    ).toBeLessThanOrEqual(0);
    await context.setOffline(false);
  });
});
