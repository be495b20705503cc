// Billing (issue 33): the billing settings with their defaults, the requests of the billing routes (a run, a
// return, a camt.054 upload, a payment, a cancellation, the accountant's export) and their answers. Money is
// whole cents, gross unless named net; dates are Berlin calendar dates YYYY-MM-DD, a period is a month YYYY-MM.
// IBANs appear only masked in every answer.
import { isValidBIC } from 'ibantools';
import { z } from '../schemas/zod';
import { IdSchema, InstantSchema, wholeNumberIn } from '../schemas/common';
import { DateSchema } from '../memberships/schemas';
import { IbanInputSchema } from '../contracts/schemas';
import { PERIOD_PATTERN } from './period';

export const BILLING_MESSAGES = {
  period: 'Bitte gib einen Monat an (JJJJ-MM)',
  creditorIban: 'Bitte gib eine gültige IBAN des Studiokontos ein (Prüfziffer oder Länge stimmen nicht)',
  creditorBic: 'Bitte gib eine gültige BIC ein (8 oder 11 Zeichen) oder lass das Feld leer',
  taxNumber: 'Die Steuernummer darf höchstens 40 Zeichen lang sein',
  vatRatePercent: 'Der Umsatzsteuersatz muss eine ganze Zahl zwischen 0 und 25 % sein',
  returnFeeCents: 'Die Gebühr für eine Rücklastschrift muss zwischen 0 und 50,00 € liegen (in Cent)',
  blockBookingsAfterReturns: 'Bitte wähle, ob nach zwei Rücklastschriften das Buchen gesperrt wird',
  painVersion: 'Bitte wähle das Format pain.008.001.08 oder pain.008.001.02',
  reasonCode: 'Der Rückgabegrund ist ein Code aus vier Buchstaben oder Ziffern (z. B. MD06, AC04)',
  camtXml: 'Bitte lade eine camt.054-Datei hoch',
  camtTooLarge: 'Die Datei ist größer als 2 MB',
  paymentMethod: 'Bitte wähle, wie bezahlt wurde: bar, Karte oder Überweisung',
  cancelReason: 'Bitte gib den Grund der Stornierung an (3 bis 500 Zeichen)',
  range: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen',
} as const;

/** A billing period: a calendar month 'YYYY-MM'. */
export const PeriodSchema = z
  .string({ message: BILLING_MESSAGES.period })
  .check(z.regex(PERIOD_PATTERN, BILLING_MESSAGES.period));

