// The course expansion of seed 000 §3: one server course with n settings becomes n front-end entries,
// with the spec's defaults, the derived category and level, and the end time from the course length.
import { DEFAULT_COURSE_DURATION_MINUTES, DEFAULT_MAX_PARTICIPANTS, STUDIO_NAME } from '../constants';
import { DomainError } from '../errors/domain-error';
import type { Course } from '../schemas/courses';
import { addMinutes, berlinDate } from '../time';

export const CATEGORIES = ['wellness', 'cardio', 'strength', 'fitness'] as const;
export type Category = (typeof CATEGORIES)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

/** German labels for the UI. */
export const CATEGORY_LABELS: Record<Category, string> = {
  wellness: 'Wellness',
  cardio: 'Cardio',
  strength: 'Kraft',
  fitness: 'Fitness',
};
export const LEVEL_LABELS: Record<Level, string> = {
  beginner: 'Anfänger',
  intermediate: 'Fortgeschritten',
  advanced: 'Profi',
};

const CATEGORY_WORDS: ReadonlyArray<[Category, readonly string[]]> = [
  ['wellness', ['yoga', 'pilates', 'wellness']],
  ['cardio', ['cardio', 'spinning', 'lauf']],
  ['strength', ['kraft', 'strength', 'gewicht']],
];

/** Category from the title, case-insensitive, first matching rule wins; otherwise fitness. */
export function categoryFromTitle(title: string): Category {
  const lower = title.toLowerCase();
  for (const [category, words] of CATEGORY_WORDS) {
    if (words.some((word) => lower.includes(word))) return category;
  }
  return 'fitness';
}

/**
 * The category a course is booked under (issue 19): its own category when the studio set one (e.g. 'EMS',
 * 'Personal Training', or one of the four keys), otherwise the one derived from its title.
 */
export function effectiveCategory(course: { title?: string | null; category?: string | null }): string {
  return course.category?.trim() || categoryFromTitle(course.title ?? '');
}

/** Categories compare case-insensitively, surrounding spaces aside ('ems' is 'EMS'). */
export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('de-DE') === b.trim().toLocaleLowerCase('de-DE');
}

/** The German label of a category: the four keys' labels, a studio's own category as written. */
export function categoryLabel(category: string): string {
  const key = category.trim().toLowerCase();
  return (CATEGORY_LABELS as Record<string, string>)[key] ?? category.trim();
}

/** The category key when it is one of the four (case-insensitive), else undefined: a studio's own category. */
export function regularCategory(category: string): Category | undefined {
  const key = category.trim().toLowerCase();
  return (CATEGORIES as readonly string[]).includes(key) ? (key as Category) : undefined;
}

/**
 * The categories a schedule offers to filter by (issue 37): the four regular ones, then the studio's own
 * categories its sessions carry ('EMS', 'Personal Training'), by name; each once, whatever its spelling.
 */
export function categoryOptions(entries: readonly Pick<CourseEntry, 'category'>[]): string[] {
  const own = new Map<string, string>();
  for (const { category } of entries) {
    if (regularCategory(category)) continue;
    const key = category.trim().toLocaleLowerCase('de-DE');
    if (!own.has(key)) own.set(key, category.trim());
  }
  return [...CATEGORIES, ...[...own.values()].sort((a, b) => a.localeCompare(b, 'de'))];
}

/** Level from difficulty: 1 or less beginner, 2 intermediate, above 2 advanced. */
export function levelFromDifficulty(difficulty: number | null | undefined): Level {
  const value = difficulty ?? 1;
  if (value <= 1) return 'beginner';
  if (value <= 2) return 'intermediate';
  return 'advanced';
}

export interface CourseEntry {
  id: number;
  title: string;
  description: string;
  instructor: string;
  /** Berlin calendar date, YYYY-MM-DD. */
  date: string;
  /** ISO instant of the start. */
  startTime: string;
  /** ISO instant of the end: start plus the course length. */
  endTime: string;
  /** Minutes; equal to the course length. */
  duration: number;
  maxParticipants: number;
  currentParticipants: number;
  /**
   * The course's real category (issue 37): its own when the studio set one ('EMS', 'Personal Training', or one
   * of the four keys), else derived from its title. Lists, filters and bookings all go by it.
   */
  category: string;
  level: Level;
  location: string;
  /** The course's location (issue 34): the schedules' mark and the booking rule decide by it in a chain. */
  locationId?: number;
  equipment: string[];
  image: string | null;
  isActive: true;
  courseSettingsId: number;
  bookable: boolean;
  /** The studio cancelled this session (only a course's detail lists such sessions). */
  cancelled?: boolean;
  /** The server's deadline instants (its configuration), when the answer carries them. */
  bookingClosesAt?: string | null;
  cancellationClosesAt?: string | null;
}

/** Expands one server course; a course without settings is an error (COURSE_WITHOUT_SETTINGS). */
export function expandCourse(course: Course): CourseEntry[] {
  if (course.courseSettings.length === 0) throw new DomainError('COURSE_WITHOUT_SETTINGS');
  const title = course.title || 'Unbekannter Kurs';
  const duration = course.durationMinutes ?? DEFAULT_COURSE_DURATION_MINUTES;
  return course.courseSettings.map((setting) => {
    const startTime = new Date(setting.scheduledAt).toISOString();
    return {
      id: course.id,
      title,
      description: course.description ?? '',
      instructor: setting.trainerName || 'Trainer',
      date: berlinDate(startTime),
      startTime,
      endTime: addMinutes(startTime, duration),
      duration,
      maxParticipants: setting.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS,
      currentParticipants: setting.bookingsCount ?? course.bookingsCount ?? 0,
      category: effectiveCategory({ title, category: course.category }),
      level: levelFromDifficulty(course.difficulty),
      location: STUDIO_NAME,
      ...(course.locationId === undefined ? {} : { locationId: course.locationId }),
      equipment: [],
      image: course.imageUrl ?? null,
      isActive: true,
      courseSettingsId: setting.id,
      bookable: setting.bookable ?? course.bookable ?? true,
      cancelled: Boolean(setting.cancelledAt),
      bookingClosesAt: setting.bookingClosesAt ?? null,
      cancellationClosesAt: setting.cancellationClosesAt ?? null,
    };
  });
}

/** Expands a list, each day's entries sorted by start time. */
export function expandCourses(courses: readonly Course[]): CourseEntry[] {
  return courses.flatMap(expandCourse).sort((a, b) => a.startTime.localeCompare(b.startTime));
}
