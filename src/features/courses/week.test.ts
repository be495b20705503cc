import { describe, expect, it } from 'vitest';
import { expandCourses } from '#domain/courses/expand';
import { weekRange } from '#domain/time';
import { at, course } from './test-data';
import { followingWeek, groupByDay, studioWeek, todayFirst } from './week';

describe('studioWeek', () => {
  it('asks for exactly the domain week range and lists its seven dates', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const week = studioWeek(now);
    expect(week.range).toEqual({
      startDate: weekRange(now).start.toISOString(),
      endDate: weekRange(now).end.toISOString(),
    });
    expect(week.range.startDate).toBe('2026-11-23T02:00:00.000Z');
    expect(week.dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('finds the following week across the October clock change', () => {
    // Sunday 25 October 2026 is the last day of the week with the change; the next one starts Monday 26th, CET.
    const next = followingWeek(new Date('2026-10-21T10:00:00Z'));
    expect(next.dates[0]).toBe('2026-10-26');
    expect(next.range.startDate).toBe('2026-10-26T02:00:00.000Z');
  });
});

describe('groupByDay', () => {
  // The week of the March clock change: Monday 23 to Sunday 29 March 2026 (CEST from Sunday 03:00).
  const dates = studioWeek(new Date('2026-03-25T12:00:00Z')).dates;

  it('puts every session into its Berlin day and sorts each day by start time, then title', () => {
    const entries = expandCourses([
      course('Yoga Flow', [at(2026, 3, 23, 18), at(2026, 3, 29, 10)]),
      course('HIIT Functional', [at(2026, 3, 23, 6, 30), at(2026, 3, 25, 6, 30)]),
      course('Aerobic', [at(2026, 3, 23, 18)]),
      // 23:30 on Sunday in summer time is 21:30Z, still Sunday in Berlin.
      course('Spätschicht', [at(2026, 3, 29, 23, 30)]),
    ]);
    const days = groupByDay(entries, dates);
    expect(days.map((day) => day.date)).toEqual(dates);
    const titles = days.map((day) => day.entries.map((entry) => entry.title));
    expect(titles).toEqual([
      ['HIIT Functional', 'Aerobic', 'Yoga Flow'],
      [],
      ['HIIT Functional'],
      [],
      [],
      [],
      ['Yoga Flow', 'Spätschicht'],
    ]);
  });

  it('sorts by the instant, not by the text of the wall time', () => {
    const entries = expandCourses([
      course('Spät', [at(2026, 3, 24, 19)]),
      course('Früh', [at(2026, 3, 24, 7)]),
      course('Mittag', [at(2026, 3, 24, 12, 15)]),
    ]);
    expect(groupByDay(entries, dates)[1]!.entries.map((entry) => entry.title)).toEqual([
      'Früh',
      'Mittag',
      'Spät',
    ]);
  });

  it('drops sessions outside the given days', () => {
    const entries = expandCourses([course('Nächste Woche', [at(2026, 3, 30, 9)])]);
    expect(groupByDay(entries, dates).every((day) => day.entries.length === 0)).toBe(true);
  });
});

describe('todayFirst', () => {
  it('puts today and the rest of the week first, the past days after', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map((date) => ({ date }));
    const { upcoming, past } = todayFirst(days, '2026-11-25');
    expect(upcoming.map((day) => day.date)).toEqual(['2026-11-25', '2026-11-26']);
    expect(past.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24']);
  });
});
