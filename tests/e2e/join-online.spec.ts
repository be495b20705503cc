// Join online (issue 31, decision 0192) on a phone, 360 px: a visitor buys HYBRID PRO from the tiers block, reads the
// total price right above 'Zahlungspflichtig bestellen', receives the contract PDF at a real SMTP server (its text
// read by pdf-parse), sets a password from the mail and books a course; later cancels through the footer's
// 'Verträge hier kündigen' without signing in, and the mail names the end date; the desk sees the contract and the
// cancellation. A second visitor withdraws within the 14 days. axe finds nothing serious or critical on the new
// screens at 360, 768 and 1280 px. The server and the browser run on the run's clock (tests/support/clock.ts, a
// fixed start that ticks): every expected date is computed from it with the domain's own functions, and the
// chosen start lies two days ahead.
import { expect, type Page } from '@playwright/test';
import { openContext, test } from './support/test';
import { minimumTermEnd } from '#domain/contracts/deadlines';
import { mandateReference, maskIban } from '#domain/contracts/iban';
import { addDays, berlinDate, formatDateShort } from '#domain/time';
import type { TestSmtp } from '../support/smtp';
import { DEMO, submitSignIn, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNoSideways, pdfText } from './support/documents';
import {
  adminToken,
  createCourse,
  deleteCourse,
  hoursAheadSameDayDeadline,
  sessionUrl,
} from './support/bookings';
import { untilTakenOver } from './support/hydration';
import { mailsTo, openMailbox } from './support/mailbox';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

const IBAN = 'DE89370400440532013000';
const WRONG_IBAN = 'DE89 3704 0044 0532 0130 01';
const PHONE = { width: 360, height: 780 };

let mailbox: TestSmtp;
const madeCourses: number[] = [];
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  for (const id of madeCourses.splice(0)) await deleteCourse(request, token, id);
  await mailbox?.stop();
});
test.use({ viewport: PHONE });

/** The base64 body of the mail's PDF attachment, as bytes (the shared reader keeps attachments as text). */
function pdfOf(raw: string): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)(?:\r?\n--|$)/i.exec(
    raw,
  );
  expect(part, 'the mail carries a PDF').not.toBeNull();
  return Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
}

interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Fills the checkout as a visitor types it (with a script the form hydrates on the first focus), with the IBAN
 * given (the valid one by default).
 */
