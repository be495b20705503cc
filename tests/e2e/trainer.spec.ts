// The trainer's day in real Chromium at 360 px (issue 22): the demo trainer signs in and lands on 'Meine
// Termine', opens today's session, checks a member in and asks for a substitute; the second demo trainer takes it
// from the open requests; the course page and the week grid show the new name. Each new screen fits 360 px
// without horizontal scroll and has no serious or critical axe finding.
import { expect } from '@playwright/test';
import { openContext, test } from './support/test';
import { DEMO, submitSignIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { apiToken, courseToday, createClient, deskBook, removeMadeCourses } from './support/desk';
import { untilTakenOver } from './support/hydration';
import { unique } from '../support/unique';

const WIDE = 'document.documentElement.scrollWidth - window.innerWidth';

test.use({ viewport: { width: 360, height: 800 } });
test.afterEach(({ request }) => removeMadeCourses(request));

test('the demo trainer checks a member in and hands the session to a substitute; the timetable shows the new trainer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = unique();
  const admin = await apiToken(request, DEMO.admin);
  const session = await courseToday(request, admin, {
    title: `Rücken fit ${suffix}`,
    trainerName: 'Tina Trainer',
  });
  const member = await createClient(request, admin, 'Paula', `Probe${suffix}`);
  await deskBook(request, admin, member.id, session.sessionId);
  const memberName = `Paula Probe${suffix}`;

  // Signed in, the trainer lands on 'Meine Termine' with today's session and its counts.
  await page.goto('/auth/login');
  await submitSignIn(page, DEMO.trainer);
  await expect(page).toHaveURL('/trainer');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Termine' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Heute' });
  const item = today.getByRole('listitem').filter({ hasText: session.title });
  await expect(item).toContainText('1 von 10 gebucht · 0 auf der Warteliste · 0 eingecheckt');
  await expect(page.getByText(/werden geladen|wird geladen/)).toHaveCount(0);
  expect(await page.evaluate(WIDE), 'Meine Termine at 360 px').toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, 'Meine Termine');

  // The session: check the member in, then ask for a substitute.
  await item.getByRole('link', { name: new RegExp(session.title) }).click();
  await expect(page).toHaveURL(`/trainer/termine/${session.sessionId}`);
  const participants = page.getByRole('region', { name: new RegExp(session.title) });
  await participants.getByRole('button', { name: `${memberName} einchecken` }).click();
  await expect(participants.getByRole('listitem').filter({ hasText: memberName })).toContainText(
    'Eingecheckt',
  );
  await expect(participants).toContainText('1 eingecheckt');
  await page.getByLabel('Grund').fill('Krank – Fieber');
  await page.getByRole('button', { name: 'Vertretung anfragen' }).click();
  await expect(page.getByText(/Vertretung angefragt von Tina Trainer/)).toBeVisible();
  expect(await page.evaluate(WIDE), 'session page at 360 px').toBeLessThanOrEqual(0);
  await expectNoSevereViolations(page, 'session page');

  // The second trainer takes it from the open requests.
  // Another device: the test's options (consent given, the app's address), a phone's width.
  const other = await openContext(browser, { viewport: { width: 360, height: 800 } });
  const jonas = await other.newPage();
  await jonas.goto('/auth/login');
  await submitSignIn(jonas, DEMO.trainer2);
  await expect(jonas).toHaveURL('/trainer');
  const requests = jonas.getByRole('region', { name: 'Offene Vertretungsanfragen' });
  await requests
    .getByRole('button', { name: new RegExp(`Vertretung übernehmen: .*${session.title}`) })
    .click();
  await expect(jonas.getByRole('status').filter({ hasText: 'übernimmt jetzt Jonas Weber' })).toBeAttached();
  await expect(jonas.getByRole('region', { name: 'Heute' })).toContainText(session.title);
  expect(await jonas.evaluate(WIDE), 'open requests at 360 px').toBeLessThanOrEqual(0);
  await expectNoSevereViolations(jonas, 'Meine Termine with open requests');
  await other.close();

  // The timetable: the course page and the week grid name the new trainer.
  await page.goto(`/courses/${session.courseId}`);
  await expect(page.getByText('Jonas Weber').filter({ visible: true }).first()).toBeVisible();
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Aktuelle Woche' });
  const entry = grid.locator('.session').filter({ hasText: session.title }).filter({ visible: true });
  await untilTakenOver(entry.first());
  await expect(entry.first()).toContainText('Jonas Weber');
});
