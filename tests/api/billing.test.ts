// Billing (issue 33) on every engine, one story over the billing demo (server/db/seed.ts) with a frozen clock:
// Friday 20 November 2026, 10:00 in Berlin, and later the same day of December and January. The December run
// gives the demo's expected amounts (a start on the 16th pro rata with the Startpaket, a full month, 14 paused days
// free, nothing after a cancellation for the end of November, an end on the 20th) with gap-free numbers, FRST;
// running it again issues nothing; January goes RCUR (and FRST again after a returned first debit), February
// FRST after an IBAN change (a new mandate). The collection date moves over a weekend and TARGET2 holidays and is
// refused too early. A cancellation invoice; returned debits by hand and from a camt.054 file, the fee, the mail,
// the flag after two in a row and the booking block with its German reason; payments settle them. The
// pre-notification exactly once per member and run; roles; German 400s; the PDF, the CSV, the member's area, the
// data export and the account deletion that keeps the invoices.
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import type {
  BillingSettings,
  ClientBilling,
  InvoiceSummary,
  Mine,
  ReturnsResult,
  Run,
  RunPreview,
} from '#domain/billing/schemas';
import { berlinToInstant } from '#domain/time';
import { BILLING_DEMO_ACCOUNT, seedBillingDemo } from '../../server/db/seed';
import { IbanCipher } from '../../server/lib/iban-cipher';
import { renderMail, type BillingPrenotificationPayload } from '../../server/modules/mail/templates';
import {
  auditOf,
  bearer,
  createSession,
  createTestApp,
  demo,
  dialects,
  errorOf,
  login,
  testClock,
  userIdOf,
  type TestApp,
} from './helpers';

const NOW = berlinToInstant(2026, 11, 20, 10, 0);
const DECEMBER_RUN_DAY = berlinToInstant(2026, 12, 18, 10, 0);
const JANUARY_RUN_DAY = berlinToInstant(2027, 1, 20, 10, 0);
const CONTRACT_KEY = 'q0J7sL1b0cH3n2m5Vx8yZ4a6Wd9eR1tU3iO5pA7sD0f';
const FRIEDA_IBAN = 'DE12500105170648489890';
const FRIEDA_NEW_IBAN = 'DE44500105175407324931';

