import { describe, it, expect } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { STUDIO_NAME } from '../constants';
import type { Course } from '../schemas/courses';
import {
  categoryFromTitle,
  categoryLabel,
  categoryOptions,
  expandCourse,
  expandCourses,
  levelFromDifficulty,
  regularCategory,
} from './expand';

function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 5,
    title: 'Yoga Flow',
    description: 'Sanfter Start in den Tag',
    difficulty: 1,
    imageUrl: '/images/yoga.webp',
    bookingsCount: 4,
    bookable: true,
    courseSettings: [
      { id: 50, scheduledAt: '2026-11-23T17:00:00Z', trainerName: 'Anna', maxParticipants: 12 },
    ],
    ...overrides,
  };
}

describe('expanding a server course into entries', () => {
  it('makes one entry per setting, each carrying its setting id', () => {
    const entries = expandCourse(
      course({
        courseSettings: [
          { id: 101, scheduledAt: '2026-11-23T07:00:00Z', trainerName: 'Anna' },
          { id: 102, scheduledAt: '2026-11-25T17:00:00Z', trainerName: 'Ben' },
          { id: 103, scheduledAt: '2026-11-27T09:30:00Z', trainerName: 'Cem' },
        ],
      }),
    );
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.courseSettingsId)).toEqual([101, 102, 103]);
    expect(entries.map((entry) => entry.id)).toEqual([5, 5, 5]);
    expect(entries.map((entry) => entry.instructor)).toEqual(['Anna', 'Ben', 'Cem']);
    expect(entries.map((entry) => entry.startTime)).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-25T17:00:00.000Z',
      '2026-11-27T09:30:00.000Z',
    ]);
  });

  it('copies the course fields onto the entry', () => {
    const [entry] = expandCourse(course());
    expect(entry).toMatchObject({
      id: 5,
      title: 'Yoga Flow',
      description: 'Sanfter Start in den Tag',
      instructor: 'Anna',
      maxParticipants: 12,
      currentParticipants: 4,
      image: '/images/yoga.webp',
      bookable: true,
      courseSettingsId: 50,
    });
  });

  it('fills the defaults of seed 000 §3 when fields are missing', () => {
    const [entry] = expandCourse({
      id: 9,
      courseSettings: [{ id: 90, scheduledAt: '2026-11-23T17:00:00Z' }],
    });
    expect(entry).toEqual({
      id: 9,
      title: 'Unbekannter Kurs',
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
      courseSettingsId: 90,
      bookable: true,
      cancelled: false,
      bookingClosesAt: null,
      cancellationClosesAt: null,
    });
  });

  it('fills the defaults also for null and empty values', () => {
    const [entry] = expandCourse({
      id: 9,
      title: '',
      description: null,
      difficulty: null,
      imageUrl: null,
      bookingsCount: null,
      bookable: null,
      durationMinutes: null,
      courseSettings: [
        { id: 90, scheduledAt: '2026-11-23T17:00:00Z', trainerName: '', maxParticipants: null },
      ],
    });
    expect(entry?.title).toBe('Unbekannter Kurs');
    expect(entry?.instructor).toBe('Trainer');
    expect(entry?.maxParticipants).toBe(20);
    expect(entry?.currentParticipants).toBe(0);
    expect(entry?.bookable).toBe(true);
    expect(entry?.duration).toBe(60);
    expect(entry?.description).toBe('');
  });

  it('keeps bookable false when the course says so', () => {
    expect(expandCourse(course({ bookable: false }))[0]?.bookable).toBe(false);
  });

  it('ends a session 60 minutes after its start by default, and duration is the same 60', () => {
    const [entry] = expandCourse(course({ durationMinutes: undefined }));
    expect(entry?.startTime).toBe('2026-11-23T17:00:00.000Z');
    expect(entry?.endTime).toBe('2026-11-23T18:00:00.000Z');
    expect(entry?.duration).toBe(60);
    expect(entry?.duration).not.toBe(55);
  });

  it('ends a 30-minute course 30 minutes after its start, and duration is 30', () => {
    const [entry] = expandCourse(course({ durationMinutes: 30 }));
    expect(entry?.endTime).toBe('2026-11-23T17:30:00.000Z');
    expect(entry?.duration).toBe(30);
  });

  it('measures the length in real minutes across the clock change', () => {
    // 2026-10-25 00:30Z is 02:30 CEST; 90 minutes later is 02:00Z, which is 03:00 CET.
    const [entry] = expandCourse(
      course({ durationMinutes: 90, courseSettings: [{ id: 1, scheduledAt: '2026-10-25T00:30:00Z' }] }),
    );
    expect(entry?.endTime).toBe('2026-10-25T02:00:00.000Z');
  });

  it('normalises a start given with an offset to a UTC instant', () => {
    const [entry] = expandCourse(
      course({ courseSettings: [{ id: 1, scheduledAt: '2026-06-15T10:00:00+02:00' }] }),
    );
    expect(entry?.startTime).toBe('2026-06-15T08:00:00.000Z');
    expect(entry?.endTime).toBe('2026-06-15T09:00:00.000Z');
    expect(entry?.date).toBe('2026-06-15');
  });

  it('takes the date from the Berlin calendar, not from UTC', () => {
    // Berlin is UTC+2 from 2026-03-29 01:00Z on, so 22:30Z that evening is 00:30 on 30 March in Berlin.
    const [summer] = expandCourse(
      course({ courseSettings: [{ id: 1, scheduledAt: '2026-03-29T22:30:00Z' }] }),
    );
    expect(summer?.date).toBe('2026-03-30');
    // In winter (UTC+1) 23:30Z is 00:30 the next day in Berlin; 22:30Z is still 23:30 the same day.
    const [late] = expandCourse(course({ courseSettings: [{ id: 2, scheduledAt: '2026-11-22T23:30:00Z' }] }));
    expect(late?.date).toBe('2026-11-23');
    const [same] = expandCourse(course({ courseSettings: [{ id: 3, scheduledAt: '2026-11-22T22:30:00Z' }] }));
    expect(same?.date).toBe('2026-11-22');
  });

  it('lets the per-setting booking count win over the course count', () => {
    const entries = expandCourse(
      course({
        bookingsCount: 9,
        courseSettings: [
          { id: 1, scheduledAt: '2026-11-23T17:00:00Z', bookingsCount: 3 },
          { id: 2, scheduledAt: '2026-11-24T17:00:00Z', bookingsCount: 0 },
          { id: 3, scheduledAt: '2026-11-25T17:00:00Z' },
        ],
      }),
    );
    expect(entries.map((entry) => entry.currentParticipants)).toEqual([3, 0, 9]);
  });

  it('throws a DomainError COURSE_WITHOUT_SETTINGS for a course without settings', () => {
    let caught: unknown;
    try {
      expandCourse(course({ courseSettings: [] }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).code).toBe('COURSE_WITHOUT_SETTINGS');
  });

  it('expands a list into all entries, sorted by start time', () => {
    const entries = expandCourses([
      course({
        id: 1,
        courseSettings: [
          { id: 11, scheduledAt: '2026-11-24T09:00:00Z' },
          { id: 12, scheduledAt: '2026-11-23T18:00:00Z' },
        ],
      }),
      course({ id: 2, courseSettings: [{ id: 21, scheduledAt: '2026-11-23T07:00:00Z' }] }),
    ]);
    expect(entries.map((entry) => entry.courseSettingsId)).toEqual([21, 12, 11]);
  });

  it('expands an empty list into no entries', () => {
    expect(expandCourses([])).toEqual([]);
  });
});

