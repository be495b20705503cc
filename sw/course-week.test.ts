import { describe, expect, it } from 'vitest';
import { courseWeekUrls, isPublicCourseListRequest } from './course-week';

describe('the course lists the worker keeps', () => {
  it('are this week and next, Monday to Sunday in Berlin, with the parameters the app sends', () => {
    // A Wednesday in November (Berlin is UTC+1): the week runs from Monday 23rd to Sunday 29th.
    const [thisWeek, nextWeek] = courseWeekUrls('https://studio.test', new Date('2026-11-25T08:00:00Z'));
    const week = new URL(thisWeek);
    expect(`${week.origin}${week.pathname}`).toBe('https://studio.test/api/v1/courses');
    expect([...week.searchParams.keys()]).toEqual(['startDate', 'endDate']);
    expect(week.searchParams.get('startDate')).toBe('2026-11-23T02:00:00.000Z');
    expect(week.searchParams.get('endDate')).toBe('2026-11-29T22:59:59.999Z');
    expect(new URL(nextWeek).searchParams.get('startDate')).toBe('2026-11-30T02:00:00.000Z');
    expect(new URL(nextWeek).searchParams.get('endDate')).toBe('2026-12-06T22:59:59.999Z');
  });

  it('of one location (issue 34): the same weeks with its slug last, as the app asks for them', () => {
    const [thisWeek, nextWeek] = courseWeekUrls(
      'https://studio.test',
      new Date('2026-11-25T08:00:00Z'),
      'nord',
    );
    expect([...new URL(thisWeek).searchParams.keys()]).toEqual(['startDate', 'endDate', 'location']);
    expect(new URL(thisWeek).searchParams.get('location')).toBe('nord');
    expect(new URL(nextWeek).searchParams.get('startDate')).toBe('2026-11-30T02:00:00.000Z');
  });

  it('are the same on every day of one week, so every page refreshes the same entries', () => {
    const monday = courseWeekUrls('https://studio.test', new Date('2026-11-23T12:00:00Z'));
    const sunday = courseWeekUrls('https://studio.test', new Date('2026-11-29T20:00:00Z'));
    expect(sunday).toEqual(monday);
  });
});

describe('which course-list requests the worker keeps', () => {
  const url = new URL('https://studio.test/api/v1/courses?startDate=a&endDate=b');

  it("the visitor's list: a same-origin GET without a token", () => {
    expect(isPublicCourseListRequest(new Request(url), url, true)).toBe(true);
  });

  it('not a request with a token, another origin, another method or another path', () => {
    const withToken = new Request(url, { headers: { Authorization: 'Bearer abc' } });
    expect(isPublicCourseListRequest(withToken, url, true)).toBe(false);
    expect(isPublicCourseListRequest(new Request(url), url, false)).toBe(false);
    expect(isPublicCourseListRequest(new Request(url, { method: 'POST', body: '{}' }), url, true)).toBe(
      false,
    );
    const detail = new URL('https://studio.test/api/v1/courses/3');
    expect(isPublicCourseListRequest(new Request(detail), detail, true)).toBe(false);
  });
});
