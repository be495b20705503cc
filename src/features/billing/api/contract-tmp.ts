// TEMPORARY: the answers of issue 33's billing API as /work/wt/briefs/issue-33.md describes them, until
// domain/billing/schemas.ts (branch i33-law) exists; then this file goes and the imports point there.
import { z } from '#domain/schemas/zod';

const Cents = z.number().check(z.int());
const Day = z.string();

export const DueLineSchema = z.object({
  kind: z.enum(['monthly', 'pro_rata', 'setup_fee', 'pause_credit']),
  text: z.string(),
  amountCents: Cents,
  from: Day,
  to: Day,
});

export const RunPreviewSchema = z.object({
  period: z.string(),
  collectionDate: Day,
  earliestCollectionDate: Day,
  items: z.array(
    z.object({
      contractId: z.number(),
      contractNumber: z.string(),
      userId: z.number(),
      memberName: z.string(),
      sequenceType: z.enum(['FRST', 'RCUR']),
      lines: z.array(DueLineSchema),
      totalCents: Cents,
    }),
  ),
  count: z.number(),
  sumCents: Cents,
});
export type RunPreview = z.output<typeof RunPreviewSchema>;

export const InvoiceSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['invoice', 'cancellation']),
  cancelsNumber: z.nullable(z.string()),
  issuedOn: Day,
  period: z.string(),
  periodFrom: Day,
  periodTo: Day,
  userId: z.number(),
  memberName: z.string(),
  netCents: Cents,
  vatCents: Cents,
  vatRatePercent: z.number(),
  grossCents: Cents,
  status: z.enum(['collected', 'returned', 'paid', 'cancelled']),
  returnFeeCents: Cents,
  openCents: Cents,
  sequenceType: z.nullable(z.enum(['FRST', 'RCUR'])),
});
export type InvoiceSummary = z.output<typeof InvoiceSummarySchema>;

export const RunSchema = z.object({
  id: z.number(),
  period: z.string(),
  collectionDate: Day,
  createdAt: z.string(),
  count: z.number(),
  sumCents: Cents,
  painVersion: z.string(),
  invoices: z.array(InvoiceSummarySchema),
});
export type Run = z.output<typeof RunSchema>;
export const RunListSchema = z.object({ runs: z.array(RunSchema) });
export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });

export const ReturnsResultSchema = z.object({
  matched: z.array(InvoiceSummarySchema),
  unmatched: z.array(z.object({ endToEndId: z.string(), amountCents: Cents })),
});
export type ReturnsResult = z.output<typeof ReturnsResultSchema>;

export const MandateSchema = z.object({
  contractNumber: z.string(),
  accountHolder: z.string(),
  ibanMasked: z.string(),
  mandateReference: z.string(),
  mandateSignedOn: Day,
});
export type Mandate = z.output<typeof MandateSchema>;

export const ClientBillingSchema = z.object({
  returnsInARow: z.number(),
  flagged: z.boolean(),
  mandate: z.nullable(MandateSchema),
  invoices: z.array(InvoiceSummarySchema),
});
export const MyBillingSchema = z.object({
  mandate: z.nullable(MandateSchema),
  invoices: z.array(InvoiceSummarySchema),
  retentionNote: z.string(),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) => z.string({ message }).check(z.regex(ISO_DAY, message));

export const BillingSettingsWriteSchema = z.object({
  creditorIban: z.string().check(z.minLength(15, 'Bitte gib eine gültige IBAN ein')),
  creditorBic: z.string(),
  taxNumber: z.string().check(z.minLength(1, 'Bitte gib die Steuernummer ein')),
  vatRatePercent: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  returnFeeCents: z.number().check(z.int(), z.minimum(0)),
  blockBookingsAfterReturns: z.boolean(),
  painVersion: z.enum(['pain.008.001.08', 'pain.008.001.02']),
});
export type BillingSettingsWrite = z.input<typeof BillingSettingsWriteSchema>;
export const BillingSettingsSchema = BillingSettingsWriteSchema;
export type BillingSettings = z.output<typeof BillingSettingsSchema>;

export const RunRequestSchema = z.object({
  period: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte wähle einen Monat')),
  collectionDate: day('Bitte wähle das Einzugsdatum'),
});
export const ReturnRequestSchema = z.object({
  returnedOn: day('Bitte gib das Datum der Rücklastschrift ein'),
  reasonCode: z.optional(z.string()),
});
export const PaymentRequestSchema = z.object({
  paidOn: day('Bitte gib das Zahlungsdatum ein'),
  method: z.enum(['bar', 'karte', 'ueberweisung']),
});
export const CancelRequestSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(3, 'Bitte gib einen Grund für die Stornierung an')),
});

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
/** '2026-12' → 'Dezember 2026' (domain/billing/collection.ts's periodLabel). */
export function periodLabel(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${year}`;
}
