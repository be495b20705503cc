// Booking calls (seed 000 §7 declares them; DECISIONS "Bookings" fixes the lifecycle): book, my bookings,
// cancel, the admin list and a session's participant list.
import { z } from 'zod';
import { IdSchema, InstantSchema } from './common';

/**
 * confirmed: has a seat; pending: on the waitlist; cancelled; attended: checked in at the desk;
 * no_show: had a seat and was not checked in by the end of the session (marked at the desk).
 */
export const BOOKING_STATUSES = ['confirmed', 'pending', 'cancelled', 'attended', 'no_show'] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** German labels for the UI. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Gebucht',
  pending: 'Warteliste',
  cancelled: 'Storniert',
  attended: 'Teilgenommen',
  no_show: 'Nicht erschienen',
};

/** POST /api/v1/bookings. `waitlist: false` asks for 409 BOOKING_FULL instead of a waitlist place. */
export const CreateBookingRequestSchema = z.object({
  courseSettingsId: IdSchema,
  waitlist: z.boolean().default(true),
});
export type CreateBookingRequest = z.input<typeof CreateBookingRequestSchema>;

/** The Idempotency-Key header: 8–200 visible ASCII characters (a UUID fits). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'Der Idempotency-Key muss 8 bis 200 sichtbare ASCII-Zeichen lang sein');

/** A booking as its member and the admin see it; id, userId, courseId, status, bookingDate, notes as in seed 000 §3. */
export const BookingSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  courseId: IdSchema,
  courseSettingsId: IdSchema,
  status: BookingStatusSchema,
  /** Place on the waitlist, 1 = next to move up; null unless pending. */
  position: z.number().int().positive().nullable(),
  /** When the booking was made. */
  bookingDate: InstantSchema,
  notes: z.string().nullable(),
  courseTitle: z.string(),
  trainerName: z.string(),
  scheduledAt: InstantSchema,
  durationMinutes: z.number().int().positive(),
  cancelledAt: InstantSchema.nullable(),
  /** Set when the booking moved up from the waitlist to a seat. */
  promotedAt: InstantSchema.nullable(),
  /** When the member was checked in at the desk (status attended). */
  checkedInAt: InstantSchema.nullish(),
  /** Until when the member may cancel (seat: the server's cancellation deadline; waitlist: the start). */
  cancellationClosesAt: InstantSchema.nullish(),
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingListSchema = z.array(BookingSchema);

/** GET /api/v1/bookings (Admin). */
export const BookingListQuerySchema = z.object({
  courseSettingsId: IdSchema.optional(),
  userId: IdSchema.optional(),
  status: BookingStatusSchema.optional(),
  /** Berlin calendar date of the session, YYYY-MM-DD. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Ungültiges Datum (JJJJ-MM-TT erwartet)')
    .optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** One line of a session's participant list (GET /api/courses/{id}/bookings). */
export const ParticipantSchema = z.object({
  bookingId: IdSchema,
  userId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  courseSettingsId: IdSchema,
  status: BookingStatusSchema,
  position: z.number().int().positive().nullable(),
  checkedInAt: InstantSchema.nullish(),
});
export type Participant = z.infer<typeof ParticipantSchema>;
export const ParticipantListSchema = z.array(ParticipantSchema);

export const ParticipantQuerySchema = z.object({ courseSettingsId: IdSchema.optional() });

/** The member's private calendar subscription. */
export const CalendarLinkSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;
