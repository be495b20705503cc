// The installed app: the build ships its worker, manifest and build id; after one visit the shell answers every
// navigation without network; Chromium finds nothing that stops installing it.
import { expect, test, type Page } from '@playwright/test';

async function waitForServiceWorker(page: Page) {
  // A worker is active and controls this page (sw.ts claims clients on first install). Polled with evaluate:
  // the server's CSP forbids the string compilation waitForFunction would need.
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 15_000 })
    .toBe(true);
}

test('the build serves its worker, build manifest and web manifest', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  const source = await sw.text();
  expect(source).toContain('index.html');
  expect(source).not.toMatch(/url:\s*["']sw\.js["']/); // the worker does not precache itself
  expect(source).not.toContain('build-manifest.json'); // the update check must always reach the network

  const build = await request.get('/build-manifest.json');
  expect(build.ok()).toBe(true);
  const { buildId } = (await build.json()) as { buildId: string };
  expect(buildId).toMatch(/\S{6,}/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const app = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: unknown[];
  };
  expect(app).toMatchObject({ name: 'Kraftraum Studio', start_url: '/', display: 'standalone' });
  expect(app.icons).toHaveLength(3);
});

test('after one visit the app opens its pages offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const response = await page.goto('/kurse');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
  await page
    .getByRole('link', { name: /zur Startseite/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stärker als gestern.');
  await context.setOffline(false);
});

test('Chromium reports no installability errors', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito-like; Chromium never offers installation there. Anything else is ours.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});
