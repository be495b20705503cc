// The trainer's day in real Chromium at 360 px (issue 22): the demo trainer signs in and lands on 'Meine
// Termine', opens today's session, checks a member in and asks for a substitute; the second demo trainer takes it
// from the open requests; the course page and the week grid show the new name. Each new screen fits 360 px
// without horizontal scroll and has no serious or critical axe finding.
import { expect } from '@playwright/test';
import { openContext, test } from './support/test';
import { DEMO, submitSignIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import {
  apiToken,
  courseToday,
  courseWithSessions,
  createClient,
  deskBook,
  removeMadeCourses,
} from './support/desk';
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
  const today = page.getByRole('region', { name: 'Heute', exact: true });
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
  await expect(jonas.getByRole('region', { name: 'Heute', exact: true })).toContainText(session.title);
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

// Issue 37 item 7: a rolling agenda. The run's clock is a Wednesday (decision 0196): the old Monday-to-Sunday week
// hid next week; the agenda shows today and the next 13 days, and today's finished sessions come last.
test("the trainer agenda shows today and the next 13 days, next week included, with today's past sessions last", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request, DEMO.admin);
  const title = `Agenda ${unique()}`;
  const DAY = 24 * 60;
  // Ended two hours ago (today), in ten minutes, next week (6 days), on the 13th day, and on the 14th (too far).
  await courseWithSessions(request, admin, {
    title,
    trainerName: 'Tina Trainer',
    startsInMinutes: [-120, 10, 6 * DAY, 13 * DAY, 14 * DAY + 60],
  });

  await page.goto('/auth/login');
  await submitSignIn(page, DEMO.trainer);
  await expect(page).toHaveURL('/trainer');
  const today = page.getByRole('region', { name: 'Heute', exact: true });
  const coming = page.getByRole('region', { name: 'Die nächsten 13 Tage' });
  const past = page.getByRole('region', { name: 'Heute schon vorbei' });
  await expect(today.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  await expect(coming.getByRole('listitem').filter({ hasText: title })).toHaveCount(2);
  await expect(past.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  // Next week's session names its day; the 14th day is not listed at all.
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(4);
  // Today's finished session is the last section of the agenda, after the coming days.
  const order = await page
    .locator('main section h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent ?? ''));
  expect(order.indexOf('Heute schon vorbei')).toBeGreaterThan(order.indexOf('Die nächsten 13 Tage'));
  expect(await page.evaluate(WIDE), 'the agenda at 360 px').toBeLessThanOrEqual(0);
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSevereViolations(page, `the agenda at ${width} px`);
  }
});

// Issue 37 item 7: 'Einchecken' only when the 60-minute rule allows it (the disabled button says from when), and a
// check-in taken back within the undo window.
test('the trainer cannot check in three hours early, is told from when, and can undo a check-in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = unique();
  const admin = await apiToken(request, DEMO.admin);
  const later = await courseToday(request, admin, {
    title: `Später ${suffix}`,
    trainerName: 'Tina Trainer',
    startsInMinutes: 180,
  });
  const soon = await courseToday(request, admin, { title: `Gleich ${suffix}`, trainerName: 'Tina Trainer' });
  const member = await createClient(request, admin, 'Udo', `Undo${suffix}`);
  await deskBook(request, admin, member.id, later.sessionId);
  await deskBook(request, admin, member.id, soon.sessionId);
  const name = `Udo Undo${suffix}`;

  await page.goto('/auth/login');
  await submitSignIn(page, DEMO.trainer);
  await expect(page).toHaveURL('/trainer');

  // Three hours before the start: the button is there but disabled, and says from when.
  await page.goto(`/trainer/termine/${later.sessionId}`);
  const early = page.getByRole('button', { name: `${name} einchecken` });
  await expect(early).toBeDisabled();
  await expect(early).toHaveAccessibleDescription(/^Einchecken ab \d{2}:\d{2} Uhr möglich/);
  await expect(
    page.getByText(/Einchecken ab \d{2}:\d{2} Uhr möglich \(60 Minuten vor Beginn\)/),
  ).toBeVisible();
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSevereViolations(page, `a session three hours ahead at ${width} px`);
  }
  await page.setViewportSize({ width: 360, height: 800 });

  // Two minutes before the start: checked in, then taken back.
  await page.goto(`/trainer/termine/${soon.sessionId}`);
  const participants = page.getByRole('region', { name: new RegExp(soon.title) });
  const row = participants.getByRole('listitem').filter({ hasText: name });
  await participants.getByRole('button', { name: `${name} einchecken` }).click();
  await expect(row).toContainText('Eingecheckt');
  await expect(participants).toContainText('1 eingecheckt');
  for (const width of [768, 1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSevereViolations(page, `a checked-in participant with undo at ${width} px`);
  }
  await row.getByRole('button', { name: `Check-in von ${name} rückgängig machen` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Check-in von ${name} rückgängig gemacht.` }),
  ).toBeAttached();
  await expect(row).toContainText('Gebucht');
  await expect(participants).toContainText('0 eingecheckt');
  await expect(participants.getByRole('button', { name: `${name} einchecken` })).toBeEnabled();
  expect(await page.evaluate(WIDE), 'session page at 360 px').toBeLessThanOrEqual(0);

  // The desk's check-in view applies the same rule and offers the same undo.
  await page.goto('/check-in');
  const laterBlock = page.getByRole('region', { name: new RegExp(later.title) });
  const earlyName = laterBlock.getByRole('button', { name: new RegExp(`^${name}:`) });
  await expect(earlyName).toBeDisabled();
  await expect(earlyName).toHaveAccessibleDescription(/^Einchecken ab \d{2}:\d{2} Uhr möglich/);
  const soonBlock = page.getByRole('region', { name: new RegExp(soon.title) });
  await soonBlock.getByRole('button', { name: `${name}: Gebucht, zum Einchecken tippen` }).click();
  await expect(soonBlock.getByRole('button', { name: `${name}: Eingecheckt` })).toBeVisible();
  for (const width of [768, 1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSevereViolations(page, `the desk with a fresh check-in and its undo at ${width} px`);
  }
  expect(await page.evaluate(WIDE), 'the desk with undo at 360 px').toBeLessThanOrEqual(0);
  await soonBlock.getByRole('button', { name: `Check-in von ${name} rückgängig machen` }).click();
  await expect(
    soonBlock.getByRole('button', { name: `${name}: Gebucht, zum Einchecken tippen` }),
  ).toBeEnabled();
});
