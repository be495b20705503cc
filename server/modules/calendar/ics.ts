// iCalendar (RFC 5545) output for bookings: one VCALENDAR with the studio's Europe/Berlin VTIMEZONE and one
// VEVENT per session, local times with TZID so calendars show them right across the clock changes.
import { STUDIO_NAME } from '#domain/constants';
import { addMinutes, berlinWallTime } from '#domain/time';

export interface CalendarEvent {
  /** Stable across feed refreshes: calendars update an event by its UID. */
  uid: string;
  title: string;
  start: string;
  durationMinutes: number;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Where it takes place: a chain's location with its address (issue 34); absent: the studio's name. */
  location?: string;
}

/** A booking's event UID, the same in the feed, the download and the mails, so calendars update one event. */
export const bookingUid = (bookingId: number) => `booking-${bookingId}@kraftraum-studio`;

/** Europe/Berlin since 1996: CET/CEST, changes on the last Sunday of March and October. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** Berlin wall time as a DATE-TIME value for TZID=Europe/Berlin. */
function berlinLocal(instant: string): string {
  const w = berlinWallTime(new Date(instant));
  return `${w.year}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

/** UTC DATE-TIME with Z, for DTSTAMP. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function renderCalendar(name: string, events: readonly CalendarEvent[], now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${STUDIO_NAME}//Kursbuchungen//DE`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Berlin',
    ...VTIMEZONE,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART;TZID=Europe/Berlin:${berlinLocal(event.start)}`,
      `DTEND;TZID=Europe/Berlin:${berlinLocal(addMinutes(event.start, event.durationMinutes))}`,
      `SUMMARY:${escapeText(event.title)}`,
      `LOCATION:${escapeText(event.location ?? STUDIO_NAME)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status ?? 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
