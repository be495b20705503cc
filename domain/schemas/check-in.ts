// Check-in at the front desk (Trainer of the session or Admin, seed 000 §6): today's sessions with their
// participants, checking a booking in (idempotent), scanning a member's signed QR code or typed short code,
// marking no-shows after the end, and the member's own code.
import { z } from './zod';
import { parseCheckInCode } from '../check-in/codes';
import { BookingSchema, BookingStatusSchema, IdempotencyKeySchema } from './bookings';
import { IdSchema, InstantSchema } from './common';

export const CHECK_IN_MESSAGES = {
  codeRequired: 'Check-in-Code ist erforderlich',
  codeShape: 'Der Check-in-Code hat nicht das erwartete Format',
  date: 'Ungültiges Datum (JJJJ-MM-TT erwartet)',
  idempotencyKeyRequired: 'Der Idempotency-Key ist erforderlich',
} as const;

/** GET /api/v1/check-in/sessions?date=YYYY-MM-DD (Berlin calendar day; today when missing). */
export const CheckInSessionsQuerySchema = z.object({
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CHECK_IN_MESSAGES.date))),
});

export const CheckInParticipantSchema = z.object({
  bookingId: IdSchema,
  userId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  status: BookingStatusSchema,
  /** Place on the waitlist; null unless pending. */
  position: z.nullable(z.number().check(z.int(), z.positive())),
  checkedInAt: z.nullable(InstantSchema),
});
export type CheckInParticipant = z.infer<typeof CheckInParticipantSchema>;

/** One session of the day as the check-in view and the admin dashboard show it. */
export const CheckInSessionSchema = z.object({
  id: IdSchema,
  courseId: IdSchema,
  courseTitle: z.string(),
  scheduledAt: InstantSchema,
  endsAt: InstantSchema,
  durationMinutes: z.number().check(z.int(), z.positive()),
  trainerName: z.string(),
  /** The Trainer account that leads it (issue 22); null: only a typed name. */
  trainerId: z.nullish(IdSchema),
  maxParticipants: z.number().check(z.int(), z.positive()),
  cancelledAt: z.nullable(InstantSchema),
  counts: z.object({
    /** Seats given: confirmed, attended and no-show. */
    booked: z.number().check(z.int(), z.nonnegative()),
    checkedIn: z.number().check(z.int(), z.nonnegative()),
    waitlist: z.number().check(z.int(), z.nonnegative()),
    noShow: z.number().check(z.int(), z.nonnegative()),
  }),
  /** Every booking but the cancelled ones, by last name. */
  participants: z.array(CheckInParticipantSchema),
});
export type CheckInSession = z.infer<typeof CheckInSessionSchema>;
export const CheckInSessionListSchema = z.array(CheckInSessionSchema);

/**
 * A session with its counts but not its participants: GET /api/v1/check-in/summaries?date (the admin dashboard's
 * day, decision 0216) and the trainer's agenda.
 */
export const CheckInSessionSummarySchema = z.omit(CheckInSessionSchema, { participants: true });
export type CheckInSessionSummary = z.infer<typeof CheckInSessionSummarySchema>;
export const CheckInSessionSummaryListSchema = z.array(CheckInSessionSummarySchema);

/**
 * The answer to a check-in (by booking or by scan). alreadyCheckedIn: the booking was attended before this
 * request (another device or another key got there first); a replay of the same Idempotency-Key returns the
 * first answer unchanged.
 */
export const CheckInResultSchema = z.object({
  booking: BookingSchema,
  member: z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() }),
  alreadyCheckedIn: z.boolean(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** POST /api/v1/check-in/scan: the code from the QR image or typed by hand, for one session. */
export const CheckInScanRequestSchema = z.object({
  code: z.string({ message: CHECK_IN_MESSAGES.codeRequired }).check(
    z.trim(),
    z.minLength(1, CHECK_IN_MESSAGES.codeRequired),
    z.maxLength(100, CHECK_IN_MESSAGES.codeShape),
    z.refine((value) => parseCheckInCode(value) !== null, CHECK_IN_MESSAGES.codeShape),
  ),
  courseSettingsId: IdSchema,
});
export type CheckInScanRequest = z.input<typeof CheckInScanRequestSchema>;

/** GET /api/v1/users/me/check-in-code: the signed code for the QR image and the typed fallback. */
export const CheckInCodeSchema = z.object({
  /** 'K1.<user id>.<signature>', URL-safe; put it into the QR image as it is. */
  code: z.string(),
  /** Eight Crockford base32 characters; show it as formatShortCode(shortCode). */
  shortCode: z.string().check(z.length(8)),
});
export type CheckInCode = z.infer<typeof CheckInCodeSchema>;

/** The answer to marking no-shows: the session as the check-in view shows it, and how many were marked. */
export const NoShowResultSchema = z.object({
  session: CheckInSessionSchema,
  marked: z.number().check(z.int()),
});
export type NoShowResult = z.infer<typeof NoShowResultSchema>;

/** The headers of POST /api/v1/bookings/{id}/check-in: an Idempotency-Key is required (offline replays). */
export const CheckInHeadersSchema = z.object({
  'idempotency-key': z.pipe(
    z.string({ message: CHECK_IN_MESSAGES.idempotencyKeyRequired }),
    IdempotencyKeySchema,
  ),
});
/** POST /api/v1/check-in/scan may send one too. */
export const OptionalIdempotencyHeadersSchema = z.object({
  'idempotency-key': z.optional(IdempotencyKeySchema),
});
