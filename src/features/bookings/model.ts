// What the booking screens decide, as plain functions, around the one state model of #domain/bookings/state:
// which booking of the member belongs to a session, deadline texts, the German status of a booking, and the
// upcoming/cancelled/past split of /user/my-courses.
import { cancellationClosesAt, type SessionFacts, type Viewer } from '#domain/bookings/state';
import { SESSION_CANCELLED_NOTE } from '#domain/schemas/course-admin';
import type { Booking } from '#domain/schemas/bookings';
import { STUDIO_LOCALE, STUDIO_TIME_ZONE } from '#domain/constants';
import { berlinDate, formatTime } from '#domain/time';

const MINUTE = 60_000;

export {
  bookingClosesAt,
  bookingState,
  cancellationClosesAt,
  freeSeats,
  seatsLeftText,
} from '#domain/bookings/state';
export type { BookingState } from '#domain/bookings/state';

/** The session facts the booking button needs (a CourseEntry of the schedule has them all). */
export interface BookableSession extends SessionFacts {
  courseSettingsId: number;
  title: string;
}

/** Who looks at the button. */
export type BookingViewer = Viewer;

const shortDayFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: STUDIO_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

/**
 * A deadline as the member reads it (issue 20): '16:00 Uhr' when it is today (Berlin), else with its day,
 * 'Sa., 28.11., 09:00 Uhr', so a Sunday session seen on Thursday never reads as if it closed today.
 */
export function deadlineText(deadline: Date, now: Date = new Date()): string {
  const time = `${formatTime(deadline)} Uhr`;
  return berlinDate(deadline) === berlinDate(now) ? time : `${shortDayFormat.format(deadline)}, ${time}`;
}

/** The member's booking of a session that still counts (not cancelled); the newest when there are several. */
export function activeBookingFor(
  bookings: readonly Booking[] | undefined,
  courseSettingsId: number,
): Booking | undefined {
  return bookings
    ?.filter((booking) => booking.courseSettingsId === courseSettingsId && booking.status !== 'cancelled')
    .sort((a, b) => b.id - a.id)[0];
}

/** Whether the member can still cancel the seat or leave the waitlist of this booking. */
export function isCancellable(booking: Booking, now: Date): boolean {
  if (booking.status !== 'confirmed' && booking.status !== 'pending') return false;
  const deadline = cancellationClosesAt(booking.scheduledAt, booking.status, booking.cancellationClosesAt);
  return now.getTime() < new Date(booking.scheduledAt).getTime() && now.getTime() <= deadline.getTime();
}

/**
 * 'Bestätigt', 'Platz 2 auf der Warteliste', 'Storniert', 'Kurs abgesagt', 'Teilgenommen', 'Nicht erschienen';
 * checked in for a session that has not ended yet (given `now`): 'Eingecheckt'.
 */
export function bookingStatusText(
  booking: Pick<Booking, 'status' | 'position' | 'notes'> &
    Partial<Pick<Booking, 'scheduledAt' | 'durationMinutes' | 'waitlistClosedAt'>>,
  now?: Date,
): string {
  if (
    booking.status === 'attended' &&
    now &&
    booking.scheduledAt &&
    booking.durationMinutes &&
    sessionEnd({ scheduledAt: booking.scheduledAt, durationMinutes: booking.durationMinutes }) > now.getTime()
  )
    return 'Eingecheckt';
  switch (booking.status) {
    case 'confirmed':
      return 'Bestätigt';
    case 'pending':
      if (booking.waitlistClosedAt) return 'Kein Platz frei geworden';
      return booking.position ? `Platz ${booking.position} auf der Warteliste` : 'Auf der Warteliste';
    case 'cancelled':
      // The studio cancelled the session: its open bookings carry this note.
      return booking.notes === SESSION_CANCELLED_NOTE ? 'Kurs abgesagt' : 'Storniert';
    case 'attended':
      return 'Teilgenommen';
    case 'no_show':
      return 'Nicht erschienen';
  }
}

export type StatusTone = 'success' | 'warning' | 'neutral' | 'info';

export function bookingStatusTone(
  booking: Pick<Booking, 'status'> & Partial<Pick<Booking, 'waitlistClosedAt'>>,
): StatusTone {
  if (booking.status === 'confirmed' || booking.status === 'attended') return 'success';
  if (booking.status === 'pending') return booking.waitlistClosedAt ? 'neutral' : 'warning';
  if (booking.status === 'no_show') return 'info';
  return 'neutral';
}

/** When a booking's session ends. */
export function sessionEnd(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): number {
  return new Date(booking.scheduledAt).getTime() + booking.durationMinutes * MINUTE;
}

/**
 * /user/my-courses: seats, waitlist places and check-ins of sessions that have not ended yet, soonest first;
 * cancelled bookings of sessions still ahead on their own (never under 'Anstehende Kurse'), soonest first; the
 * sessions that have ended, latest first (a cancelled booking says so rather than vanishing).
 */
export function groupBookings(
  bookings: readonly Booking[],
  now: Date,
): { upcoming: Booking[]; cancelled: Booking[]; past: Booking[] } {
  const upcoming: Booking[] = [];
  const cancelled: Booking[] = [];
  const past: Booking[] = [];
  for (const booking of bookings) {
    if (sessionEnd(booking) <= now.getTime()) past.push(booking);
    else if (booking.status === 'cancelled') cancelled.push(booking);
    else upcoming.push(booking);
  }
  const soonest = (a: Booking, b: Booking) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id - b.id;
  upcoming.sort(soonest);
  cancelled.sort(soonest);
  past.sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt) || b.id - a.id);
  return { upcoming, cancelled, past };
}

/** The dashboard's next sessions: seats and waitlist places of sessions not yet ended, soonest first. */
export function nextBookings(bookings: readonly Booking[], now: Date, limit = 3): Booking[] {
  return groupBookings(bookings, now)
    .upcoming.filter((booking) => booking.status === 'confirmed' || booking.status === 'pending')
    .slice(0, limit);
}
