// The one booking state model (issue 14): what a session offers to whoever looks at it, signed in or not, and the
// German words for it. Used by the booking button (week grid, course detail), the catalogue's and the detail's
// seat lines and /user/my-courses. Pure: the caller passes the clock. The deadline instants come from the
// server's course answer (its BOOKING_DEADLINE_MINUTES / CANCELLATION_DEADLINE_MINUTES); the domain defaults
// only fill in for an answer that lacks them (an old cached one). For a signed-in member with the 'Meine
// Mitgliedschaft' answer, the entitlement rule the server books by (#domain/memberships/entitlement) decides
// before the tap: a session the member cannot book says why instead of offering 'Buchen' (issue 19).
import {
  BOOKING_DEADLINE_MINUTES,
  CANCELLATION_DEADLINE_MINUTES,
  DEFAULT_COURSE_DURATION_MINUTES,
} from '../constants';
import { decideFromMine, type EntitlementCode } from '../memberships/entitlement';
import type { MyMembership } from '../memberships/schemas';
import type { Booking } from '../schemas/bookings';

const MINUTE = 60_000;

/** The session facts the state needs (a CourseEntry of the schedule has them all). */
export interface SessionFacts {
  startTime: string;
  /** Missing: start plus the default course length. */
  endTime?: string;
  maxParticipants: number;
  currentParticipants: number;
  /** The server's word: the course takes bookings online and booking is still open. */
  bookable: boolean;
  /** The studio cancelled this session. */
  cancelled?: boolean;
  /** From the server's configuration (the course answer). */
  bookingClosesAt?: string | null;
  cancellationClosesAt?: string | null;
  /** The category bookings are decided by (a CourseEntry's real category); without it no membership check. */
  category?: string;
  /** The location of the session's course (issue 34); without it the location rule is left to the server. */
  locationId?: number;
}

/**
 * Who looks. A signed-in member's `membership` is their 'Meine Mitgliedschaft' answer; while it is not known
 * (loading, offline without a cached one) nothing is refused before the tap and the server decides.
 */
export type Viewer =
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      userId: number;
      activeMembership: boolean;
      membership?: MyMembership;
      /** The answer is being fetched for the first time: the button waits rather than offer 'Buchen'. */
      membershipPending?: boolean;
    };

/** The member's booking as the state needs it. */
export type BookingFacts = Pick<Booking, 'status' | 'position' | 'scheduledAt'> & {
  cancellationClosesAt?: string | null;
};

export function sessionEndsAt(session: Pick<SessionFacts, 'startTime' | 'endTime'>): Date {
  return session.endTime
    ? new Date(session.endTime)
    : new Date(new Date(session.startTime).getTime() + DEFAULT_COURSE_DURATION_MINUTES * MINUTE);
}

/** When booking closes: the server's instant, else the domain default before the start. */
export function bookingClosesAt(session: Pick<SessionFacts, 'startTime' | 'bookingClosesAt'>): Date {
  if (session.bookingClosesAt) return new Date(session.bookingClosesAt);
  return new Date(new Date(session.startTime).getTime() - BOOKING_DEADLINE_MINUTES * MINUTE);
}

/**
 * When cancelling a seat closes (the server's instant, else the domain default); leaving the waitlist is
 * possible until the start.
 */
export function cancellationClosesAt(
  startTime: string,
  status: Booking['status'] = 'confirmed',
  serverInstant?: string | null,
): Date {
  if (status === 'pending') return new Date(startTime);
  if (serverInstant) return new Date(serverInstant);
  return new Date(new Date(startTime).getTime() - CANCELLATION_DEADLINE_MINUTES * MINUTE);
}

export function freeSeats(session: Pick<SessionFacts, 'maxParticipants' | 'currentParticipants'>): number {
  return Math.max(0, session.maxParticipants - session.currentParticipants);
}

/** The session on its own, whoever looks. */
export type SessionPhase =
  /** The studio cancelled it. */
  | 'cancelled'
  /** It has ended. */
  | 'past'
  /** It has started and not ended. */
  | 'running'
  /** Not started, but booking has closed. */
  | 'deadline'
  /** The course is not booked online. */
  | 'notBookable'
  /** Open, every seat taken: the waitlist is offered. */
  | 'full'
  /** Open with free seats. */
  | 'open';

export function sessionPhase(session: SessionFacts, now: Date): SessionPhase {
  const t = now.getTime();
  if (session.cancelled) return 'cancelled';
  if (t >= sessionEndsAt(session).getTime()) return 'past';
  if (t >= new Date(session.startTime).getTime()) return 'running';
  if (t >= bookingClosesAt(session).getTime()) return 'deadline';
  if (!session.bookable) return 'notBookable';
  return freeSeats(session) > 0 ? 'open' : 'full';
}

