// A billing period: one calendar month 'YYYY-MM' (issue 33). Its first and last day, its German name and the
// period a calendar date falls in; nothing here looks at a clock.
import { daysInMonth, toDate } from '../contracts/calendar';
import { MONTH_NAMES } from '../time';

export const PERIOD_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** [year, month 1–12] of a period 'YYYY-MM'; a RangeError for anything else. */
export function periodParts(period: string): [number, number] {
  const match = PERIOD_PATTERN.exec(period);
  if (!match) throw new RangeError(`Kein Abrechnungszeitraum (JJJJ-MM): ${period}`);
  return [Number(match[1]), Number(match[2])];
}

/** The first and the last day of a period, and how many days it has. */
export function periodBounds(period: string): { from: string; to: string; days: number } {
  const [year, month] = periodParts(period);
  const days = daysInMonth(year, month);
  return { from: toDate(year, month, 1), to: toDate(year, month, days), days };
}

/** The period a calendar date 'YYYY-MM-DD' falls in. */
export function periodOf(date: string): string {
  return date.slice(0, 7);
}

/** A period in German words: '2026-12' → 'Dezember 2026'. */
export function periodLabel(period: string): string {
  const [year, month] = periodParts(period);
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
