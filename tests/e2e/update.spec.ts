// A new deploy while the app is open: after the hourly check finds a new build id, the app offers the update and
// reloads only when the member taps 'Jetzt aktualisieren'. The old build's files stay usable meanwhile: the old
// worker's precache serves a lazy page the server no longer has, and without a worker the page reloads once. The
// app is the installed one (?quelle=app): a visitor's public page is a page of islands (decision 0183), which
// every navigation loads afresh from the server.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { waitForServiceWorker } from './support/schedule';
import { untilTakenOver } from './support/hydration';
import { runClock } from '../support/clock';

// These journeys need the service worker (offline use, updates, installing): playwright.config.ts blocks it.
test.use({ serviceWorkers: 'allow' });

const HOUR = 3_600_000;

test('a new build is offered after the hourly check and applied only on the tap', async ({
  page,
  context,
}) => {
  await page.goto('/kurse?quelle=app');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();

  // The server now has another build.
  await context.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: runClock().now().toISOString() } }),
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
  await page.goto('/?quelle=app');
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

test('a lazy page opened after a deploy, before the tap, still loads from the old build', async ({
  page,
  context,
}) => {
  await page.goto('/?quelle=app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  // The deploy: a new build id, and none of the old build's files on the server any more.
  await context.route('**/build-manifest.json', (route) =>
    route.fulfill({ json: { buildId: 'the-next-build' } }),
  );
  const missing: string[] = [];
  await context.route(/\/assets\//, (route) => {
    missing.push(route.request().url());
    return route.fulfill({ status: 404, body: 'Not Found' });
  });

  await page.clock.runFor(HOUR + 10_000);
  await expect(page.getByRole('status').filter({ hasText: 'Neue Version verfügbar' })).toBeVisible();

  // Not tapped yet. The blog's code was never loaded in this tab; the old worker still has it.
  const blogCode = page.waitForResponse(/\/assets\/blog-[^/]+\.js$/);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const response = await blogCode;
  expect(response.status()).toBe(200);
  expect(response.fromServiceWorker()).toBe(true);
  expect(missing).toEqual([]);

  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: 'Jetzt aktualisieren' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test.describe('an open tab after a deploy (no service worker)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a page whose code is gone reloads once, then offers the update instead of looping', async ({
    page,
  }) => {
    await page.goto('/?quelle=app');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The deploy removed the old chunks: the blog page's code now answers 404.
    await page.route(/\/assets\/blog-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    // A click before the app took the link over is an ordinary page load, a second one counted below (it failed
    // once so in a run of the lanes beside the unit tests).
    const blogLink = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Blog' });
    await untilTakenOver(blogLink);
    let loads = 0;
    page.on('load', () => loads++);

    await blogLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neue Version verfügbar' })).toBeVisible();
    // One automatic reload of /blog (the same build answered, the code is still gone), then no more. The
    // server-rendered page may show the offer before its load event, so wait for that event.
    await expect.poll(() => loads).toBe(1);
    await expect(page).toHaveURL('/blog');
    await page.waitForTimeout(500);
    expect(loads).toBe(1);
    await expect(page.getByRole('main').getByRole('button', { name: 'Jetzt aktualisieren' })).toBeVisible();

    await page.unroute(/\/assets\/blog-[^/]+\.js$/);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('main').getByRole('button', { name: 'Jetzt aktualisieren' }).click(),
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});
