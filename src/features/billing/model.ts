// What the billing screens show of an invoice and a period (issue 33): the status in German, the payment methods,
// the period a run is usually made for and its first day.
import { collectionDateFor } from '#domain/billing/collection';
import { PAYMENT_METHODS, type InvoiceSummary, type PaymentMethod } from '#domain/billing/schemas';

/** The status as the member and the desk read it (issue 33: the latest of the invoice's events). */
export const INVOICE_STATUS_TEXT: Record<InvoiceSummary['status'], string> = {
  collected: 'eingezogen',
  returned: 'zurückgegeben – offen',
  paid: 'bezahlt',
  cancelled: 'storniert',
};

export function invoiceStatusText(invoice: Pick<InvoiceSummary, 'kind' | 'status'>): string {
  return invoice.kind === 'cancellation' ? 'Stornorechnung' : INVOICE_STATUS_TEXT[invoice.status];
}

/** How a member pays at the desk, in German (the domain's list). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bar: 'Bar',
  karte: 'Karte',
  ueberweisung: 'Überweisung',
};
export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** The month after the one of `todayBerlin` ('2026-11-27' → '2026-12'): a run is made before its period starts. */
export function nextPeriod(todayBerlin: string): string {
  const [year, month] = todayBerlin.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The first day of a period, the run's default collection date ('2026-12' → '2026-12-01'). */
export const firstDayOf = (period: string) => `${period}-01`;

/**
 * The collection date a run for `period` proposes: its 1st, or the earliest allowed day when that is later, moved
 * to a TARGET2 business day (the server checks again).
 */
export function proposedCollectionDate(period: string, earliest: string | null): string {
  const first = firstDayOf(period);
  return collectionDateFor(earliest !== null && earliest > first ? earliest : first);
}

/** Which actions an invoice offers: a return only of a collected debit, a payment only of an open amount. */
export function invoiceActions(invoice: InvoiceSummary) {
  const own = invoice.kind === 'invoice';
  return {
    canReturn: own && invoice.status === 'collected',
    canPay: own && invoice.openCents > 0,
    canCancel: own && invoice.status !== 'cancelled',
  };
}

/** An amount as typed in euros ('3', '3,5', '3,00', '1.234,56') in cents; anything else NaN for the schema. */
export function eurosToCents(text: string): number {
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text.trim().replace(/\s*€$/, ''));
  if (!match) return Number.NaN;
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
