// Course calls of seed 000 §7: the server record, the list and detail queries, and the admin write payload.
import { z } from './zod';
import { DEFAULT_COURSE_DURATION_MINUTES } from '../constants';
import { IdSchema, InstantSchema, wholeNumberIn } from './common';
import { LocationSlugSchema } from './locations';

/** One scheduled session of a course (a "course setting"). */
export const CourseSettingSchema = z.object({
  id: IdSchema,
  scheduledAt: InstantSchema,
  trainerName: z.nullish(z.string()),
  maxParticipants: z.nullish(z.number().check(z.int())),
  /** Confirmed bookings of this session (DECISIONS: counts are per session). */
  bookingsCount: z.nullish(z.number().check(z.int(), z.nonnegative())),
  /** Whether this session still takes bookings: the course is bookable and the booking deadline has not passed. */
  bookable: z.nullish(z.boolean()),
  /** When booking and cancelling a seat close, from the server's configuration (issue 14). */
  bookingClosesAt: z.nullish(InstantSchema),
  cancellationClosesAt: z.nullish(InstantSchema),
  /**
   * Set when the studio cancelled this session. The public list leaves cancelled sessions out (unless asked
   * with includeCancelled=true); a course's detail and the admin views show them with this stamp.
   */
  cancelledAt: z.nullish(InstantSchema),
});
export type CourseSetting = z.infer<typeof CourseSettingSchema>;

/**
 * The server's course record (seed 000 §3). Fields the spec gives a front-end default for may be missing;
 * the expansion fills them. durationMinutes is ours (DECISIONS "Courses").
 */
export const CourseSchema = z.object({
  id: IdSchema,
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  difficulty: z.nullish(z.number()),
  imageUrl: z.nullish(z.string()),
  bookingsCount: z.nullish(z.number().check(z.int(), z.nonnegative())),
  bookable: z.nullish(z.boolean()),
  durationMinutes: z.nullish(z.number().check(z.int(), z.positive())),
  /**
   * The course's own category (issue 19), e.g. 'EMS' or 'Personal Training'; null: derived from the title.
   * Bookings are decided by `effectiveCategory` (domain/courses/expand.ts), which the answer also carries.
   */
  category: z.nullish(z.string()),
  effectiveCategory: z.nullish(z.string()),
  /** The location the course belongs to (issue 34); this server always sends it. */
  locationId: z.optional(IdSchema),
  courseSettings: z.array(CourseSettingSchema),
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseListSchema = z.array(CourseSchema);

/** GET /api/v1/courses: the week grid sets startDate and endDate as ISO strings. */
export const CourseListQuerySchema = z
  .object({
    startDate: z.optional(InstantSchema),
    endDate: z.optional(InstantSchema),
    /** true: cancelled sessions are listed too (with cancelledAt), for the admin's course list. */
    includeCancelled: z.pipe(
      z.optional(z.enum(['true', 'false'], { message: 'includeCancelled muss true oder false sein' })),
      z.transform((value: 'true' | 'false' | undefined) => value === 'true'),
    ),
    /** One location's courses, by its slug (issue 34); absent: every location's. An unknown slug lists none. */
    location: z.optional(LocationSlugSchema),
  })
  .check(
    z.refine((q) => !q.startDate || !q.endDate || new Date(q.startDate) <= new Date(q.endDate), {
      message: 'Das Startdatum muss vor dem Enddatum liegen',
      path: ['endDate'],
    }),
  );
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

/** GET /api/v1/courses/{id}?courseSettingsId */
export const CourseDetailQuerySchema = z.object({ courseSettingsId: z.optional(IdSchema) });

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
  category: 'Die Kategorie darf höchstens 40 Zeichen lang sein',
} as const;

export const CourseSettingWriteSchema = z.object({
  id: z.optional(IdSchema),
  scheduledAt: InstantSchema,
  trainerName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, COURSE_MESSAGES.trainerRequired),
      z.maxLength(100, COURSE_MESSAGES.trainerRequired),
    ),
  /**
   * The Trainer account that leads the session (issue 22); its display name replaces trainerName. Without it, a
   * trainerName that is the full name of exactly one Trainer account names that account (decision 0160).
   */
  trainerId: z.optional(z.nullable(IdSchema)),
  maxParticipants: z
    .number({ message: COURSE_MESSAGES.maxParticipants })
    .check(...wholeNumberIn(1, 500, COURSE_MESSAGES.maxParticipants)),
});

/** POST and PUT /api/v1/courses (payload "not shown" in the spec: ours). PUT replaces the sessions it lists. */
export const CourseWriteSchema = z.object({
  title: z
    .string({ message: COURSE_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, COURSE_MESSAGES.titleRequired),
      z.maxLength(120, COURSE_MESSAGES.titleTooLong),
    ),
  description: z._default(
    z.string().check(z.trim(), z.maxLength(5000, COURSE_MESSAGES.descriptionTooLong)),
    '',
  ),
  difficulty: z
    .number({ message: COURSE_MESSAGES.difficulty })
    .check(...wholeNumberIn(1, 3, COURSE_MESSAGES.difficulty)),
  imageUrl: z.pipe(
    z.nullish(
      z.string().check(
        z.trim(),
        z.maxLength(500, COURSE_MESSAGES.imageUrl),
        // Empty means no image. After '/' no second '/' nor a backslash: browsers read '/\host' as '//host'.
        z.regex(/^(?:(?:\/(?![/\\])|https:\/\/)\S*)?$/, COURSE_MESSAGES.imageUrl),
      ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
  durationMinutes: z._default(
    z.number({ message: COURSE_MESSAGES.duration }).check(...wholeNumberIn(5, 480, COURSE_MESSAGES.duration)),
    DEFAULT_COURSE_DURATION_MINUTES,
  ),
  bookable: z._default(z.boolean(), true),
  /** The course's own category (issue 19); empty or missing: derived from the title. */
  category: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(40, COURSE_MESSAGES.category))),
    z.transform((value: string | null | undefined) => value || null),
  ),
  /** The course's location (issue 34): absent on create, the first location; absent on replace, unchanged. */
  locationId: z.optional(IdSchema),
  courseSettings: z
    .array(CourseSettingWriteSchema, { message: COURSE_MESSAGES.settingsRequired })
    .check(z.minLength(1, COURSE_MESSAGES.settingsRequired), z.maxLength(500)),
});
export type CourseWrite = z.input<typeof CourseWriteSchema>;
