// Maps joined booking rows to the domain's Booking record, in one place.
import type { Booking, BookingStatus } from '#domain/schemas/bookings';
import type { BookingRow } from './bookings.repository';

/**
 * `cancellationDeadlineMinutes` is the server's rule: a seat can be cancelled until that many minutes before the
 * start, a waitlist place until the start; the answer carries the instant so clients never guess it.
 */
export function toBooking(
  row: BookingRow,
  positions: ReadonlyMap<number, number>,
  cancellationDeadlineMinutes: number,
): Booking {
  const status = row.status as BookingStatus;
  const minutes = status === 'pending' ? 0 : cancellationDeadlineMinutes;
  return {
    id: row.id,
    userId: row.userId,
    courseId: row.courseId,
    courseSettingsId: row.courseSettingId,
    status,
    position: status === 'pending' ? (positions.get(row.id) ?? null) : null,
    bookingDate: row.createdAt,
    notes: row.notes,
    courseTitle: row.courseTitle,
    trainerName: row.trainerName,
    scheduledAt: row.scheduledAt,
    durationMinutes: row.durationMinutes,
    cancelledAt: row.cancelledAt,
    promotedAt: row.promotedAt,
    waitlistClosedAt: status === 'pending' ? (row.waitlistClosedAt ?? null) : null,
    checkedInAt: row.checkedInAt,
    cancellationClosesAt: new Date(new Date(row.scheduledAt).getTime() - minutes * 60_000).toISOString(),
  };
}
