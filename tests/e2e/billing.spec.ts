// The studio gets paid (issue 33), in one walk: two members order HYBRID PRO from the next month on; the admin
// opens 'Beiträge' at 1280 px, previews the month's run (both members, 109,00 € + 29,00 € Startpaket each),
// finalises it after the confirmation step and downloads the bank file (pain.008.001.08 with as many
// transactions as the run has invoices), reads another studio's camt.054 (nothing matched, every entry named)
// and the accountant's CSV (BOM, one line per invoice). A member downloads an invoice PDF on a phone; its text
// (pdf-parse) has the fields of § 14 Abs. 4 UStG. After the following month's run the desk records both debits of
// one member as returned on the client screen and sees 'Zwei Rücklastschriften in Folge'; paid at the desk, the
// flag is gone.
// axe finds nothing serious or critical on 'Beiträge', the client screen and 'Meine Rechnungen' at 360, 768 and
// 1280 px.
//
// Clocks: the server of the browser tests serves every spec and runs on the real clock (as join-online does), so
// every expected date is computed from the day the test runs with the domain's own functions; the browser's clock
// is fixed at the test's start, so the screens' defaults (next month, today's date in the dialogs) cannot move
// between two steps.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { openContext, test } from './support/test';
import { periodBounds } from '#domain/billing/period';
import { vatSplit } from '#domain/billing/vat';
import { formatEuro } from '#domain/contracts/pricing';
import { berlinDate, formatDateShort } from '#domain/time';
import { DEMO, submitSignIn, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expectNoSideways, pdfText } from './support/documents';
import { cachedAdminToken, membershipType } from './support/memberships';
import { unique } from '../support/unique';
import { runClock } from '../support/clock';

const WIDTHS = [360, 768, 1280] as const;
const HYBRID_PRO = { monthlyCents: 10900, setupFeeCents: 2900 };
const PASSWORD = 'Beitrag-Test-2026!';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Member {
  firstName: string;
  lastName: string;
  email: string;
  userId: number;
  contractNumber: string;
}

/** '2026-11-27' → '2026-12'. */
function monthAfter(day: string, months = 1): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** A member with a password (registered), then their online contract from the 1st of `period` (issue 31's order). */
async function memberWithContract(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  period: string,
): Promise<Member> {
  const email = uniqueEmail('beitrag');
  const { token } = await ok<{ token: string }>(
    await request.post('/api/users/register', {
      data: { firstName, lastName, email, userName: email, password: PASSWORD },
    }),
  );
  const { id: userId } = await ok<{ id: number }>(await request.get('/api/users', { headers: auth(token) }));
  const type = await membershipType(request, 'HYBRID PRO');
  const order = await ok<{ contractNumber: string }>(
    await request.post('/api/v1/contracts', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        typeId: type.id,
        startsOn: `${period}-01`,
        firstName,
        lastName,
        dateOfBirth: '1988-03-14',
        street: 'Lindenstraße 5',
        postalCode: '10969',
        city: 'Berlin',
        email,
        phone: '030 1234567',
        accountHolder: `${firstName} ${lastName}`,
        iban: 'DE89370400440532013000',
        acceptTerms: true,
        mandateConsent: true,
      },
    }),
  );
  return { firstName, lastName, email, userId, contractNumber: order.contractNumber };
}

/** The earliest collection date the server allows for a period (its preview says; nothing is stored). */
async function earliestCollection(request: APIRequestContext, period: string): Promise<string> {
  const token = await cachedAdminToken(request);
  const preview = await ok<{ earliestCollectionDate: string }>(
    await request.post('/api/v1/billing/runs/preview', { headers: auth(token), data: { period } }),
  );
  return preview.earliestCollectionDate;
}

