// The key pages hold together at phone and desktop widths: no sideways scrolling, the right layout around them.
// Screenshots land in .tmp/screenshots for a human look.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

const WIDTHS = [360, 1280];
const PAGES: Array<[name: string, path: string]> = [
  ['start', '/'],
  ['kurse', '/kurse'],
  ['404', '/gibt-es-nicht'],
  ['login', '/auth/login'],
];

async function expectFitsAndShoot(page: Page, name: string, width: number) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate('document.fonts.ready');
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, name).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
}

// One page per width: after the first route the build's chunks come from the browser cache (a fresh context per
// route cost CI about 40 s more).
for (const width of WIDTHS) {
  test(`the key pages fit a ${width} px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await expectFitsAndShoot(page, name, width);
    }
  });
}

test('the registration form with all its messages fits both widths', async ({ page }) => {
  await page.goto('/auth/register');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort bestätigen').fill('anders');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveCount(5);
    await expectFitsAndShoot(page, 'register-errors', width);
  }
});

test("a member's dashboard and profile fit both widths", async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/user');
    await expect(page.getByText('Hallo Max')).toBeVisible();
    await expectFitsAndShoot(page, 'dashboard', width);
    await page.goto('/user/profile');
    await expect(page.getByLabel('Vorname')).toHaveValue('Max');
    await expectFitsAndShoot(page, 'profile', width);
  }
  // The account links in the phone drawer, and the header's account menu, open, on a desktop.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.getByText('Angemeldet als')).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/user-menu-360.png', animations: 'disabled' });
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: 'Konto von Max' })
    .click();
  await page.screenshot({ path: '.tmp/screenshots/user-menu-1280.png' });
});

test('the admin pages fit both widths and use the admin layout with their own navigation', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.admin);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/courses');
    await expectFitsAndShoot(page, 'admin', width);
  }

  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Verwaltung' });
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Buchungen' }).click();
  await expect(page).toHaveURL('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen-Verwaltung' })).toBeVisible();
  await nav.getByRole('link', { name: 'Klienten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klienten-Verwaltung' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
});

test('the sign-in page has no site layout but a way back', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
});
