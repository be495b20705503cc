// What the booking screens decide, as plain functions: the deadlines of a session, the seats-left text, which
// booking of the member belongs to a session, what the booking button offers, the German status of a booking,
// and the upcoming/past split of /user/my-courses.
import { BOOKING_DEADLINE_MINUTES, CANCELLATION_DEADLINE_MINUTES } from '#domain/constants';
import { SESSION_CANCELLED_NOTE } from '#domain/schemas/course-admin';
import type { Booking } from '#domain/schemas/bookings';
import { berlinDate, formatDay, formatTime } from '#domain/time';

const MINUTE = 60_000;

/** The session facts the booking button needs (a CourseEntry of the schedule has them all). */
export interface BookableSession {
  courseSettingsId: number;
  title: string;
  startTime: string;
  maxParticipants: number;
  currentParticipants: number;
  /** The server's word: the course takes bookings and the booking deadline has not passed. */
  bookable: boolean;
}

/** Who looks at the button. */
export type BookingViewer =
  { status: 'signedOut' } | { status: 'signedIn'; userId: number; activeMembership: boolean };

/** Booking closes BOOKING_DEADLINE_MINUTES before the start (the server applies the same rule). */
export function bookingClosesAt(startTime: string): Date {
  return new Date(new Date(startTime).getTime() - BOOKING_DEADLINE_MINUTES * MINUTE);
}

/** Cancelling a seat closes CANCELLATION_DEADLINE_MINUTES before the start; leaving the waitlist at the start. */
export function cancellationClosesAt(startTime: string, status: Booking['status'] = 'confirmed'): Date {
  const minutes = status === 'pending' ? 0 : CANCELLATION_DEADLINE_MINUTES;
  return new Date(new Date(startTime).getTime() - minutes * MINUTE);
}

/** '16:00 Uhr' on the session's day, else 'Sonntag, 22. November, 23:00 Uhr'. */
export function deadlineText(deadline: Date, startTime: string): string {
  const time = `${formatTime(deadline)} Uhr`;
  return berlinDate(deadline) === berlinDate(startTime) ? time : `${formatDay(deadline)}, ${time}`;
}

/** 'Noch 3 Plätze', 'Noch 1 Platz', 'Ausgebucht'. */
export function seatsLeftText(
  session: Pick<BookableSession, 'maxParticipants' | 'currentParticipants'>,
): string {
  const free = freeSeats(session);
  if (free === 0) return 'Ausgebucht';
  return free === 1 ? 'Noch 1 Platz' : `Noch ${free} Plätze`;
}

export function freeSeats(session: Pick<BookableSession, 'maxParticipants' | 'currentParticipants'>): number {
  return Math.max(0, session.maxParticipants - session.currentParticipants);
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

/** What the booking button offers for one session, before the network is considered. */
export type BookingOffer =
  /** Not signed in: the button leads to the sign-in page and back. */
  | { kind: 'signIn' }
  /** Signed in without an active membership: explained, not offered. */
  | { kind: 'inactive' }
  /** The session has started or booking has closed, and the member holds no booking. */
  | { kind: 'closed'; reason: 'started' | 'deadline' | 'notBookable' }
  /** Free seats: 'Buchen'. */
  | { kind: 'book' }
  /** Full: 'Auf die Warteliste'. */
  | { kind: 'waitlist' }
  /** The member holds a seat or a waitlist place; `cancellable` while the deadline allows it. */
  | { kind: 'booked'; booking: Booking; cancellable: boolean }
  /** Checked in or marked absent: nothing to do any more. */
  | { kind: 'done'; booking: Booking };

export function bookingOffer(
  session: BookableSession,
  viewer: BookingViewer,
  booking: Booking | undefined,
  now: Date,
): BookingOffer {
  if (viewer.status === 'signedOut') return { kind: 'signIn' };
  const start = new Date(session.startTime).getTime();
  if (booking) {
    if (booking.status === 'attended' || booking.status === 'no_show') return { kind: 'done', booking };
    const cancellable =
      now.getTime() < start &&
      now.getTime() <= cancellationClosesAt(session.startTime, booking.status).getTime();
    return { kind: 'booked', booking, cancellable };
  }
  if (now.getTime() >= start) return { kind: 'closed', reason: 'started' };
  if (now.getTime() >= bookingClosesAt(session.startTime).getTime())
    return { kind: 'closed', reason: 'deadline' };
  if (!session.bookable) return { kind: 'closed', reason: 'notBookable' };
  if (!viewer.activeMembership) return { kind: 'inactive' };
  return freeSeats(session) > 0 ? { kind: 'book' } : { kind: 'waitlist' };
}

/** 'Bestätigt', 'Platz 2 auf der Warteliste', 'Storniert', 'Kurs abgesagt', 'Teilgenommen', 'Nicht erschienen'. */
export function bookingStatusText(booking: Pick<Booking, 'status' | 'position' | 'notes'>): string {
  switch (booking.status) {
    case 'confirmed':
      return 'Bestätigt';
    case 'pending':
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

export function bookingStatusTone(booking: Pick<Booking, 'status'>): StatusTone {
  if (booking.status === 'confirmed' || booking.status === 'attended') return 'success';
  if (booking.status === 'pending') return 'warning';
  if (booking.status === 'no_show') return 'info';
  return 'neutral';
}

/** When a booking's session ends. */
export function sessionEnd(booking: Pick<Booking, 'scheduledAt' | 'durationMinutes'>): number {
  return new Date(booking.scheduledAt).getTime() + booking.durationMinutes * MINUTE;
}

/**
 * /user/my-courses: sessions that have not ended yet, soonest first; those that have, latest first. Every status
 * is listed (a cancelled booking says so rather than vanishing).
 */
export function groupBookings(
  bookings: readonly Booking[],
  now: Date,
): { upcoming: Booking[]; past: Booking[] } {
  const upcoming: Booking[] = [];
  const past: Booking[] = [];
  for (const booking of bookings) (sessionEnd(booking) > now.getTime() ? upcoming : past).push(booking);
  upcoming.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id - b.id);
  past.sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt) || b.id - a.id);
  return { upcoming, past };
}

/** The dashboard's next sessions: seats and waitlist places of sessions not yet ended, soonest first. */
export function nextBookings(bookings: readonly Booking[], now: Date, limit = 3): Booking[] {
  return groupBookings(bookings, now)
    .upcoming.filter((booking) => booking.status === 'confirmed' || booking.status === 'pending')
    .slice(0, limit);
}
