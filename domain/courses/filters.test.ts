import { describe, it, expect } from 'vitest';
import { STUDIO_NAME } from '../constants';
import type { CourseEntry } from './expand';
import { CourseFiltersSchema, filterCourses, hasFreeSeat } from './filters';

function entry(courseSettingsId: number, overrides: Partial<CourseEntry>): CourseEntry {
  return {
    id: courseSettingsId,
    title: 'Kurs',
    description: '',
    instructor: 'Trainer',
    date: '2026-11-23',
    startTime: '2026-11-23T17:00:00.000Z',
    endTime: '2026-11-23T18:00:00.000Z',
    duration: 60,
    maxParticipants: 20,
    currentParticipants: 0,
    category: 'fitness',
    level: 'beginner',
    location: STUDIO_NAME,
    equipment: [],
    image: null,
    isActive: true,
    courseSettingsId,
    bookable: true,
    ...overrides,
  };
}

const yoga = entry(1, {
  category: 'wellness',
  level: 'beginner',
  instructor: 'Anna Schmidt',
  date: '2026-11-23',
});
const spinning = entry(2, {
  category: 'cardio',
  level: 'intermediate',
  instructor: 'Jonas Weber',
  date: '2026-11-24',
  currentParticipants: 20,
});
const kraft = entry(3, {
  category: 'strength',
  level: 'advanced',
  instructor: 'Johanna Becker',
  date: '2026-11-24',
  bookable: false,
});
const zumba = entry(4, {
  category: 'fitness',
  level: 'intermediate',
  instructor: 'anna lena',
  date: '2026-11-25',
});
const all = [yoga, spinning, kraft, zumba];
const ems = entry(5, { category: 'EMS', instructor: 'Tina Trainer', date: '2026-11-25' });

const ids = (entries: CourseEntry[]) => entries.map((e) => e.courseSettingsId);

describe('the course filters', () => {
  it('return everything when no filter is set', () => {
    expect(ids(filterCourses(all, {}))).toEqual([1, 2, 3, 4]);
  });

  it('filter by category', () => {
    expect(ids(filterCourses(all, { category: 'cardio' }))).toEqual([2]);
    expect(ids(filterCourses(all, { category: 'wellness' }))).toEqual([1]);
  });

  it('filter by a studio’s own category, whatever its spelling (issue 37)', () => {
    expect(ids(filterCourses([...all, ems], { category: 'EMS' }))).toEqual([5]);
    expect(ids(filterCourses([...all, ems], { category: 'ems ' }))).toEqual([5]);
    expect(ids(filterCourses([...all, ems], { category: 'fitness' }))).toEqual([4]);
  });

  it('filter by level', () => {
    expect(ids(filterCourses(all, { level: 'intermediate' }))).toEqual([2, 4]);
    expect(ids(filterCourses(all, { level: 'advanced' }))).toEqual([3]);
  });

  it('filter by instructor as a case-insensitive substring', () => {
    // 'anna' is also inside 'Johanna'.
    expect(ids(filterCourses(all, { instructor: 'anna' }))).toEqual([1, 3, 4]);
    expect(ids(filterCourses(all, { instructor: 'ANNA' }))).toEqual([1, 3, 4]);
    expect(ids(filterCourses(all, { instructor: 'anna l' }))).toEqual([4]);
    expect(ids(filterCourses(all, { instructor: 'Jo' }))).toEqual([2, 3]);
    expect(ids(filterCourses(all, { instructor: 'hann' }))).toEqual([3]);
    expect(ids(filterCourses(all, { instructor: 'Nobody' }))).toEqual([]);
  });

  it('treat an empty instructor text as no filter', () => {
    expect(ids(filterCourses(all, { instructor: '' }))).toEqual([1, 2, 3, 4]);
  });

  it('filter by Berlin calendar date', () => {
    expect(ids(filterCourses(all, { date: '2026-11-24' }))).toEqual([2, 3]);
    expect(ids(filterCourses(all, { date: '2026-11-26' }))).toEqual([]);
  });

  it('with available, exclude full and non-bookable sessions', () => {
    expect(ids(filterCourses(all, { available: true }))).toEqual([1, 4]);
  });

  it('with available false, keep everything', () => {
    expect(ids(filterCourses(all, { available: false }))).toEqual([1, 2, 3, 4]);
  });

  it('combine every filter set with AND', () => {
    expect(ids(filterCourses(all, { level: 'intermediate', instructor: 'anna' }))).toEqual([4]);
    expect(ids(filterCourses(all, { date: '2026-11-24', available: true }))).toEqual([]);
    expect(ids(filterCourses(all, { date: '2026-11-24', category: 'strength' }))).toEqual([3]);
    expect(
      ids(
        filterCourses(all, {
          category: 'wellness',
          level: 'beginner',
          instructor: 'schmidt',
          date: '2026-11-23',
          available: true,
        }),
      ),
    ).toEqual([1]);
    expect(ids(filterCourses(all, { category: 'wellness', level: 'advanced' }))).toEqual([]);
  });

  it('do not change the list they are given', () => {
    const copy = [...all];
    filterCourses(all, { category: 'cardio' });
    expect(all).toEqual(copy);
  });
});

describe('a free seat', () => {
  it('needs a bookable session with fewer participants than seats', () => {
    expect(hasFreeSeat(entry(1, { currentParticipants: 19, maxParticipants: 20 }))).toBe(true);
    expect(hasFreeSeat(entry(1, { currentParticipants: 20, maxParticipants: 20 }))).toBe(false);
    expect(hasFreeSeat(entry(1, { currentParticipants: 21, maxParticipants: 20 }))).toBe(false);
    expect(hasFreeSeat(entry(1, { currentParticipants: 0, bookable: false }))).toBe(false);
  });
});

describe('the filter schema', () => {
  it('accepts the known categories, levels and a YYYY-MM-DD date', () => {
    expect(
      CourseFiltersSchema.safeParse({
        category: 'cardio',
        level: 'advanced',
        instructor: ' Anna ',
        date: '2026-11-24',
        available: true,
      }).data?.instructor,
    ).toBe('Anna');
  });

  it('takes any category of up to 40 characters: a studio may name its own (issue 37)', () => {
    expect(CourseFiltersSchema.safeParse({ category: ' Personal Training ' }).data?.category).toBe(
      'Personal Training',
    );
    expect(CourseFiltersSchema.safeParse({ category: '' }).success).toBe(false);
    expect(CourseFiltersSchema.safeParse({ category: 'x'.repeat(41) }).success).toBe(false);
  });

  it('rejects an unknown level and a malformed date', () => {
    expect(CourseFiltersSchema.safeParse({ level: 'expert' }).success).toBe(false);
    const result = CourseFiltersSchema.safeParse({ date: '24.11.2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Ungültiges Datum');
  });
});
