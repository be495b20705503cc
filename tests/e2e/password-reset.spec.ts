// A member who forgot the password: 'Passwort vergessen?' on the sign-in page, the mail a real SMTP server
// receives, the link that works once, and every other device signed out afterwards. (The link's 30 minutes are
// tested with the server's clock moved on, in tests/api/password-reset.test.ts: a browser cannot move it.)
import { expect, type Page } from '@playwright/test';
import { openContext, test } from './support/test';
import type { TestSmtp } from '../support/smtp';
import { submitSignIn } from './support/accounts';
import { expectAccessible } from './support/axe';
import { registerMember } from './support/bookings';
import { mailsTo, openMailbox } from './support/mailbox';

let mailbox: TestSmtp;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => mailbox?.stop());

test('a member resets a forgotten password from the mail; the link works once, and the other device is signed out', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const member = await registerMember(request, 'Paula');

  // The member is still signed in on another device.
  const otherDevice = await openContext(browser);
  const other = await otherDevice.newPage();
  await other.goto('/auth/login?redirect=%2Fuser%2Fprofile');
  await submitSignIn(other, member);
  await expect(other).toHaveURL('/user/profile');

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(member.email);
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Wenn ein Konto mit dieser E-Mail-Adresse existiert, ist eine E-Mail mit einem Link zum Zurücksetzen unterwegs. Der Link gilt 30 Minuten.',
  );

  const [mail] = await mailsTo(mailbox, member.email);
  expect(mail!.subject).toBe('Dein neues Passwort für das Kraftraum Studio');
  const link = /http:\/\/\S+\/auth\/reset-password#token=[\w-]+/.exec(mail!.text)![0];
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  // The token leaves the address bar at once (history, screenshots, a shared screen).
  await expect(page).toHaveURL('/auth/reset-password');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Neues Passwort bestätigen').fill('anders');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  const errors = page.getByRole('main').getByRole('alert');
  await expect(errors).toContainText('Passwort muss mindestens 6 Zeichen lang sein');
  await expect(errors).toContainText('Passwörter stimmen nicht überein');

  const newPassword = 'Neu-gesetzt-2026!';
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort bestätigen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Dein Passwort wurde geändert.');

  // The same link from the mail a second time (a new tab, as a mail program opens it): refused, with the way
  // to a new one.
  const second = await page.context().newPage();
  await second.goto(link);
  await second.getByLabel('Neues Passwort', { exact: true }).fill('Zweiter-Versuch-2026!');
  await second.getByLabel('Neues Passwort bestätigen').fill('Zweiter-Versuch-2026!');
  await second.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(second.getByRole('main').getByRole('alert')).toHaveText(
    'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.',
  );
  await expect(second.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  await second.close();

  // The old password is gone, the new one signs in.
  await page.goto('/auth/login');
  await submitSignIn(page, member);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ungültige Anmeldedaten');
  await submitSignIn(page, { email: member.email, password: newPassword });
  await expect(page).toHaveURL('/user');

  // The other device's session ended with the reset.
  await other.reload();
  await expect(other).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fprofile$/);
  await otherDevice.close();
});

test('the reset pages read well at 360 px, work by keyboard and have no serious accessibility violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth/login');
  // From the password field, the next stop of the keyboard is the way to a forgotten password.
  await page.getByLabel('Passwort', { exact: true }).focus();
  const forgot = page.getByRole('link', { name: 'Passwort vergessen?' });
  const focusedText = () => page.evaluate('document.activeElement?.textContent');
  for (let i = 0; i < 6 && (await focusedText()) !== 'Passwort vergessen?'; i++)
    await page.keyboard.press('Tab');
  await expect(forgot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Gültige E-Mail-Adresse ist erforderlich',
  );
  await expectNoOverflow(page);
  await expectAccessible(page);

  await page.goto('/auth/reset-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Der Link ist unvollständig. Bitte öffne ihn noch einmal aus der E-Mail.',
  );
  await page.goto('/auth/login');
  await page.goto(`/auth/reset-password#token=${'a'.repeat(43)}`);
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toBeVisible();
  await expectNoOverflow(page);
  await expectAccessible(page);
});

/** Nothing sticks out of the 360 px page sideways. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
}
