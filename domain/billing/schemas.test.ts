import { describe, expect, it } from 'vitest';
import {
  BILLING_DEFAULTS,
  BILLING_MESSAGES,
  BillingSettingsSchema,
  BillingSettingsWriteSchema,
  CamtUploadSchema,
  CAMT_MAX_BYTES,
  CancelRequestSchema,
  ExportQuerySchema,
  InvoiceSummarySchema,
  PaymentRequestSchema,
  ReturnRequestSchema,
  RunRequestSchema,
} from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('BillingSettingsWriteSchema', () => {
  it('takes its own defaults, which are what the answer schema reads', () => {
    expect(BillingSettingsWriteSchema.parse(BILLING_DEFAULTS)).toEqual(BILLING_DEFAULTS);
    expect(BillingSettingsSchema.parse(BILLING_DEFAULTS)).toEqual(BILLING_DEFAULTS);
  });

  it('normalises the IBAN and BIC as typed', () => {
    const parsed = BillingSettingsWriteSchema.parse({
      ...BILLING_DEFAULTS,
      creditorIban: 'de02 1203 0000 0000 2020 51',
      creditorBic: 'byla dem1 001',
    });
    expect(parsed.creditorIban).toBe('DE02120300000000202051');
    expect(parsed.creditorBic).toBe('BYLADEM1001');
  });

  it('takes an empty BIC and tax number (the IBAN suffices in SEPA; the VAT id may stand for the tax number)', () => {
    const parsed = BillingSettingsWriteSchema.parse({ ...BILLING_DEFAULTS, creditorBic: '', taxNumber: '' });
    expect(parsed.creditorBic).toBe('');
    expect(parsed.taxNumber).toBe('');
  });

  it.each([
    [
      { creditorIban: 'DE02120300000000202052' },
      BILLING_MESSAGES.creditorIban.slice(0, 30),
      'wrong check digits',
    ],
    [{ creditorBic: 'BYLADEM' }, BILLING_MESSAGES.creditorBic, 'a BIC of 7 characters'],
    [{ vatRatePercent: 26 }, BILLING_MESSAGES.vatRatePercent, 'a rate above 25 %'],
    [{ vatRatePercent: 19.5 }, BILLING_MESSAGES.vatRatePercent, 'a fractional rate'],
    [{ returnFeeCents: 5001 }, BILLING_MESSAGES.returnFeeCents, 'a fee above 50 €'],
    [{ returnFeeCents: -1 }, BILLING_MESSAGES.returnFeeCents, 'a negative fee'],
    [{ painVersion: 'pain.008.003.02' }, BILLING_MESSAGES.painVersion, 'an old German format'],
    [{ blockBookingsAfterReturns: 'ja' }, BILLING_MESSAGES.blockBookingsAfterReturns, 'not a boolean'],
  ])('refuses %j in German (%s)', (change, message, _why) => {
    const result = BillingSettingsWriteSchema.safeParse({ ...BILLING_DEFAULTS, ...change });
    expect(result.success).toBe(false);
    expect(messages(result).join(' ')).toContain(message.slice(0, 20));
  });
});

