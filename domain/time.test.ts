import { describe, it, expect } from 'vitest';
import {
  addMinutes,
  berlinDate,
  berlinDayStart,
  berlinOffsetMinutes,
  berlinOffsetSpans,
  berlinToInstant,
  berlinWallTime,
  formatDay,
  formatTime,
  weekDates,
  weekRange,
} from './time';

// Expected values below are worked out by hand from the rules: Berlin is UTC+1 (CET) in winter and UTC+2 (CEST)
// in summer; in 2026 the clocks go forward on Sunday 29 March at 01:00Z and back on Sunday 25 October at 01:00Z.

const iso = (range: { start: Date; end: Date }) => ({
  start: range.start.toISOString(),
  end: range.end.toISOString(),
});

describe('the studio week (Monday 03:00 to Sunday 23:59:59.999, Berlin)', () => {
  it('runs, for an ordinary winter Wednesday, from Monday 02:00Z to Sunday 22:59:59.999Z', () => {
    // Wednesday 25 November 2026, 13:00 Berlin; Monday is 23 November.
    expect(iso(weekRange(new Date('2026-11-25T12:00:00Z')))).toEqual({
      start: '2026-11-23T02:00:00.000Z',
      end: '2026-11-29T22:59:59.999Z',
    });
  });

  it('runs, for an ordinary summer Wednesday, from Monday 01:00Z to Sunday 21:59:59.999Z', () => {
    // Wednesday 15 July 2026; Monday is 13 July.
    expect(iso(weekRange(new Date('2026-07-15T12:00:00Z')))).toEqual({
      start: '2026-07-13T01:00:00.000Z',
      end: '2026-07-19T21:59:59.999Z',
    });
  });

  it('starts in winter time and ends in summer time in the week of the March clock change', () => {
    // Friday 27 March 2026; Monday 23 March 03:00 CET = 02:00Z; Sunday 29 March 23:59:59.999 CEST = 21:59:59.999Z.
    const expected = { start: '2026-03-23T02:00:00.000Z', end: '2026-03-29T21:59:59.999Z' };
    expect(iso(weekRange(new Date('2026-03-27T12:00:00Z')))).toEqual(expected);
    // The same week seen from the Sunday of the change, before and after 01:00Z.
    expect(iso(weekRange(new Date('2026-03-29T00:30:00Z')))).toEqual(expected);
    expect(iso(weekRange(new Date('2026-03-29T20:00:00Z')))).toEqual(expected);
  });

  it('starts in summer time and ends in winter time in the week of the October clock change', () => {
    // 25 October 2026 is the last Sunday of October. Monday 19 October 03:00 CEST = 01:00Z;
    // Sunday 25 October 23:59:59.999 CET = 22:59:59.999Z.
    const expected = { start: '2026-10-19T01:00:00.000Z', end: '2026-10-25T22:59:59.999Z' };
    expect(iso(weekRange(new Date('2026-10-21T12:00:00Z')))).toEqual(expected);
    expect(iso(weekRange(new Date('2026-10-25T00:30:00Z')))).toEqual(expected);
    expect(iso(weekRange(new Date('2026-10-25T22:59:59.999Z')))).toEqual(expected);
  });

  it('makes the March week one hour shorter and the October week one hour longer than a normal week', () => {
    const length = (now: string) => {
      const { start, end } = weekRange(new Date(now));
      return end.getTime() + 1 - start.getTime();
    };
    const normal = (7 * 24 - 3) * 3_600_000;
    expect(length('2026-11-25T12:00:00Z')).toBe(normal);
    expect(length('2026-03-27T12:00:00Z')).toBe(normal - 3_600_000);
    expect(length('2026-10-21T12:00:00Z')).toBe(normal + 3_600_000);
  });

  it('keeps Sunday late evening in Berlin in the ending week', () => {
    // Sunday 29 November 2026, 23:30 Berlin = 22:30Z.
    const range = weekRange(new Date('2026-11-29T22:30:00Z'));
    expect(iso(range)).toEqual({ start: '2026-11-23T02:00:00.000Z', end: '2026-11-29T22:59:59.999Z' });
  });

  it('puts Monday 00:30 Berlin (still Sunday in UTC) in the new week, whose range then starts in the future', () => {
    // Monday 30 November 2026, 00:30 Berlin = Sunday 23:30Z. The week is chosen by the Berlin calendar date,
    // so it is the week of 30 November, which only starts at 03:00 Berlin (02:00Z), 2.5 hours from now.
    const now = new Date('2026-11-29T23:30:00Z');
    const range = weekRange(now);
    expect(iso(range)).toEqual({ start: '2026-11-30T02:00:00.000Z', end: '2026-12-06T22:59:59.999Z' });
    expect(range.start.getTime() - now.getTime()).toBe(150 * 60_000);
  });

  it('puts Monday 02:59 Berlin in the new week too, one minute before it starts', () => {
    const now = new Date('2026-11-30T01:59:00Z');
    const range = weekRange(now);
    expect(range.start.toISOString()).toBe('2026-11-30T02:00:00.000Z');
    expect(range.start.getTime() - now.getTime()).toBe(60_000);
  });

  it('starts exactly at Monday 03:00 Berlin', () => {
    const now = new Date('2026-11-30T02:00:00Z');
    expect(weekRange(now).start.getTime()).toBe(now.getTime());
  });

  it('spans a month and a year boundary', () => {
    // Thursday 1 January 2026; Monday is 29 December 2025.
    expect(iso(weekRange(new Date('2026-01-01T12:00:00Z')))).toEqual({
      start: '2025-12-29T02:00:00.000Z',
      end: '2026-01-04T22:59:59.999Z',
    });
    // Wednesday 1 April 2026; Monday is 30 March, already summer time.
    expect(iso(weekRange(new Date('2026-04-01T12:00:00Z')))).toEqual({
      start: '2026-03-30T01:00:00.000Z',
      end: '2026-04-05T21:59:59.999Z',
    });
  });

  it('holds for every hour of 2026: Monday 03:00 to Sunday 23:59:59.999 Berlin, containing now outside Monday 00:00–02:59', () => {
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2027, 0, 1);
    for (let t = from; t < to; t += 3_600_000 + 17 * 60_000) {
      const now = new Date(t);
      const { start, end } = weekRange(now);
      expect(wall.format(start)).toBe('Mon 03:00:00');
      expect(wall.format(end)).toBe('Sun 23:59:59');
      expect(end.getUTCMilliseconds()).toBe(999);
      const nowWall = wall.format(now);
      const inMondayGap = /^Mon 0[0-2]:/.test(nowWall);
      if (inMondayGap) expect(start.getTime()).toBeGreaterThan(t);
      else expect(start.getTime() <= t && t <= end.getTime(), now.toISOString()).toBe(true);
    }
  });
});

