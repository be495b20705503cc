import { describe, expect, it } from 'vitest';
import { berlinDate, berlinToInstant } from '../time';
import { waysForward } from '../errors/catalogue';
import {
  categoryRefusal,
  decideEntitlement,
  coverageRefusal,
  decideFromMine,
  locationRefusal,
  periodKey,
  type EntitlementCode,
  type EntitlementInput,
  type EntitlementMembership,
} from './entitlement';
import { blockedUntil } from './strikes';

const core: EntitlementMembership = {
  id: 1,
  name: 'CORE',
  categories: ['wellness', 'cardio', 'strength', 'fitness'],
  limits: [{ count: 2, period: 'week', category: null }],
  startsOn: '2026-01-01',
  endsOn: null,
  pausedFrom: null,
  pausedUntil: null,
  creditsLeft: null,
};
const card: EntitlementMembership = {
  ...core,
  id: 2,
  name: '10er-Karte',
  limits: [],
  endsOn: '2027-06-30',
  creditsLeft: 1,
};
const now = berlinToInstant(2026, 11, 26, 12);
const input = (patch: Partial<EntitlementInput>): EntitlementInput => ({
  session: { startTime: berlinToInstant(2026, 11, 27, 18).toISOString(), category: 'wellness' },
  memberships: [core],
  countedBookings: [],
  upcomingCount: 0,
  blockedUntil: null,
  settings: { maxUpcomingBookings: null },
  now,
  ...patch,
});

