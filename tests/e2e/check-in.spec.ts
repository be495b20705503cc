// Check-in (issue 6) against the real server: the offline queue over a reload, the trainer's own sessions, and
// the typed short code of a member's check-in code.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import {
  apiToken,
  checkInSessions,
  courseToday,
  deskBook,
  recordCheckInKeys,
  removeMadeCourses,
  sessionWithClients,
} from './support/desk';
import { unique } from '../support/unique';

// These journeys need the service worker (offline use, updates, installing): playwright.config.ts blocks it.
test.use({ serviceWorkers: 'allow' });

// The courses made here are deleted again: the schedule journeys expect the seeded week unchanged.
test.afterEach(async ({ request }) => removeMadeCourses(request));

test('check-ins made offline wait in the queue over a reload and reach the server once each', async ({
  page,
  context,
  request,
}) => {
  // Sign-in, the worker's precache and a reload on a busy two-core machine: more than the default 45 s.
  test.setTimeout(120_000);
  const { admin, session, names } = await sessionWithClients(request, 'Offline-Zirkel', [
    'Anna',
    'Bernd',
    'Clara',
  ]);

  const checkInPosts = recordCheckInKeys(page);

  await openSignedIn(page, DEMO.admin, '/check-in');
  await expect(page).toHaveTitle(/^Check-in/);
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 40_000 })
    .toBe(true);
  const block = page.getByRole('region', { name: new RegExp(session.title) });
  await expect(block.getByRole('button')).toHaveCount(3, { timeout: 15_000 });

  await context.setOffline(true);
  for (const [first, last] of names) {
    await block.getByRole('button', { name: new RegExp(`^${first} ${last}: Gebucht`) }).click();
    await expect(
      block.getByRole('button', { name: `${first} ${last}: wartet auf Verbindung` }),
    ).toBeVisible();
  }
  const waiting = page.getByRole('region', { name: /Noch nicht übertragen/ });
  await expect(waiting.getByRole('listitem')).toHaveCount(3);

  await page.reload();
  await expect(waiting.getByRole('listitem')).toHaveCount(3);
  await expect(waiting.getByText('wartet auf Verbindung')).toHaveCount(3);
  expect(checkInPosts).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  for (const [first, last] of names)
    await expect(block.getByRole('button', { name: `${first} ${last}: Eingecheckt` })).toBeVisible();

  // Exactly three requests, three different keys, and the three bookings attended on the server.
  expect(checkInPosts).toHaveLength(3);
  expect(new Set(checkInPosts).size).toBe(3);
  const onServer = (await checkInSessions(request, admin)).find((s) => s.id === session.sessionId)!;
  expect(onServer.participants.map((p) => p.status)).toEqual(['attended', 'attended', 'attended']);
});

test('a trainer sees only their own sessions and checks a member in by the short code', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, DEMO.admin);
  const member = await apiToken(request, DEMO.member);
  const suffix = unique();
  const own = await courseToday(request, admin, {
    title: `Tinas Kurs ${suffix}`,
    trainerName: 'Tina Trainer',
  });
  const other = await courseToday(request, admin, {
    title: `Lenas Kurs ${suffix}`,
    trainerName: 'Lena Berger',
  });
  const me = (await (
    await request.get('/api/users', { headers: { Authorization: `Bearer ${member}` } })
  ).json()) as { id: number };
  await deskBook(request, admin, me.id, own.sessionId);
  const code = (await (
    await request.get('/api/v1/users/me/check-in-code', { headers: { Authorization: `Bearer ${member}` } })
  ).json()) as { shortCode: string };

  await openSignedIn(page, DEMO.trainer, '/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: new RegExp(own.title) })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: new RegExp(other.title) })).toHaveCount(0);

  // The short code as a member reads it out: lower case with a hyphen.
  await page.getByLabel('Termin', { exact: true }).selectOption(String(own.sessionId));
  const typed = `${code.shortCode.slice(0, 4)}-${code.shortCode.slice(4)}`.toLowerCase();
  await page.getByLabel('Kurzcode').fill(typed);
  await page.getByRole('button', { name: 'Einchecken', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Max Mitglied eingecheckt.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Max Mitglied: Eingecheckt' })).toBeVisible();

  // The admin's list of the trainer's session says so too.
  const listed = (await checkInSessions(request, admin)).find((s) => s.id === own.sessionId)!;
  expect(listed.participants.find((p) => p.userId === me.id)?.status).toBe('attended');
});
