// Studio time (Europe/Berlin) without a date library: instants are UTC, calendar values are Berlin wall time.
// Intl knows the zone's rules, so the March and October clock changes come out right.
import { STUDIO_LOCALE, STUDIO_TIME_ZONE, WEEK_DAYS, WEEK_START_HOUR } from './constants';

export interface WallTime {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 1 = Monday … 7 = Sunday
}

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: STUDIO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Berlin wall time of an instant, read from Intl (slow: a few microseconds per call). */
function wallTimeByParts(instant: Date): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

const HOUR_MS = 3_600_000;
/** Berlin's lead over UTC in ms per UTC hour (Math.floor(ms / hour)); null where it changes within the hour. */
const offsetByHour = new Map<number, number | null>();
const offsetAt = (ms: number) => {
  const wall = wallTimeByParts(new Date(ms));
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - ms;
};

/**
 * Berlin wall time of an instant. Intl is asked once per UTC hour (the zone's offset at the hour's first and last
 * second; Berlin's clocks change on whole UTC hours), then the wall time is that offset added (decision 0193, 'A
 * booking's CPU': the Intl call was a fiftieth of a booking's CPU). An hour whose offset changes within it, and
 * an invalid date, are read from Intl as before.
 */
export function berlinWallTime(instant: Date): WallTime {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return wallTimeByParts(instant);
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const first = offsetAt(hour * HOUR_MS);
    offset = first === offsetAt(hour * HOUR_MS + HOUR_MS - 1000) ? first : null;
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  if (offset === null) return wallTimeByParts(instant);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: ((wall.getUTCDay() + 6) % 7) + 1,
  };
}

/** Minutes Berlin is ahead of UTC at that instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: Date): number {
  const wall = berlinWallTime(instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant at which Berlin clocks show the given wall time (month 1–12; day may overflow). */
export function berlinToInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = naive - berlinOffsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - berlinOffsetMinutes(new Date(first)) * 60_000);
}

export interface WeekRange {
  start: Date;
  end: Date;
}

/**
 * The studio week containing `now` (seed 000 §7, DECISIONS): Monday 03:00 to Sunday 23:59:59.999, Berlin time.
 * The week is chosen by Berlin's calendar date, so Monday 00:00–02:59 belongs to the new week.
 */
export function weekRange(now: Date): WeekRange {
  const wall = berlinWallTime(now);
  const mondayDay = wall.day - (wall.weekday - 1);
  return {
    start: berlinToInstant(wall.year, wall.month, mondayDay, WEEK_START_HOUR),
    end: berlinToInstant(wall.year, wall.month, mondayDay + WEEK_DAYS - 1, 23, 59, 59, 999),
  };
}

/**
 * A rolling range of `days` Berlin calendar days from today on (the trainer's agenda, issue 37): from 00:00 Berlin of
 * `now`'s date to 00:00 Berlin of the day after the last, `end` exclusive. Clock changes are Berlin's own.
 */
export function dayRange(now: Date, days: number): { start: Date; end: Date } {
  const wall = berlinWallTime(now);
  return {
    start: berlinToInstant(wall.year, wall.month, wall.day),
    end: berlinToInstant(wall.year, wall.month, wall.day + days),
  };
}

/** The seven Berlin calendar dates (YYYY-MM-DD) of the week containing `now`, Monday first. */
export function weekDates(now: Date): string[] {
  const wall = berlinWallTime(now);
  const mondayDay = wall.day - (wall.weekday - 1);
  return Array.from({ length: WEEK_DAYS }, (_, index) =>
    new Date(Date.UTC(wall.year, wall.month - 1, mondayDay + index)).toISOString().slice(0, 10),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The German month names, January first ('Dezember 2026', 'im März 2027'). */
export const MONTH_NAMES = [
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
] as const;

/** YYYY-MM-DD of an instant in Berlin. */
export function berlinDate(instant: Date | string): string {
  const wall = berlinWallTime(new Date(instant));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

const timeFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: STUDIO_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO instant shown as de-DE hh:mm in Berlin. */
export function formatTime(instant: Date | string): string {
  return timeFormat.format(new Date(instant));
}

const dateFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: STUDIO_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** An instant shown as a de-DE day, e.g. 'Montag, 23. November'. */
export function formatDay(instant: Date | string): string {
  return dateFormat.format(new Date(instant));
}

/** Adds minutes to an ISO instant (instants are UTC, so clock changes do not matter). */
export function addMinutes(instant: string | Date, minutes: number): string {
  return new Date(new Date(instant).getTime() + minutes * 60_000).toISOString();
}

/** A Berlin calendar date YYYY-MM-DD (or an instant's Berlin date) as de-DE dd.mm.yyyy, e.g. '15.01.2027'. */
export function formatDateShort(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : berlinDate(value);
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** An instant as de-DE 'dd.mm.yyyy, hh:mm Uhr' in Berlin. */
export function formatDateTimeShort(instant: string | Date): string {
  return `${formatDateShort(new Date(instant))}, ${formatTime(instant)} Uhr`;
}

/** Adds whole days to a calendar date YYYY-MM-DD (calendar arithmetic, no clock change involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a Berlin calendar date YYYY-MM-DD begins (00:00 Berlin). */
export function berlinDayStart(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return berlinToInstant(y, m, d);
}

export interface OffsetSpan {
  /** First instant of the span (inclusive). */
  from: Date;
  /** End of the span (exclusive). */
  to: Date;
  /** Minutes Berlin is ahead of UTC throughout the span. */
  offsetMinutes: number;
}

/**
 * [start, end) cut where Berlin's offset from UTC changes (the March and October clock changes), each piece with
 * its offset: at most three pieces for a year. For engines without time zones (SQLite, decision 0161).
 */
export function berlinOffsetSpans(start: Date, end: Date): OffsetSpan[] {
  const DAY = 86_400_000;
  const spans: OffsetSpan[] = [];
  let from = start.getTime();
  let offset = berlinOffsetMinutes(start);
  for (let probe = from + DAY; from < end.getTime(); probe += DAY) {
    const at = Math.min(probe, end.getTime());
    const next = berlinOffsetMinutes(new Date(at));
    if (next === offset && at < end.getTime()) continue;
    if (next === offset) break;
    // The change lies in (at − 1 day, at]: find its first instant to the millisecond.
    let lo = Math.max(from, at - DAY);
    let hi = at;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (berlinOffsetMinutes(new Date(mid)) === offset) lo = mid;
      else hi = mid;
    }
    spans.push({ from: new Date(from), to: new Date(hi), offsetMinutes: offset });
    from = hi;
    offset = next;
  }
  if (from < end.getTime()) spans.push({ from: new Date(from), to: end, offsetMinutes: offset });
  return spans;
}
