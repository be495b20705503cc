// Accounts and sessions (issue 4) against the real server: register, stay signed in, change the password, sign
// out and back in; the guards of /user and /admin; a signed-in member offline.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, signIn, storedUser, submitSignIn, uniqueEmail } from './support/accounts';

// These journeys need the service worker (offline use, updates, installing): playwright.config.ts blocks it.
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 15_000 })
    .toBe(true);
}

test('a new member registers, stays signed in, changes the password, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail();
  const firstPassword = 'Hantelbank-im-Morgengrauen';
  const newPassword = 'Kniebeuge-bis-zum-Abend';

  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();

  // An empty form: every rule that fails is listed at once.
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  const problems = page.getByRole('alert');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Vorname ist erforderlich',
    'Nachname ist erforderlich',
    'Gültige E-Mail-Adresse ist erforderlich',
    'Passwort muss mindestens 6 Zeichen lang sein',
  ]);
  await expect(problems).toBeFocused();
  await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');

  // A wrong form: all five messages, the confirmation among them.
  await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort bestätigen').fill('anders');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(problems.getByRole('listitem')).toHaveText([
    'Vorname ist erforderlich',
    'Nachname ist erforderlich',
    'Gültige E-Mail-Adresse ist erforderlich',
    'Passwort muss mindestens 6 Zeichen lang sein',
    'Passwörter stimmen nicht überein',
  ]);

  // For real.
  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(firstPassword);
  await page.getByLabel('Passwort bestätigen').fill(firstPassword);
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hallo Lena')).toBeVisible();
  // A registered account holds no membership (issue 19): the dashboard says so and shows the way to one.
  await expect(page.getByText('Du hast noch keine Mitgliedschaft.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Probetraining vereinbaren' })).toBeVisible();
  await expect(page.getByText('Du hast noch keine Kurse gebucht.')).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('studio.auth.token')")).toBeNull();

  // A reload keeps the session: the refresh cookie renews the token that lived in memory only.
  await page.reload();
  await expect(page.getByText('Hallo Lena')).toBeVisible();
  await expect(page).toHaveURL('/user');

  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Lena');
  await page.getByLabel('Aktuelles Passwort').fill(firstPassword);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort bestätigen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Das Passwort wurde geändert.' })).toBeVisible();

  // Signing out: the state and the stored user are gone, and the app is on the start page.
  const header = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await header.getByRole('button', { name: 'Konto von Lena' }).click();
  await header.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  // Nothing personal survives a reload either.
  await page.goto('/user');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fuser');

  // The old password is refused, the new one works.
  await submitSignIn(page, { email, password: firstPassword });
  await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
  await submitSignIn(page, { email, password: newPassword });
  await expect(page).toHaveURL('/user');
  await expect(page.getByText('Hallo Lena')).toBeVisible();
});

test('a member who opens the admin area sees "Zugriff verweigert."', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
  await expect(page.getByText('Zugriff verweigert.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verwaltung' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Konto von Max' })).toBeVisible();
});

test('a signed-out visit to the profile goes to the sign-in page and returns there after signing in', async ({
  page,
}) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fuser%2Fprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await submitSignIn(page, DEMO.trainer);
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(DEMO.trainer.email);
});

test('signing out on all devices ends the sign-in on the other device too', async ({ page, browser }) => {
  // The trainer account is used only in this file, whose tests run one after the other.
  const tablet = await browser.newPage();
  await signIn(tablet, DEMO.trainer);
  await signIn(page, DEMO.trainer, '/user/profile');

  await page.getByRole('button', { name: 'Auf allen Geräten abmelden' }).click();
  await expect(page).toHaveURL('/');
  expect(await storedUser(page)).toBeNull();

  await tablet.reload();
  // The tablet was on the trainer's start page, 'Meine Termine' (issue 22).
  await expect(tablet).toHaveURL('/auth/login?redirect=%2Ftrainer');
  expect(await storedUser(tablet)).toBeNull();
  await tablet.close();
});

test('offline, a signed-in member still sees the dashboard with their name', async ({ page, context }) => {
  await signIn(page, DEMO.member);
  await expect(page.getByText('Hallo Max')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Hallo Max')).toBeVisible();
  await expect(page.getByText(/Deine Anmeldung wird bestätigt/)).toBeVisible();

  // Back online, the session is checked with the server and the note goes away.
  await context.setOffline(false);
  await expect(page.getByText(/Deine Anmeldung wird bestätigt/)).toHaveCount(0);
  await expect(page.getByText('Hallo Max')).toBeVisible();
});
