// Accounts for the browser tests: the seeded demo accounts (README), fresh e-mail addresses for new members, and
// signing in the way a member does, through the form. Each sign-in counts against the server's sign-in limit
// (AUTH_RATE_LIMIT per minute and address), so specs sign in once per test and only where a session is needed.
import { expect, type Page } from '@playwright/test';
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

/** The user record this device keeps for offline starts (STORAGE_KEYS.authUser). */
export function storedUser(page: Page): Promise<string | null> {
  return page.evaluate("localStorage.getItem('studio.auth.user')") as Promise<string | null>;
}
