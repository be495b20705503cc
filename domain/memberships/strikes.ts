// No-show strikes (issue 19, decision 0140): when a strike expires and whether strikes block booking. Pure and
// derived from the strikes themselves, so forgiving a strike lifts the block it caused without a second record.
import type { StudioSettings } from './schemas';

const DAY = 86_400_000;

export type StrikeFacts = { createdAt: string; forgivenAt: string | null };
type StrikeRules = Pick<StudioSettings, 'strikeLimit' | 'strikeWindowDays' | 'blockDays'>;

/** A strike counts for strikeWindowDays from when it was given. */
export function strikeExpiresAt(createdAt: string, rules: Pick<StudioSettings, 'strikeWindowDays'>): string {
  return new Date(new Date(createdAt).getTime() + rules.strikeWindowDays * DAY).toISOString();
}

/**
 * The blocks the strikes cause: a strike that brings the unforgiven strikes of the window ending at it to
 * strikeLimit starts a block of blockDays at its own time. Each block as [start, end), oldest first.
 */
export function strikeBlocks(
  strikes: readonly StrikeFacts[],
  rules: StrikeRules,
): Array<{ start: string; end: string }> {
  if (rules.strikeLimit === null) return [];
  const times = strikes
    .filter((strike) => !strike.forgivenAt)
    .map((strike) => new Date(strike.createdAt).getTime())
    .sort((a, b) => a - b);
  const blocks: Array<{ start: string; end: string }> = [];
  times.forEach((time, index) => {
    const inWindow = times.slice(0, index + 1).filter((t) => t > time - rules.strikeWindowDays * DAY).length;
    if (inWindow >= rules.strikeLimit!) {
      blocks.push({
        start: new Date(time).toISOString(),
        end: new Date(time + rules.blockDays * DAY).toISOString(),
      });
    }
  });
  return blocks;
}

/** The end of the block in force at `now`, or null. */
export function blockedUntil(strikes: readonly StrikeFacts[], rules: StrikeRules, now: Date): string | null {
  const active = strikeBlocks(strikes, rules).filter(
    (block) => new Date(block.start) <= now && now < new Date(block.end),
  );
  return active.length
    ? active
        .map((block) => block.end)
        .sort()
        .at(-1)!
    : null;
}

/**
 * Whether a no-show earns a strike: not for a booking promoted from the waitlist less than latePromotionHours
 * before its start (the member had little warning).
 */
export function earnsStrike(
  noShow: { promotedAt: string | Date | null; scheduledAt: string | Date },
  rules: Pick<StudioSettings, 'latePromotionHours'>,
): boolean {
  return (
    !noShow.promotedAt ||
    new Date(noShow.promotedAt).getTime() <=
      new Date(noShow.scheduledAt).getTime() - rules.latePromotionHours * 3_600_000
  );
}

/** Whether new strikes started a block or lengthened it (the member gets a mail then). */
export const blockGrew = (before: string | null, after: string | null): boolean =>
  after !== null && (before === null || after > before);

/** The unforgiven strikes given within the window that ends at `now` (the mail's count). */
export function unforgivenInWindow(
  strikes: readonly { createdAt: string | Date; forgivenAt: string | null }[],
  rules: Pick<StudioSettings, 'strikeWindowDays'>,
  now: Date,
): number {
  const windowStart = now.getTime() - rules.strikeWindowDays * DAY;
  return strikes.filter((s) => !s.forgivenAt && new Date(s.createdAt).getTime() > windowStart).length;
}

/** The strikes a member is shown: those given within the window that ends at `now`, forgiven ones too. */
export function shownStrikes<S extends { createdAt: string | Date }>(
  strikes: readonly S[],
  rules: Pick<StudioSettings, 'strikeWindowDays'>,
  now: Date,
): S[] {
  const since = now.getTime() - rules.strikeWindowDays * DAY;
  return strikes.filter((s) => new Date(s.createdAt).getTime() >= since);
}

/** Where the strikes a block at `now` could rest on begin: a window and a block back. */
export const strikesSince = (rules: Pick<StudioSettings, 'strikeWindowDays' | 'blockDays'>, now: Date) =>
  new Date(now.getTime() - (rules.strikeWindowDays + rules.blockDays) * DAY).toISOString();