describe('the category from the title', () => {
  it.each([
    ['Yoga Flow', 'wellness'],
    ['Pilates', 'wellness'],
    ['Wellness-Abend', 'wellness'],
    ['Cardio Mix', 'cardio'],
    ['Spinning', 'cardio'],
    ['Lauftreff', 'cardio'],
    ['Krafttraining', 'strength'],
    ['KRAFTTRAINING', 'strength'],
    ['Strength & Conditioning', 'strength'],
    ['Gewichtheben', 'strength'],
    ['Zumba', 'fitness'],
    ['Rückenfit', 'fitness'],
    ['', 'fitness'],
  ] as const)('puts %j in %s', (title, category) => {
    expect(categoryFromTitle(title)).toBe(category);
  });

  it('ignores case', () => {
    expect(categoryFromTitle('YOGA')).toBe('wellness');
    expect(categoryFromTitle('sPiNnInG')).toBe('cardio');
    expect(categoryFromTitle('gewicht')).toBe('strength');
  });

  it('derives the entry category from the title, with the default title as fitness', () => {
    expect(expandCourse(course({ title: 'Power Yoga' }))[0]?.category).toBe('wellness');
    expect(expandCourse(course({ title: null }))[0]?.category).toBe('fitness');
  });

  it('keeps a course’s own category, not flattened to fitness (issue 37)', () => {
    expect(expandCourse(course({ title: 'EMS-Training', category: 'EMS' }))[0]?.category).toBe('EMS');
    expect(expandCourse(course({ title: 'Coaching', category: ' Personal Training ' }))[0]?.category).toBe(
      'Personal Training',
    );
    expect(expandCourse(course({ title: 'Zirkel', category: 'strength' }))[0]?.category).toBe('strength');
  });
});

describe('a category in the schedules (issue 37)', () => {
  it('is one of the four keys or a studio’s own', () => {
    expect(regularCategory('Wellness')).toBe('wellness');
    expect(regularCategory('EMS')).toBeUndefined();
    expect(categoryLabel('strength')).toBe('Kraft');
    expect(categoryLabel('Personal Training')).toBe('Personal Training');
  });

  it('offers the four regular categories, then the own ones its sessions carry, each once, by name', () => {
    expect(
      categoryOptions([
        { category: 'wellness' },
        { category: 'Personal Training' },
        { category: 'EMS' },
        { category: 'ems' },
        { category: 'Cardio' },
      ]),
    ).toEqual(['wellness', 'cardio', 'strength', 'fitness', 'EMS', 'Personal Training']);
    expect(categoryOptions([])).toEqual(['wellness', 'cardio', 'strength', 'fitness']);
  });
});

describe('the level from the difficulty', () => {
  it.each([
    [0, 'beginner'],
    [1, 'beginner'],
    [2, 'intermediate'],
    [2.5, 'advanced'],
    [3, 'advanced'],
  ] as const)('makes difficulty %s %s', (difficulty, level) => {
    expect(levelFromDifficulty(difficulty)).toBe(level);
  });

  it('treats a missing difficulty as beginner', () => {
    expect(levelFromDifficulty(null)).toBe('beginner');
    expect(levelFromDifficulty(undefined)).toBe('beginner');
  });

  it('derives the entry level from the course difficulty', () => {
    expect(expandCourse(course({ difficulty: 3 }))[0]?.level).toBe('advanced');
    expect(expandCourse(course({ difficulty: 2 }))[0]?.level).toBe('intermediate');
  });
});
