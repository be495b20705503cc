// Maps session and participant rows to the check-in view's records, in one place.
import type { BookingStatus } from '#domain/schemas/bookings';
import type { CheckInParticipant, CheckInSession } from '#domain/schemas/check-in';
import { addMinutes } from '#domain/time';
import type { CheckInParticipantRow, CheckInSessionRow } from './check-in.repository';

const byName = (a: CheckInParticipant, b: CheckInParticipant) =>
  a.lastName.localeCompare(b.lastName, 'de') ||
  a.firstName.localeCompare(b.firstName, 'de') ||
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
    counts: {
      booked: count('confirmed') + count('attended') + count('no_show'),
      checkedIn: count('attended'),
      waitlist: count('pending'),
      noShow: count('no_show'),
    },
    participants: people.sort(byName),
  };
}
