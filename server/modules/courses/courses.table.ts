// Maps course and session rows to the course record of seed 000 §3, in one place.
import { effectiveCategory } from '#domain/courses/expand';
import type { Course } from '#domain/schemas/courses';
import { toBool, type CourseRow, type CourseSettingRow } from '../../db/schema';

export type SettingWithCount = CourseSettingRow & { bookingsCount: number };

/** The server's deadline rules for one session start (its configuration) and the clock. */
export interface SessionDeadlines {
  now: Date;
  bookingClosesAt: (scheduledAt: string) => Date;
  cancellationClosesAt: (scheduledAt: string) => Date;
}

/**
 * A session is bookable when its course is, it is not cancelled and booking has not closed (the booking
 * deadline); every session carries both deadline instants, so clients never guess them. The course is bookable
 * when one of its listed sessions is.
 */
export function toCourse(
  row: CourseRow,
  settings: readonly SettingWithCount[],
  deadlines: SessionDeadlines,
): Course {
  const courseBookable = toBool(row.bookable);
  const courseSettings = settings
    .map((s) => {
      const bookingClosesAt = deadlines.bookingClosesAt(s.scheduledAt);
      return {
        id: s.id,
        scheduledAt: s.scheduledAt,
        trainerName: s.trainerName,
        maxParticipants: s.maxParticipants,
        bookingsCount: s.bookingsCount,
        bookable: courseBookable && !s.cancelledAt && deadlines.now.getTime() < bookingClosesAt.getTime(),
        bookingClosesAt: bookingClosesAt.toISOString(),
        cancellationClosesAt: deadlines.cancellationClosesAt(s.scheduledAt).toISOString(),
        // Only a cancelled session carries the stamp: the public list keeps the field names of seed 000 §3.
        ...(s.cancelledAt ? { cancelledAt: s.cancelledAt } : {}),
      };
    })
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    imageUrl: row.imageUrl,
    bookingsCount: courseSettings.reduce((sum, s) => sum + s.bookingsCount, 0),
    bookable: courseSettings.some((s) => s.bookable),
    durationMinutes: row.durationMinutes,
    category: row.category,
    effectiveCategory: effectiveCategory(row),
    locationId: row.locationId,
    courseSettings,
  };
}
