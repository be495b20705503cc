// When and how a period's direct debits are collected (issue 33): the collection date (the member's
// pre-notification ahead, the bank's D-1 and the TARGET2 calendar), the sequence type per mandate (SEPA Core
// rulebook: FRST for a mandate's first collection, RCUR after), the end-to-end id and the German remittance text.
import { nextTarget2BusinessDay } from '../contracts/calendar';
import { addDays } from '../time';
import { periodLabel } from './period';

export { periodLabel } from './period';

/**
 * The earliest collection date a run made today may name:
 * - the pre-notification: the member is told `prenotificationDays` days ahead (SEPA Core rulebook, 14 days unless
 *   agreed; the contract agrees the settings' number). Counted from the day after the notice (§ 187 Abs. 1 BGB), so
 *   the debit may fall on today + `prenotificationDays`;
 * - D-1: the file reaches the bank at least one TARGET2 business day before the due date, so the date is a TARGET2
 *   business day after the first one on or after today (a run on a Saturday is handled on Monday: Tuesday);
 * - the date itself a TARGET2 business day (no settlement on weekends, 1 Jan, Good Friday, Easter Monday, 1 May,
 *   25 and 26 Dec).
 */
export function earliestCollectionDate(todayBerlin: string, prenotificationDays: number): string {
  if (!Number.isInteger(prenotificationDays) || prenotificationDays < 0)
    throw new RangeError(`Keine Zahl von Tagen: ${prenotificationDays}`);
  const notified = addDays(todayBerlin, prenotificationDays);
  const afterSubmission = nextTarget2BusinessDay(addDays(nextTarget2BusinessDay(todayBerlin), 1));
  return nextTarget2BusinessDay(notified > afterSubmission ? notified : afterSubmission);
}

/** A requested collection date moved to the next TARGET2 business day (unchanged when it is one). */
export function collectionDateFor(requested: string): string {
  return nextTarget2BusinessDay(requested);
}

/** FRST for a mandate's first collection, RCUR once an earlier collection under it went through (SEPA Core). */
export function sequenceType(collectedBefore: boolean): 'FRST' | 'RCUR' {
  return collectedBefore ? 'RCUR' : 'FRST';
}

/** The longest end-to-end id SEPA allows (Max35Text). */
const END_TO_END_MAX = 35;

/** The end-to-end id of an invoice's debit: the invoice number, so a return names the invoice. */
export function endToEndId(invoiceNumber: string): string {
  if (!/^[A-Za-z0-9-]+$/.test(invoiceNumber) || invoiceNumber.length > END_TO_END_MAX)
    throw new RangeError(`Keine End-to-End-Referenz: ${invoiceNumber}`);
  return invoiceNumber;
}

/** The remittance text (at most 140 characters): '2026-12', '2026-000123' → 'Beitrag Dezember 2026, Rechnung 2026-000123'. */
export function remittanceText(period: string, invoiceNumber: string): string {
  return `Beitrag ${periodLabel(period)}, Rechnung ${invoiceNumber}`;
}
