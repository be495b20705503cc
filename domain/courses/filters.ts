// The course filters of seed 000 §3: category, level, instructor (case-insensitive substring), date, available.
import { z } from '../schemas/zod';
import { CATEGORIES, LEVELS, type CourseEntry } from './expand';

export const CourseFiltersSchema = z.object({
  category: z.optional(z.enum(CATEGORIES)),
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
      (!filters.category || entry.category === filters.category) &&
      (!filters.level || entry.level === filters.level) &&
      (!instructor || entry.instructor.toLowerCase().includes(instructor)) &&
      (!filters.date || entry.date === filters.date) &&
      (!filters.available || hasFreeSeat(entry)),
  );
}
