// 'Meine Mitgliedschaft' (GET /api/v1/memberships/mine) for the tests of the screens that read it: a CORE
// membership from 1 November 2026 without end, pause or card, and the answer around memberships with the studio's
// default rules (no cap of upcoming bookings, strikes off).
import type { Membership, MyMembership } from '#domain/memberships/schemas';

export function coreMembership(patch: Partial<Membership> = {}): Membership {
  return {
    id: 7,
    userId: 3,
    typeId: 1,
    name: 'CORE',
    badge: '',
    categories: ['wellness', 'cardio', 'strength', 'fitness'],
    limits: [],
    startsOn: '2026-11-01',
    endsOn: null,
    pausedFrom: null,
    pausedUntil: null,
    credits: null,
    creditsLeft: null,
    allLocations: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...patch,
  };
}

export function myMembershipAnswer(
  memberships: Membership[],
  patch: Partial<MyMembership> = {},
): MyMembership {
  return {
    memberships,
    countedBookings: [],
    upcomingCount: 0,
    strikes: [],
    blockedUntil: null,
    billingBlocked: false,
    settings: {
      bookingDeadlineMinutes: 0,
      cancellationDeadlineMinutes: 120,
      reminderMinutesBefore: 180,
      maxUpcomingBookings: null,
      strikeLimit: null,
      strikeWindowDays: 30,
      blockDays: 7,
      latePromotionHours: 2,
      waitlistCutoffMinutes: 0,
    },
    ...patch,
  };
}