describe('requests', () => {
  it('RunRequestSchema: a month, a collection date optional', () => {
    expect(RunRequestSchema.parse({ period: '2026-12' })).toEqual({ period: '2026-12' });
    expect(RunRequestSchema.parse({ period: '2026-12', collectionDate: '2026-12-01' }).collectionDate).toBe(
      '2026-12-01',
    );
    for (const period of ['2026-13', '2026-1', '2026-12-01', 202612])
      expect(messages(RunRequestSchema.safeParse({ period }))).toEqual([BILLING_MESSAGES.period]);
    expect(RunRequestSchema.safeParse({ period: '2026-12', collectionDate: '2026-02-30' }).success).toBe(
      false,
    );
  });

  it('ReturnRequestSchema: a reason code of four characters, upper-cased', () => {
    expect(ReturnRequestSchema.parse({ returnedOn: '2026-12-08', reasonCode: ' md06 ' })).toEqual({
      returnedOn: '2026-12-08',
      reasonCode: 'MD06',
    });
    expect(ReturnRequestSchema.parse({ returnedOn: '2026-12-08' })).toEqual({ returnedOn: '2026-12-08' });
    expect(messages(ReturnRequestSchema.safeParse({ returnedOn: '2026-12-08', reasonCode: 'MD6' }))).toEqual([
      BILLING_MESSAGES.reasonCode,
    ]);
  });

  it('CamtUploadSchema: at most 2 MB of UTF-8, counted in bytes', () => {
    expect(CamtUploadSchema.safeParse({ xml: 'a'.repeat(CAMT_MAX_BYTES) }).success).toBe(true);
    expect(messages(CamtUploadSchema.safeParse({ xml: 'a'.repeat(CAMT_MAX_BYTES + 1) }))).toEqual([
      BILLING_MESSAGES.camtTooLarge,
    ]);
    // 1.1 million 'ü' are fewer characters than the limit but 2.2 MB of UTF-8.
    expect(messages(CamtUploadSchema.safeParse({ xml: 'ü'.repeat(1_100_000) }))).toEqual([
      BILLING_MESSAGES.camtTooLarge,
    ]);
    expect(messages(CamtUploadSchema.safeParse({ xml: '' }))).toEqual([BILLING_MESSAGES.camtXml]);
  });

  it('PaymentRequestSchema: bar, karte or ueberweisung', () => {
    expect(PaymentRequestSchema.parse({ paidOn: '2026-12-10', method: 'bar' }).method).toBe('bar');
    expect(messages(PaymentRequestSchema.safeParse({ paidOn: '2026-12-10', method: 'cash' }))).toEqual([
      BILLING_MESSAGES.paymentMethod,
    ]);
  });

  it('CancelRequestSchema: a reason of 3 to 500 characters, trimmed', () => {
    expect(CancelRequestSchema.parse({ reason: '  Falscher Betrag  ' }).reason).toBe('Falscher Betrag');
    for (const reason of ['ab', '   ab   ', 'x'.repeat(501)])
      expect(messages(CancelRequestSchema.safeParse({ reason }))).toEqual([BILLING_MESSAGES.cancelReason]);
  });

  it('ExportQuerySchema: from ≤ to', () => {
    expect(ExportQuerySchema.parse({ from: '2026-12-01', to: '2026-12-31' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(ExportQuerySchema.safeParse({ from: '2026-12-01', to: '2026-12-01' }).success).toBe(true);
    expect(messages(ExportQuerySchema.safeParse({ from: '2026-12-31', to: '2026-12-01' }))).toEqual([
      BILLING_MESSAGES.range,
    ]);
  });
});

describe('answers', () => {
  it('InvoiceSummarySchema reads an invoice and a cancellation invoice', () => {
    const invoice = {
      id: 1,
      number: '2026-000123',
      kind: 'invoice',
      cancelsNumber: null,
      issuedOn: '2026-11-27',
      period: '2026-12',
      periodFrom: '2026-12-01',
      periodTo: '2026-12-31',
      userId: 7,
      memberName: 'Anna Müller',
      netCents: 5798,
      vatCents: 1102,
      vatRatePercent: 19,
      grossCents: 6900,
      status: 'collected',
      returnFeeCents: 0,
      openCents: 0,
      sequenceType: 'FRST',
    };
    expect(InvoiceSummarySchema.parse(invoice)).toEqual(invoice);
    const cancellation = {
      ...invoice,
      id: 2,
      number: '2026-000124',
      kind: 'cancellation',
      cancelsNumber: '2026-000123',
      netCents: -5798,
      vatCents: -1102,
      grossCents: -6900,
      status: 'paid',
      sequenceType: null,
    };
    expect(InvoiceSummarySchema.parse(cancellation)).toEqual(cancellation);
    expect(InvoiceSummarySchema.safeParse({ ...invoice, status: 'open' }).success).toBe(false);
  });
});