/** What the booking button shows for one session. */
export type BookingState =
  | { kind: 'cancelled' | 'past' | 'running' | 'deadline' | 'notBookable' }
  /** Bookable, but nobody signed in: the button leads to the sign-in page and names what it will do. */
  | { kind: 'signIn'; intent: 'book' | 'waitlist' }
  /** Signed in without an active membership: explained, not offered. */
  | { kind: 'inactive' }
  /**
   * Open or full, but the member's memberships do not entitle this session (category, period limit, credits,
   * pause, expiry, the cap, a no-show block): `reason` is the server's German sentence, shown instead of a button.
   */
  | { kind: 'refused'; intent: 'book' | 'waitlist'; code: EntitlementCode; reason: string }
  /** Free seats: 'Buchen'. */
  | { kind: 'book' }
  /** Full: 'Auf die Warteliste'. */
  | { kind: 'waitlist' }
  /** The member holds a seat; `cancellable` until the cancellation deadline. */
  | { kind: 'booked'; booking: BookingFacts; cancellable: boolean; cancelUntil: Date }
  /** The member waits on the waitlist at `position`; `leavable` until the start. */
  | { kind: 'waitlisted'; booking: BookingFacts; position: number | null; leavable: boolean }
  /** Checked in or marked absent: nothing to do any more. */
  | { kind: 'done'; booking: BookingFacts };

/**
 * The state of one session for one viewer. `booking` is the viewer's booking that still counts (not cancelled).
 * Sign-in is asked for only when the session could actually be booked.
 */
export function bookingState(
  session: SessionFacts,
  viewer: Viewer,
  booking: BookingFacts | undefined,
  now: Date,
): BookingState {
  const t = now.getTime();
  const start = new Date(session.startTime).getTime();
  if (viewer.status === 'signedIn' && booking && booking.status !== 'cancelled') {
    if (booking.status === 'attended' || booking.status === 'no_show') return { kind: 'done', booking };
    if (booking.status === 'pending') {
      return { kind: 'waitlisted', booking, position: booking.position, leavable: t < start };
    }
    const cancelUntil = cancellationClosesAt(
      session.startTime,
      'confirmed',
      booking.cancellationClosesAt ?? session.cancellationClosesAt,
    );
    return { kind: 'booked', booking, cancellable: t < start && t <= cancelUntil.getTime(), cancelUntil };
  }
  const phase = sessionPhase(session, now);
  if (phase !== 'open' && phase !== 'full') return { kind: phase };
  const intent = phase === 'open' ? 'book' : 'waitlist';
  if (viewer.status === 'signedOut') return { kind: 'signIn', intent };
  if (!viewer.activeMembership) return { kind: 'inactive' };
  if (viewer.membership && session.category !== undefined) {
    const decision = decideFromMine(
      {
        startTime: session.startTime,
        category: session.category,
        ...(session.locationId !== undefined ? { locationId: session.locationId } : {}),
      },
      viewer.membership,
      now,
    );
    if (!decision.ok) return { kind: 'refused', intent, code: decision.code, reason: decision.message };
  }
  return { kind: intent };
}

/** 'Noch 3 Plätze', 'Noch 1 Platz', 'Ausgebucht'. */
export function seatsLeftText(
  session: Pick<SessionFacts, 'maxParticipants' | 'currentParticipants'>,
): string {
  const free = freeSeats(session);
  if (free === 0) return 'Ausgebucht';
  return free === 1 ? 'Noch 1 Platz' : `Noch ${free} Plätze`;
}

/** The seat line of a session in the catalogue and on the detail page: never seats of a session one cannot book. */
export const PHASE_TEXTS: Record<Exclude<SessionPhase, 'open'>, string> = {
  cancelled: 'Abgesagt',
  past: 'Vorbei',
  running: 'Läuft gerade',
  deadline: 'Anmeldeschluss vorbei',
  notBookable: 'Nicht online buchbar',
  full: 'Ausgebucht – Warteliste offen',
};

/** '5 von 16 Plätzen frei' while open; otherwise the phase ('Vorbei', 'Ausgebucht – Warteliste offen' …). */
export function availabilityText(
  session: SessionFacts,
  now: Date,
  openText: (free: number) => string,
): string {
  const phase = sessionPhase(session, now);
  return phase === 'open' ? openText(freeSeats(session)) : PHASE_TEXTS[phase];
}