describe('decideEntitlement', () => {
  it('says which category a membership does not cover', () => {
    const result = decideEntitlement(input({ session: { startTime: now.toISOString(), category: 'EMS' } }));
    expect(result).toMatchObject({ ok: false, message: 'Deine Mitgliedschaft umfasst keine EMS-Kurse.' });
  });

  it('counts a Berlin week from Monday 00:00: Sunday 23:30 and Monday 00:30 are different weeks', () => {
    expect(periodKey('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodKey('2026-11-30', 'week')).toBe('2026-11-30');
    const sunday = berlinToInstant(2026, 11, 29, 23, 30).toISOString();
    const counted = [1, 2].map(() => ({ membershipId: 1, startTime: sunday, category: 'cardio' }));
    expect(
      decideEntitlement(
        input({ countedBookings: counted, session: { startTime: sunday, category: 'cardio' } }),
      ),
    ).toMatchObject({
      ok: false,
      message: 'Du hast diese Woche schon 2 von 2 Kursen gebucht.',
    });
    const monday = berlinToInstant(2026, 11, 30, 0, 30).toISOString();
    expect(
      decideEntitlement(
        input({ countedBookings: counted, session: { startTime: monday, category: 'cardio' } }),
      ),
    ).toEqual({
      ok: true,
      membershipId: 1,
    });
  });

  it('keeps Berlin weeks, months and quarters across the October clock change', () => {
    const sunday = berlinToInstant(2026, 10, 25, 23, 30).toISOString();
    const monday = berlinToInstant(2026, 10, 26, 0, 30).toISOString();
    expect(periodKey(berlinDate(sunday), 'week')).toBe('2026-10-19');
    expect(periodKey(berlinDate(monday), 'week')).toBe('2026-10-26');
    expect(periodKey('2026-09-30', 'quarter')).toBe('2026-Q3');
    expect(periodKey('2026-10-01', 'quarter')).toBe('2026-Q4');
    expect(periodKey('2026-12-31', 'month')).toBe('2026-12');
    const counted = [{ membershipId: 1, startTime: sunday, category: 'fitness' }];
    const weekly = { ...core, limits: [{ count: 1, period: 'week' as const, category: null }] };
    expect(
      decideEntitlement(
        input({
          memberships: [weekly],
          countedBookings: counted,
          session: { startTime: monday, category: 'fitness' },
        }),
      ),
    ).toEqual({ ok: true, membershipId: 1 });
  });

  it('prefers the tier over the card, and uses the card once the tier is used up', () => {
    expect(decideEntitlement(input({ memberships: [card, core] }))).toEqual({ ok: true, membershipId: 1 });
    const counted = [1, 2].map(() => ({ membershipId: 1, startTime: now.toISOString(), category: 'cardio' }));
    expect(decideEntitlement(input({ memberships: [card, core], countedBookings: counted }))).toEqual({
      ok: true,
      membershipId: 2,
    });
  });

  it('names a used-up card, a pause and the end', () => {
    expect(decideEntitlement(input({ memberships: [{ ...card, creditsLeft: 0 }] }))).toMatchObject({
      message: 'Deine 10er-Karte ist aufgebraucht.',
    });
    expect(
      decideEntitlement(
        input({ memberships: [{ ...core, pausedFrom: '2026-11-20', pausedUntil: '2027-01-15' }] }),
      ),
    ).toMatchObject({ message: 'Deine Mitgliedschaft ruht bis 15.01.2027.' });
    expect(decideEntitlement(input({ memberships: [{ ...core, endsOn: '2026-11-26' }] }))).toMatchObject({
      message: 'Deine Mitgliedschaft CORE gilt nur bis 26.11.2026.',
    });
    expect(decideEntitlement(input({ memberships: [] }))).toMatchObject({ code: 'MEMBERSHIP_NONE' });
  });

  it('blocks after the strike limit within the window, and forgiveness lifts it', () => {
    const rules = { strikeLimit: 2, strikeWindowDays: 30, blockDays: 7 };
    const strikes = [
      { createdAt: '2026-11-01T10:00:00.000Z', forgivenAt: null },
      { createdAt: '2026-11-25T10:00:00.000Z', forgivenAt: null },
    ];
    expect(blockedUntil(strikes, rules, now)).toBe('2026-12-02T10:00:00.000Z');
    expect(
      blockedUntil([strikes[0]!, { ...strikes[1]!, forgivenAt: now.toISOString() }], rules, now),
    ).toBeNull();
    expect(decideEntitlement(input({ blockedUntil: '2026-12-02T10:00:00.000Z' }))).toMatchObject({
      message: 'Wegen nicht wahrgenommener Termine kannst du bis 02.12.2026, 11:00 Uhr keine Kurse buchen.',
    });
  });

  it('blocks new bookings after two returned debits in a row (issue 33), not a promotion from the waitlist', () => {
    expect(decideEntitlement(input({ billingBlocked: true }))).toMatchObject({
      ok: false,
      code: 'BOOKING_BLOCKED_RETURNS',
      message: 'Buchen ist gesperrt: zwei Lastschriften wurden zurückgegeben. Bitte melde dich am Empfang.',
    });
    expect(decideEntitlement(input({ billingBlocked: true, membershipsOnly: true }))).toMatchObject({
      ok: true,
    });
    expect(decideEntitlement(input({ billingBlocked: false }))).toMatchObject({ ok: true });
  });
});

describe('categoryRefusal: the mark before any tap is the rule the server refuses with (issue 37)', () => {
  const hybrid = { ...core, name: 'HYBRID PRO', categories: [...core.categories, 'Personal Training'] };
  const performer = { ...hybrid, name: 'HIGH PERFORMER', categories: [...hybrid.categories, 'EMS'] };
  it.each([
    ['EMS', [hybrid], true],
    ['ems', [hybrid, card], true],
    ['EMS', [hybrid, performer], false],
    ['personal training', [hybrid], false],
    ['Personal Training', [core], true],
    ['wellness', [core], false],
    // No membership at all is MEMBERSHIP_NONE, not this mark.
    ['EMS', [], false],
  ] as const)('%s with %j: not covered %s', (category, memberships, notCovered) => {
    const refusal = categoryRefusal(memberships, category);
    expect(refusal !== undefined).toBe(notCovered);
    if (memberships.length === 0) return;
    // decideEntitlement, whatever else the memberships say, gives the same refusal.
    const decision = decideEntitlement(
      input({ memberships, session: { startTime: now.toISOString(), category } }),
    );
    if (refusal) expect(decision).toEqual(refusal);
    else expect(decision).not.toMatchObject({ code: 'MEMBERSHIP_CATEGORY' });
  });

  it('names the category as the member reads it', () => {
    expect(categoryRefusal([core], 'EMS')?.message).toBe('Deine Mitgliedschaft umfasst keine EMS-Kurse.');
    expect(categoryRefusal([core], 'Personal Training')?.message).toBe(
      'Deine Mitgliedschaft umfasst keine Personal-Training-Kurse.',
    );
  });
});

describe('locations: a membership is valid at the home studio only, or at all locations (issue 34)', () => {
  const MITTE = { id: 1, name: 'Kraftraum Mitte' };
  const NORD = { id: 2, name: 'Kraftraum Nord' };
  const homeOnly = { ...core, allLocations: false };
  const everywhere = { ...core, id: 3, name: 'CHAIN', limits: [], allLocations: true };
  const at = (session: { id: number }, home: { id: number; name: string }) => ({
    sessionLocationId: session.id,
    home,
  });
  it.each([
    ['home-only at the home studio', [homeOnly], at(MITTE, MITTE), { ok: true, membershipId: 1 }],
    [
      'home-only at another location',
      [homeOnly],
      at(NORD, MITTE),
      {
        ok: false,
        code: 'MEMBERSHIP_LOCATION',
        message: 'Deine Mitgliedschaft gilt nur im Kraftraum Mitte.',
      },
    ],
    [
      'home-only, home Nord, at Mitte: names Nord',
      [homeOnly],
      at(MITTE, NORD),
      { ok: false, code: 'MEMBERSHIP_LOCATION', message: 'Deine Mitgliedschaft gilt nur im Kraftraum Nord.' },
    ],
    ['all locations at another location', [everywhere], at(NORD, MITTE), { ok: true, membershipId: 3 }],
    ['all locations at the home studio', [everywhere], at(MITTE, MITTE), { ok: true, membershipId: 3 }],
    [
      'home-only and all locations elsewhere: the one valid there',
      [homeOnly, everywhere],
      at(NORD, MITTE),
      { ok: true, membershipId: 3 },
    ],
    [
      'a type read before locations (no flag) is home-only',
      [core],
      at(NORD, MITTE),
      { ok: false, code: 'MEMBERSHIP_LOCATION' },
    ],
    ['no location facts: not decided here', [homeOnly], undefined, { ok: true, membershipId: 1 }],
    [
      'no membership at all: MEMBERSHIP_NONE, not the location',
      [],
      at(NORD, MITTE),
      { code: 'MEMBERSHIP_NONE' },
    ],
  ] as const)('%s', (_name, memberships, location, expected) => {
    expect(decideEntitlement(input({ memberships, ...(location ? { location } : {}) }))).toMatchObject(
      expected,
    );
  });

  it('refuses by location before the category, and the pure check agrees', () => {
    const ems = { startTime: now.toISOString(), category: 'EMS' };
    expect(
      decideEntitlement(input({ memberships: [homeOnly], session: ems, location: at(NORD, MITTE) })),
    ).toMatchObject({ code: 'MEMBERSHIP_LOCATION' });
    expect(locationRefusal([homeOnly], at(NORD, MITTE))?.params).toEqual({ location: 'Kraftraum Mitte' });
    expect(locationRefusal([homeOnly, everywhere], at(NORD, MITTE))).toBeUndefined();
    expect(locationRefusal([], at(NORD, MITTE))).toBeUndefined();
  });

  it('an all-locations membership that is used up elsewhere says so, not the location', () => {
    const usedUpCard = { ...card, allLocations: true, creditsLeft: 0 };
    expect(
      decideEntitlement(input({ memberships: [homeOnly, usedUpCard], location: at(NORD, MITTE) })),
    ).toMatchObject({ code: 'MEMBERSHIP_LOCATION' });
    // The home-only tier at its home studio still books.
    expect(
      decideEntitlement(input({ memberships: [homeOnly, usedUpCard], location: at(MITTE, MITTE) })),
    ).toMatchObject({ ok: true, membershipId: 1 });
  });

  it("the client's call uses the session's location and the member's home from 'Meine Mitgliedschaft'", () => {
    const mine = {
      memberships: [{ ...homeOnly, userId: 9, typeId: 1, badge: '', credits: null, allLocations: false }],
      countedBookings: [],
      upcomingCount: 0,
      strikes: [],
      blockedUntil: null,
      home: MITTE,
      settings: { maxUpcomingBookings: null },
    } as unknown as Parameters<typeof decideFromMine>[1];
    const session = { startTime: now.toISOString(), category: 'wellness' };
    expect(decideFromMine({ ...session, locationId: NORD.id }, mine, now)).toMatchObject({
      code: 'MEMBERSHIP_LOCATION',
    });
    expect(decideFromMine({ ...session, locationId: MITTE.id }, mine, now)).toMatchObject({ ok: true });
    expect(decideFromMine(session, mine, now)).toMatchObject({ ok: true });
  });

  it("the schedules' mark: the location first, then the category, nothing without the entry's location", () => {
    const mine = { memberships: [homeOnly], home: MITTE };
    expect(coverageRefusal(mine, { category: 'EMS', locationId: NORD.id })?.message).toBe(
      'Deine Mitgliedschaft gilt nur im Kraftraum Mitte.',
    );
    expect(coverageRefusal(mine, { category: 'EMS', locationId: MITTE.id })?.code).toBe(
      'MEMBERSHIP_CATEGORY',
    );
    expect(coverageRefusal(mine, { category: 'EMS' })?.code).toBe('MEMBERSHIP_CATEGORY');
    expect(coverageRefusal(mine, { category: 'wellness', locationId: MITTE.id })).toBeUndefined();
    expect(
      coverageRefusal(
        { memberships: [everywhere], home: MITTE },
        { category: 'cardio', locationId: NORD.id },
      ),
    ).toBeUndefined();
  });
});

describe('every refusal of a booking offers a way forward (issue 37)', () => {
  const codes: Record<EntitlementCode, true> = {
    MEMBERSHIP_NONE: true,
    MEMBERSHIP_CATEGORY: true,
    MEMBERSHIP_LOCATION: true,
    MEMBERSHIP_PERIOD_LIMIT: true,
    MEMBERSHIP_CREDITS_USED_UP: true,
    MEMBERSHIP_PAUSED: true,
    MEMBERSHIP_EXPIRED: true,
    MEMBERSHIP_NOT_STARTED: true,
    BOOKING_LIMIT_UPCOMING: true,
    BOOKING_BLOCKED: true,
    BOOKING_BLOCKED_RETURNS: true,
  };
  it.each(Object.keys(codes) as EntitlementCode[])('%s', (code) => {
    expect(waysForward(code).length).toBeGreaterThan(0);
  });

  it('no membership: the tiers and the trial training; a used-up card: the desk first', () => {
    expect(waysForward('MEMBERSHIP_NONE')).toEqual(['tiers', 'trial']);
    expect(waysForward('MEMBERSHIP_CREDITS_USED_UP')[0]).toBe('topUp');
    expect(waysForward('BOOKING_FULL')).toEqual([]);
  });
});
