// The query keys of course data, from one factory: all → lists → list(range), all → details → detail(id, setting).
// Mutations invalidate with these functions, never with a retyped array; the persister keeps only what is under
// courseKeys.lists() (the public schedule, nothing personal).
import type { WeekRange } from '#domain/time';

/** A course-list range as the API takes it (seed 000 §7): ISO instants, both ends inclusive. */
export interface CourseRange {
  startDate: string;
  endDate: string;
  /** One location's courses, by its slug (issue 34); absent: every location's (a single-location studio's). */
  location?: string;
}

/** The API range of a studio week (Monday 03:00 to Sunday 23:59:59.999, Berlin) as ISO strings. */
export function toCourseRange(range: WeekRange): CourseRange {
  return { startDate: range.start.toISOString(), endDate: range.end.toISOString() };
}

/** The range of one location (its slug), or of every location without one. */
export function atLocation(range: CourseRange, location: string | undefined): CourseRange {
  return location === undefined
    ? { startDate: range.startDate, endDate: range.endDate }
    : { ...range, location };
}

export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  // A location only when one is chosen: a single-location studio's keys stay as they were.
  list: (range: CourseRange) =>
    [
      ...courseKeys.lists(),
      range.location === undefined
        ? { startDate: range.startDate, endDate: range.endDate }
        : { startDate: range.startDate, endDate: range.endDate, location: range.location },
    ] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (id: number, courseSettingsId?: number | null) =>
    [...courseKeys.details(), id, courseSettingsId ?? null] as const,
};
