// Course calls of seed 000 §7: the server record, the list and detail queries, and the admin write payload.
import { z } from 'zod';
import { DEFAULT_COURSE_DURATION_MINUTES } from '../constants';
import { IdSchema, InstantSchema } from './common';

/** One scheduled session of a course (a "course setting"). */
export const CourseSettingSchema = z.object({
  id: IdSchema,
  scheduledAt: InstantSchema,
  trainerName: z.string().nullish(),
  maxParticipants: z.number().int().nullish(),
  /** Confirmed bookings of this session (DECISIONS: counts are per session). */
  bookingsCount: z.number().int().nonnegative().nullish(),
  /** Whether this session still takes bookings: the course is bookable and the booking deadline has not passed. */
  bookable: z.boolean().nullish(),
  /** When booking and cancelling a seat close, from the server's configuration (issue 14). */
  bookingClosesAt: InstantSchema.nullish(),
  cancellationClosesAt: InstantSchema.nullish(),
  /**
   * Set when the studio cancelled this session. The public list leaves cancelled sessions out (unless asked
   * with includeCancelled=true); a course's detail and the admin views show them with this stamp.
   */
  cancelledAt: InstantSchema.nullish(),
});
export type CourseSetting = z.infer<typeof CourseSettingSchema>;

/**
 * The server's course record (seed 000 §3). Fields the spec gives a front-end default for may be missing;
 * the expansion fills them. durationMinutes is ours (DECISIONS "Courses").
 */
export const CourseSchema = z.object({
  id: IdSchema,
  title: z.string().nullish(),
  description: z.string().nullish(),
  difficulty: z.number().nullish(),
  imageUrl: z.string().nullish(),
  bookingsCount: z.number().int().nonnegative().nullish(),
  bookable: z.boolean().nullish(),
  durationMinutes: z.number().int().positive().nullish(),
  courseSettings: z.array(CourseSettingSchema),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = z.array(CourseSchema);

/** GET /api/v1/courses: the week grid sets startDate and endDate as ISO strings. */
export const CourseListQuerySchema = z
  .object({
    startDate: InstantSchema.optional(),
    endDate: InstantSchema.optional(),
    /** true: cancelled sessions are listed too (with cancelledAt), for the admin's course list. */
    includeCancelled: z
      .enum(['true', 'false'], { message: 'includeCancelled muss true oder false sein' })
      .optional()
      .transform((value) => value === 'true'),
  })
  .refine((q) => !q.startDate || !q.endDate || new Date(q.startDate) <= new Date(q.endDate), {
    message: 'Das Startdatum muss vor dem Enddatum liegen',
    path: ['endDate'],
  });
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

/** GET /api/v1/courses/{id}?courseSettingsId */
export const CourseDetailQuerySchema = z.object({ courseSettingsId: IdSchema.optional() });

export const COURSE_MESSAGES = {
  titleRequired: 'Titel ist erforderlich',
  titleTooLong: 'Der Titel darf höchstens 120 Zeichen lang sein',
  descriptionTooLong: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein',
  difficulty: 'Die Schwierigkeit muss 1, 2 oder 3 sein',
  imageUrl: 'Die Bild-Adresse muss mit / oder https:// beginnen',
  duration: 'Die Kursdauer muss zwischen 5 und 480 Minuten liegen',
  settingsRequired: 'Ein Kurs braucht mindestens einen Termin',
  trainerRequired: 'Trainer ist erforderlich',
  maxParticipants: 'Die Teilnehmerzahl muss zwischen 1 und 500 liegen',
} as const;

export const CourseSettingWriteSchema = z.object({
  id: IdSchema.optional(),
  scheduledAt: InstantSchema,
  trainerName: z
    .string()
    .trim()
    .min(1, COURSE_MESSAGES.trainerRequired)
    .max(100, COURSE_MESSAGES.trainerRequired),
  maxParticipants: z
    .number({ message: COURSE_MESSAGES.maxParticipants })
    .int(COURSE_MESSAGES.maxParticipants)
    .min(1, COURSE_MESSAGES.maxParticipants)
    .max(500, COURSE_MESSAGES.maxParticipants),
});

/** POST and PUT /api/v1/courses (payload "not shown" in the spec: ours). PUT replaces the sessions it lists. */
export const CourseWriteSchema = z.object({
  title: z
    .string({ message: COURSE_MESSAGES.titleRequired })
    .trim()
    .min(1, COURSE_MESSAGES.titleRequired)
    .max(120, COURSE_MESSAGES.titleTooLong),
  description: z.string().trim().max(5000, COURSE_MESSAGES.descriptionTooLong).default(''),
  difficulty: z
    .number({ message: COURSE_MESSAGES.difficulty })
    .int(COURSE_MESSAGES.difficulty)
    .min(1, COURSE_MESSAGES.difficulty)
    .max(3, COURSE_MESSAGES.difficulty),
  imageUrl: z
    .string()
    .trim()
    .max(500, COURSE_MESSAGES.imageUrl)
    // Empty means no image. After '/' no second '/' nor a backslash: browsers read '/\host' as '//host'.
    .regex(/^(?:(?:\/(?![/\\])|https:\/\/)\S*)?$/, COURSE_MESSAGES.imageUrl)
    .nullish()
    .transform((value) => value || null),
  durationMinutes: z
    .number({ message: COURSE_MESSAGES.duration })
    .int(COURSE_MESSAGES.duration)
    .min(5, COURSE_MESSAGES.duration)
    .max(480, COURSE_MESSAGES.duration)
    .default(DEFAULT_COURSE_DURATION_MINUTES),
  bookable: z.boolean().default(true),
  courseSettings: z
    .array(CourseSettingWriteSchema, { message: COURSE_MESSAGES.settingsRequired })
    .min(1, COURSE_MESSAGES.settingsRequired)
    .max(500),
});
export type CourseWrite = z.input<typeof CourseWriteSchema>;
