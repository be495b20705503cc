// The studio weeks the screens show, and the grouping of sessions into their Berlin days. Pure functions, so the
// grid's columns and order are unit-tested without a browser.
import { useEffect, useState } from 'react';
import type { CourseEntry } from '#domain/courses/expand';
import { berlinDate, weekDates, weekRange } from '#domain/time';
import { toCourseRange, type CourseRange } from './api/keys';

export interface StudioWeek {
  /** The seven Berlin dates (YYYY-MM-DD), Monday first. */
  dates: string[];
  /** The API range of seed 000 §7: Monday 03:00 to Sunday 23:59:59.999, Berlin. */
  range: CourseRange;
}

export function studioWeek(now: Date): StudioWeek {
  return { dates: weekDates(now), range: toCourseRange(weekRange(now)) };
}

/** The week after the one containing `now` (its Monday is the day after this week's Sunday). */
export function followingWeek(now: Date): StudioWeek {
  const thisWeek = weekRange(now);
  return studioWeek(new Date(thisWeek.end.getTime() + 1));
}

export interface DaySchedule {
  date: string;
  entries: CourseEntry[];
}

/** Sessions into the given days (by Berlin date), each day sorted by start time, then title. */
export function groupByDay(entries: readonly CourseEntry[], dates: readonly string[]): DaySchedule[] {
  const byDate = new Map<string, CourseEntry[]>(dates.map((date) => [date, []]));
  for (const entry of entries) byDate.get(entry.date)?.push(entry);
  return dates.map((date) => ({
    date,
    entries: (byDate.get(date) ?? []).sort(
      (a, b) => a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title, 'de'),
    ),
  }));
}

/** The phone order: today and the days after it first, the days already past this week after them. */
export function todayFirst<T extends { date: string }>(
  days: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  return {
    upcoming: days.filter((day) => day.date >= today),
    past: days.filter((day) => day.date < today),
  };
}

const MINUTE = 60_000;

/**
 * The current moment for a schedule, refreshed every minute and when the page comes back to the foreground, but
 * only re-rendering when the Berlin date changes (the grid's week and its 'Heute' depend on the date alone).
 */
export function useToday(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const update = () =>
      setNow((previous) => {
        const current = new Date();
        return berlinDate(current) === berlinDate(previous) ? previous : current;
      });
    const timer = setInterval(update, MINUTE);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  return now;
}
