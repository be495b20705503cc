// The deadlines of a membership contract as the BGB counts them (§§ 187, 188, 193 BGB): the end of the initial
// term, the end date of a cancellation (§ 309 Nr. 9 BGB, § 314 BGB), the withdrawal period (§ 355 Abs. 2 BGB) and
// a member's age. Dates are Berlin calendar dates 'YYYY-MM-DD'; an instant counts on the Berlin day it falls on.
import { addDays, berlinDate } from '../time';
import { addMonthsClamped, dateParts, nextBerlinWorkingDay } from './calendar';

/** The longest initial term a standard-terms contract may have (§ 309 Nr. 9 a BGB). */
export const MAX_MINIMUM_TERM_MONTHS = 24;
/** The longest notice before the initial term ends, in weeks (§ 309 Nr. 9 c BGB: at most one month). */
export const MAX_NOTICE_PERIOD_WEEKS = 4;
/** The withdrawal period in days (§ 355 Abs. 2 S. 1 BGB). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

function assertTerm(minimumTermMonths: number): void {
  if (
    !Number.isInteger(minimumTermMonths) ||
    minimumTermMonths < 1 ||
    minimumTermMonths > MAX_MINIMUM_TERM_MONTHS
  )
    throw new RangeError(`Mindestlaufzeit außerhalb von 1 bis 24 Monaten: ${minimumTermMonths}`);
}

const later = (a: string, b: string) => (a >= b ? a : b);

/**
 * The last day of the initial term. The start day counts (§ 187 Abs. 2 S. 1 BGB), so the term ends with the day
 * before the one whose number matches the start day (§ 188 Abs. 2 Alt. 2 BGB); when the last month has no such day,
 * with that month's last day (§ 188 Abs. 3 BGB). 15 Jan + 1 → 14 Feb; 31 Jan + 1 → 28 Feb; 1 Mar + 12 → 28/29 Feb.
 */
export function minimumTermEnd(startsOn: string, minimumTermMonths: number): string {
  assertTerm(minimumTermMonths);
  const same = addMonthsClamped(startsOn, minimumTermMonths);
  // Clamped: the month has no day matching the start day, so its last day ends the term (§ 188 Abs. 3).
  return dateParts(same)[2] === dateParts(startsOn)[2] ? addDays(same, -1) : same;
}

export interface CancellationInput {
  startsOn: string;
  minimumTermMonths: number;
  /** Notice before the initial term ends, 0–4 weeks (§ 309 Nr. 9 c BGB). */
  noticePeriodWeeks: number;
  receivedAt: Date;
  kind: 'ordinary' | 'extraordinary';
  /** The end the member asked for; earlier than the law allows means the earliest possible end. */
  requestedEndOn: string | null;
}

export interface CancellationResult {
  /** The last day of the contract. */
  endsOn: string;
  /** The Berlin day the cancellation was received. */
  receivedOn: string;
  /** Whether it arrived by the notice deadline of the initial term (the latest day to end it with that term). */
  onTimeForMinimumTerm: boolean;
}

/** The last day on which an ordinary cancellation still ends the contract with its initial term. */
export function noticeDeadline(
  startsOn: string,
  minimumTermMonths: number,
  noticePeriodWeeks: number,
): string {
  if (
    !Number.isInteger(noticePeriodWeeks) ||
    noticePeriodWeeks < 0 ||
    noticePeriodWeeks > MAX_NOTICE_PERIOD_WEEKS
  )
    throw new RangeError(`Kündigungsfrist außerhalb von 0 bis 4 Wochen: ${noticePeriodWeeks}`);
  return addDays(minimumTermEnd(startsOn, minimumTermMonths), -7 * noticePeriodWeeks);
}

/**
 * When a cancellation ends the contract.
 * - ordinary, received (Berlin day) by the notice deadline: with the initial term;
 * - ordinary, later: the contract has run on for an indefinite term, cancellable at any time with one month's
 *   notice (§ 309 Nr. 9 b BGB): one month after the day of receipt, which itself does not count (§ 187 Abs. 1,
 *   § 188 Abs. 2 Alt. 1, Abs. 3 BGB), yet never before the initial term ends;
 * - extraordinary (§ 314 BGB): on the day of receipt;
 * in every case a requested end later than the earliest possible one is taken.
 */
export function cancellationEndDate(input: CancellationInput): CancellationResult {
  const termEnd = minimumTermEnd(input.startsOn, input.minimumTermMonths);
  const deadline = noticeDeadline(input.startsOn, input.minimumTermMonths, input.noticePeriodWeeks);
  const receivedOn = berlinDate(input.receivedAt);
  const onTimeForMinimumTerm = receivedOn <= deadline;
  if (input.requestedEndOn !== null) dateParts(input.requestedEndOn);
  const earliest =
    input.kind === 'extraordinary'
      ? receivedOn
      : onTimeForMinimumTerm
        ? termEnd
        : later(termEnd, addMonthsClamped(receivedOn, 1));
  return {
    endsOn: later(earliest, input.requestedEndOn ?? earliest),
    receivedOn,
    onTimeForMinimumTerm,
  };
}

/**
 * The last day to withdraw: fourteen days from the Berlin day of conclusion, which does not count (§ 355 Abs. 2,
 * § 356 Abs. 2 Nr. 2, § 187 Abs. 1, § 188 Abs. 1 BGB); a last day on a Saturday, Sunday or Berlin public holiday
 * moves to the next working day (§ 193 BGB). Berlin because the withdrawal is declared to the studio there.
 */
export function withdrawalDeadline(concludedAt: Date): string {
  return nextBerlinWorkingDay(addDays(berlinDate(concludedAt), WITHDRAWAL_PERIOD_DAYS));
}

/**
 * Whether a withdrawal received at that instant is in time: up to 24:00 Berlin of the last day (sending in time
 * is enough, § 355 Abs. 1 S. 5 BGB; the function gets the instant the studio's system received it).
 */
export function isWithdrawalInTime(concludedAt: Date, receivedAt: Date): boolean {
  return berlinDate(receivedAt) <= withdrawalDeadline(concludedAt);
}

/**
 * Age in completed years on a date. The day of birth counts (§ 187 Abs. 2 S. 2 BGB): a year of life is complete at
 * the end of the day before the birthday, so one is a year older from the start of the birthday; someone born on
 * 29 February is a year older from 1 March in other years (§ 188 Abs. 2, Abs. 3 BGB).
 */
export function ageOn(dateOfBirth: string, date: string): number {
  const [birthYear, birthMonth, birthDay] = dateParts(dateOfBirth);
  const [year, month, day] = dateParts(date);
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}
