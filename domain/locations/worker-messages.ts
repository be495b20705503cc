// The message the app sends its service worker in a chain (issue 34): keep this location's week (this and next
// week's course lists) for an offline start, as the worker keeps every location's week after each public page.
export const KEEP_LOCATION_WEEK = 'KEEP_LOCATION_WEEK';

export interface KeepLocationWeekMessage {
  type: typeof KEEP_LOCATION_WEEK;
  /** The location's slug (LOCATION_SLUG_PATTERN). */
  slug: string;
}

/** A slug as the worker accepts it: lowercase letters, digits and single hyphens. */
export function isKeepLocationWeekMessage(data: unknown): data is KeepLocationWeekMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, slug } = data as { type?: unknown; slug?: unknown };
  return (
    type === KEEP_LOCATION_WEEK &&
    typeof slug === 'string' &&
    slug.length <= 60 &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
  );
}
