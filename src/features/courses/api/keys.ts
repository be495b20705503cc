// The query keys of course data, from one factory: all → lists → list(range), all → details → detail(id, setting).
// Mutations invalidate with these functions, never with a retyped array; the persister keeps only what is under
// courseKeys.lists() (the public schedule, nothing personal).
import type { WeekRange } from '#domain/time';

/** A course-list range as the API takes it (seed 000 §7): ISO instants, both ends inclusive. */
export interface CourseRange {
  startDate: string;
  endDate: string;
}

/** The API range of a studio week (Monday 03:00 to Sunday 23:59:59.999, Berlin) as ISO strings. */
export function toCourseRange(range: WeekRange): CourseRange {
  return { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  list: (range: CourseRange) =>
    [...courseKeys.lists(), { startDate: range.startDate, endDate: range.endDate }] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number, courseSettingsId?: number | null) =>
    [...courseKeys.details(), id, courseSettingsId ?? null] as const,
};
