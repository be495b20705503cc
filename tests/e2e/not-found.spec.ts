// An address that does not exist ends on the 404 page, inside the site, with a way back.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, signIn } from './support/accounts';

test('an unknown address shows the 404 page with a way back to the start', async ({ page }) => {
  await page.goto('/diese-seite-gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  // Shown large as '404', read out as 'Statuscode 404'.
  await expect(page.getByText('Statuscode 404')).toBeVisible();
  await expect(page.getByText('Die Seite wurde nicht gefunden.')).toBeVisible();
  await expect(page).toHaveTitle('Seite nicht gefunden | Kraftraum Studio');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached();

  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Stärker als gestern.');
});

test('a deep unknown address is a 404 page too', async ({ page }) => {
  for (const path of ['/kurse/2026/woche', '/courses/kein-kurs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }), path).toBeVisible();
  }
});

test('an unknown admin address is a 404 page for an admin, and the sign-in page for a visitor', async ({
  page,
}) => {
  await page.goto('/admin/gibt-es-nicht');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fadmin%2Fgibt-es-nicht');
  await signIn(page, DEMO.admin, '/admin/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verwaltung' })).toBeVisible();
});
