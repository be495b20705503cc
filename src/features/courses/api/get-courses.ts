// GET /api/v1/courses for a range (public, seed 000 §7): the fetcher, its query options with the cache rule of
// seed 000 §4, and the hooks screens use. The list is fresh for 300000 ms, and only when it is not empty; a forced
// load fetches whatever the cache holds (and still shows the cached list meanwhile).
import { useEffect } from 'react';
import {
  onlineManager,
  queryOptions,
  useIsRestoring,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { COURSE_CACHE_TTL_MS } from '#domain/constants';
import { expandCourses, type CourseEntry } from '#domain/courses/expand';
import { CourseListSchema, type Course } from '#domain/schemas/courses';
import { apiClient } from '../../../lib/api-client';
import { atLocation, courseKeys, type CourseRange } from './keys';

export function getCourses(range: CourseRange, signal?: AbortSignal): Promise<Course[]> {
  return apiClient.request(API_PATHS.courses, {
    schema: CourseListSchema,
    // The parameters in this order (the worker's kept weeks are found by URL: sw/course-week.ts).
    query: { startDate: range.startDate, endDate: range.endDate, location: range.location },
    signal,
    // Public data: no token, so the answer is the same for everyone (and safe in the worker's cache).
    auth: false,
  });
}

/** Seed 000 §4: a non-empty list stays fresh for COURSE_CACHE_TTL_MS; an empty one is never fresh. */
export function courseListStaleTime(query: { state: { data: readonly Course[] | undefined } }): number {
  const data = query.state.data;
  return data !== undefined && data.length > 0 ? COURSE_CACHE_TTL_MS : 0;
}

export function courseListQueryOptions(range: CourseRange) {
  return queryOptions({
    queryKey: courseKeys.list(range),
    queryFn: ({ signal }) => getCourses(range, signal),
    staleTime: courseListStaleTime,
    // Try the request even when the browser says offline: the service worker may answer from its course cache.
    // Retries then wait for the network instead of failing.
    networkMode: 'offlineFirst',
  });
}

/**
 * refetchOnMount of a forced load: always fetch when online; offline keep what the cache holds (a worker-cache
 * answer would only pretend to be new) and fetch only when there is nothing to show.
 */
export function forcedRefetchOnMount(query: { state: { data: unknown } }): boolean | 'always' {
  if (!onlineManager.isOnline()) return query.state.data === undefined;
  return 'always';
}

/** Loads a list through the cache; `force` bypasses the freshness rule (seed 000 §4 "a forced fetch"). */
export function fetchCourseList(
  client: QueryClient,
  range: CourseRange,
  { force = false }: { force?: boolean } = {},
): Promise<Course[]> {
  const options = courseListQueryOptions(range);
  return client.fetchQuery(force ? { ...options, staleTime: 0 } : options);
}

function toEntries(courses: Course[]): CourseEntry[] {
  return expandCourses(courses);
}

export interface CourseListOptions {
  /** Fetch on mount even when the cached list is fresh (the weekly timetable of seed 001 §2). */
  force?: boolean;
}

/** One range as course entries (one per session), sorted by start. */
export function useCourseList(range: CourseRange, { force = false }: CourseListOptions = {}) {
  return useQuery({
    ...courseListQueryOptions(range),
    select: toEntries,
    refetchOnMount: force ? forcedRefetchOnMount : true,
  });
}

/** Several ranges read together (the catalogue: this week and next) as one result. */
export interface CombinedCourseLists {
  /** The sessions of the ranges that have data, sorted by start; undefined until it is decided (see below). */
  data: CourseEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** 'paused' when a range waits for the network. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** Newest of the ranges' dataUpdatedAt (0 without data). */
  dataUpdatedAt: number;
  refetch: () => void;
}

/**
 * Every range's sessions together. Data is there once every range has answered, or once the ranges still missing
 * have stopped trying (offline or failed): then what is cached is shown rather than nothing.
 */
export function combineCourseLists(
  results: ReadonlyArray<UseQueryResult<CourseEntry[]>>,
): CombinedCourseLists {
  const withData = results.filter((result) => result.data !== undefined);
  const settled = results.every((result) => result.data !== undefined || result.fetchStatus !== 'fetching');
  const data =
    withData.length > 0 && settled
      ? withData.flatMap((result) => result.data ?? []).sort((a, b) => a.startTime.localeCompare(b.startTime))
      : undefined;
  const failed = results.find((result) => result.isError);
  const fetchStatus = results.some((result) => result.fetchStatus === 'fetching')
    ? 'fetching'
    : results.some((result) => result.fetchStatus === 'paused')
      ? 'paused'
      : 'idle';
  return {
    data,
    isPending: results.some((result) => result.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    fetchStatus,
    dataUpdatedAt: Math.max(0, ...results.map((result) => result.dataUpdatedAt)),
    refetch: () => {
      for (const result of results) if (result.isError || result.data === undefined) void result.refetch();
    },
  };
}

export function useCourseLists(ranges: readonly CourseRange[], { force = false }: CourseListOptions = {}) {
  return useQueries({
    queries: ranges.map((range) => ({
      ...courseListQueryOptions(range),
      select: toEntries,
      refetchOnMount: force ? forcedRefetchOnMount : true,
    })),
    combine: combineCourseLists,
  });
}

/**
 * Loads a list into the cache in the background once `when` holds (after the stored cache was read back, and only
 * online): the week grid fetches next week this way, so the catalogue opens at once and a later offline start
 * has both weeks.
 */
export function usePrefetchCourseList(range: CourseRange, when: boolean): void {
  const client = useQueryClient();
  const isRestoring = useIsRestoring();
  const { startDate, endDate, location } = range;
  useEffect(() => {
    if (!when || isRestoring || !onlineManager.isOnline()) return;
    void client.prefetchQuery(courseListQueryOptions(atLocation({ startDate, endDate }, location)));
  }, [client, startDate, endDate, location, when, isRestoring]);
}