export const PAIN_VERSIONS = ['pain.008.001.08', 'pain.008.001.02'] as const;
export type PainVersion = (typeof PAIN_VERSIONS)[number];
export const SEQUENCE_TYPES = ['FRST', 'RCUR'] as const;
export type SequenceType = (typeof SEQUENCE_TYPES)[number];
export const INVOICE_KINDS = ['invoice', 'cancellation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['collected', 'returned', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_METHODS = ['bar', 'karte', 'ueberweisung'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DUE_KINDS = ['monthly', 'pro_rata', 'setup_fee', 'pause_credit'] as const;

/** The largest camt.054 file the upload takes: 2 MB of UTF-8. */
export const CAMT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * What the member is told about retention (the deletion answer, 'Meine Beiträge'): invoices ten years (§ 147 Abs. 1
 * Nr. 4, Abs. 3 AO, § 14b Abs. 1 UStG), the contract ten years as an accounting document, with only what the law
 * requires.
 */
export const BILLING_RETENTION_NOTE =
  'Rechnungen und Verträge bewahren wir zehn Jahre auf, weil das Steuerrecht es verlangt (§ 147 AO, § 14b UStG). Löschst du dein Konto, behalten wir davon nur deinen Namen, deine Anschrift und die Dokumente selbst; alles andere wird gelöscht.';

// Settings

/** The billing settings the admin edits (PUT /api/v1/billing/settings), stored as 'billing.*' studio settings. */
export const BillingSettingsWriteSchema = z.object({
  /** The studio's account the debits are credited to. */
  creditorIban: z.pipe(
    z
      .string({ message: BILLING_MESSAGES.creditorIban })
      .check(z.maxLength(64, BILLING_MESSAGES.creditorIban)),
    IbanInputSchema,
  ),
  /** The studio bank's BIC, or '' (within SEPA the IBAN suffices). */
  creditorBic: z._default(
    z.pipe(
      z
        .string({ message: BILLING_MESSAGES.creditorBic })
        .check(z.maxLength(20, BILLING_MESSAGES.creditorBic)),
      z.pipe(
        z.transform((value: string) => value.replace(/\s+/g, '').toUpperCase()),
        z.string().check(z.refine((bic) => bic === '' || isValidBIC(bic), BILLING_MESSAGES.creditorBic)),
      ),
    ),
    '',
  ),
  /** The Steuernummer for the invoices (§ 14 Abs. 4 Nr. 2 UStG: it or the VAT id of the legal settings). */
  taxNumber: z._default(
    z
      .string({ message: BILLING_MESSAGES.taxNumber })
      .check(z.trim(), z.maxLength(40, BILLING_MESSAGES.taxNumber)),
    '',
  ),
  vatRatePercent: z
    .number({ message: BILLING_MESSAGES.vatRatePercent })
    .check(...wholeNumberIn(0, 25, BILLING_MESSAGES.vatRatePercent)),
  returnFeeCents: z
    .number({ message: BILLING_MESSAGES.returnFeeCents })
    .check(...wholeNumberIn(0, 5000, BILLING_MESSAGES.returnFeeCents)),
  blockBookingsAfterReturns: z.boolean({ message: BILLING_MESSAGES.blockBookingsAfterReturns }),
  painVersion: z.enum(PAIN_VERSIONS, { message: BILLING_MESSAGES.painVersion }),
});
export type BillingSettingsWrite = z.input<typeof BillingSettingsWriteSchema>;

/**
 * The billing settings until the admin saves others: a demo account (the IBAN of the German IBAN examples, the
 * BIC of its bank), a demo Steuernummer, the standard rate of § 12 Abs. 1 UStG, 3,00 € per returned debit, no
 * booking block, pain.008.001.08 (the version German banks take today). The studio enters its own before it bills.
 */
export const BILLING_DEFAULTS: z.output<typeof BillingSettingsWriteSchema> = {
  creditorIban: 'DE02120300000000202051',
  creditorBic: 'BYLADEM1001',
  taxNumber: '37/123/45678',
  vatRatePercent: 19,
  returnFeeCents: 300,
  blockBookingsAfterReturns: false,
  painVersion: 'pain.008.001.08',
};

/** GET/PUT /api/v1/billing/settings: the settings as stored. */
export const BillingSettingsSchema = z.object({
  creditorIban: z.string(),
  creditorBic: z.string(),
  taxNumber: z.string(),
  vatRatePercent: z.number(),
  returnFeeCents: z.number(),
  blockBookingsAfterReturns: z.boolean(),
  painVersion: z.enum(PAIN_VERSIONS),
});
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;

// Requests

/** POST /api/v1/billing/runs/preview and /billing/runs: the period, and a collection date (default: its 1st). */
export const RunRequestSchema = z.object({
  period: PeriodSchema,
  collectionDate: z.optional(DateSchema),
});
export type RunRequest = z.input<typeof RunRequestSchema>;

/** POST /api/v1/billing/invoices/{id}/return (by hand): the day the bank returned it and its reason code. */
export const ReturnRequestSchema = z.object({
  returnedOn: DateSchema,
  reasonCode: z.optional(
    z.pipe(
      z.string({ message: BILLING_MESSAGES.reasonCode }).check(z.maxLength(10, BILLING_MESSAGES.reasonCode)),
      z.pipe(
        z.transform((value: string) => value.trim().toUpperCase()),
        z.string().check(z.regex(/^[A-Z0-9]{4}$/, BILLING_MESSAGES.reasonCode)),
      ),
    ),
  ),
});
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

/** POST /api/v1/billing/returns: a camt.054 file's text, at most 2 MB. */
export const CamtUploadSchema = z.object({
  xml: z.string({ message: BILLING_MESSAGES.camtXml }).check(
    z.minLength(1, BILLING_MESSAGES.camtXml),
    // Every UTF-16 unit is at least one UTF-8 byte: a longer string cannot fit and is not even encoded.
    z.maxLength(CAMT_MAX_BYTES, { message: BILLING_MESSAGES.camtTooLarge, abort: true }),
    z.refine((xml) => new TextEncoder().encode(xml).length <= CAMT_MAX_BYTES, BILLING_MESSAGES.camtTooLarge),
  ),
});
export type CamtUpload = z.input<typeof CamtUploadSchema>;

/** POST /api/v1/billing/invoices/{id}/payment: when and how the member paid at the desk. */
export const PaymentRequestSchema = z.object({
  paidOn: DateSchema,
  method: z.enum(PAYMENT_METHODS, { message: BILLING_MESSAGES.paymentMethod }),
});
export type PaymentRequest = z.input<typeof PaymentRequestSchema>;

/** POST /api/v1/billing/invoices/{id}/cancel: the reason the cancellation invoice records. */
export const CancelRequestSchema = z.object({
  reason: z
    .string({ message: BILLING_MESSAGES.cancelReason })
    .check(
      z.trim(),
      z.minLength(3, BILLING_MESSAGES.cancelReason),
      z.maxLength(500, BILLING_MESSAGES.cancelReason),
    ),
});
export type CancelRequest = z.input<typeof CancelRequestSchema>;

/** GET /api/v1/billing/export.csv?from=&to=: the documents dated in that range, both days included. */
export const ExportQuerySchema = z.object({ from: DateSchema, to: DateSchema }).check(
  z.refine((query) => query.from <= query.to, {
    message: BILLING_MESSAGES.range,
    path: ['to'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  }),
);
export type ExportQuery = z.input<typeof ExportQuerySchema>;

/** GET /api/v1/billing/invoices?period=&userId=. */
export const InvoiceListQuerySchema = z.object({
  period: z.optional(PeriodSchema),
  userId: z.optional(IdSchema),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

// Answers

export const DueLineSchema = z.object({
  kind: z.enum(DUE_KINDS),
  text: z.string(),
  amountCents: z.number(),
  from: z.string(),
  to: z.string(),
});

export const RunPreviewItemSchema = z.object({
  contractId: IdSchema,
  contractNumber: z.string(),
  userId: IdSchema,
  memberName: z.string(),
  sequenceType: z.enum(SEQUENCE_TYPES),
  lines: z.array(DueLineSchema),
  totalCents: z.number(),
});
export type RunPreviewItem = z.infer<typeof RunPreviewItemSchema>;

/** POST /api/v1/billing/runs/preview: what a run would issue; nothing stored. */
export const RunPreviewSchema = z.object({
  period: z.string(),
  collectionDate: z.string(),
  earliestCollectionDate: z.string(),
  items: z.array(RunPreviewItemSchema),
  count: z.number(),
  sumCents: z.number(),
});
export type RunPreview = z.infer<typeof RunPreviewSchema>;

/**
 * An invoice as listed. `status` is its latest event; `openCents` what is still owed (gross + return fee once
 * returned, 0 once collected, paid or cancelled); `sequenceType` the debit it went with (null for a cancellation
 * invoice, which is not collected).
 */
export const InvoiceSummarySchema = z.object({
  id: IdSchema,
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  cancelsNumber: z.nullable(z.string()),
  issuedOn: z.string(),
  period: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  userId: IdSchema,
  memberName: z.string(),
  netCents: z.number(),
  vatCents: z.number(),
  vatRatePercent: z.number(),
  grossCents: z.number(),
  status: z.enum(INVOICE_STATUSES),
  returnFeeCents: z.number(),
  openCents: z.number(),
  sequenceType: z.nullable(z.enum(SEQUENCE_TYPES)),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });

/** A final run; `invoices` is [] in the list of runs. */
export const RunSchema = z.object({
  id: IdSchema,
  period: z.string(),
  collectionDate: z.string(),
  createdAt: InstantSchema,
  count: z.number(),
  sumCents: z.number(),
  painVersion: z.enum(PAIN_VERSIONS),
  invoices: z.array(InvoiceSummarySchema),
});
export type Run = z.infer<typeof RunSchema>;
export const RunListSchema = z.object({ runs: z.array(RunSchema) });

/** POST /api/v1/billing/returns: the invoices a camt.054 file returned, and the debits it names that match none. */
export const ReturnsResultSchema = z.object({
  matched: z.array(InvoiceSummarySchema),
  unmatched: z.array(z.object({ endToEndId: z.string(), amountCents: z.number() })),
});
export type ReturnsResult = z.infer<typeof ReturnsResultSchema>;

/** The SEPA mandate as the member and the desk see it (the IBAN masked). */
export const MandateSchema = z.object({
  contractNumber: z.string(),
  accountHolder: z.string(),
  ibanMasked: z.string(),
  mandateReference: z.string(),
  mandateSignedOn: z.string(),
});
export type Mandate = z.infer<typeof MandateSchema>;

/** GET /api/v1/billing/mine: the member's mandate, invoices and the retention note. */
export const MineSchema = z.object({
  mandate: z.nullable(MandateSchema),
  invoices: z.array(InvoiceSummarySchema),
  retentionNote: z.string(),
});
export type Mine = z.infer<typeof MineSchema>;

/** GET /api/v1/billing/clients/{userId} (desk): returns in a row, the flag, the mandate, the invoices. */
export const ClientBillingSchema = z.object({
  returnsInARow: z.number(),
  flagged: z.boolean(),
  mandate: z.nullable(MandateSchema),
  invoices: z.array(InvoiceSummarySchema),
});
export type ClientBilling = z.infer<typeof ClientBillingSchema>;
