// An address that does not exist ends on the 404 page, inside the site, with a way back.
import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page with a way back to the start', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  // Shown large as '404', read out as 'Statuscode 404'.
  await expect(page.getByText('Statuscode 404')).toBeVisible();
  await expect(page.getByText('Die Seite wurde nicht gefunden.')).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden | Kraftraum Studio');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached();

  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stärker als gestern.');
});

test('a deep unknown address and an unknown admin address are 404 pages too', async ({ page }) => {
  for (const path of ['/kurse/2026/woche', '/admin/gibt-es-nicht', '/courses/kein-kurs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' }), path).toBeVisible();
  }
});
