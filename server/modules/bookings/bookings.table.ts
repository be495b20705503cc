// Maps joined booking rows to the domain's Booking record, in one place.
import type { Booking, BookingStatus } from '#domain/schemas/bookings';
import type { BookingRow } from './bookings.repository';

export function toBooking(row: BookingRow, positions: ReadonlyMap<number, number>): Booking {
  const status = row.status as BookingStatus;
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
    checkedInAt: row.checkedInAt,
  };
}
