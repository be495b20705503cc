// Maps session and participant rows to the check-in view's records, in one place.
import type { BookingStatus } from '#domain/schemas/bookings';
import type { CheckInParticipant, CheckInSession, CheckInSessionSummary } from '#domain/schemas/check-in';
import { addMinutes } from '#domain/time';
import type { CheckInParticipantRow, CheckInSessionRow, CheckInSummaryRow } from './check-in.repository';

/** German order; one collator (localeCompare with a locale builds its comparison anew for every pair). */
const german = new Intl.Collator('de');
const byName = (a: CheckInParticipant, b: CheckInParticipant) =>
  german.compare(a.lastName, b.lastName) ||
  german.compare(a.firstName, b.firstName) ||
  a.bookingId - b.bookingId;

/** `participants` are the session's bookings in booking order (the waitlist positions come from it). */
export function toCheckInSession(
  session: CheckInSessionRow,
  participants: readonly CheckInParticipantRow[],
): CheckInSession {
  let waiting = 0;
  const people = participants.map((row): CheckInParticipant => {
    const status = row.status as BookingStatus;
    return {
      bookingId: row.id,
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      status,
      position: status === 'pending' ? ++waiting : null,
      checkedInAt: row.checkedInAt,
    };
  });
  const count = (status: BookingStatus) => people.filter((p) => p.status === status).length;
  return {
    ...toSessionSummary(session, {
      booked: count('confirmed') + count('attended') + count('no_show'),
      checkedIn: count('attended'),
      waitlist: count('pending'),
      noShow: count('no_show'),
    }),
    participants: people.sort(byName),
  };
}

/** A session without its participants: its counts as the caller knows them. */
export function toSessionSummary(
  session: CheckInSessionRow,
  counts: CheckInSession['counts'],
): CheckInSessionSummary {
  return {
    id: session.id,
    courseId: session.courseId,
    courseTitle: session.courseTitle,
    scheduledAt: new Date(session.scheduledAt).toISOString(),
    endsAt: addMinutes(session.scheduledAt, session.durationMinutes),
    durationMinutes: session.durationMinutes,
    trainerName: session.trainerName,
    trainerId: session.trainerId ?? null,
    maxParticipants: session.maxParticipants,
    cancelledAt: session.cancelledAt,
    counts,
  };
}

/** A session's counts from its session_counts columns (null: no booking ever). */
export function countsOf(
  row: Pick<CheckInSummaryRow, 'booked' | 'attended' | 'waiting' | 'noShows'>,
): CheckInSession['counts'] {
  return {
    booked: row.booked ?? 0,
    checkedIn: row.attended ?? 0,
    waitlist: row.waiting ?? 0,
    noShow: row.noShows ?? 0,
  };
}
