import { describe, expect, it } from 'vitest';
import { berlinWallTime, formatTime } from '../time';
import { weeklySeries } from './series';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('a weekly series', () => {
  it('keeps Monday 18:00 Berlin across the October clock change, the UTC instant moving an hour later', () => {
    // 19 October 2026 is summer time (UTC+2); the clocks go back on Sunday 25 October.
    const series = weeklySeries(new Date('2026-10-19T16:00:00Z'), 3);
    expect(iso(series)).toEqual([
      '2026-10-19T16:00:00.000Z',
      '2026-10-26T17:00:00.000Z',
      '2026-11-02T17:00:00.000Z',
    ]);
    expect(series.map((d) => formatTime(d))).toEqual(['18:00', '18:00', '18:00']);
    expect(series.map((d) => berlinWallTime(d).weekday)).toEqual([1, 1, 1]);
  });

  it('keeps Monday 18:00 Berlin across the March clock change, the UTC instant moving an hour earlier', () => {
    // 23 March 2026 is winter time (UTC+1); the clocks go forward on Sunday 29 March.
    const series = weeklySeries(new Date('2026-03-23T17:00:00Z'), 2);
    expect(iso(series)).toEqual(['2026-03-23T17:00:00.000Z', '2026-03-30T16:00:00.000Z']);
    expect(series.map((d) => formatTime(d))).toEqual(['18:00', '18:00']);
  });

  it('gives twelve sessions a week apart, crossing a month and a year end', () => {
    const series = weeklySeries(new Date('2026-12-07T17:15:00Z'), 12);
    expect(series).toHaveLength(12);
    expect(series.map((d) => formatTime(d))).toEqual(Array(12).fill('18:15'));
    expect(series.map((d) => berlinWallTime(d).weekday)).toEqual(Array(12).fill(1));
    expect(series[4]!.toISOString()).toBe('2027-01-04T17:15:00.000Z');
  });

  it('gives exactly the first start for a series of one week', () => {
    expect(iso(weeklySeries(new Date('2026-06-01T07:30:00Z'), 1))).toEqual(['2026-06-01T07:30:00.000Z']);
  });
});
