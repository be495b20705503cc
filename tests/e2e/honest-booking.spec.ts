// Booking buttons that tell the truth to a signed-out visitor (issue 14): a session that has taken place offers
// no 'Buchen' and says it is over, a full one offers 'Auf die Warteliste' – on the start page's week grid and on
// the course detail page. The sessions are made over the real API; a member fills the full one.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { berlinDate, weekDates } from '#domain/time';
import {
  adminToken,
  bookOverApi,
  createCourse,
  deleteCourse,
  registerMember,
  sessionUrl,
  type TestCourse,
} from './support/bookings';
import { runClock } from '../support/clock';

const expect = baseExpect.configure({ timeout: 15_000 });

let made: { token: string; id: number } | null = null;
test.afterEach(async ({ request }) => {
  if (made) await deleteCourse(request, made.token, made.id);
  made = null;
});

/**
 * The week-grid entry of a session, found by its start time: the visible one (the grid holds the phone and the
 * desktop layout, and CSS shows one of them: issue 20).
 */
const gridEntry = (page: Page, course: TestCourse, index: number) =>
  page
    .locator('li.session')
    .filter({ visible: true })
    .filter({ hasText: course.title })
    .filter({
      has: page.locator(`time[datetime="${new Date(course.sessions[index]!.scheduledAt).toISOString()}"]`),
    });

test('a signed-out visitor sees no Buchen on a past session and Auf die Warteliste on a full one', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  // A session that ended 1–2 hours ago and a full one 2–3 hours ahead.
  const course = await createCourse(request, token, [
    { hoursAhead: -2, seats: 5 },
    { hoursAhead: 2, seats: 1 },
  ]);
  made = { token, id: course.id };
  const [past, full] = course.sessions;
  await bookOverApi(request, await registerMember(request, 'Fiona'), full!.id);

  // Detail page of the past session: it says so, offers no button, shows no seats.
  await page.goto(sessionUrl(course, past!));
  const card = page.locator('.booking-panel__card');
  await expect(card.getByText('Dieser Termin ist vorbei.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buchen' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buchen' })).toHaveCount(0);
  await expect(card.getByText(/Noch \d+ Plätze/)).toHaveCount(0);
  await expect(page.locator('.course-detail__full').first()).toHaveText('Vorbei');

  // Detail page of the full session: the waitlist, still through the sign-in.
  await page.goto(sessionUrl(course, full!));
  await expect(card.getByText('Ausgebucht', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Buchen' })).toHaveCount(0);
  // A visitor's is a link to the sign-in (decision 0180).
  await card.getByRole('link', { name: 'Auf die Warteliste' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);

  // The start page's week grid: both sessions fall into this Berlin week, as the run's clock starts mid-week.
  const week = weekDates(runClock().now());
  expect(course.sessions.map((s) => week.includes(berlinDate(s.scheduledAt)))).toEqual([true, true]);
  await page.goto('/');
  const pastEntry = gridEntry(page, course, 0);
  const fullEntry = gridEntry(page, course, 1);
  await expect(pastEntry).toBeVisible();
  await expect(pastEntry.getByText('Vorbei')).toBeVisible();
  await expect(pastEntry.getByRole('button')).toHaveCount(0);
  await expect(pastEntry.getByRole('link', { name: /^(Buchen|Auf die Warteliste)/ })).toHaveCount(0);
  await expect(fullEntry.getByRole('link', { name: `Auf die Warteliste: ${course.title}` })).toBeVisible();
  await expect(fullEntry.getByRole('link', { name: /^Buchen/ })).toHaveCount(0);
});
