// The course filters of seed 000 §3: category (a course's real one, issue 37), level, instructor (case-insensitive substring), date, available.
import { z } from '../schemas/zod';
import { LEVELS, sameCategory, type CourseEntry } from './expand';

export const CourseFiltersSchema = z.object({
  /** One of the four keys or a studio's own category ('EMS'), compared as `sameCategory` does (issue 37). */
  category: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  level: z.optional(z.enum(LEVELS)),
  instructor: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Berlin calendar date YYYY-MM-DD. */
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Ungültiges Datum'))),
  /** Only entries with a free seat that can be booked. */
  available: z.optional(z.boolean()),
});
export type CourseFilters = z.infer<typeof CourseFiltersSchema>;

export function hasFreeSeat(entry: CourseEntry): boolean {
  return entry.bookable && entry.currentParticipants < entry.maxParticipants;
}

export function filterCourses(entries: readonly CourseEntry[], filters: CourseFilters): CourseEntry[] {
  const instructor = filters.instructor?.toLowerCase();
  return entries.filter(
    (entry) =>
      (!filters.category || sameCategory(entry.category, filters.category)) &&
      (!filters.level || entry.level === filters.level) &&
      (!instructor || entry.instructor.toLowerCase().includes(instructor)) &&
      (!filters.date || entry.date === filters.date) &&
      (!filters.available || hasFreeSeat(entry)),
  );
}
