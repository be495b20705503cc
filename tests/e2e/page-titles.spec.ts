// Every route of seed 000 §2 has its German title: '<Seitentitel> | Kraftraum Studio'.
import { expect, test } from '@playwright/test';

const SUFFIX = ' | Kraftraum Studio';

/** Path, expected page title, and the h1 the page shows. */
const ROUTES: Array<[path: string, title: string, heading: string | RegExp]> = [
  ['/', 'Startseite', /Stärker als gestern/],
  ['/kurse', 'Kurse', 'Kurse'],
  ['/courses', 'Kurse', 'Kurse'],
  ['/courses/1', 'Kursdetails', 'Kursdetails'],
  ['/blog', 'Blog', 'Blog'],
  ['/blog/richtig-aufwaermen', 'Blogartikel', 'Blogartikel'],
  ['/auth/login', 'Anmelden', 'Anmelden'],
  ['/auth/register', 'Registrieren', 'Registrieren'],
  ['/user', 'Dashboard', 'Dashboard'],
  ['/user/profile', 'Profil', 'Profil'],
  ['/user/my-courses', 'Meine Kurse', 'Meine Kurse'],
  ['/admin', 'Admin Dashboard', 'Admin Dashboard'],
  ['/admin/courses', 'Kurs-Verwaltung', 'Kurs-Verwaltung'],
  ['/admin/bookings', 'Buchungen-Verwaltung', 'Buchungen-Verwaltung'],
  ['/admin/participants', 'Klienten-Verwaltung', 'Klienten-Verwaltung'],
  ['/cookie-einstellungen', 'Cookie-Einstellungen', 'Cookie-Einstellungen'],
  ['/kontakt', 'Kontakt', 'Kontakt'],
  ['/ueber-uns', 'Über uns', 'Über uns'],
  ['/datenschutz', 'Datenschutz', 'Datenschutzerklärung'],
  ['/7-wochen-challenge', '7-Wochen-Challenge', '7-Wochen-Challenge'],
  ['/level-up-week', 'Level Up Week', 'Level Up Week'],
];

for (const [path, title, heading] of ROUTES) {
  test(`${path} is titled "${title}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title + SUFFIX);
  });
}

test('/user/my-courses carries "Kurse" in its title (seed 000 §2)', async ({ page }) => {
  await page.goto('/user/my-courses');
  await expect(page).toHaveTitle(/Kurse/);
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Startseite' + SUFFIX);
  await page.getByRole('link', { name: 'Kurse entdecken' }).click();
  await expect(page).toHaveTitle('Kurse' + SUFFIX);
  await page.goBack();
  await expect(page).toHaveTitle('Startseite' + SUFFIX);
});
