// Course administration at the front desk (issue 6): a weekly series in one step, editing or cancelling one
// session, and the confirmation that cancelling a session or deleting a course with open bookings needs.
import { z } from './zod';
import { SERIES_MAX_WEEKS } from '../courses/series';
import { InstantSchema, wholeNumberIn } from './common';
import { CourseSchema, CourseSettingWriteSchema } from './courses';

export const COURSE_ADMIN_MESSAGES = {
  weeks: `Die Anzahl der Wochen muss zwischen 1 und ${SERIES_MAX_WEEKS} liegen`,
  firstStartInPast: 'Der erste Termin muss in der Zukunft liegen',
  confirm: 'Die Bestätigung muss true oder false sein',
} as const;

/** POST /api/v1/courses/{id}/series: `weeks` sessions at the Berlin wall time of firstStart, a week apart. */
export const SeriesRequestSchema = z.object({
  firstStart: InstantSchema,
  weeks: z
    .number({ message: COURSE_ADMIN_MESSAGES.weeks })
    .check(...wholeNumberIn(1, SERIES_MAX_WEEKS, COURSE_ADMIN_MESSAGES.weeks)),
  trainerName: CourseSettingWriteSchema.shape.trainerName,
  trainerId: CourseSettingWriteSchema.shape.trainerId,
  maxParticipants: CourseSettingWriteSchema.shape.maxParticipants,
});
export type SeriesRequest = z.input<typeof SeriesRequestSchema>;

/**
 * PUT /api/v1/course-settings/{id}: one session of a series. Raising maxParticipants moves waitlisted
 * bookings up (booking order); lowering it below the seats already given is refused (SEATS_BELOW_BOOKED).
 */
export const SessionUpdateRequestSchema = z.object({
  scheduledAt: InstantSchema,
  trainerName: CourseSettingWriteSchema.shape.trainerName,
  trainerId: CourseSettingWriteSchema.shape.trainerId,
  maxParticipants: CourseSettingWriteSchema.shape.maxParticipants,
});
export type SessionUpdateRequest = z.input<typeof SessionUpdateRequestSchema>;

/**
 * POST /api/v1/course-settings/{id}/cancel and DELETE /api/v1/courses/{id}: without confirm: true, open
 * bookings refuse the change (409), so the admin is asked first.
 */
export const ConfirmRequestSchema = z.object({
  confirm: z._default(z.boolean({ message: COURSE_ADMIN_MESSAGES.confirm }), false),
});
export type ConfirmRequest = z.input<typeof ConfirmRequestSchema>;

/** The answer to cancelling a session: the course with the session marked, and how many bookings went. */
export const SessionCancelResultSchema = z.object({
  course: CourseSchema,
  cancelledBookings: z.number().check(z.int(), z.nonnegative()),
});
export type SessionCancelResult = z.infer<typeof SessionCancelResultSchema>;

/** The note a booking gets when the studio cancels its session; the member sees it on their booking. */
export const SESSION_CANCELLED_NOTE = 'Kurs abgesagt';
