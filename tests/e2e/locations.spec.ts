// A studio chain (issue 34) in real Chromium: the admin adds a second location and a course there (over the API),
// a visitor on a phone picks that location above the week and sees its week (also after a reload, and on the
// course list: the choice is remembered), the installed app of a member whose home studio it is opens on its week
// offline (from the persisted query cache, and from the worker's caches alone), and the new screens (/standorte,
// a location's week, the admin's 'Standorte') have no serious or critical axe finding at 360, 768 and 1280 px.
// It changes what every week shows, so it runs in its own project on a fresh server (playwright.config.ts 'chain').
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Location } from '#domain/schemas/locations';
import { DEMO, uniqueEmail } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { adminToken, createCourse } from './support/bookings';
import { persistedQueries, waitForServiceWorker } from './support/schedule';
import { test } from './support/test';

const NORTH = {
  name: 'Kraftraum Nord',
  slug: 'nord',
  street: 'Nordufer 3',
  postalCode: '13353',
  city: 'Berlin',
  phone: '+49 30 7654321',
  email: 'nord@kraftraum.de',
  openingHours: [{ days: 'Mo–So', daysLong: 'Montag bis Sonntag', time: '7:00–23:00 Uhr' }],
  mapUrl: 'https://www.openstreetmap.org/search?query=Nordufer%203%2C%2013353%20Berlin',
};
/** The course of the second location, three hours from the run's now (a Wednesday morning: this week). */
const NORTH_COURSE = 'Nordlicht Flow';
/** A seeded course of the first location, in every week. */
const MITTE_COURSE = 'Mobility & Stretching';
const APP_START = '/?quelle=app';

let north: Location;

