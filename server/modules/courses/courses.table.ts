// Maps course and session rows to the course record of seed 000 §3, in one place.
import type { Course } from '#domain/schemas/courses';
import { toBool, type CourseRow, type CourseSettingRow } from '../../db/schema';

export type SettingWithCount = CourseSettingRow & { bookingsCount: number };

/**
 * `isOpen` says whether booking is still open for a session start (the booking deadline); a session is
 * bookable when its course is, it is not cancelled and it is open. The course is bookable when one of its listed sessions is.
 */
export function toCourse(
  row: CourseRow,
  settings: readonly SettingWithCount[],
  isOpen: (scheduledAt: string) => boolean,
): Course {
  const courseBookable = toBool(row.bookable);
  const courseSettings = settings
    .map((s) => ({
      id: s.id,
      scheduledAt: s.scheduledAt,
      trainerName: s.trainerName,
      maxParticipants: s.maxParticipants,
      bookingsCount: s.bookingsCount,
      bookable: courseBookable && !s.cancelledAt && isOpen(s.scheduledAt),
      // Only a cancelled session carries the stamp: the public list keeps the field names of seed 000 §3.
      ...(s.cancelledAt ? { cancelledAt: s.cancelledAt } : {}),
    }))
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
    courseSettings,
  };
}
