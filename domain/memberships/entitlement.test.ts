import { describe, expect, it } from 'vitest';
import { berlinDate, berlinToInstant } from '../time';
import {
  decideEntitlement,
  periodKey,
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