/** A camt.054 notification of returned direct debits (ISO 20022 camt.054.001.02, as German banks send it). */
function camt054(
  entries: Array<{ endToEndId: string; amountCents: number; reason: string; bookedOn: string }>,
) {
  const amount = (cents: number) => (cents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>CAMT-TEST-1</MsgId><CreDtTm>2026-12-04T08:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>N1</Id><CreDtTm>2026-12-04T08:00:00</CreDtTm>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      ${entries
        .map(
          (e) => `<Ntry>
        <Amt Ccy="EUR">${amount(e.amountCents)}</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <RvslInd>true</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${e.bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${e.bookedOn}</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RDDT</Cd><SubFmlyCd>UPDD</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>${e.endToEndId}</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${amount(e.amountCents)}</Amt></TxAmt></AmtDtls>
          <RtrInf><Rsn><Cd>${e.reason}</Cd></Rsn></RtrInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
        )
        .join('\n')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

describe.each(dialects())('billing on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let frieda: string;
  let friedaId: number;
  const clock = testClock(NOW);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, config: { contractKey: CONTRACT_KEY } });
    const cipher = new IbanCipher(CONTRACT_KEY);
    expect(await seedBillingDemo(t.database.db, (iban) => cipher.encrypt(iban), NOW)).toBe(true);
    admin = await login(t.app, demo.admin);
    frieda = await login(t.app, BILLING_DEMO_ACCOUNT);
    friedaId = await userIdOf(t.database.db, BILLING_DEMO_ACCOUNT.email);
  });
  afterAll(async () => t?.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const invoicesOf = async (period: string) =>
    (await call('GET', `${API_PATHS.billingInvoices}?period=${period}`, admin)).json<{
      invoices: InvoiceSummary[];
    }>().invoices;
  const byName = (invoices: InvoiceSummary[], name: string) => invoices.find((i) => i.memberName === name)!;
  const outbox = (kind: string) =>
    t.database.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'payload', 'userId'])
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  it('keeps the billing settings with their defaults, refuses bad ones in German and members altogether', async () => {
    const settings = (await call('GET', API_PATHS.billingSettings, admin)).json<BillingSettings>();
    expect(settings).toMatchObject({
      vatRatePercent: 19,
      returnFeeCents: 300,
      painVersion: 'pain.008.001.08',
    });
    const bad = await call('PUT', API_PATHS.billingSettings, admin, {
      ...settings,
      creditorIban: 'DE00 1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad).details)).toContain('Bitte gib eine gültige IBAN ein');
    expect((await call('GET', API_PATHS.billingSettings, frieda)).statusCode).toBe(403);
    expect((await call('PUT', API_PATHS.billingSettings, frieda, settings)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.billingSettings })).statusCode).toBe(401);
  });

  it('previews December with the demo amounts, storing nothing', async () => {
    const response = await call('POST', API_PATHS.billingRunPreview, admin, { period: '2026-12' });
    expect(response.statusCode).toBe(200);
    const preview = response.json<RunPreview>();
    // Friday 20 Nov: five days' notice → Wednesday 25 Nov; the 1st of December is later and a business day.
    expect(preview).toMatchObject({
      period: '2026-12',
      collectionDate: '2026-12-01',
      earliestCollectionDate: '2026-11-25',
    });
    const items = Object.fromEntries(preview.items.map((item) => [item.memberName, item]));
    // Start on 16 Dec: 16 of 31 days of 109 € (56,26 €) and the 29 € Startpaket.
    expect(items['Paula Neumann']!.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['pro_rata', 5626],
      ['setup_fee', 2900],
    ]);
    expect(items['Paula Neumann']!.totalCents).toBe(8526);
    expect(items['Frieda Vollmer']!.totalCents).toBe(6900);
    // Paused 1–14 Dec, the type's paused days free: 17 of 31 days of 69 €.
    expect(items['Paul Pausewang']!.totalCents).toBe(3784);
    // Cancelled for 30 Nov: nothing. Ends on 20 Dec: 20 of 31 days of 109 €.
    expect(items['Karl Kündig']).toBeUndefined();
    expect(items['Ella Endres']!.totalCents).toBe(7032);
    expect(preview.count).toBe(4);
    expect(preview.sumCents).toBe(8526 + 6900 + 3784 + 7032);
    expect(preview.items.every((item) => item.sequenceType === 'FRST')).toBe(true);
    expect(await invoicesOf('2026-12')).toEqual([]);
  });

  it('moves the collection date over a weekend and TARGET2 holidays, and refuses one too early in German', async () => {
    const date = async (period: string, collectionDate: string) =>
      (await call('POST', API_PATHS.billingRunPreview, admin, { period, collectionDate })).json<RunPreview>()
        .collectionDate;
    expect(await date('2026-12', '2026-12-05')).toBe('2026-12-07'); // Saturday → Monday
    expect(await date('2026-12', '2026-12-25')).toBe('2026-12-28'); // 25 + 26 Dec, Sunday → Monday
    expect(await date('2027-01', '2027-01-01')).toBe('2027-01-04'); // New Year (Friday), weekend
    expect(await date('2027-03', '2027-03-26')).toBe('2027-03-30'); // Good Friday … Easter Monday
    expect(await date('2028-05', '2028-05-01')).toBe('2028-05-02'); // 1 May (Monday)
    const early = await call('POST', API_PATHS.billingRunPreview, admin, {
      period: '2026-12',
      collectionDate: '2026-11-24',
    });
    expect(early.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(early).details)).toContain(
      'Das Einzugsdatum muss mindestens der 25.11.2026 sein',
    );
    const badPeriod = await call('POST', API_PATHS.billingRunPreview, admin, { period: '2026-13' });
    expect(badPeriod.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badPeriod).details)).toContain('Bitte gib einen Monat an (JJJJ-MM)');
    expect((await call('POST', API_PATHS.billingRunPreview, frieda, { period: '2026-12' })).statusCode).toBe(
      403,
    );
  });

  let december: Run;

  it('finalises December once: invoices numbered without gaps, FRST, the bank file; again answers the same run', async () => {
    const created = await call('POST', API_PATHS.billingRuns, admin, { period: '2026-12' });
    expect(created.statusCode).toBe(201);
    december = created.json<Run>();
    expect(december).toMatchObject({
      period: '2026-12',
      collectionDate: '2026-12-01',
      count: 4,
      sumCents: 26242,
    });
    expect(december.invoices.map((i) => i.number)).toEqual([
      '2026-000001',
      '2026-000002',
      '2026-000003',
      '2026-000004',
    ]);
    const paula = byName(december.invoices, 'Paula Neumann');
    // Gross 85,26 € at 19 %: net round_half_up(8526 × 100 / 119) = 7165, VAT 1361.
    expect(paula).toMatchObject({
      grossCents: 8526,
      netCents: 7165,
      vatCents: 1361,
      vatRatePercent: 19,
      status: 'collected',
      openCents: 0,
      sequenceType: 'FRST',
      periodFrom: '2026-12-16',
      periodTo: '2026-12-31',
    });
    const again = await call('POST', API_PATHS.billingRuns, admin, { period: '2026-12' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Run>().id).toBe(december.id);
    expect(await invoicesOf('2026-12')).toHaveLength(4);
    const preview = await call('POST', API_PATHS.billingRunPreview, admin, { period: '2026-12' });
    expect([preview.statusCode, errorOf(preview).message]).toEqual([
      409,
      'Der Lauf für Dezember 2026 ist bereits abgeschlossen.',
    ]);
    const runs = (await call('GET', API_PATHS.billingRuns, admin)).json<{ runs: Run[] }>().runs;
    expect(runs.map((r) => [r.period, r.invoices.length])).toEqual([['2026-12', 0]]);

    const file = await call('GET', API_PATHS.billingRunPain008(december.id), admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toBe('attachment; filename="lastschriften-2026-12.xml"');
    const xml = file.body;
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08');
    expect(xml).toContain('<EndToEndId>2026-000001</EndToEndId>');
    expect(xml).toContain('Beitrag Dezember 2026, Rechnung 2026-000001');
    expect(xml).toContain(FRIEDA_IBAN);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).not.toContain('<SeqTp>RCUR</SeqTp>');
    expect(xml).toContain('<NbOfTxs>4</NbOfTxs>');
    expect(xml).toContain('<CtrlSum>262.42</CtrlSum>');
    expect(xml).toContain('<ReqdColltnDt>2026-12-01</ReqdColltnDt>');
    // The decrypted IBANs are in the bank file only: never in a log line.
    expect(t.logs.join('\n')).not.toContain(FRIEDA_IBAN);
    expect((await call('GET', API_PATHS.billingRunPain008(december.id), frieda)).statusCode).toBe(403);
  });

  it('sends the pre-notification exactly once per member and run, in German with amount and date', async () => {
    const mails = await outbox('billing-prenotification');
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.userId)).size).toBe(4);
    const friedaMail = mails.find((m) => m.recipient === BILLING_DEMO_ACCOUNT.email)!;
    const payload = JSON.parse(friedaMail.payload) as BillingPrenotificationPayload;
    expect(payload).toMatchObject({ amountCents: 6900, collectionDate: '2026-12-01' });
    const text = renderMail('billing-prenotification', payload, {
      appUrl: 'http://studio.test',
      cancellationDeadlineMinutes: 120,
      now: NOW,
    }).text;
    expect(text).toContain('am 01.12.2026 buchen wir 69,00 € per SEPA-Lastschrift');
    expect(text).toContain('Beitrag für Dezember 2026');
    // Finalising again wrote nothing more.
    await call('POST', API_PATHS.billingRuns, admin, { period: '2026-12' });
    expect(await outbox('billing-prenotification')).toHaveLength(4);
  });

  it('cancels an invoice with a cancellation invoice of its own number pointing to it, once', async () => {
    const ella = byName(december.invoices, 'Ella Endres');
    const response = await call('POST', API_PATHS.billingInvoiceCancel(ella.id), admin, {
      reason: 'Ende falsch erfasst',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<InvoiceSummary>()).toMatchObject({
      number: '2026-000005',
      kind: 'cancellation',
      cancelsNumber: ella.number,
      grossCents: -7032,
      netCents: -ella.netCents,
      vatCents: -ella.vatCents,
      status: 'cancelled',
      sequenceType: null,
    });
    const original = (await invoicesOf('2026-12')).find((i) => i.id === ella.id)!;
    expect(original).toMatchObject({ status: 'cancelled', grossCents: 7032 });
    const twice = await call('POST', API_PATHS.billingInvoiceCancel(ella.id), admin, { reason: 'nochmal' });
    expect([twice.statusCode, errorOf(twice).message]).toEqual([
      409,
      'Die Rechnung 2026-000004 ist bereits storniert.',
    ]);
    const short = await call('POST', API_PATHS.billingInvoiceCancel(ella.id), admin, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(short).details)).toContain('Bitte gib den Grund der Stornierung an');
    const audit = await auditOf(t, admin, 'invoice', ella.id);
    expect(audit.map((a) => a.action)).toContain('invoice.cancel');
  });

  it('records a return by hand: open again with the fee, the member told by mail', async () => {
    const invoice = byName(december.invoices, 'Frieda Vollmer');
    const response = await call('POST', API_PATHS.billingInvoiceReturn(invoice.id), admin, {
      returnedOn: '2026-12-04',
      reasonCode: 'md06',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<InvoiceSummary>()).toMatchObject({
      status: 'returned',
      returnFeeCents: 300,
      openCents: 7200,
    });
    // Recorded once: a second report changes nothing, sends nothing.
    await call('POST', API_PATHS.billingInvoiceReturn(invoice.id), admin, { returnedOn: '2026-12-05' });
    const mails = await outbox('billing-returned');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(BILLING_DEMO_ACCOUNT.email);
    const text = renderMail('billing-returned', JSON.parse(mails[0]!.payload), {
      appUrl: 'http://studio.test',
      cancellationDeadlineMinutes: 120,
      now: NOW,
    }).text;
    expect(text).toContain('Rücklastschriftgebühr von 3,00 €');
    expect(text).toContain('Offen sind jetzt 72,00 €');
    const client = (await call('GET', API_PATHS.billingClient(friedaId), admin)).json<ClientBilling>();
    expect(client).toMatchObject({ returnsInARow: 1, flagged: false });
    const bad = await call('POST', API_PATHS.billingInvoiceReturn(invoice.id), admin, {
      returnedOn: '4.12.2026',
      reasonCode: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad).details)).toContain(
      'Der Rückgabegrund ist ein Code aus vier Buchstaben',
    );
  });

  let january: Run;

  it('goes RCUR in January, and FRST again for the mandate whose first debit came back', async () => {
    clock.set(DECEMBER_RUN_DAY);
    admin = await login(t.app, demo.admin);
    const response = await call('POST', API_PATHS.billingRuns, admin, { period: '2027-01' });
    expect(response.statusCode).toBe(201);
    january = response.json<Run>();
    expect(january.invoices.map((i) => i.number)).toEqual(['2026-000006', '2026-000007', '2026-000008']);
    const type = (name: string) => byName(january.invoices, name).sequenceType;
    expect(type('Paula Neumann')).toBe('RCUR');
    expect(type('Paul Pausewang')).toBe('RCUR');
    expect(type('Frieda Vollmer')).toBe('FRST');
    // The Startpaket only once: January is Paula's full month.
    expect(byName(january.invoices, 'Paula Neumann').grossCents).toBe(10900);
    expect(january.invoices.find((i) => i.memberName === 'Ella Endres')).toBeUndefined();
  });

  it('records a return from a camt.054 file once, flags two returns in a row and blocks booking when set', async () => {
    const invoice = byName(january.invoices, 'Frieda Vollmer');
    const file = camt054([
      { endToEndId: invoice.number, amountCents: invoice.grossCents, reason: 'AC04', bookedOn: '2027-01-05' },
      { endToEndId: '2026-999999', amountCents: 1234, reason: 'MD06', bookedOn: '2027-01-05' },
    ]);
    const upload = await call('POST', API_PATHS.billingReturns, admin, { xml: file });
    expect(upload.statusCode).toBe(200);
    const result = upload.json<ReturnsResult>();
    expect(result.matched.map((i) => [i.number, i.status, i.openCents])).toEqual([
      [invoice.number, 'returned', 7200],
    ]);
    expect(result.unmatched).toEqual([{ endToEndId: '2026-999999', amountCents: 1234 }]);
    const again = (await call('POST', API_PATHS.billingReturns, admin, { xml: file })).json<ReturnsResult>();
    expect(again.matched).toHaveLength(1);
    expect(await outbox('billing-returned')).toHaveLength(2);
    const broken = await call('POST', API_PATHS.billingReturns, admin, { xml: '<Document><kaputt' });
    expect(broken.statusCode).toBe(400);

    expect((await call('GET', API_PATHS.billingClient(friedaId), admin)).json<ClientBilling>()).toMatchObject(
      {
        returnsInARow: 2,
        flagged: true,
      },
    );
    const session = await createSession(t, admin, {
      start: new Date(DECEMBER_RUN_DAY.getTime() + 3 * 86_400_000),
    });
    const book = () => call('POST', API_PATHS.bookings, frieda, { courseSettingsId: session.settingId });
    // The flag alone does not block: the settings decide.
    const settings = (await call('GET', API_PATHS.billingSettings, admin)).json<BillingSettings>();
    await call('PUT', API_PATHS.billingSettings, admin, { ...settings, blockBookingsAfterReturns: true });
    frieda = await login(t.app, BILLING_DEMO_ACCOUNT);
    const refused = await book();
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'BOOKING_BLOCKED_RETURNS',
      message: 'Buchen ist gesperrt: zwei Lastschriften wurden zurückgegeben. Bitte melde dich am Empfang.',
    });
    // 'Meine Mitgliedschaft' says so before the tap (the client runs the same rule).
    const blocked = () =>
      call('GET', API_PATHS.myMembership, frieda).then(
        (r) => r.json<{ billingBlocked: boolean }>().billingBlocked,
      );
    expect(await blocked()).toBe(true);

    // Payments settle: the flag goes once nothing returned is open, and booking works again.
    const pay = (id: number) =>
      call('POST', API_PATHS.billingInvoicePayment(id), admin, { paidOn: '2026-12-18', method: 'bar' });
    const decemberInvoice = byName(december.invoices, 'Frieda Vollmer');
    expect((await pay(decemberInvoice.id)).json<InvoiceSummary>()).toMatchObject({
      status: 'paid',
      openCents: 0,
    });
    expect((await call('GET', API_PATHS.billingClient(friedaId), admin)).json<ClientBilling>().flagged).toBe(
      true,
    );
    expect((await book()).statusCode).toBe(403);
    expect((await pay(invoice.id)).statusCode).toBe(200);
    expect((await call('GET', API_PATHS.billingClient(friedaId), admin)).json<ClientBilling>().flagged).toBe(
      false,
    );
    expect((await book()).statusCode).toBe(201);
    expect(await blocked()).toBe(false);
    const paidTwice = await pay(invoice.id);
    expect([paidTwice.statusCode, errorOf(paidTwice).code]).toEqual([409, 'INVOICE_NOT_OPEN']);
    const badMethod = await call('POST', API_PATHS.billingInvoicePayment(invoice.id), admin, {
      paidOn: '2026-12-18',
      method: 'scheck',
    });
    expect(badMethod.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badMethod).details)).toContain('Bitte wähle, wie bezahlt wurde');
  });

  it('starts again with FRST after an IBAN change (a new mandate), numbering the new year from 1', async () => {
    const cipher = new IbanCipher(CONTRACT_KEY);
    await t.database.db
      .updateTable('contracts')
      .set({
        ibanEncrypted: cipher.encrypt(FRIEDA_NEW_IBAN),
        ibanLast4: FRIEDA_NEW_IBAN.slice(-4),
        mandateReference: 'M-KR-DEMO0002-2',
      })
      .where('contractNumber', '=', 'KR-DEMO0002')
      .execute();
    clock.set(JANUARY_RUN_DAY);
    admin = await login(t.app, demo.admin);
    const february = (await call('POST', API_PATHS.billingRuns, admin, { period: '2027-02' })).json<Run>();
    expect(february.invoices.map((i) => i.number)).toEqual(['2027-000001', '2027-000002', '2027-000003']);
    expect(byName(february.invoices, 'Frieda Vollmer').sequenceType).toBe('FRST');
    expect(byName(february.invoices, 'Paula Neumann').sequenceType).toBe('RCUR');
    const xml = (await call('GET', API_PATHS.billingRunPain008(february.id), admin)).body;
    expect(xml).toContain(FRIEDA_NEW_IBAN);
    expect(xml).toContain('<MndtId>M-KR-DEMO0002-2</MndtId>');
  });

  it("lets a member read their own invoices, mandate and PDFs, and nobody else's", async () => {
    const mine = (await call('GET', API_PATHS.myBilling, frieda)).json<Mine>();
    expect(mine.mandate).toMatchObject({
      contractNumber: 'KR-DEMO0002',
      mandateReference: 'M-KR-DEMO0002-2',
    });
    expect(mine.mandate!.ibanMasked).not.toContain('5407324931');
    expect(mine.invoices.map((i) => i.number).sort()).toEqual(['2026-000002', '2026-000007', '2027-000002']);
    expect(mine.retentionNote).toContain('zehn Jahre');
    // The demo contract has its PDF as an order would have mailed it.
    const [contract] = (await call('GET', API_PATHS.myContracts, frieda)).json<Array<{ id: number }>>();
    const contractPdf = await call('GET', API_PATHS.contractPdf(contract!.id), frieda);
    const contractText = (await new PDFParse({ data: new Uint8Array(contractPdf.rawPayload) }).getText())
      .text;
    expect(contractText).toContain('KR-DEMO0002');
    const own = await call('GET', API_PATHS.billingInvoicePdf(mine.invoices[0]!.id), frieda);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="rechnung-${mine.invoices[0]!.number}.pdf"`,
    );
    const text = (await new PDFParse({ data: new Uint8Array(own.rawPayload) }).getText()).text;
    expect(text).toContain(mine.invoices[0]!.number);
    expect(text).toContain('Frieda Vollmer');
    expect(text).toContain('37/123/45678');
    // The same bytes the second time (made once, then kept).
    const second = await call('GET', API_PATHS.billingInvoicePdf(mine.invoices[0]!.id), frieda);
    expect(Buffer.compare(second.rawPayload, own.rawPayload)).toBe(0);
    const paula = byName(december.invoices, 'Paula Neumann');
    expect((await call('GET', API_PATHS.billingInvoicePdf(paula.id), frieda)).statusCode).toBe(404);
    expect((await call('GET', API_PATHS.billingInvoicePdf(paula.id), admin)).statusCode).toBe(200);
    for (const url of [
      API_PATHS.billingRuns,
      API_PATHS.billingInvoices,
      API_PATHS.billingClient(friedaId),
      `${API_PATHS.billingExport}?from=2026-11-01&to=2026-11-30`,
    ])
      expect((await call('GET', url, frieda)).statusCode, url).toBe(403);
    expect(
      (await call('POST', API_PATHS.billingInvoiceCancel(paula.id), frieda, { reason: 'weil' })).statusCode,
    ).toBe(403);
  });

  it("gives the accountant's CSV: BOM, semicolons, decimal comma, one line per document", async () => {
    const response = await call('GET', `${API_PATHS.billingExport}?from=2026-11-01&to=2026-12-31`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="buchhaltung-2026-11-01-bis-2026-12-31.csv"',
    );
    const body = response.body;
    expect(body.startsWith('\uFEFFBelegart;Belegnummer;')).toBe(true);
    const lines = body.slice(1).split('\r\n').filter(Boolean);
    expect(lines.find((l) => l.startsWith('Rechnung;2026-000001;20.11.2026;Paula Neumann;'))).toContain(
      ';71,65;19;13,61;85,26;',
    );
    expect(lines.some((l) => l.startsWith('Stornorechnung;2026-000005;') && l.endsWith(';2026-000004'))).toBe(
      true,
    );
    // The December return (4 Dec; January's came back on 5 Jan, outside the range) with its fee, no VAT.
    expect(lines.filter((l) => l.startsWith('Rücklastschrift;'))).toEqual([
      'Rücklastschrift;2026-000002;04.12.2026;Frieda Vollmer;' +
        `${friedaId};2026-12;72,00;0;0,00;72,00;2026-000002`,
    ]);
    expect(lines.filter((l) => l.startsWith('Zahlung;'))).toHaveLength(2);
    // Invoices 1–8 (7 issued, 1 cancellation), 1 return, 2 payments, and the header.
    expect(lines).toHaveLength(1 + 8 + 1 + 2);
    const reversed = await call('GET', `${API_PATHS.billingExport}?from=2026-12-31&to=2026-11-01`, admin);
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(reversed).details)).toContain('Das Ende des Zeitraums darf nicht vor');
  });

  it('puts the invoices into the data export and keeps them when the member closes the account', async () => {
    const zip = await call('GET', API_PATHS.myData, frieda);
    expect(zip.statusCode).toBe(200);
    const archive = zip.rawPayload.toString('latin1');
    expect(archive).toContain('rechnungen/rechnung-2026-000002.pdf');
    expect(archive).toContain('"invoices"');
    const closed = await call('POST', API_PATHS.deleteAccount, frieda, {
      password: BILLING_DEMO_ACCOUNT.password,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<{ retentionNote: string }>().retentionNote).toContain('§ 147 AO');
    const kept = (await call('GET', `${API_PATHS.billingInvoices}?userId=${friedaId}`, admin)).json<{
      invoices: InvoiceSummary[];
    }>().invoices;
    expect(kept).toHaveLength(3);
    expect(kept.every((i) => i.memberName === 'Frieda Vollmer')).toBe(true);
    const contract = await t.database.db
      .selectFrom('contracts')
      .select(['email', 'phone', 'dateOfBirth', 'street', 'keptUntil', 'lastName'])
      .where('contractNumber', '=', 'KR-DEMO0002')
      .executeTakeFirstOrThrow();
    expect(contract).toMatchObject({
      email: '',
      phone: '',
      dateOfBirth: '',
      street: 'Musterweg 1',
      lastName: 'Vollmer',
    });
    expect(contract.keptUntil).toBe('2037-12-31');
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select('keptUntil')
      .where('number', '=', '2026-000002')
      .executeTakeFirstOrThrow();
    expect(invoice.keptUntil).toBe('2036-12-31');

    // The desk's anonymisation keeps them the same way.
    const paulId = await userIdOf(t.database.db, 'paul.pause@example.org');
    const anonymised = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.user(paulId),
      headers: bearer(admin),
    });
    expect(anonymised.statusCode).toBe(204);
    const paul = (await call('GET', API_PATHS.billingClient(paulId), admin)).json<ClientBilling>();
    expect(paul.invoices.length).toBeGreaterThanOrEqual(3);
    expect(paul.invoices.every((i) => i.memberName === 'Paul Pausewang')).toBe(true);
    const paulContract = await t.database.db
      .selectFrom('contracts')
      .select(['email', 'keptUntil'])
      .where('contractNumber', '=', 'KR-DEMO0003')
      .executeTakeFirstOrThrow();
    expect(paulContract).toEqual({ email: '', keptUntil: '2037-12-31' });
  });
});
