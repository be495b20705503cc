import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { COURSE_CACHE_TTL_MS } from '#domain/constants';
import { weekRange } from '#domain/time';
import { at, course, courseApi, jsonResponse } from '../test-data';
import { clearCourseCache } from './clear-courses';
import { refreshCourseLists } from './create-course';
import { courseListQueryOptions, courseListStaleTime, fetchCourseList } from './get-courses';
import { courseKeys, toCourseRange } from './keys';

const week = toCourseRange(weekRange(new Date('2026-11-25T12:00:00Z')));
const yoga = course('Yoga Flow', [at(2026, 11, 23, 18)]);

describe('the course list cache rule (seed 000 §4)', () => {
  it('keeps a non-empty list fresh for 300000 ms', () => {
    expect(courseListStaleTime({ state: { data: [yoga] } })).toBe(300_000);
    expect(COURSE_CACHE_TTL_MS).toBe(300_000);
  });

  it('never treats an empty or missing list as fresh', () => {
    expect(courseListStaleTime({ state: { data: [] } })).toBe(0);
    expect(courseListStaleTime({ state: { data: undefined } })).toBe(0);
  });

  it('uses the rule in the list query options', () => {
    expect(courseListQueryOptions(week).staleTime).toBe(courseListStaleTime);
    expect(courseListQueryOptions(week).queryKey).toEqual(courseKeys.list(week));
  });
});

describe('fetchCourseList', () => {
  let client: QueryClient;
  let answer: unknown[];
  let api: ReturnType<typeof courseApi>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    answer = [yoga];
    api = courseApi(() => jsonResponse(200, answer));
    vi.stubGlobal('fetch', api.fetch);
  });

  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for exactly the given range, without a token', async () => {
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(1);
    const url = api.urls[0]!;
    expect(url.pathname).toBe(API_PATHS.courses);
    expect(url.searchParams.get('startDate')).toBe('2026-11-23T02:00:00.000Z');
    expect(url.searchParams.get('endDate')).toBe('2026-11-29T22:59:59.999Z');
  });

  it('answers a non-empty list from the cache for 300000 ms, then fetches again', async () => {
    await fetchCourseList(client, week);
    vi.setSystemTime(Date.now() + COURSE_CACHE_TTL_MS - 1);
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2);
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(2);
  });

  it('fetches an empty list again at once', async () => {
    answer = [];
    await fetchCourseList(client, week);
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(2);
  });

  it('bypasses the cache when forced', async () => {
    await fetchCourseList(client, week);
    await fetchCourseList(client, week, { force: true });
    expect(api.urls).toHaveLength(2);
  });

  it('refreshes after a course was created, and starts over after the cache was cleared', async () => {
    await fetchCourseList(client, week);
    await refreshCourseLists(client);
    expect(client.getQueryState(courseKeys.list(week))?.isInvalidated).toBe(true);
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(2);

    clearCourseCache(client);
    expect(client.getQueryState(courseKeys.list(week))).toBeUndefined();
    await fetchCourseList(client, week);
    expect(api.urls).toHaveLength(3);
  });
});