async function ensureNorth(request: APIRequestContext): Promise<Location> {
  const existing = ((await (await request.get('/api/v1/locations')).json()) as Location[]).find(
    (location) => location.slug === NORTH.slug,
  );
  if (existing) return existing;
  const token = await adminToken(request);
  const response = await request.post('/api/v1/locations', {
    headers: { Authorization: `Bearer ${token}` },
    data: NORTH,
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as Location;
  await createCourse(request, token, [{ hoursAhead: 3, seats: 8 }], {
    title: NORTH_COURSE,
    locationId: created.id,
  });
  return created;
}

test.beforeAll(async ({ request }) => {
  north = await ensureNorth(request);
});

/** The week as a phone shows it (the list; the seven columns are display: none there). */
const phoneWeek = (page: Page) =>
  page.getByRole('region', { name: 'Aktuelle Woche' }).locator('[data-layout="list"]');

test('a visitor picks the second location on a phone and sees its week, remembered on the next visit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/');
  const picker = page.getByLabel('Standort');
  // A chain's week is taken over at once (the remembered choice may replace it): every location's at first.
  await expect(picker).toHaveValue('*');
  await expect(phoneWeek(page).getByRole('link', { name: MITTE_COURSE }).first()).toBeVisible();
  await expect(phoneWeek(page).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
  await expect(page.locator('.island[data-hydrated]').filter({ has: picker })).toHaveCount(1);

  await picker.selectOption({ label: NORTH.name });
  await expect(phoneWeek(page).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
  await expect(phoneWeek(page).getByRole('link', { name: MITTE_COURSE })).toHaveCount(0);

  // Remembered: the next visit opens on the location's week, and the course list on its sessions.
  await page.reload();
  await expect(page.getByLabel('Standort')).toHaveValue(NORTH.slug);
  await expect(phoneWeek(page).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
  await expect(phoneWeek(page).getByRole('link', { name: MITTE_COURSE })).toHaveCount(0);
  await page.goto('/kurse');
  await expect(page.getByLabel('Standort')).toHaveValue(NORTH.slug);
  await expect(page.locator('.catalogue-entry').filter({ hasText: NORTH_COURSE })).toHaveCount(1);
  await expect(page.locator('.catalogue-entry').filter({ hasText: MITTE_COURSE })).toHaveCount(0);

  // Every location's again on request.
  await page.getByLabel('Standort').selectOption({ label: 'Alle Standorte' });
  await expect(page.locator('.catalogue-entry').filter({ hasText: MITTE_COURSE }).first()).toBeVisible();
});

test('/standorte lists both studios with address and hours, each linking to its own week', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/standorte');
  await expect(page.getByRole('heading', { level: 1, name: 'Standorte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Kraftraum Mitte' })).toBeVisible();
  const card = page.getByRole('article', { name: NORTH.name });
  await expect(card).toContainText('Nordufer 3');
  await expect(card).toContainText('7:00–23:00 Uhr');
  await card.getByRole('link', { name: /Kurswoche/ }).click();
  await expect(page).toHaveURL(`/standorte/${NORTH.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: NORTH.name })).toBeVisible();
  await expect(phoneWeek(page).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
  await expect(phoneWeek(page).getByRole('link', { name: MITTE_COURSE })).toHaveCount(0);
  // An unknown location is the 404 page.
  const missing = await page.goto('/standorte/gibt-es-nicht');
  expect(missing?.status()).toBe(404);
});

test.describe('the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opens on the home studio’s week offline, from the stored cache and from the worker’s caches alone', async ({
    page,
    context,
    request,
  }) => {
    // A member whose home studio is the second location (chosen at registration).
    const email = uniqueEmail('nord');
    const password = 'Nord-Test-2026!';
    const registered = await request.post('/api/users/register', {
      data: {
        firstName: 'Nele',
        lastName: 'Nord',
        email,
        userName: email,
        password,
        homeLocationId: north.id,
      },
    });
    expect(registered.status()).toBe(201);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/auth/login');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL('/user');

    await page.goto(APP_START);
    await expect(page.getByLabel('Standort')).toHaveValue(NORTH.slug);
    await expect(phoneWeek(page).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
    await waitForServiceWorker(page);
    // Both caches hold the home studio's week (and the locations that say which week that is).
    await expect
      .poll(
        () =>
          page.evaluate(`(async () => {
            const stored = await new Promise((resolve) => {
              const open = indexedDB.open('studio-query-cache');
              open.onerror = () => resolve([]);
              open.onsuccess = () => {
                const read = open.result.transaction('queries').objectStore('queries').get('studio.query-cache');
                read.onsuccess = () => resolve(typeof read.result === 'string' ? JSON.parse(read.result).clientState.queries : []);
                read.onerror = () => resolve([]);
              };
            });
            const persisted = stored.filter((q) => q.queryKey[0] === 'courses' && q.queryKey[2] && q.queryKey[2].location === 'nord').length;
            const kept = (await (await caches.open('studio-api-courses-v1')).keys()).filter((r) => new URL(r.url).searchParams.get('location') === 'nord').length;
            return { persisted, kept };
          })()`),
        { timeout: 15_000 },
      )
      .toEqual({ persisted: 2, kept: 2 });
    await expect.poll(() => persistedQueries(page, ['locations', 'list']), { timeout: 10_000 }).toBe(1);
    await page.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.setViewportSize({ width: 360, height: 760 });
    const start = await offline.goto(APP_START);
    expect(start?.fromServiceWorker()).toBe(true);
    await expect(offline.getByLabel('Standort')).toHaveValue(NORTH.slug);
    await expect(phoneWeek(offline).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
    await expect(phoneWeek(offline).getByRole('link', { name: MITTE_COURSE })).toHaveCount(0);
    await expect(offline.getByRole('status').filter({ hasText: 'Offline' }).first()).toBeVisible();
    await offline.close();

    // As if the browser had evicted IndexedDB: the worker's caches alone fill the week of the home studio.
    await context.addInitScript("indexedDB.deleteDatabase('studio-query-cache')");
    const cold = await context.newPage();
    await cold.setViewportSize({ width: 360, height: 760 });
    await cold.goto(APP_START);
    await expect(cold.getByLabel('Standort')).toHaveValue(NORTH.slug);
    await expect(phoneWeek(cold).getByRole('link', { name: NORTH_COURSE }).first()).toBeVisible();
    await expect(phoneWeek(cold).getByRole('link', { name: MITTE_COURSE })).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('no serious or critical axe finding', () => {
  for (const width of [360, 768, 1280]) {
    test(`on /standorte, a location's week and the admin's 'Standorte' at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/standorte');
      await expect(page.getByRole('heading', { level: 1, name: 'Standorte' })).toBeVisible();
      await expectNoSevereViolations(page, `/standorte at ${width} px`);
      await page.goto(`/standorte/${NORTH.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: NORTH.name })).toBeVisible();
      await expectNoSevereViolations(page, `/standorte/${NORTH.slug} at ${width} px`);

      await page.goto('/auth/login?redirect=%2Fadmin%2Fstandorte');
      await page.getByLabel('E-Mail-Adresse').fill(DEMO.admin.email);
      await page.getByLabel('Passwort', { exact: true }).fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Standorte' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: NORTH.name })).toBeVisible();
      await expectNoSevereViolations(page, `/admin/standorte at ${width} px`);
      await page.getByRole('button', { name: new RegExp(`^Bearbeiten\\W+${NORTH.name}$`) }).click();
      await expect(page.getByRole('dialog', { name: `${NORTH.name} bearbeiten` })).toBeVisible();
      await expectNoSevereViolations(page, `the location form at ${width} px`);
    });
  }
});
