// The one rule deciding whether a member may book a session (issue 19, decision 0140). Pure: the server calls
// it inside the booking's transaction with what it read under the session's and the member's lock; the client
// calls it with the 'Meine Mitgliedschaft' answer to say why before the tap. No second copy of these rules.
//
// Periods are Berlin calendar periods of the session's start: a week is Monday 00:00 to Sunday 24:00 (by
// Berlin date, not the timetable's Monday-03:00 display convention), a month and a quarter by calendar.
import { categoryLabel, sameCategory } from '../courses/expand';
import { formatErrorMessage, type ErrorCode, type ErrorParams } from '../errors/catalogue';
import { addDays, berlinDate, formatDateShort, formatDateTimeShort, MONTH_NAMES } from '../time';
import type {
  CountedBooking,
  Membership,
  MyMembership,
  PeriodLimit,
  Period,
  StudioSettings,
} from './schemas';

/** What the rule reads of a membership (a `Membership` answer has it all). */
export type EntitlementMembership = Pick<
  Membership,
  | 'id'
  | 'name'
  | 'categories'
  | 'limits'
  | 'startsOn'
  | 'endsOn'
  | 'pausedFrom'
  | 'pausedUntil'
  | 'creditsLeft'
> &
  // Valid at every location (issue 34); absent or false: at the member's home studio only.
  Partial<Pick<Membership, 'allLocations'>>;

/**
 * Where the session is and the member's home studio (issue 34, decision 0204). The server always passes it; a
 * member without a home studio counts as a member of the first location (the caller resolves that).
 */
export interface LocationFacts {
  /** The location of the session's course. */
  sessionLocationId: number;
  /** The member's home studio (its name is the refusal's). */
  home: { id: number; name: string };
}

export interface EntitlementInput {
  session: { startTime: string; category: string };
  /** Where the session is, and the member's home studio; absent: the rule does not look at locations. */
  location?: LocationFacts;
  memberships: readonly EntitlementMembership[];
  /** The member's bookings that count against period limits (the booking being decided not among them). */
  countedBookings: readonly Pick<CountedBooking, 'membershipId' | 'startTime' | 'category'>[];
  /** The member's upcoming confirmed or waitlisted bookings (the cap). */
  upcomingCount: number;
  /** The end of a no-show block in force, if any (see `blockedUntil` in ./strikes). */
  blockedUntil: string | null;
  /**
   * Two returned debits in a row while the billing settings block bookings then (issue 33): refused like a
   * no-show block until the desk settles the open amount.
   */
  billingBlocked?: boolean;
  settings: Pick<StudioSettings, 'maxUpcomingBookings'>;
  now: Date;
  /** A promotion from the waitlist: only the memberships decide; the cap and a block bind new bookings only. */
  membershipsOnly?: boolean;
}

export type EntitlementCode = Extract<
  ErrorCode,
  | 'MEMBERSHIP_NONE'
  | 'MEMBERSHIP_CATEGORY'
  | 'MEMBERSHIP_LOCATION'
  | 'MEMBERSHIP_PERIOD_LIMIT'
  | 'MEMBERSHIP_CREDITS_USED_UP'
  | 'MEMBERSHIP_PAUSED'
  | 'MEMBERSHIP_EXPIRED'
  | 'MEMBERSHIP_NOT_STARTED'
  | 'BOOKING_LIMIT_UPCOMING'
  | 'BOOKING_BLOCKED'
  | 'BOOKING_BLOCKED_RETURNS'
>;

export interface Refusal {
  ok: false;
  code: EntitlementCode;
  params: ErrorParams;
  /** The German sentence (the catalogue's message with the params filled in). */
  message: string;
}

export type Entitlement = { ok: true; membershipId: number } | Refusal;

const refuse = (code: EntitlementCode, params: ErrorParams = {}): Refusal => ({
  ok: false,
  code,
  params,
  message: formatErrorMessage(code, params),
});

/** The key of the Berlin period a date (YYYY-MM-DD) falls in: the week's Monday, 'YYYY-MM', 'YYYY-Qn', 'total'. */
export function periodKey(date: string, period: Period): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (period === 'total') return 'total';
  if (period === 'month') return date.slice(0, 7);
  if (period === 'quarter') return `${y}-Q${Math.floor((m - 1) / 3) + 1}`;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** 'diese Woche', 'in der Woche ab 30.11.2026', 'diesen Monat', 'im Dezember 2026', 'dieses Quartal', … */
