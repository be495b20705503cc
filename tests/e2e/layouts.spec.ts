// The key pages hold together at phone and desktop widths: no sideways scrolling, the right layout around them.
// Screenshots land in .tmp/screenshots for a human look.
import { expect, test } from '@playwright/test';

const WIDTHS = [360, 1280];
const PAGES: Array<[name: string, path: string]> = [
  ['start', '/'],
  ['kurse', '/kurse'],
  ['404', '/gibt-es-nicht'],
  ['admin', '/admin/courses'],
  ['login', '/auth/login'],
];

for (const width of WIDTHS) {
  for (const [name, path] of PAGES) {
    test(`${path} fits a ${width} px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate('document.fonts.ready');
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
    });
  }
}

test('the admin pages use the admin layout with their own navigation', async ({ page }) => {
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
