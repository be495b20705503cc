// Accounts for the browser tests: the seeded demo accounts (README), fresh e-mail addresses for new members, and
// signing in: through the form, the way a member does, where the journey is about signing in; with the form's
// own requests and no form (openSignedIn) where a journey only needs a session (decision 0214). Each sign-in
// counts against the server's sign-in limit (AUTH_RATE_LIMIT per minute and address), so specs sign in once per
// test and only where a session is needed.
import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '#domain/api-paths';
import { STORAGE_KEYS } from '../../../src/config/storage-keys';
import { unique } from '../../support/unique';

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

export const DEMO = {
  admin: { email: 'admin@kraftraum.de', password: 'Admin-Demo-2026', firstName: 'Alex' },
  trainer: { email: 'trainer@kraftraum.de', password: 'Trainer-Demo-2026', firstName: 'Tina' },
  /** The second demo trainer (issue 22): takes the demo trainer's session as a substitute. */
  trainer2: { email: 'trainer2@kraftraum.de', password: 'Trainer2-Demo-2026', firstName: 'Jonas' },
  member: { email: 'mitglied@kraftraum.de', password: 'Mitglied-Demo-2026', firstName: 'Max' },
} satisfies Record<string, Account>;

/** An address no earlier run (and no parallel test) has used. */
export function uniqueEmail(prefix = 'neu'): string {
  return `${prefix}-${unique()}-${Math.random().toString(36).slice(2, 8)}@example.de`;
}

/** Fills and sends the sign-in form of the current page (which must be /auth/login). */
export async function submitSignIn(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Where an account lands after signing in without a redirect: an admin on /admin, a trainer on /trainer. */
function landing(account: Account): string {
  if (account.email === DEMO.admin.email) return '/admin';
  if (account.email === DEMO.trainer.email || account.email === DEMO.trainer2.email) return '/trainer';
  return '/user';
}

/** Signs in through the form and waits for the account's start page or the page `redirect` named. */
export async function signIn(page: Page, account: Account, redirect?: string) {
  await page.goto(redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login');
  await submitSignIn(page, account);
  await expect(page).toHaveURL(redirect ?? landing(account));
}

/**
 * Opens `target` (the account's start page when not given) signed in, without the sign-in form: the page sends the
 * form's sign-in request itself (POST /api/users/login, so the browser keeps the refresh cookie it sets) and keeps
 * the user record the app keeps on the device (STORAGE_KEYS.authUser); the target page then restores the session
 * as after a reload, and this waits for that renewal's answer. For journeys that are not about signing in: it
 * saves the sign-in page's load, the form and the redirect (decision 0214).
 */
export async function openSignedIn(page: Page, account: Account, target = landing(account)): Promise<void> {
  // A page of the app's origin to send from that runs none of the app: the requests are the page's own.
  await page.goto('/robots.txt');
  const body = JSON.stringify({ userName: account.email, password: account.password });
  const status = await page.evaluate<number>(`(async () => {
    const response = await fetch(${JSON.stringify(API_PATHS.login)}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: ${JSON.stringify(body)},
    });
    if (response.ok) {
      const { user } = await response.json();
      localStorage.setItem(${JSON.stringify(STORAGE_KEYS.authUser)}, JSON.stringify(user));
    }
    return response.status;
  })()`);
  expect(status, `signing in ${account.email}`).toBe(200);
  // Patient: a busy machine hashes passwords and boots the app slowly.
  const renewed = page.waitForResponse((response) => response.url().endsWith(API_PATHS.refresh), {
    timeout: 30_000,
  });
  await page.goto(target);
  expect((await renewed).status(), `the session restored on ${target}`).toBe(200);
  await expect(page).toHaveURL(target);
}

/** The user record this device keeps for offline starts (STORAGE_KEYS.authUser). */
export function storedUser(page: Page): Promise<string | null> {
  return page.evaluate("localStorage.getItem('studio.auth.user')") as Promise<string | null>;
}
