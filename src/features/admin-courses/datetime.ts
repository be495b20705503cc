// Date and time inputs of the admin forms read as Berlin wall time (the studio's clock), whatever the device's
// time zone: '2026-11-30' + '18:00' is 18:00 in Berlin, summer or winter.
import { berlinToInstant, berlinWallTime } from '#domain/time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO instant of a Berlin date and time, or null when either is not filled in properly. */
export function instantOf(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return berlinToInstant(
    Number(d[1]),
    Number(d[2]),
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    0,
  ).toISOString();
}

/** The Berlin date and time fields of an instant. */
export function fieldsOf(instant: string | Date): { date: string; time: string } {
  const wall = berlinWallTime(new Date(instant));
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}
