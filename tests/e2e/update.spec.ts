// A new deploy while the app is open: after the hourly check finds a new build id, the app offers the update and
// reloads only when the member taps 'Jetzt aktualisieren'.
import { expect, test } from '@playwright/test';

const HOUR = 3_600_000;

test('a new build is offered after the hourly check and applied only on the tap', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/kurse');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();

  // The server now has another build.
  await context.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );

  // Half an hour later nothing has been checked yet; just after the hour the check has run.
  await page.clock.runFor(HOUR / 2);
  await expect(page.getByText('Neue Version verfügbar')).toHaveCount(0);

  await page.clock.runFor(HOUR / 2 + 10_000);
  const prompt = page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' });
  await expect(prompt).toBeVisible();

  // Nothing reloads by itself: the page we navigated to is still the same document.
  await page.evaluate('window.__sameDocument = true');
  await page.clock.runFor(HOUR);
  expect(await page.evaluate('window.__sameDocument === true')).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click(),
  ]);
  expect(await page.evaluate('window.__sameDocument === true')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
});

test('"Später" puts the update off without reloading', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId: 'another-build' } }),
  );
  await page.clock.runFor(HOUR);

  await page.evaluate('window.__sameDocument = true');
  await page.getByRole('button', { name: 'Später' }).click();
  await expect(page.getByText('Neue Version verfügbar')).toHaveCount(0);
  expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
});

test.describe('an open tab after a deploy (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code is gone offers the update instead of crashing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The deploy removed the old chunks: the blog page's code now answers 404.
    await page.route(/\/assets\/blog-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );

    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Version verfügbar' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Jetzt aktualisieren' })).toBeVisible();

    await page.unroute(/\/assets\/blog-[^/]+\.js$/);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('main').getByRole('button', { name: 'Jetzt aktualisieren' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});
