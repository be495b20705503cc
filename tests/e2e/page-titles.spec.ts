// Every route of seed 000 §2 has its German title: '<Seitentitel> | Kraftraum Studio'. The guarded routes are
// checked with a signed-in admin (one sign-in for all of them: the server limits sign-ins per minute).
import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

const SUFFIX = ' | Kraftraum Studio';

type Route = [path: string, title: string, heading: string | RegExp];

/** Path, expected page title, and the h1 the page shows. */
const ROUTES: Route[] = [
  ['/', 'Startseite', /Stärker als gestern/],
  ['/kurse', 'Kurse', 'Kurse'],
  ['/courses', 'Kurse', 'Kurse'],
  // A course's page is titled with the course (the first seeded one is Yoga Flow).
  ['/courses/1', 'Yoga Flow', 'Yoga Flow'],
  ['/blog', 'Blog', 'Blog'],
  // An article is titled with its title (a seeded one, server/db/seed-posts.ts).
  ['/blog/hiit-am-morgen', 'HIIT um halb sieben: Warum sich der frühe Wecker lohnt', /HIIT um halb sieben/],
  ['/auth/login', 'Anmelden', 'Anmelden'],
  ['/auth/register', 'Registrieren', 'Registrieren'],
  ['/cookie-einstellungen', 'Cookie-Einstellungen', 'Cookie-Einstellungen'],
  ['/kontakt', 'Kontakt', 'Kontakt'],
  ['/ueber-uns', 'Über uns', /Mehr als ein Studio/],
  ['/datenschutz', 'Datenschutz', 'Datenschutzerklärung'],
  ['/7-wochen-challenge', '7-Wochen-Challenge', /7 Wochen\. Neuer Körper\./],
  ['/level-up-week', 'Level Up Week', 'Level Up Week'],
];

/** Behind the login or admin guard. */
const GUARDED_ROUTES: Route[] = [
  ['/user', 'Dashboard', 'Dashboard'],
  ['/user/profile', 'Profil', 'Profil'],
  ['/user/my-courses', 'Kurse', 'Meine Kurse'], // seed 000 §2 titles it 'Kurse'
  ['/admin', 'Studio-Übersicht', 'Studio-Übersicht'],
  ['/admin/courses', 'Kurs-Verwaltung', 'Kurs-Verwaltung'],
  ['/admin/bookings', 'Buchungen-Verwaltung', 'Buchungen-Verwaltung'],
  ['/admin/participants', 'Klienten-Verwaltung', 'Klienten-Verwaltung'],
  ['/check-in', 'Check-in', 'Check-in'],
  ['/trainer', 'Meine Termine', 'Meine Termine'],
  ['/admin/leads', 'Anfragen', 'Anfragen'],
  ['/admin/mitgliedschaften', 'Mitgliedschaften', 'Mitgliedschaften'],
  ['/admin/einstellungen', 'Einstellungen', 'Einstellungen'],
  ['/admin/messages', 'Nachrichten', 'Nachrichten'],
  ['/admin/blog', 'Blog', 'Blog'],
  ['/admin/blog/neu', 'Neuer Beitrag', 'Neuer Beitrag'],
  ['/bloecke', 'Blöcke', 'Blöcke'],
];

// One page for all routes: after the first, the build's chunks come from the browser cache, which keeps this
// spec short (one fresh context per route cost about 80 s of CI time).
test('every public route has its title and its h1', async ({ page }) => {
  for (const [path, title, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page, path).toHaveTitle(title + SUFFIX);
  }
});

test('a signed-in admin sees the title of every guarded page', async ({ page }) => {
  await openSignedIn(page, DEMO.admin);
  for (const [path, title, heading] of GUARDED_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page, path).toHaveTitle(title + SUFFIX);
  }
});

test('signed out, the guarded pages are titled "Anmelden": the sign-in page stands in for them', async ({
  page,
}) => {
  for (const [path] of GUARDED_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' }), path).toBeVisible();
    await expect(page, path).toHaveTitle('Anmelden' + SUFFIX);
  }
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Startseite' + SUFFIX);
  await page.getByRole('link', { name: 'Kurse entdecken' }).click();
  await expect(page).toHaveTitle('Kurse' + SUFFIX);
  await page.goBack();
  await expect(page).toHaveTitle('Startseite' + SUFFIX);
});
