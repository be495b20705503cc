// The money of a membership contract, in integer cents: the total price for the initial term (§ 3 PAngV,
// Art. 246a § 1 Abs. 1 S. 1 Nr. 4, 5 EGBGB), the weekly display figure and when it contradicts the monthly
// price, the first debit (pro rata for the start month plus the one-time fee, on a TARGET2 business day) and the
// value owed after a withdrawal from a contract started early (§ 357a Abs. 2 BGB). One formatter for euro amounts.
import { addDays, berlinDate } from '../time';
import { dateParts, daysInMonth, nextTarget2BusinessDay } from './calendar';

/** The figures of a contract's price; the total is what the initial term costs with the one-time fee. */
export interface ContractPrice {
  monthlyPriceCents: number;
  setupFeeCents: number;
  minimumTermMonths: number;
  /** Gesamtpreis (§ 3 PAngV): monthly price × initial term in months + one-time fee. */
  totalPriceCents: number;
}

/** The total price for the initial term, shown wherever the price is shown (§ 3 PAngV, Art. 246a § 1 EGBGB). */
export function contractPrice(terms: {
  monthlyPriceCents: number;
  setupFeeCents: number;
  minimumTermMonths: number;
}): ContractPrice {
  return {
    monthlyPriceCents: terms.monthlyPriceCents,
    setupFeeCents: terms.setupFeeCents,
    minimumTermMonths: terms.minimumTermMonths,
    totalPriceCents: terms.monthlyPriceCents * terms.minimumTermMonths + terms.setupFeeCents,
  };
}

const MONTHS_PER_YEAR = 12;
const WEEKS_PER_YEAR = 52;
const DAYS_PER_YEAR = 365;

/** Integer numerator ÷ positive integer denominator, halves rounded up (exact, no floating point). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The weekly figure a monthly price makes (monthly × 12 ÷ 52), in whole euros: 69 € → 16 €, 109 € → 25 €. */
export function weeklyDisplayCents(monthlyPriceCents: number): number {
  return divideHalfUp(monthlyPriceCents * MONTHS_PER_YEAR, WEEKS_PER_YEAR * 100) * 100;
}

/**
 * Whether a weekly figure contradicts the monthly price: it may be the exact weekly share (monthly × 12 ÷ 52) or
 * that share rounded to whole euros, so it may differ from the exact share by at most 50 cents. Nothing to
 * contradict when either is missing.
 */
export function weeklyPriceContradicts(
  weeklyPriceCents: number | null,
  monthlyPriceCents: number | null,
): boolean {
  if (weeklyPriceCents === null || monthlyPriceCents === null) return false;
  // |weekly − monthly × 12 / 52| > 50, multiplied by 52 to stay in integers.
  return (
    Math.abs(weeklyPriceCents * WEEKS_PER_YEAR - monthlyPriceCents * MONTHS_PER_YEAR) > 50 * WEEKS_PER_YEAR
  );
}

/**
 * A month's share of the monthly price for `days` of its `daysOfMonth` days (the start month of a contract, an end
 * inside a month, the days a pause leaves): monthly × days ÷ days of that month, halves rounded up.
 */
export function monthShareCents(monthlyPriceCents: number, days: number, daysOfMonth: number): number {
  return divideHalfUp(monthlyPriceCents * days, daysOfMonth);
}

export interface FirstDebit {
  /** The Berlin date the first direct debit is due (a TARGET2 business day). */
  date: string;
  /** The pro-rata price of the start month plus the one-time fee. */
  amountCents: number;
  /** The start month's share: monthly price × days from the start to the month's end ÷ days of that month. */
  proRataCents: number;
}

/**
 * The first direct debit: the start month pro rata by days (the start day counts) plus the one-time fee, due on the
 * first TARGET2 business day on or after the start, and not before the member could be told in advance
 * (pre-notification): the Berlin date of the order plus `prenotificationDays`.
 */
export function firstDebit(input: {
  orderedAt: Date;
  startsOn: string;
  monthlyPriceCents: number;
  setupFeeCents: number;
  prenotificationDays: number;
}): FirstDebit {
  const [year, month, day] = dateParts(input.startsOn);
  const days = daysInMonth(year, month);
  const proRataCents = monthShareCents(input.monthlyPriceCents, days - day + 1, days);
  const notifiedBy = addDays(berlinDate(input.orderedAt), input.prenotificationDays);
  const earliest = notifiedBy > input.startsOn ? notifiedBy : input.startsOn;
  return {
    date: nextTarget2BusinessDay(earliest),
    amountCents: proRataCents + input.setupFeeCents,
    proRataCents,
  };
}

/** Days from one calendar date to another, both counted (1 when they are the same day). */
function daysInclusive(from: string, to: string): number {
  const [fy, fm, fd] = dateParts(from);
  const [ty, tm, td] = dateParts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
}

/**
 * What a member owes after withdrawing from a contract they asked to start within the withdrawal period
 * (§ 357a Abs. 2 BGB): the value of the service up to the withdrawal, at a daily rate of monthly × 12 ÷ 365, for
 * the days from the start to the day of withdrawal, both counted; nothing when the withdrawal came before the
 * start. Integer cents, halves rounded up.
 */
export function proRataValue(input: {
  monthlyPriceCents: number;
  startsOn: string;
  withdrawnOn: string;
}): number {
  if (input.withdrawnOn < input.startsOn) return 0;
  const days = daysInclusive(input.startsOn, input.withdrawnOn);
  return divideHalfUp(input.monthlyPriceCents * MONTHS_PER_YEAR * days, DAYS_PER_YEAR);
}

/**
 * An amount of cents as German euros with two decimals and a plain space before the sign: 6900 → '69,00 €',
 * 123456 → '1.234,56 €', -500 → '-5,00 €'. Built by hand, not with Intl, so the text is the same in every
 * runtime and has no non-breaking space a PDF font or a test would trip over.
 */
export function formatEuro(cents: number): string {
  return `${formatDecimalComma(cents)} €`;
}

/** An amount of cents as a German decimal number without the euro sign: 123456 → '1.234,56', -500 → '-5,00'. */
export function formatDecimalComma(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Kein ganzzahliger Centbetrag: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')}`;
}
