// Booking calls (seed 000 §7 declares them; DECISIONS "Bookings" fixes the lifecycle): book, my bookings,
// cancel, the admin list and a session's participant list.
import { z } from './zod';
import { CursorSchema, ListLimitSchema } from './paging';
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
  waitlist: z._default(z.boolean(), true),
});
export type CreateBookingRequest = z.input<typeof CreateBookingRequestSchema>;

/** The Idempotency-Key header: 8–200 visible ASCII characters (a UUID fits). */
export const IdempotencyKeySchema = z
  .string()
  .check(
    z.regex(/^[\x21-\x7e]{8,200}$/, 'Der Idempotency-Key muss 8 bis 200 sichtbare ASCII-Zeichen lang sein'),
  );

/** A booking as its member and the admin see it; id, userId, courseId, status, bookingDate, notes as in seed 000 §3. */
export const BookingSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  courseId: IdSchema,
  courseSettingsId: IdSchema,
  status: BookingStatusSchema,
  /** Place on the waitlist, 1 = next to move up; null unless pending. */
  position: z.nullable(z.number().check(z.int(), z.positive())),
  /** When the booking was made. */
  bookingDate: InstantSchema,
  notes: z.nullable(z.string()),
  courseTitle: z.string(),
  trainerName: z.string(),
  scheduledAt: InstantSchema,
  durationMinutes: z.number().check(z.int(), z.positive()),
  cancelledAt: z.nullable(InstantSchema),
  /** Set when the booking moved up from the waitlist to a seat. */
  promotedAt: z.nullable(InstantSchema),
  /**
   * Set on a waitlist place once the studio's cut-off before the start passed without a seat coming free: it
   * will not move up any more (issue 19; the member got one mail saying so).
   */
  waitlistClosedAt: z.nullish(InstantSchema),
  /** When the member was checked in at the desk (status attended). */
  checkedInAt: z.nullish(InstantSchema),
  /** Until when the member may cancel (seat: the server's cancellation deadline; waitlist: the start). */
  cancellationClosesAt: z.nullish(InstantSchema),
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingListSchema = z.array(BookingSchema);

/** GET /api/v1/bookings (Admin). */
export const BookingListQuerySchema = z.object({
  courseSettingsId: z.optional(IdSchema),
  userId: z.optional(IdSchema),
  status: z.optional(BookingStatusSchema),
  /** Berlin calendar date of the session, YYYY-MM-DD. */
  date: z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Ungültiges Datum (JJJJ-MM-TT erwartet)')),
  ),
  /** Paging (paging.ts): in session order, the next page after the booking `cursor`. */
  limit: ListLimitSchema,
  cursor: CursorSchema,
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
  position: z.nullable(z.number().check(z.int(), z.positive())),
  checkedInAt: z.nullish(InstantSchema),
});
export type Participant = z.infer<typeof ParticipantSchema>;
export const ParticipantListSchema = z.array(ParticipantSchema);

export const ParticipantQuerySchema = z.object({ courseSettingsId: z.optional(IdSchema) });

/** The member's private calendar subscription. */
export const CalendarLinkSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;
