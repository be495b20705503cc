// The challenge page's week-by-week timeline (seed 001 §4): the current week is the last week whose top has
// passed the middle of the viewport, evaluated on scroll and resize; weeks up to and including it are featured.

export const CHALLENGE_WEEKS = 7;
export const DEFAULT_CURRENT_WEEK = 3;

/**
 * The current week (1-based) from each week's top relative to the viewport (getBoundingClientRect().top) and
 * the viewport height. A top strictly above the middle has passed it. When no week has passed, the previous
 * value stands (the default 3 until the reader scrolls a week past the middle).
 */
export function currentWeekFromTops(
  tops: readonly number[],
  viewportHeight: number,
  previous: number = DEFAULT_CURRENT_WEEK,
): number {
  const middle = viewportHeight / 2;
  let current = 0;
  tops.forEach((top, index) => {
    if (top < middle) current = index + 1;
  });
  return current === 0 ? previous : current;
}

/** Featured: this week is at or before the current one; later weeks are neutral. */
export const isWeekFeatured = (week: number, currentWeek: number) => week <= currentWeek;
