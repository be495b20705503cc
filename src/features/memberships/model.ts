// What the membership screens say, as plain functions: the German lines of one membership (what it covers, its
// dates, pause, credits, period slots), a strike, and the conversions between the forms' euro and number texts
// and the API's cents and numbers. The rules themselves live in #domain/memberships.
import { categoryLabel } from '#domain/courses/expand';
import { inForce, periodUsage } from '#domain/memberships/entitlement';
import type { Membership, MyMembership, Period, PeriodLimit, Strike } from '#domain/memberships/schemas';
import { berlinDate, formatDateShort, formatDateTimeShort } from '#domain/time';

export const PERIOD_LABELS: Record<Period, string> = {
  week: 'pro Woche',
  month: 'pro Monat',
  quarter: 'pro Quartal',
  total: 'insgesamt',
};

const CURRENT_PERIOD: Record<Period, string> = {
  week: 'Diese Woche',
  month: 'Diesen Monat',
  quarter: 'Dieses Quartal',
  total: 'Insgesamt',
};

/** 'Wellness, Cardio, Kraft, Fitness, EMS' */
export function categoriesText(categories: readonly string[]): string {
  return categories.map(categoryLabel).join(', ');
}

/** A category before '-Kurs': 'EMS-', 'Personal-Training-' (as the refusals write it), nothing for all. */
function categoryPrefix(category: string | null): string {
  return category ? `${categoryLabel(category).replace(/\s+/g, '-')}-` : '';
}

/** '2 Kurse pro Woche', '1 EMS-Kurs pro Monat' */
export function limitText(limit: PeriodLimit): string {
  const what = categoryPrefix(limit.category);
  return `${limit.count} ${what}${limit.count === 1 ? 'Kurs' : 'Kurse'} ${PERIOD_LABELS[limit.period]}`;
}

export type MembershipPhase = 'upcoming' | 'active' | 'paused' | 'ended';

/** Where a membership stands on `today` (a Berlin date). */
export function membershipPhase(
  membership: Pick<Membership, 'startsOn' | 'endsOn' | 'pausedFrom' | 'pausedUntil'>,
  today: string,
): MembershipPhase {
  if (membership.endsOn !== null && today > membership.endsOn) return 'ended';
  if (today < membership.startsOn) return 'upcoming';
  if (
    membership.pausedFrom &&
    membership.pausedUntil &&
    today >= membership.pausedFrom &&
    today <= membership.pausedUntil
  )
    return 'paused';
  return inForce(membership, today) ? 'active' : 'ended';
}

/** The badge colour of each phase. */
export const PHASE_BADGE = {
  upcoming: 'info',
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
} as const satisfies Record<MembershipPhase, string>;

export const PHASE_LABELS: Record<MembershipPhase, string> = {
  upcoming: 'Beginnt bald',
  active: 'Aktiv',
  paused: 'Ruht',
  ended: 'Beendet',
};

/**
 * The lines of one membership for the member and the desk: its term, a pause that is not over, the card's
 * credits, and (with the member's counted bookings) each period limit used and left in the current period.
 */
export function membershipLines(
  membership: Membership,
  now: Date,
  counted?: MyMembership['countedBookings'],
): string[] {
  const today = berlinDate(now);
  const lines: string[] = [];
  lines.push(`Umfasst: ${categoriesText(membership.categories)}`);
  const from =
    today < membership.startsOn
      ? `Beginnt am ${formatDateShort(membership.startsOn)}`
      : `Seit ${formatDateShort(membership.startsOn)}`;
  lines.push(
    membership.endsOn === null
      ? `${from}, unbefristet`
      : `${from}, ${today > membership.endsOn ? 'endete am' : 'gültig bis'} ${formatDateShort(membership.endsOn)}`,
  );
  if (membership.pausedFrom && membership.pausedUntil && membership.pausedUntil >= today) {
    lines.push(
      `Ruht vom ${formatDateShort(membership.pausedFrom)} bis ${formatDateShort(membership.pausedUntil)}`,
    );
  }
  if (membership.credits !== null && membership.creditsLeft !== null) {
    lines.push(
      membership.creditsLeft === 0
        ? `Aufgebraucht: alle ${membership.credits} Buchungen genutzt`
        : `Noch ${membership.creditsLeft} von ${membership.credits} Buchungen`,
    );
  }
  if (counted) {
    for (const usage of periodUsage(membership, counted, now)) {
      const what = categoryPrefix(usage.category);
      lines.push(
        `${CURRENT_PERIOD[usage.period]}: noch ${usage.left} von ${usage.count} ${what}${usage.count === 1 ? 'Kurs' : 'Kursen'} frei`,
      );
    }
  } else {
    for (const limit of membership.limits) lines.push(`Grenze: ${limitText(limit)}`);
  }
  return lines;
}

/** 'Yoga Flow, 24.11.2026, 18:00 Uhr – zählt bis 24.12.2026' (forgiven: 'erlassen: <reason>'). */
export function strikeText(strike: Strike): string {
  const session = `${strike.courseTitle}, ${formatDateTimeShort(strike.scheduledAt)}`;
  if (strike.forgivenAt)
    return `${session} – erlassen${strike.forgivenReason ? `: ${strike.forgivenReason}` : ''}`;
  return `${session} – zählt bis ${formatDateShort(strike.expiresAt)}`;
}

/** Cents → the form's euro text: 1600 → '16', 1650 → '16,50', null → ''. */
export function centsToText(cents: number | null): string {
  if (cents === null) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/**
 * The form's euro text → cents: '16' → 1600, '16,5' / '16.50' → 1650, '' → null; NaN when it is no amount
 * (the schema then names the field).
 */
export function textToCents(text: string): number | null {
  const value = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (value === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

/** A number field's text → number or null (empty); NaN when it is no whole number. */
export function textToCount(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** Today's Berlin date, the default of the desk's date fields. */
export const todayInBerlin = (now = new Date()) => berlinDate(now);
