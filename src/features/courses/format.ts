// How the schedule writes days and times: de-DE, Berlin (DECISIONS "Platform"). Calendar dates (YYYY-MM-DD) are
// formatted as dates, not instants, so no zone can shift them.
import { availabilityText } from '#domain/bookings/state';
import { STUDIO_LOCALE } from '#domain/constants';
import type { CourseEntry } from '#domain/courses/expand';
import { formatTime } from '#domain/time';

const asDate = (date: string) => new Date(`${date}T12:00:00Z`);

const weekdayFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, { timeZone: 'UTC', weekday: 'long' });
const shortDateFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
});
const longDateFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** 'Montag' */
export function weekdayName(date: string): string {
  return weekdayFormat.format(asDate(date));
}

/** '23.11.' */
export function shortDate(date: string): string {
  return shortDateFormat.format(asDate(date));
}

/** 'Montag, 23. November' */
export function longDate(date: string): string {
  return longDateFormat.format(asDate(date));
}

/** '18:00–19:00' (seed 001 §2: start and end as de-DE hh:mm). */
export function timeRange(entry: Pick<CourseEntry, 'startTime' | 'endTime'>): string {
  return `${formatTime(entry.startTime)}–${formatTime(entry.endTime)}`;
}

/** '18:00 bis 19:00 Uhr', for screen readers (a dash is read inconsistently). */
export function spokenTimeRange(entry: Pick<CourseEntry, 'startTime' | 'endTime'>): string {
  return `${formatTime(entry.startTime)} bis ${formatTime(entry.endTime)} Uhr`;
}

/** '5 von 16 Plätzen frei', 'Ausgebucht' */
export function seatsText(entry: Pick<CourseEntry, 'currentParticipants' | 'maxParticipants'>): string {
  const free = Math.max(0, entry.maxParticipants - entry.currentParticipants);
  if (free === 0) return 'Ausgebucht';
  return `${free} von ${entry.maxParticipants} ${entry.maxParticipants === 1 ? 'Platz' : 'Plätzen'} frei`;
}

/**
 * The seat line of a session (catalogue, detail, further sessions) from the one state model: seats only while the
 * session can be booked; otherwise 'Vorbei', 'Läuft gerade', 'Ausgebucht – Warteliste offen', 'Abgesagt' …
 */
export function availability(entry: CourseEntry, now: Date): string {
  return availabilityText(entry, now, () => seatsText(entry));
}