describe('the seven dates of the week', () => {
  it('are Monday to Sunday of the Berlin week', () => {
    expect(weekDates(new Date('2026-11-25T12:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('cross a month and year boundary', () => {
    expect(weekDates(new Date('2026-01-01T12:00:00Z'))).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('follow the Berlin date, so Monday 00:30 Berlin already shows the new week', () => {
    const dates = weekDates(new Date('2026-11-29T23:30:00Z'));
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe('2026-11-30');
    expect(dates[6]).toBe('2026-12-06');
  });

  it('match the week range in the clock-change weeks', () => {
    for (const now of ['2026-03-27T12:00:00Z', '2026-10-21T12:00:00Z']) {
      const dates = weekDates(new Date(now));
      const range = weekRange(new Date(now));
      expect(dates[0]).toBe(berlinDate(range.start));
      expect(dates[6]).toBe(berlinDate(range.end));
    }
  });
});

describe('Berlin time helpers', () => {
  it("shows '2026-11-23T17:00:00Z' as 18:00", () => {
    expect(formatTime('2026-11-23T17:00:00Z')).toBe('18:00');
  });

  it('shows a summer instant two hours ahead of UTC', () => {
    expect(formatTime('2026-07-13T17:05:00Z')).toBe('19:05');
    expect(formatTime(new Date('2026-07-13T06:00:00Z'))).toBe('08:00');
  });

  it('shows a day in German', () => {
    expect(formatDay('2026-11-23T17:00:00Z')).toBe('Montag, 23. November');
  });

  it('gives the offset as 60 minutes in winter and 120 in summer', () => {
    expect(berlinOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-11-23T17:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('switches the offset at 01:00Z on the change days', () => {
    expect(berlinOffsetMinutes(new Date('2026-03-29T00:59:59.999Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-03-29T01:00:00.000Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'))).toBe(60);
  });

  it('gives the Berlin wall time and weekday of an instant', () => {
    expect(berlinWallTime(new Date('2026-03-29T22:30:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 30,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 1,
    });
    expect(berlinWallTime(new Date('2026-11-29T22:30:00Z')).weekday).toBe(7);
  });

  it('agrees with Intl at every instant around the clock changes, in 1893 (Berlin took CET) and at odd times', () => {
    // berlinWallTime adds an offset it read once per UTC hour; Intl read for each instant is the reference.
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Berlin',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    const byIntl = (instant: Date) => {
      const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
      return [p.year, p.month, p.day, p.hour, p.minute, p.second]
        .map(Number)
        .concat(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday!) + 1);
    };
    const starts = [
      '2026-03-29T00:00:00Z',
      '2026-10-25T00:00:00Z',
      '1893-03-31T22:00:00Z',
      '1999-12-31T22:00:00Z',
    ];
    for (const start of starts) {
      for (let step = 0; step < 3 * 3600; step += 7) {
        const instant = new Date(Date.parse(start) + step * 1000 + (step % 1000));
        const w = berlinWallTime(instant);
        expect(
          [w.year, w.month, w.day, w.hour, w.minute, w.second, w.weekday],
          instant.toISOString(),
        ).toEqual(byIntl(instant));
      }
    }
  });

  it('turns a Berlin wall time back into an instant, with an overflowing day', () => {
    expect(berlinToInstant(2026, 11, 23, 3).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(berlinToInstant(2026, 7, 13, 3).toISOString()).toBe('2026-07-13T01:00:00.000Z');
    expect(berlinToInstant(2026, 3, 32, 3).toISOString()).toBe('2026-04-01T01:00:00.000Z');
    expect(berlinToInstant(2026, 1, 0).toISOString()).toBe('2025-12-30T23:00:00.000Z');
  });

  it('gives the Berlin calendar date of an instant', () => {
    expect(berlinDate('2026-03-29T22:30:00Z')).toBe('2026-03-30');
    expect(berlinDate('2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(berlinDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('adds real minutes to an instant', () => {
    expect(addMinutes('2026-11-23T17:00:00Z', 60)).toBe('2026-11-23T18:00:00.000Z');
    expect(addMinutes(new Date('2026-03-29T00:30:00Z'), 60)).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('berlinOffsetSpans', () => {
  it('cuts a year at both clock changes, each piece with its offset', () => {
    const spans = berlinOffsetSpans(berlinDayStart('2027-01-01'), berlinDayStart('2028-01-01'));
    expect(spans.map((s) => [s.from.toISOString(), s.to.toISOString(), s.offsetMinutes])).toEqual([
      ['2026-12-31T23:00:00.000Z', '2027-03-28T01:00:00.000Z', 60],
      ['2027-03-28T01:00:00.000Z', '2027-10-31T01:00:00.000Z', 120],
      ['2027-10-31T01:00:00.000Z', '2027-12-31T23:00:00.000Z', 60],
    ]);
  });

  it('is one piece when no clock changes, and ends at a change on the last day', () => {
    expect(berlinOffsetSpans(berlinDayStart('2027-05-01'), berlinDayStart('2027-06-01'))).toHaveLength(1);
    const spans = berlinOffsetSpans(berlinDayStart('2027-03-27'), berlinDayStart('2027-03-29'));
    expect(spans.map((s) => s.offsetMinutes)).toEqual([60, 120]);
    expect(spans[1]!.to.toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });
});
