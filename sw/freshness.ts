// When a copy the worker keeps for an offline start needs the network again (docs/decisions/0181-*.md, 0183-*.md).
// Pure, so it is tested without a worker.
import { COURSE_CACHE_TTL_MS } from '#domain/constants';

/**
 * How old a copy kept after a navigation (the week, the page's document, the menus) may be before the next
 * navigation fetches it again: the app's freshness rule for the course list (seed 000 §4), for all of them, so a
 * visitor going from page to page on a weak signal does not fetch them again on every page.
 */
export const KEPT_COPY_TTL_MS = COURSE_CACHE_TTL_MS;

/** Whether a kept answer must be fetched again: there is none, its server date is unreadable, or it is too old. */
export function keptCopyIsStale(cached: Response | undefined, now: Date): boolean {
  const served = Date.parse(cached?.headers.get('date') ?? '');
  return Number.isNaN(served) || now.getTime() - served > KEPT_COPY_TTL_MS;
}
