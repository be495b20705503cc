// The calendar that contract law and billing count on: Easter, Berlin's public holidays (§ 193 BGB moves a
// deadline past them), the TARGET2 closing days (no SEPA settlement) and adding months to a Berlin calendar date
// (§ 188 Abs. 3 BGB). Dates are Berlin calendar dates 'YYYY-MM-DD'; nothing here looks at a clock.
import { addDays } from '../time';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month 1–12, day] of a calendar date 'YYYY-MM-DD'; a RangeError for anything else. */
export function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    throw new RangeError(`Kein Kalenderdatum: ${date}`);
  return [year, month, day];
}

/** 'YYYY-MM-DD' of a year, month (1–12) and day that exist. */
export function toDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How many days a month (1–12) has in that year (Gregorian calendar). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

const isWeekend = (date: string) => isoWeekday(date) >= 6;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toDate(year, month, day);
}

/** Berlin's International Women's Day has been a public holiday since 2019 (Feiertagsgesetz Berlin § 1). */
const WOMENS_DAY_SINCE = 2019;

/**
 * Berlin's statutory public holidays (Gesetz über die Sonn- und Feiertage, Berlin, § 1): Neujahr, Internationaler
 * Frauentag (8 March, since 2019), Karfreitag, Ostermontag, 1. Mai, Christi Himmelfahrt, Pfingstmontag, Tag der
 * Deutschen Einheit, 1. und 2. Weihnachtsfeiertag. One-off holidays by special law (8 May 2020 and 2025) are not
 * listed: none falls on a date a contract made now can reach (decision 0190).
 */
export function isBerlinPublicHoliday(date: string): boolean {
  const [year, month, day] = dateParts(date);
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '10-03', '12-25', '12-26'].includes(monthDay)) return true;
  if (month === 3 && day === 8 && year >= WOMENS_DAY_SINCE) return true;
  const easter = easterSunday(year);
  // Karfreitag, Ostermontag, Christi Himmelfahrt, Pfingstmontag.
  return [-2, 1, 39, 50].some((offset) => addDays(easter, offset) === date);
}

/** A day on which TARGET2 settles: not a weekend, 1 January, Good Friday, Easter Monday, 1 May, 25 or 26 December. */
export function isTarget2BusinessDay(date: string): boolean {
  if (isWeekend(date)) return false;
  const monthDay = date.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const easter = easterSunday(dateParts(date)[0]);
  return addDays(easter, -2) !== date && addDays(easter, 1) !== date;
}

/** The first TARGET2 business day on or after a date. */
export function nextTarget2BusinessDay(date: string): string {
  let day = date;
  while (!isTarget2BusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The first day on or after a date that is neither a Saturday, a Sunday nor a Berlin public holiday (§ 193 BGB). */
export function nextBerlinWorkingDay(date: string): string {
  let day = date;
  while (isWeekend(day) || isBerlinPublicHoliday(day)) day = addDays(day, 1);
  return day;
}

/**
 * The date `months` calendar months later (or earlier, when negative) with the same day number, or the last day
 * of the target month when it has no such day (§ 188 Abs. 3 BGB): 31 Jan + 1 month → 28/29 Feb.
 */
export function addMonthsClamped(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`Keine ganze Zahl von Monaten: ${months}`);
  const [year, month, day] = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}
