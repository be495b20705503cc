// Which course lists the worker keeps for an offline start (when its copy needs the network again: ./freshness.ts).
// Pure, so it is tested without a worker (./runtime-caching.ts does the fetching and caching; docs/decisions/0181-*.md).
import { API_PATHS } from '#domain/api-paths';
import { weekRange, type WeekRange } from '#domain/time';

/**
 * The URL the app asks for a week (src/features/courses/api/get-courses.ts through the API client): the same
 * parameters in the same order, or the cache would never match it.
 */
export function courseListUrl(origin: string, range: WeekRange, location?: string): string {
  const params = new URLSearchParams({
    startDate: range.start.toISOString(),
    endDate: range.end.toISOString(),
  });
  // A chain's location (issue 34) comes last, as the app sends it.
  if (location !== undefined) params.set('location', location);
  return `${origin}${API_PATHS.courses}?${params.toString()}`;
}

/**
 * This week's and next week's list (the week grid shows this week, the catalogue both), as the app asks for them:
 * every location's, or one location's (its slug).
 */
export function courseWeekUrls(origin: string, now: Date, location?: string): [string, string] {
  const thisWeek = weekRange(now);
  const nextWeek = weekRange(new Date(thisWeek.end.getTime() + 1));
  return [courseListUrl(origin, thisWeek, location), courseListUrl(origin, nextWeek, location)];
}

/**
 * The course-list requests the worker keeps: a same-origin GET of the public list without a token. A request with
 * one (the desk's, the admin's) goes to the network untouched, so nothing asked for with someone's token can
 * answer anyone offline.
 */
export function isPublicCourseListRequest(request: Request, url: URL, sameOrigin: boolean): boolean {
  return (
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname === API_PATHS.courses &&
    !request.headers.has('Authorization')
  );
}
