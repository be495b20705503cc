// What a membership contract owes for one billing period (issue 33): the monthly price for a full month, the
// start month and an end inside a month pro rata by days (the same share as the first debit, pricing.ts), the
// one-time fee with the contract's first invoice, nothing outside the contract's term, nothing for a withdrawn
// contract (its value is settled by hand, § 357a Abs. 2 BGB) and the paused days credited where the type says so.
// Amounts are gross integer cents; dates are Berlin calendar dates, both ends inclusive.
import { dateParts } from '../contracts/calendar';
import { formatEuro, monthShareCents } from '../contracts/pricing';
import { formatDateShort } from '../time';
import { periodBounds, periodLabel } from './period';

export interface BillingContract {
  id: number;
  startsOn: string;
  /** The membership's last day: `ends_on`, or `cancellation_ends_on` of a cancelled contract; null while open. */
  endsOn: string | null;
  status: 'active' | 'cancelled' | 'withdrawn';
  monthlyPriceCents: number;
  setupFeeCents: number;
  /** Whether an earlier invoice carried the one-time fee already. */
  setupFeeInvoiced: boolean;
  /** The membership's rest period (memberships.paused_from/paused_until), both days inclusive. */
  pause: { from: string; until: string } | null;
  /** membership_types.pause_billing: 'free' = paused days are not charged, 'charged' = charged anyway. */
  pauseBilling: 'free' | 'charged';
}

export type DueKind = 'monthly' | 'pro_rata' | 'setup_fee' | 'pause_credit';

export interface DueLine {
  kind: DueKind;
  /** The invoice line's German text. */
  text: string;
  /** Gross cents; a pause credit is negative. */
  amountCents: number;
  from: string;
  to: string;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);
/** Days from one date to another of the same month, both counted. */
const daysWithin = (from: string, to: string) => dateParts(to)[2] - dateParts(from)[2] + 1;
const span = (from: string, to: string) => `${formatDateShort(from)} – ${formatDateShort(to)}`;

function assertCents(value: number, what: string) {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what}: kein Centbetrag ≥ 0: ${value}`);
}

/**
 * The lines a contract owes for a period 'YYYY-MM', [] when nothing is due. In order: the month (full or pro
 * rata), the pause credit, the one-time fee.
 */
export function duesFor(contract: BillingContract, period: string): DueLine[] {
  assertCents(contract.monthlyPriceCents, 'Monatspreis');
  assertCents(contract.setupFeeCents, 'Startpaket');
  dateParts(contract.startsOn);
  if (contract.endsOn !== null) dateParts(contract.endsOn);
  if (contract.status === 'withdrawn') return [];

  const month = periodBounds(period);
  const from = later(contract.startsOn, month.from);
  const to = contract.endsOn === null ? month.to : earlier(contract.endsOn, month.to);
  if (from > to) return [];

  const label = periodLabel(period);
  const activeDays = daysWithin(from, to);
  const lines: DueLine[] = [];
  if (activeDays === month.days) {
    lines.push({
      kind: 'monthly',
      text: `Monatsbeitrag ${label}`,
      amountCents: contract.monthlyPriceCents,
      from,
      to,
    });
  } else {
    lines.push({
      kind: 'pro_rata',
      text: `Monatsbeitrag ${label}, anteilig ${span(from, to)} (${activeDays} von ${month.days} Tagen, Monatspreis ${formatEuro(contract.monthlyPriceCents)})`,
      amountCents: monthShareCents(contract.monthlyPriceCents, activeDays, month.days),
      from,
      to,
    });
  }
  const monthCents = lines[0]!.amountCents;

  if (contract.pause && contract.pauseBilling === 'free') {
    dateParts(contract.pause.from);
    dateParts(contract.pause.until);
    if (contract.pause.from > contract.pause.until)
      throw new RangeError(
        `Ruhezeit endet vor ihrem Beginn: ${contract.pause.from} – ${contract.pause.until}`,
      );
    const pausedFrom = later(contract.pause.from, from);
    const pausedTo = earlier(contract.pause.until, to);
    if (pausedFrom <= pausedTo) {
      const pausedDays = daysWithin(pausedFrom, pausedTo);
      // The credit makes the month's total exactly the share of the days charged, rounded once.
      const charged = monthShareCents(contract.monthlyPriceCents, activeDays - pausedDays, month.days);
      const credit = charged - monthCents;
      if (credit !== 0)
        lines.push({
          kind: 'pause_credit',
          text: `Ruhezeit ${span(pausedFrom, pausedTo)}: ${pausedDays} ${pausedDays === 1 ? 'Tag' : 'Tage'} beitragsfrei`,
          amountCents: credit,
          from: pausedFrom,
          to: pausedTo,
        });
    }
  }

  if (!contract.setupFeeInvoiced && contract.setupFeeCents > 0)
    lines.push({
      kind: 'setup_fee',
      text: 'Startpaket (einmalige Gebühr)',
      amountCents: contract.setupFeeCents,
      from,
      to: from,
    });

  return duesTotal(lines) === 0 ? [] : lines;
}

/** The sum of a contract's lines for a period. */
export function duesTotal(lines: readonly DueLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}
