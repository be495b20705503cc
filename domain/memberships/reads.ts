// What the entitlement rule's reads must cover (decision 0140, issue 35): which memberships take part (all but
// those ended long ago), from which day a member's bookings can count for a period limit, and which of a member's
// bookings are still to come. Pure: the server reads exactly this much and hands it to the rule
// (./entitlement.ts); 'mine' answers the same set, so the client's call of the rule decides as the server's.
import { addDays, berlinDayStart } from '../time';
import { periodKey } from './entitlement';
import type { Membership } from './schemas';

/** Memberships that ended within this many days still take part in the rule (and 'mine'): 'gilt nur bis …'. */
export const RECENTLY_ENDED_DAYS = 90;

/** The first day whose memberships still take part in the rule on `today`. */
export const ruleMembershipsFrom = (today: string) => addDays(today, -RECENTLY_ENDED_DAYS);

/** A membership whose decision depends on the member's other bookings: a card's credits or a period limit. */
export const countsSomething = (membership: Pick<Membership, 'credits' | 'limits'>) =>
  membership.credits !== null || membership.limits.length > 0;

const quarterStart = (date: string) => {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
};

/** The week's and the quarter's start of `date`, whichever is earlier: where every period limit but 'total' starts. */
export const periodsFrom = (date: string) => [periodKey(date, 'week'), quarterStart(date)].sort()[0]!;

/** The earliest period start any limit of these memberships could look at for `date` ('total': the start). */
export function countedFrom(
  memberships: readonly Pick<Membership, 'limits' | 'startsOn'>[],
  date: string,
): string {
  const starts = [periodsFrom(date)];
  for (const m of memberships) if (m.limits.some((l) => l.period === 'total')) starts.push(m.startsOn);
  return starts.sort()[0]!;
}

/** The instant a counted period starting on `date` begins (00:00 Berlin), as the reads compare it. */
export const countedSince = (date: string) => berlinDayStart(date).toISOString();

/** How many of the member's bookings are confirmed or pending and start after `now` (the cap's count). */
export function upcomingCount(
  bookings: readonly { status: string; scheduledAt: string | Date }[],
  now: Date,
): number {
  const stamp = now.toISOString();
  return bookings.filter(
    (b) =>
      (b.status === 'confirmed' || b.status === 'pending') && new Date(b.scheduledAt).toISOString() > stamp,
  ).length;
}