async function fillCheckout(
  page: Page,
  visitor: Visitor,
  start: { immediately: boolean; on?: string },
  { script = true, iban = IBAN }: { script?: boolean; iban?: string } = {},
) {
  const form = page.locator('form.checkout');
  if (script) {
    await form.getByLabel('Vorname').click();
    await untilTakenOver(form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  }
  if (start.immediately) await form.getByLabel(/sofort, schon heute/).check();
  else await form.getByLabel('Beginn', { exact: true }).fill(start.on!);
  await form.getByLabel('Vorname').fill(visitor.firstName);
  await form.getByLabel('Nachname').fill(visitor.lastName);
  await form.getByLabel('Geburtsdatum').fill('1990-04-12');
  await form.getByLabel('Straße und Hausnummer').fill('Lindenstraße 5');
  await form.getByLabel('PLZ').fill('10969');
  await form.getByLabel('Ort', { exact: true }).fill('Berlin');
  await form.getByLabel('E-Mail').fill(visitor.email);
  await form.getByLabel('Telefon').fill('030 1234567');
  await form.getByLabel('Kontoinhaber/in').fill(`${visitor.firstName} ${visitor.lastName}`);
  await form.getByLabel('IBAN').fill(iban);
  await form.getByLabel(/Ich erteile das unten stehende SEPA-Lastschriftmandat/).check();
  await form.getByLabel(/Ich habe die Allgemeinen Geschäftsbedingungen/).check();
}

test('a visitor buys HYBRID PRO from the tiers, gets the contract PDF, books a course, cancels from the footer; the desk sees it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const today = berlinDate(runClock().now());
  const visitor: Visitor = { firstName: 'Erika', lastName: 'Mustermann', email: uniqueEmail('vertrag') };
  const admin = await adminToken(request);
  const course = await createCourse(
    request,
    admin,
    [{ hoursAhead: hoursAheadSameDayDeadline(26), seats: 5 }],
    {
      title: `Vertragskurs ${unique()}`,
    },
  );
  madeCourses.push(course.id);

  // The tiers block: monthly price, minimum term, Startpaket and the total for the term (§ 3 PAngV).
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Mitgliedschaft HYBRID PRO' });
  await expect(card.getByText('Gesamtpreis für 6 Monate')).toBeVisible();
  await expect(card).toContainText('683,00 €');
  await expect(card).toContainText('109,00 €');
  await expect(card).toContainText('29,00 €');
  await card.getByRole('link', { name: /Mitglied werden ?\(HYBRID PRO\)/ }).click();
  await expect(page).toHaveURL('/mitglied-werden/hybrid-pro');
  await expect(page.getByRole('heading', { level: 1, name: 'HYBRID PRO' })).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page, undefined, 'checkout 360');

  // An empty order: German messages at the fields, the focus on the first.
  const form = page.locator('form.checkout');
  const order = form.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
  await form.getByLabel('Vorname').click();
  await untilTakenOver(order);
  await order.click();
  await expect(form.getByLabel('Vorname')).toBeFocused();
  await expect(form.getByLabel('Vorname')).toHaveAccessibleDescription('Vorname ist erforderlich');
  await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'form.checkout', 'checkout with errors');

  await fillCheckout(page, visitor, { immediately: true });
  // A wrong checksum is refused before anything is sent.
  await form.getByLabel('IBAN').fill(WRONG_IBAN);
  await order.click();
  await expect(form.getByLabel('IBAN')).toBeFocused();
  await expect(form.getByLabel('IBAN')).toHaveAccessibleDescription(/Bitte gib eine gültige IBAN ein/);
  await form.getByLabel('IBAN').fill(IBAN);

  // The total price stands directly above the button (§ 312j Abs. 3 BGB).
  const total = form.locator('.checkout__total');
  await expect(total).toContainText('683,00 €');
  expect(await order.evaluate((button) => button.previousElementSibling?.className)).toBe('checkout__total');
  const [totalBox, buttonBox] = [await total.boundingBox(), await order.boundingBox()];
  expect(buttonBox!.y - (totalBox!.y + totalBox!.height)).toBeLessThan(24);

  const posted = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/contracts',
  );
  // A double tap: one key, one contract.
  await order.dblclick();
  expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(/\/mitglied-werden\/hybrid-pro\/bestaetigt\?vertrag=KR-/);
  const contractNumber = new URL(page.url()).searchParams.get('vertrag')!;
  await expect(page.getByText(contractNumber)).toBeVisible();
  await expectNoSideways(page);
  await expectAccessible(page, undefined, 'confirmation 360');

  // The contract by mail, as a PDF: member, tier, prices, the masked IBAN and the mandate reference.
  let mails = await mailsTo(mailbox, visitor.email);
  const contractMail = mailbox.received.find(
    (mail) => mail.to.includes(visitor.email) && /application\/pdf/i.test(mail.raw),
  );
  expect(contractMail, 'a mail with the contract PDF').toBeDefined();
  const text = await pdfText(pdfOf(contractMail!.raw));
  expect(text).toContain('Erika Mustermann');
  expect(text).toContain('HYBRID PRO');
  expect(text).toContain('109,00 €');
  expect(text).toContain('29,00 €');
  expect(text).toContain('683,00 €');
  expect(text).toContain(maskIban(IBAN));
  expect(text).toContain(mandateReference(contractNumber));
  expect(text.replace(/\s+/g, '')).not.toContain(IBAN);

  // The set-password link (a new account), then a booking.
  const invitation = /http:\/\/\S+\/auth\/set-password#token=[\w-]+/;
  let link = '';
  await expect
    .poll(async () => {
      mails = await mailsTo(mailbox, visitor.email);
      link = mails.map((mail) => invitation.exec(mail.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  const password = 'Vertrag-Start-2026!';
  await page.getByLabel('Neues Passwort', { exact: true }).fill(password);
  await page.getByLabel('Neues Passwort bestätigen').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await page.getByRole('link', { name: 'Jetzt anmelden' }).click();
  await submitSignIn(page, { email: visitor.email, password });
  await expect(page).toHaveURL('/user');
  const mine = page.getByRole('region', { name: 'Meine Verträge' });
  await expect(mine).toContainText(contractNumber);
  await expect(mine).toContainText(maskIban(IBAN));
  await expectAccessible(page, undefined, 'dashboard with contracts');
  await page.goto(sessionUrl(course, course.sessions[0]!));
  const booking = page.locator('.booking-panel__card');
  await booking.getByRole('button', { name: 'Buchen', exact: true }).click();
  await expect(booking.getByRole('status')).toHaveText('Gebucht – dein Platz ist reserviert');

  // Later, on another device and signed out: the footer's link on the start page.
  const visitorDevice = await openContext(browser, { viewport: PHONE });
  const later = await visitorDevice.newPage();
  await later.goto('/');
  await later.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(later).toHaveURL('/vertraege-kuendigen');
  await expect(
    later.getByRole('radio', { name: 'Ordentliche Kündigung zum nächstmöglichen Zeitpunkt' }),
  ).toBeChecked();
  await expectNoSideways(later);
  await expectAccessible(later, undefined, 'cancellation 360');
  const cancel = later.locator('form.contract-form');
  await cancel.getByLabel('Vorname').click();
  await untilTakenOver(cancel.getByRole('button', { name: 'Jetzt kündigen' }));
  await cancel.getByLabel('Vorname').fill(visitor.firstName);
  await cancel.getByLabel('Nachname').fill(visitor.lastName);
  await cancel.getByLabel('E-Mail').fill(visitor.email);
  await cancel.getByLabel('Vertragsnummer').fill(contractNumber);
  await cancel.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const ack = later.getByRole('status').filter({ hasText: 'Deine Kündigung ist eingegangen' });
  await expect(ack).toContainText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expectAccessible(later, undefined, 'cancellation received');
  // The mail names the end: the initial term's last day (received long before its notice period).
  const endsOn = formatDateShort(minimumTermEnd(today, 6));
  await expect
    .poll(async () =>
      (await mailsTo(mailbox, visitor.email)).some(
        (mail) => /Kündigung/.test(mail.subject) && mail.text.includes(endsOn),
      ),
    )
    .toBe(true);
  await visitorDevice.close();

  // The desk: the contract in 'Verträge', cancelled, with its end and the full IBAN in the contract view.
  const desk = await openContext(browser, { viewport: { width: 1280, height: 900 } });
  const deskPage = await desk.newPage();
  await deskPage.goto('/auth/login?redirect=%2Fadmin%2Fvertraege');
  await submitSignIn(deskPage, DEMO.admin);
  await expect(deskPage).toHaveURL('/admin/vertraege');
  const row = deskPage.getByRole('row', { name: new RegExp(contractNumber) });
  await expect(row).toContainText('Gekündigt');
  await expect(row).toContainText(endsOn);
  await expectAccessible(deskPage, undefined, 'desk contracts');
  await row.getByRole('link', { name: contractNumber }).click();
  await expect(deskPage.getByRole('heading', { level: 1, name: `Vertrag ${contractNumber}` })).toBeVisible();
  await expect(deskPage.getByText(IBAN)).toBeVisible();
  await expect(deskPage.getByRole('region', { name: 'Kündigung' })).toContainText(
    'Ordentliche Kündigung zum nächstmöglichen Zeitpunkt',
  );
  await expectAccessible(deskPage, undefined, 'desk contract');
  // The desk's new screens on a phone and a tablet too.
  const contractView = deskPage.url();
  for (const width of [360, 768]) {
    await deskPage.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/vertraege', contractView]) {
      await deskPage.goto(path);
      await expect(deskPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(deskPage.getByText(contractNumber).first()).toBeVisible();
      await expectNoSideways(deskPage);
      await expectAccessible(deskPage, undefined, `${path} at ${width}`);
    }
  }
  await desk.close();
});

test('a second visitor withdraws within the 14 days from the footer, with a confirmation step', async ({
  page,
}) => {
  test.slow();
  const visitor: Visitor = { firstName: 'Jonas', lastName: 'Widerruf', email: uniqueEmail('widerruf') };
  const startsOn = addDays(berlinDate(runClock().now()), 2);
  await page.goto('/mitglied-werden/core');
  await fillCheckout(page, visitor, { immediately: false, on: startsOn });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/bestaetigt\?vertrag=KR-/);
  const contractNumber = new URL(page.url()).searchParams.get('vertrag')!;

  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
  await expect(page).toHaveURL('/vertrag-widerrufen');
  await expectNoSideways(page);
  await expectAccessible(page, undefined, 'withdrawal 360');
  const form = page.locator('form.contract-form');
  await form.getByLabel('Vertragsnummer').click();
  await untilTakenOver(form.getByRole('button', { name: 'Vertrag widerrufen' }));
  await form.getByLabel('Vertragsnummer').fill(contractNumber);
  await form.getByLabel('E-Mail').fill(visitor.email);
  await form.getByRole('button', { name: 'Vertrag widerrufen' }).click();
  // The confirmation step of § 356a BGB.
  await expect(page.getByRole('heading', { name: 'Widerruf bestätigen' })).toBeFocused();
  await expect(page.getByText(contractNumber)).toBeVisible();
  await expectAccessible(page, undefined, 'withdrawal confirmation');
  await page.getByRole('button', { name: 'Widerruf jetzt erklären' }).click();
  const ack = page.getByRole('status').filter({ hasText: 'Dein Widerruf ist eingegangen' });
  await expect(ack).toContainText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
  await expect
    .poll(async () => (await mailsTo(mailbox, visitor.email)).some((mail) => /Widerruf/.test(mail.subject)))
    .toBe(true);
});

test('the new public screens pass axe at 768 and 1280 px and keep to the width', async ({ page }) => {
  test.slow();
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/mitglied-werden/hybrid-pro', '/vertraege-kuendigen', '/vertrag-widerrufen']) {
      await page.goto(path);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
      ).toBeVisible();
      await expectNoSideways(page);
      await expectAccessible(page, undefined, `${path} at ${width}`);
    }
  }
});

