// A weekly series of sessions ('jeden Montag 18:00, 12 Wochen'): the same Berlin wall time every week. Across
// the October and March clock changes the wall time stays and the UTC instant shifts by an hour.
import { berlinToInstant, berlinWallTime } from '../time';

export const SERIES_MAX_WEEKS = 52;

/** The starts of `weeks` weekly sessions, the first at `firstStart`, each at its Berlin wall time. */
export function weeklySeries(firstStart: Date, weeks: number): Date[] {
  const wall = berlinWallTime(firstStart);
  return Array.from({ length: weeks }, (_, week) =>
    berlinToInstant(wall.year, wall.month, wall.day + 7 * week, wall.hour, wall.minute, wall.second),
  );
}
