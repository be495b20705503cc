// Builders for the booking tests: bookings as GET /api/v1/bookings/me answers them, and a session to book.
// Test-only.
import type { Booking } from '#domain/schemas/bookings';
import type { BookableSession } from './model';

export function booking(fields: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    userId: 3,
    courseId: 7,
    courseSettingsId: 70,
    status: 'confirmed',
    position: null,
    bookingDate: '2026-11-20T10:00:00.000Z',
    notes: null,
    courseTitle: 'Yoga Flow',
    trainerName: 'Lena Berger',
    scheduledAt: '2026-11-24T17:00:00.000Z',
    durationMinutes: 60,
    cancelledAt: null,
    promotedAt: null,
    checkedInAt: null,
    ...fields,
  };
}

/** Tuesday 24 November 2026, 18:00–19:00 Berlin, 12 seats. */
export function bookableSession(fields: Partial<BookableSession> = {}): BookableSession {
  return {
    courseSettingsId: 70,
    title: 'Yoga Flow',
    startTime: '2026-11-24T17:00:00.000Z',
    maxParticipants: 12,
    currentParticipants: 9,
    bookable: true,
    ...fields,
  };
}