test("'Verträge hier kündigen' is in the server's HTML of every kind of page, a fixed link and not a menu item", async ({
  request,
}) => {
  // A page of islands, a content page, the course list, a checkout, the installed app's start, a blog page.
  for (const path of ['/', '/kontakt', '/kurse', '/mitglied-werden/core', '/?quelle=app', '/blog']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<a[^>]+href="\/vertraege-kuendigen"[^>]*>Verträge hier kündigen<\/a>/);
    expect(html, path).toMatch(/<a[^>]+href="\/vertrag-widerrufen"[^>]*>Vertrag widerrufen<\/a>/);
  }
  // The footer's menus (decision 0152) do not hold it: an editor cannot remove it.
  const menus = await (await request.get('/api/v1/menus')).text();
  expect(menus).not.toContain('vertraege-kuendigen');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor orders, cancels and withdraws with plain forms and gets the German pages', async ({
    page,
  }) => {
    test.slow();
    const visitor: Visitor = { firstName: 'Nora', lastName: 'Ohneskript', email: uniqueEmail('noscript') };
    await page.goto('/mitglied-werden/core');
    const form = page.locator('form.checkout');
    // A wrong checksum: the server's German page names the field.
    await fillCheckout(
      page,
      visitor,
      { immediately: false, on: addDays(berlinDate(runClock().now()), 2) },
      { script: false, iban: WRONG_IBAN },
    );
    await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page.getByRole('alert')).toContainText('IBAN');
    await page.goto('/mitglied-werden/core');
    await fillCheckout(
      page,
      visitor,
      { immediately: false, on: addDays(berlinDate(runClock().now()), 2) },
      { script: false },
    );
    await form.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/mitglied-werden\/core\/bestaetigt\?vertrag=KR-/);
    const contractNumber = new URL(page.url()).searchParams.get('vertrag')!;

    // Withdrawal: the confirmation step, then the receipt with date and time.
    await page.goto('/vertrag-widerrufen');
    await page.getByLabel('Vertragsnummer').fill(contractNumber);
    await page.getByLabel('E-Mail').fill(visitor.email);
    await page.getByRole('button', { name: 'Vertrag widerrufen' }).click();
    await expect(page.getByRole('heading', { name: 'Widerruf bestätigen' })).toBeVisible();
    await page.getByRole('button', { name: 'Widerruf jetzt erklären' }).click();
    await expect(page.getByRole('heading', { name: 'Dein Widerruf ist eingegangen' })).toBeVisible();
    await expect(page.getByText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)).toBeVisible();

    // Cancellation with an unknown contract: the same receipt (nothing revealed).
    await page.goto('/vertraege-kuendigen');
    await page.getByLabel('Vorname').fill('Niemand');
    await page.getByLabel('Nachname').fill('Unbekannt');
    await page.getByLabel('E-Mail').fill(uniqueEmail('unbekannt'));
    await page.getByLabel('Vertragsnummer').fill('KR-AAAAAAAA');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByRole('heading', { name: 'Deine Kündigung ist eingegangen' })).toBeVisible();
    await expect(page.getByText(/Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)).toBeVisible();
  });
});
