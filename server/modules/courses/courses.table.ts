// Maps course and session rows to the course record of seed 000 §3, in one place.
import type { Course } from '#domain/schemas/courses';
import { toBool, type CourseRow, type CourseSettingRow } from '../../db/schema';

export type SettingWithCount = CourseSettingRow & { bookingsCount: number };

export function toCourse(row: CourseRow, settings: readonly SettingWithCount[]): Course {
  const courseSettings = settings
    .map((s) => ({
      id: s.id,
      scheduledAt: s.scheduledAt,
      trainerName: s.trainerName,
      maxParticipants: s.maxParticipants,
      bookingsCount: s.bookingsCount,
    }))
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    imageUrl: row.imageUrl,
    bookingsCount: courseSettings.reduce((sum, s) => sum + s.bookingsCount, 0),
    bookable: toBool(row.bookable),
    durationMinutes: row.durationMinutes,
    courseSettings,
  };
}
