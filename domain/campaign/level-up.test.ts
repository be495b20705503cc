import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTDOWN_NO_EVENT,
  COUNTDOWN_RUNNING,
  COUNTDOWN_TODAY,
  DEFAULT_CURRENT_DAY,
  LEVEL_UP_CAPACITY,
  LEVEL_UP_COMMUNITY_SIZE,
  LEVEL_UP_COMPLETION_RATE,
  LEVEL_UP_AVERAGE_PROGRESS,
  LEVEL_UP_DAYS,
  LEVEL_UP_EVENT_DURATION,
  LEVEL_UP_WORKSHOPS,
  countdownLabel,
  dayStatus,
  daysUntilEvent,
  programCurrentDay,
  stepStatus,
  timelineProgress,
} from './level-up';

// Berlin is UTC+1 in March (before the 29th) and UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe('the Level Up Week figures (seed 001 §9)', () => {
  it('are the seed’s', () => {
    expect([LEVEL_UP_DAYS, LEVEL_UP_WORKSHOPS, LEVEL_UP_CAPACITY, LEVEL_UP_COMMUNITY_SIZE]).toEqual([
      7, 14, 150, 500,
    ]);
    expect([LEVEL_UP_COMPLETION_RATE, LEVEL_UP_AVERAGE_PROGRESS]).toEqual([94, 85]);
    expect(LEVEL_UP_EVENT_DURATION).toBe('7 Tage');
    expect(DEFAULT_CURRENT_DAY).toBe(1);
  });
});

describe('the countdown label (seed 001 §4) with a fixed clock', () => {
  const event = '2026-03-16';

  it('says "Nächstes Event" without a usable date', () => {
    const now = at('2026-03-01T10:00:00Z');
    expect(countdownLabel(null, now)).toBe('Nächstes Event');
    expect(countdownLabel(undefined, now)).toBe(COUNTDOWN_NO_EVENT);
    expect(countdownLabel('', now)).toBe(COUNTDOWN_NO_EVENT);
    expect(countdownLabel('bald', now)).toBe(COUNTDOWN_NO_EVENT);
    expect(countdownLabel('2026-02-30', now)).toBe(COUNTDOWN_NO_EVENT);
  });

  it('counts the remaining days, rounded up', () => {
    expect(countdownLabel(event, at('2026-03-01T10:00:00Z'))).toBe('Noch 15 Tage');
    // one minute after Berlin midnight on the 15th and one minute before the next: both 1 day left
    expect(countdownLabel(event, at('2026-03-14T23:01:00Z'))).toBe('Noch 1 Tage');
    expect(countdownLabel(event, at('2026-03-15T22:59:00Z'))).toBe('Noch 1 Tage');
    // 23:30 UTC on the 14th is already the 15th in Berlin; 22:59:59 UTC is still the 14th
    expect(countdownLabel(event, at('2026-03-14T23:30:00Z'))).toBe('Noch 1 Tage');
    expect(countdownLabel(event, at('2026-03-14T22:59:59Z'))).toBe('Noch 2 Tage');
  });

  it('says "Heute startet es!" for the whole start day in Berlin', () => {
    expect(countdownLabel(event, at('2026-03-15T23:00:00Z'))).toBe('Heute startet es!');
    expect(countdownLabel(event, at('2026-03-16T12:00:00Z'))).toBe(COUNTDOWN_TODAY);
    expect(countdownLabel(event, at('2026-03-16T22:59:59Z'))).toBe(COUNTDOWN_TODAY);
  });

  it('says "Event läuft" afterwards', () => {
    expect(countdownLabel(event, at('2026-03-16T23:00:00Z'))).toBe('Event läuft');
    expect(countdownLabel(event, at('2026-09-01T10:00:00Z'))).toBe(COUNTDOWN_RUNNING);
  });

  it('with a duration, returns to "Nächstes Event" after the last day', () => {
    expect(countdownLabel(event, at('2026-03-22T12:00:00Z'), 7)).toBe(COUNTDOWN_RUNNING);
    expect(countdownLabel(event, at('2026-03-22T22:59:59Z'), 7)).toBe(COUNTDOWN_RUNNING);
    expect(countdownLabel(event, at('2026-03-22T23:00:00Z'), 7)).toBe(COUNTDOWN_NO_EVENT);
    expect(countdownLabel(event, at('2026-03-10T12:00:00Z'), 7)).toBe('Noch 6 Tage');
  });

  it('reads an ISO instant as its Berlin day, across the summer-time change', () => {
    // starts 00:30 Berlin on 30 March (summer time) = 22:30 UTC on the 29th
    const instant = '2026-03-29T22:30:00Z';
    expect(daysUntilEvent(instant, at('2026-03-28T23:30:00Z'))).toBe(1);
    expect(countdownLabel(instant, at('2026-03-29T21:59:00Z'))).toBe('Noch 1 Tage');
    expect(countdownLabel(instant, at('2026-03-29T22:00:00Z'))).toBe(COUNTDOWN_TODAY);
    expect(countdownLabel(new Date(instant), at('2026-03-29T22:00:00Z'))).toBe(COUNTDOWN_TODAY);
  });

  describe('with the system clock faked', () => {
    afterEach(() => vi.useRealTimers());
    it('follows the clock', () => {
      vi.useFakeTimers();
      vi.setSystemTime(at('2026-03-13T09:00:00Z'));
      expect(countdownLabel(event, new Date())).toBe('Noch 3 Tage');
      vi.setSystemTime(at('2026-03-16T09:00:00Z'));
      expect(countdownLabel(event, new Date())).toBe(COUNTDOWN_TODAY);
    });
  });
});

describe('the 7-day program item status', () => {
  it('is completed before the current day, active on it, pending after', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => dayStatus(day, 3))).toEqual([
      'completed',
      'completed',
      'active',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('defaults the current day to 1', () => {
    expect(dayStatus(1)).toBe('active');
    expect(dayStatus(2)).toBe('pending');
  });

  it('derives the current day from the event date', () => {
    const event = '2026-03-16';
    expect(programCurrentDay(null, at('2026-03-18T10:00:00Z'))).toBe(1);
    // Before the event no day is current: every day is planned (dayStatus of day 1 is pending).
    expect(programCurrentDay(event, at('2026-03-10T10:00:00Z'))).toBe(0);
    expect(programCurrentDay(event, at('2026-03-15T22:59:00Z'))).toBe(0);
    expect(dayStatus(1, programCurrentDay(event, at('2026-03-10T10:00:00Z')))).toBe('pending');
    expect(programCurrentDay(event, at('2026-03-16T10:00:00Z'))).toBe(1);
    expect(programCurrentDay(event, at('2026-03-18T10:00:00Z'))).toBe(3);
    expect(programCurrentDay(event, at('2026-03-22T22:59:00Z'))).toBe(7);
    expect(programCurrentDay(event, at('2026-03-22T23:00:00Z'))).toBe(8);
    expect(programCurrentDay(event, at('2026-05-01T10:00:00Z'))).toBe(8);
    expect(dayStatus(7, programCurrentDay(event, at('2026-05-01T10:00:00Z')))).toBe('completed');
  });

  it('gives step-based timelines the same rule and a capped progress', () => {
    expect(stepStatus(2, 3)).toBe('completed');
    expect(stepStatus(3, 3)).toBe('active');
    expect(timelineProgress(3, 7)).toBeCloseTo(42.857, 2);
    expect(timelineProgress(7, 7)).toBe(100);
    expect(timelineProgress(9, 7)).toBe(100);
    expect(timelineProgress(0, 7)).toBe(0);
    expect(timelineProgress(3, 0)).toBe(0);
  });
});