export function periodWords(date: string, period: Period, now: Date): string {
  if (period === 'total') return 'insgesamt';
  const key = periodKey(date, period);
  const current = key === periodKey(berlinDate(now), period);
  if (period === 'week') return current ? 'diese Woche' : `in der Woche ab ${formatDateShort(key)}`;
  if (period === 'month') {
    return current ? 'diesen Monat' : `im ${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  }
  return current ? 'dieses Quartal' : `im ${key.slice(6)}. Quartal ${key.slice(0, 4)}`;
}

const coversCategory = (membership: Pick<EntitlementMembership, 'categories'>, category: string) =>
  membership.categories.some((c) => sameCategory(c, category));

const categoryRefusalOf = (category: string) =>
  refuse('MEMBERSHIP_CATEGORY', { category: categoryLabel(category).replace(/\s+/g, '-') });

/**
 * The refusal when the member holds memberships but none of them covers the category at all (whatever their
 * dates, credits or limits), else undefined. `decideEntitlement` decides this first among the memberships; the
 * schedules mark such a session 'Nicht in deiner Mitgliedschaft' before any tap with the same call (issue 37).
 * No membership at all is another refusal (MEMBERSHIP_NONE).
 */
export function categoryRefusal(
  memberships: readonly Pick<EntitlementMembership, 'categories'>[],
  category: string,
): Refusal | undefined {
  if (memberships.length === 0) return undefined;
  return memberships.some((membership) => coversCategory(membership, category))
    ? undefined
    : categoryRefusalOf(category);
}

/** Whether a membership is valid at the session's location: everywhere, or there as the home studio. */
export function validAtLocation(
  membership: Pick<EntitlementMembership, 'allLocations'>,
  location: LocationFacts,
): boolean {
  return membership.allLocations === true || location.sessionLocationId === location.home.id;
}

const locationRefusalOf = (location: LocationFacts) =>
  refuse('MEMBERSHIP_LOCATION', { location: location.home.name });

/**
 * The refusal when the member holds memberships but none of them is valid at the session's location (each
 * valid at the home studio only, and the session is elsewhere), else undefined (issue 34). `decideEntitlement`
 * decides this first among the memberships, before the category; the desk's check-in asks it of the booking's
 * membership. No membership at all is another refusal (MEMBERSHIP_NONE); without location facts (a caller that
 * does not know them) nothing is refused.
 */
export function locationRefusal(
  memberships: readonly Pick<EntitlementMembership, 'allLocations'>[],
  location: LocationFacts | undefined,
): Refusal | undefined {
  if (!location || memberships.length === 0) return undefined;
  return memberships.some((membership) => validAtLocation(membership, location))
    ? undefined
    : locationRefusalOf(location);
}

/** The limits of a membership that apply to a session of `category`. */
export function applicableLimits(
  membership: Pick<EntitlementMembership, 'limits'>,
  category: string,
): PeriodLimit[] {
  return membership.limits.filter((limit) => !limit.category || sameCategory(limit.category, category));
}

/** How many counted bookings of the membership fall in the limit's period of `date` (and its category). */
export function usedInPeriod(
  limit: PeriodLimit,
  membershipId: number,
  date: string,
  counted: EntitlementInput['countedBookings'],
): number {
  const key = periodKey(date, limit.period);
  return counted.filter(
    (booking) =>
      booking.membershipId === membershipId &&
      (!limit.category || sameCategory(limit.category, booking.category)) &&
      periodKey(berlinDate(booking.startTime), limit.period) === key,
  ).length;
}

/**
 * Which membership a booking uses when several entitle it: first the one it costs least (no credit and no
 * limit on this category, then a limit, then a card's credit), then the one ending soonest, then the oldest.
 */
function rank(membership: EntitlementMembership, category: string): [number, string, number] {
  const cost =
    membership.creditsLeft !== null ? 2 : applicableLimits(membership, category).length > 0 ? 1 : 0;
  return [cost, membership.endsOn ?? '9999-12-31', membership.id];
}

function byRank(category: string) {
  return (a: EntitlementMembership, b: EntitlementMembership) => {
    const [ca, ea, ia] = rank(a, category);
    const [cb, eb, ib] = rank(b, category);
    return ca - cb || ea.localeCompare(eb) || ia - ib;
  };
}

/** Why one membership does not entitle the session, or undefined when it does. */
function membershipRefusal(
  membership: EntitlementMembership,
  input: EntitlementInput,
  date: string,
): Refusal | undefined {
  const { category } = input.session;
  if (!coversCategory(membership, category)) return categoryRefusalOf(category);
  if (input.location && !validAtLocation(membership, input.location))
    return locationRefusalOf(input.location);
  if (date < membership.startsOn) {
    return refuse('MEMBERSHIP_NOT_STARTED', {
      name: membership.name,
      from: formatDateShort(membership.startsOn),
    });
  }
  if (membership.endsOn !== null && date > membership.endsOn) {
    return refuse('MEMBERSHIP_EXPIRED', { name: membership.name, until: formatDateShort(membership.endsOn) });
  }
  if (
    membership.pausedFrom &&
    membership.pausedUntil &&
    date >= membership.pausedFrom &&
    date <= membership.pausedUntil
  ) {
    return refuse('MEMBERSHIP_PAUSED', { until: formatDateShort(membership.pausedUntil) });
  }
  if (membership.creditsLeft !== null && membership.creditsLeft <= 0) {
    return refuse('MEMBERSHIP_CREDITS_USED_UP', { name: membership.name });
  }
  for (const limit of applicableLimits(membership, category)) {
    const used = usedInPeriod(limit, membership.id, date, input.countedBookings);
    if (used >= limit.count) {
      const what = limit.category ? `${categoryLabel(limit.category).replace(/\s+/g, '-')}-` : '';
      return refuse('MEMBERSHIP_PERIOD_LIMIT', {
        period: periodWords(date, limit.period, input.now),
        used,
        limit: limit.count,
        courses: limit.count === 1 ? `${what}Kurs` : `${what}Kursen`,
      });
    }
  }
  return undefined;
}

/**
 * Whether the member may book the session, and with which membership. Order: a block after returned debits, a
 * no-show block, the cap on upcoming bookings, then the memberships (the location, the category, then each
 * membership's own reasons). When none entitles it, the reason is the one of the membership the
 * booking would have used (the best ranked among those covering the category), or the category when none
 * covers it.
 */
export function decideEntitlement(input: EntitlementInput): Entitlement {
  const { session, settings, now } = input;
  if (!input.membershipsOnly) {
    if (input.billingBlocked) return refuse('BOOKING_BLOCKED_RETURNS');
    if (input.blockedUntil && now < new Date(input.blockedUntil)) {
      return refuse('BOOKING_BLOCKED', { until: formatDateTimeShort(input.blockedUntil) });
    }
    if (settings.maxUpcomingBookings !== null && input.upcomingCount >= settings.maxUpcomingBookings) {
      return refuse('BOOKING_LIMIT_UPCOMING', { limit: settings.maxUpcomingBookings });
    }
  }
  if (input.memberships.length === 0) return refuse('MEMBERSHIP_NONE');
  const elsewhere = locationRefusal(input.memberships, input.location);
  if (elsewhere) return elsewhere;
  const notCovered = categoryRefusal(input.memberships, session.category);
  if (notCovered) return notCovered;
  const date = berlinDate(session.startTime);
  const ordered = [...input.memberships].sort(byRank(session.category));
  let first: Refusal | undefined;
  for (const membership of ordered) {
    const refusal = membershipRefusal(membership, input, date);
    if (!refusal) return { ok: true, membershipId: membership.id };
    if (!first && refusal.code !== 'MEMBERSHIP_CATEGORY') first = refusal;
  }
  return first ?? membershipRefusal(ordered[0]!, input, date)!;
}

/** A membership's use in the periods around `date` (default: today), for 'Meine Mitgliedschaft'. */
export function periodUsage(
  membership: EntitlementMembership,
  counted: EntitlementInput['countedBookings'],
  now: Date,
  date = berlinDate(now),
): Array<PeriodLimit & { used: number; left: number }> {
  return membership.limits.map((limit) => {
    const used = usedInPeriod(limit, membership.id, date, counted);
    return { ...limit, used, left: Math.max(0, limit.count - used) };
  });
}

/** Whether a membership is in force on a Berlin date (started, not ended; a pause does not end it). */
export function inForce(
  membership: Pick<EntitlementMembership, 'startsOn' | 'endsOn'>,
  date: string,
): boolean {
  return membership.startsOn <= date && (membership.endsOn === null || date <= membership.endsOn);
}

/** The location facts of a session the client knows the location of, with the home from 'Meine Mitgliedschaft'. */
function locationOf(
  session: { locationId?: number },
  mine: Pick<MyMembership, 'home'>,
): LocationFacts | undefined {
  return session.locationId !== undefined && mine.home
    ? { sessionLocationId: session.locationId, home: mine.home }
    : undefined;
}

/**
 * The schedules' mark before any tap ('Nicht in deiner Mitgliedschaft', issue 37): the location's refusal when
 * none of the memberships is valid at the session's location (issue 34, once the entry carries its location),
 * else the category's; undefined when both pass. The same rules `decideEntitlement` decides first.
 */
export function coverageRefusal(
  mine: {
    memberships: readonly Pick<EntitlementMembership, 'categories' | 'allLocations'>[];
    home?: LocationFacts['home'] | undefined;
  },
  session: { category: string; locationId?: number },
): Refusal | undefined {
  return (
    locationRefusal(mine.memberships, locationOf(session, mine)) ??
    categoryRefusal(mine.memberships, session.category)
  );
}

/** The client's call: the same rule with the signed-in member's 'Meine Mitgliedschaft' answer. */
export function decideFromMine(
  session: EntitlementInput['session'] & { locationId?: number },
  mine: MyMembership,
  now: Date,
): Entitlement {
  const { locationId, ...facts } = session;
  const location = locationOf({ locationId }, mine);
  return decideEntitlement({
    session: facts,
    ...(location ? { location } : {}),
    memberships: mine.memberships,
    countedBookings: mine.countedBookings,
    upcomingCount: mine.upcomingCount,
    blockedUntil: mine.blockedUntil,
    billingBlocked: mine.billingBlocked ?? false,
    settings: mine.settings,
    now,
  });
}