test('the admin runs the month, the member downloads the invoice, the desk records two returns and sees the flag', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const startedAt = runClock().now();
  const today = berlinDate(startedAt);
  const period = monthAfter(today);
  const nextPeriod = monthAfter(today, 2);
  const run = unique();
  const berta = await memberWithContract(request, 'Berta', `Lastschrift${run}`, period);
  const carl = await memberWithContract(request, 'Carl', `Rechnung${run}`, period);
  const collectionDate = await earliestCollection(request, period);

  // The admin at 1280 px: 'Beiträge' from the navigation.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/login');
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL('/admin');
  await page.getByRole('link', { name: 'Beiträge' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beiträge' })).toBeVisible();
  await expect(page.getByLabel('Zeitraum (Monat)')).toHaveValue(period);
  await page.getByLabel('Einzugsdatum').fill(collectionDate);
  await page.getByRole('button', { name: 'Vorschau' }).click();

  const preview = page.getByRole('table', { name: /^Vorschau / });
  await expect(preview).toContainText(`Einzug am ${formatDateShort(collectionDate)}`);
  for (const member of [berta, carl]) {
    const row = preview.getByRole('row').filter({ hasText: member.contractNumber });
    await expect(row).toContainText(`${member.firstName} ${member.lastName}`);
    await expect(row).toContainText('Erstlastschrift');
    await expect(row).toContainText(formatEuro(HYBRID_PRO.monthlyCents + HYBRID_PRO.setupFeeCents));
  }
  const sumRow = preview.locator('tfoot tr');
  const count = Number(/Summe \((\d+) Lastschriften\)/.exec((await sumRow.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, undefined, 'Beiträge with preview at 1280');

  await page.getByRole('button', { name: 'Lauf abschließen' }).click();
  const confirm = page.getByRole('group', { name: 'Lauf bestätigen' });
  await expect(confirm).toContainText(`${count} Rechnungen`);
  await confirm.getByRole('button', { name: 'Jetzt abschließen' }).click();
  const invoices = page.getByRole('table', { name: /^Rechnungen des Laufs / });
  await expect(invoices.getByRole('row')).toHaveCount(count + 1);
  await expect(invoices.getByRole('row').filter({ hasText: berta.lastName })).toContainText('eingezogen');

  // The bank file: pain.008.001.08, one transaction per invoice, the control sum the run's sum.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bankdatei herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`lastschriften-${period}.xml`);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
  expect(xml.match(/<DrctDbtTxInf>/g)).toHaveLength(count);
  expect(/<GrpHdr>[\s\S]*?<NbOfTxs>(\d+)<\/NbOfTxs>/.exec(xml)?.[1]).toBe(String(count));
  for (const member of [berta, carl]) expect(xml).toContain(`${member.contractNumber}`);
  // The bank's camt.054 file of another studio: nothing matches, every entry is named.
  await page.getByLabel('camt.054-Datei').setInputFiles('tests/fixtures/camt054/returns.camt.054.001.08.xml');
  await page.getByRole('button', { name: 'Rücklastschriften einlesen' }).click();
  await expect(page.getByText(/^0 zugeordnet, \d+ nicht zugeordnet\.$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '2026-000123' })).toBeVisible();
  // The accountant's CSV of this month: BOM, semicolons, one line per document with today's invoices.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  const ledger = await readFile((await csv.path())!, 'utf8');
  expect(ledger.startsWith('\uFEFFBelegart;')).toBe(true);
  expect(ledger.split('\r\n').filter((line) => line.startsWith('Rechnung;'))).toHaveLength(count);
  await expectAccessible(page, undefined, 'Beiträge with the run at 1280');
  for (const width of [768, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(invoices).toBeVisible();
    await expectNoSideways(page);
    await expectAccessible(page, undefined, `Beiträge at ${width}`);
  }

  // Berta on her phone: 'Meine Rechnungen' and the invoice's PDF with the fields of § 14 Abs. 4 UStG.
  const phone = await openContext(browser, { viewport: { width: 360, height: 780 } });
  const memberPage = await phone.newPage();
  await memberPage.goto('/auth/login');
  await submitSignIn(memberPage, { email: berta.email, password: PASSWORD });
  await expect(memberPage).toHaveURL('/user');
  const mine = memberPage.getByRole('region', { name: 'Meine Rechnungen' });
  await expect(mine).toContainText('DE89 •••• •••• •••• ••30 00');
  const invoiceItem = mine.getByRole('listitem').first();
  await expect(invoiceItem).toContainText('eingezogen');
  const number = /Rechnung (\d{4}-\d{6})/.exec((await invoiceItem.textContent()) ?? '')?.[1];
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  const [pdf] = await Promise.all([
    memberPage.waitForEvent('download'),
    invoiceItem.getByRole('button', { name: `Rechnung ${number} als PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`rechnung-${number}.pdf`);
  const text = (await pdfText(await readFile((await pdf.path())!))).replace(/[ \t]+/g, ' ');
  const gross = HYBRID_PRO.monthlyCents + HYBRID_PRO.setupFeeCents;
  const { netCents, vatCents } = vatSplit(gross, 19);
  const bounds = periodBounds(period);
  const periodBoundsText = `${formatDateShort(bounds.from)} – ${formatDateShort(bounds.to)}`;
  for (const field of [
    /Kraftraum Studio GmbH/, // the studio's name and address (Nr. 1)
    /Musterstraße 12, 10115 Berlin/,
    /Steuernummer: 37\/123\/45678/, // its tax number (Nr. 2)
    new RegExp(`Berta ${berta.lastName}\\s+Lindenstraße 5\\s+10969 Berlin`), // the member's name and address (Nr. 1)
    new RegExp(`Rechnungsnummer: ${number}`), // the invoice number (Nr. 4)
    new RegExp(`Rechnungsdatum: ${formatDateShort(today)}`), // the date of issue (Nr. 3)
    new RegExp(`Leistungszeitraum: ${periodBoundsText}`), // the period (Nr. 6)
    new RegExp(`Nettobetrag ${formatEuro(netCents)}`), // net (Nr. 7), rate and VAT amount (Nr. 8), gross
    new RegExp(`Umsatzsteuer 19 % ${formatEuro(vatCents)}`),
    new RegExp(`Gesamtbetrag ${formatEuro(gross)}`),
  ])
    expect(text, String(field)).toMatch(field);
  await expectNoSideways(memberPage);
  for (const width of WIDTHS) {
    await memberPage.setViewportSize({ width, height: 900 });
    await expect(mine).toBeVisible();
    await expectAccessible(memberPage, undefined, `Meine Rechnungen at ${width}`);
  }
  await phone.close();

  // The following month's run (over the API, as the admin's screen makes it), then the desk: both of Berta's
  // debits come back, the second in a row sets the flag.
  const token = await cachedAdminToken(request);
  await ok(
    await request.post('/api/v1/billing/runs', {
      headers: auth(token),
      data: { period: nextPeriod, collectionDate: await earliestCollection(request, nextPeriod) },
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Klienten' }).first().click();
  await page.getByLabel('Klienten suchen').fill(berta.lastName);
  await page.getByRole('button', { name: new RegExp(`^Öffnen\\W+Berta ${berta.lastName}$`) }).click();
  const billing = page.getByRole('region', { name: 'Rechnungen und Lastschriften' });
  const table = billing.getByRole('table', { name: `Rechnungen von Berta ${berta.lastName}` });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(billing.getByText('Zwei Rücklastschriften in Folge')).toHaveCount(0);
  for (const [index, reason] of [
    [0, 'AM04'],
    [1, 'MD06'],
  ] as const) {
    const row = table.getByRole('row').filter({ hasText: 'eingezogen' }).first();
    await row.getByRole('button', { name: 'Rücklastschrift erfassen' }).click();
    const dialog = page.getByRole('dialog', { name: /^Rücklastschrift zu Rechnung / });
    await expect(dialog.getByLabel('Datum der Rücklastschrift')).toHaveValue(today);
    await dialog.getByLabel('Rückgabegrund der Bank').selectOption(reason);
    await dialog.getByRole('button', { name: 'Rücklastschrift erfassen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(table.getByText('zurückgegeben – offen')).toHaveCount(index + 1);
  }
  await expect(billing.getByText('Zwei Rücklastschriften in Folge')).toBeVisible();
  for (const width of [1280, 768, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(billing).toBeVisible();
    await expectNoSideways(page);
    await expectAccessible(page, undefined, `client screen with the flag at ${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Paid at the desk: once no returned invoice is open, the flag is gone.
  for (const method of ['Bar', 'Überweisung']) {
    const row = table.getByRole('row').filter({ hasText: 'zurückgegeben – offen' }).first();
    await row.getByRole('button', { name: 'Zahlung erfassen' }).click();
    const dialog = page.getByRole('dialog', { name: /^Zahlung zu Rechnung / });
    await dialog.getByLabel('Zahlungsart').selectOption({ label: method });
    await dialog.getByRole('button', { name: 'Zahlung erfassen' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(table.getByText('bezahlt')).toHaveCount(2);
  await expect(billing.getByText('Zwei Rücklastschriften in Folge')).toHaveCount(0);
});
