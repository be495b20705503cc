// Level Up Week (seed 001 §4, seed 002 §4): the hero's countdown label and the 7-day program's item status.
// Days are Berlin calendar days (DECISIONS "Platform"): the label counts the days from today to the event's
// start day, which is the remaining time to that day's start rounded up.
import { berlinDate } from '../time';

export const LEVEL_UP_DAYS = 7;
export const LEVEL_UP_WORKSHOPS = 14;
export const LEVEL_UP_CAPACITY = 150;
export const LEVEL_UP_COMMUNITY_SIZE = 500;
export const LEVEL_UP_COMPLETION_RATE = 94;
export const LEVEL_UP_AVERAGE_PROGRESS = 85;
export const LEVEL_UP_EVENT_DURATION = '7 Tage';
/** The program's current day when nothing else says so. */
export const DEFAULT_CURRENT_DAY = 1;

export const COUNTDOWN_TODAY = 'Heute startet es!';
export const COUNTDOWN_RUNNING = 'Event läuft';
export const COUNTDOWN_NO_EVENT = 'Nächstes Event';
/** 'Noch N Tage', word for word as the seed has it (also for N = 1). */
export const countdownDaysLabel = (days: number) => `Noch ${days} Tage`;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The event's Berlin calendar day (YYYY-MM-DD), or null for no date or one that does not parse. */
export function eventStartDay(eventDate: string | Date | null | undefined): string | null {
  if (eventDate === null || eventDate === undefined || eventDate === '') return null;
  if (typeof eventDate === 'string' && DATE_ONLY.test(eventDate)) {
    const [y, m, d] = eventDate.split('-').map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? eventDate : null;
  }
  const instant = new Date(eventDate);
  return Number.isNaN(instant.getTime()) ? null : berlinDate(instant);
}

const dayNumber = (isoDay: string) => {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Calendar days from today (Berlin) to the event's start day: positive before, 0 on the day, negative after. */
export function daysUntilEvent(eventDate: string | Date | null | undefined, now: Date): number | null {
  const start = eventStartDay(eventDate);
  return start === null ? null : dayNumber(start) - dayNumber(berlinDate(now));
}

/**
 * The countdown label: 'Noch N Tage' while days remain, 'Heute startet es!' on the start day, 'Event läuft'
 * afterwards, 'Nächstes Event' without an event date. With `durationDays` the event ends: from the day after
 * its last day the label is 'Nächstes Event' again (the seed keeps 'Event läuft' forever; see 0070).
 */
export function countdownLabel(
  eventDate: string | Date | null | undefined,
  now: Date,
  durationDays?: number,
): string {
  const days = daysUntilEvent(eventDate, now);
  if (days === null) return COUNTDOWN_NO_EVENT;
  if (days > 0) return countdownDaysLabel(days);
  if (days === 0) return COUNTDOWN_TODAY;
  if (durationDays !== undefined && -days >= durationDays) return COUNTDOWN_NO_EVENT;
  return COUNTDOWN_RUNNING;
}

export type ItemStatus = 'pending' | 'active' | 'completed';

/** Day-based items: completed if the current day is past the item's day, active on it, otherwise pending. */
export function dayStatus(itemDay: number, currentDay: number = DEFAULT_CURRENT_DAY): ItemStatus {
  if (currentDay > itemDay) return 'completed';
  if (currentDay === itemDay) return 'active';
  return 'pending';
}

/**
 * The program's current day from the event date: without a date the seed's default 1; 0 before the event (no
 * day is 'heute' while the countdown still counts down, issue 14), 1–7 while it runs, 8 (every day completed)
 * after it.
 */
export function programCurrentDay(
  eventDate: string | Date | null | undefined,
  now: Date,
  days: number = LEVEL_UP_DAYS,
): number {
  const until = daysUntilEvent(eventDate, now);
  if (until === null) return DEFAULT_CURRENT_DAY;
  if (until > 0) return 0;
  return Math.min(-until + 1, days + 1);
}

/** Step-based content timeline (seed 002 §4): completed before the current step, active on it. */
export const stepStatus = dayStatus;

/** Progress of a step-based timeline: current step / total, capped at 100 (percent). */
export function timelineProgress(currentStep: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (currentStep / total) * 100));
}
