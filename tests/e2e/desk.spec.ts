// The desk (issue 14 part 6): an admin who signs in lands on /admin; /check-in sits in the admin layout for admins
// and in a bar of its own for trainers; at 768 px every admin tab is on screen; a checked-in row passes axe's
// contrast rule; axe finds nothing serious on /check-in, /admin/courses and the member pages.
import { expect as baseExpect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn, submitSignIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { apiToken, courseToday, createClient, deskBook, removeMadeCourses } from './support/desk';
import { unique } from '../support/unique';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ request }) => removeMadeCourses(request));

test('an admin lands on /admin, finds every tab at 768 px and checks in at /check-in inside the admin layout', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, DEMO.admin);
  const session = await courseToday(request, admin, {
    title: `Desk ${unique()}`,
    trainerName: 'Tina Trainer',
  });
  const client = await createClient(request, admin, 'Greta', 'Grün');
  const booking = await deskBook(request, admin, client.id, session.sessionId);
  const checkIn = await request.post(`/api/v1/bookings/${booking.id}/check-in`, {
    headers: { Authorization: `Bearer ${admin}`, 'Idempotency-Key': `desk-spec-${unique()}` },
  });
  expect(checkIn.status()).toBe(200);

  // Signing in without a redirect: the admin's start is /admin, not the member dashboard.
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/auth/login');
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL('/admin', { timeout: 30_000 });

  // Every tab of the admin navigation is inside the viewport at 768 px (none cut off or scrolled away).
  const nav = page.getByRole('navigation', { name: 'Verwaltung' });
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(8);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(768);
  }

  // /check-in in the admin layout: its navigation marks 'Check-in', the site's header is not there.
  await nav.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL('/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Check-in' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  const row = page.locator('.check-in__person--attended').filter({ hasText: 'Greta Grün' });
  await expect(row).toBeVisible();
  await expectNoSevereViolations(page, '/check-in with a checked-in row');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurs-Verwaltung' })).toBeVisible();
  await expect(page.getByText(/werden geladen/)).toHaveCount(0);
  await expectNoSevereViolations(page, '/admin/courses');
});

test('a trainer finds /check-in in its own bar, without the admin navigation', async ({ page }) => {
  await openSignedIn(page, DEMO.trainer, '/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verwaltung' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zur Website' })).toBeVisible();
  await expectNoSevereViolations(page, '/check-in for a trainer');
});

test('the member pages have no serious or critical axe violation', async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  for (const path of ['/user', '/user/profile', '/user/my-courses']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/werden geladen/)).toHaveCount(0);
    await expectNoSevereViolations(page, path);
  }
});
