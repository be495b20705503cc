// The booking state model over every state, for signed-out visitors, members without and with an active
// membership, with the server's deadline instants and without them (the domain defaults).
import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  bookingClosesAt,
  bookingState,
  cancellationClosesAt,
  sessionPhase,
  seatsLeftText,
  type BookingFacts,
  type SessionFacts,
  type Viewer,
} from './state';

// Tuesday 24 November 2026, 18:00–19:00 Berlin, 12 seats, 9 taken; booking closes 30 minutes, cancelling
// 3 hours before the start (a server configured apart from the domain defaults 0 and 120).
const START = '2026-11-24T17:00:00.000Z';
function session(fields: Partial<SessionFacts> = {}): SessionFacts {
  return {
    startTime: START,
    endTime: '2026-11-24T18:00:00.000Z',
    maxParticipants: 12,
    currentParticipants: 9,
    bookable: true,
    bookingClosesAt: '2026-11-24T16:30:00.000Z',
    cancellationClosesAt: '2026-11-24T14:00:00.000Z',
    ...fields,
  };
}
const at = (iso: string) => new Date(iso);
const BEFORE = at('2026-11-23T12:00:00Z');
const GUEST: Viewer = { status: 'signedOut' };
const MEMBER: Viewer = { status: 'signedIn', userId: 3, activeMembership: true };
const INACTIVE: Viewer = { status: 'signedIn', userId: 3, activeMembership: false };
const seat: BookingFacts = { status: 'confirmed', position: null, scheduledAt: START };
const waiting: BookingFacts = { status: 'pending', position: 2, scheduledAt: START };

describe('bookingState', () => {
  it('bookable: a member books, a visitor is asked to sign in to book, an inactive member is told why', () => {
    expect(bookingState(session(), MEMBER, undefined, BEFORE)).toEqual({ kind: 'book' });
    expect(bookingState(session(), GUEST, undefined, BEFORE)).toEqual({ kind: 'signIn', intent: 'book' });
    expect(bookingState(session(), INACTIVE, undefined, BEFORE)).toEqual({ kind: 'inactive' });
  });

  it('full: the waitlist is offered to members and visitors alike', () => {
    const full = session({ currentParticipants: 12 });
    expect(bookingState(full, MEMBER, undefined, BEFORE)).toEqual({ kind: 'waitlist' });
    expect(bookingState(full, GUEST, undefined, BEFORE)).toEqual({ kind: 'signIn', intent: 'waitlist' });
    // Over capacity after a desk override: still full.
    expect(bookingState(session({ currentParticipants: 14 }), GUEST, undefined, BEFORE)).toEqual({
      kind: 'signIn',
      intent: 'waitlist',
    });
  });

  it('past: nobody is offered anything, signed in or not, however many seats are free', () => {
    const after = at('2026-11-24T18:00:00Z');
    expect(bookingState(session(), GUEST, undefined, after)).toEqual({ kind: 'past' });
    expect(bookingState(session(), MEMBER, undefined, after)).toEqual({ kind: 'past' });
    expect(bookingState(session({ currentParticipants: 12 }), GUEST, undefined, after)).toEqual({
      kind: 'past',
    });
  });

  it('running: from the start until the end', () => {
    expect(bookingState(session(), GUEST, undefined, at(START))).toEqual({ kind: 'running' });
    expect(bookingState(session(), MEMBER, undefined, at('2026-11-24T17:59:59Z'))).toEqual({
      kind: 'running',
    });
  });

  it('deadline passed: at the server’s booking deadline instant, not the domain default', () => {
    expect(bookingState(session(), GUEST, undefined, at('2026-11-24T16:29:59Z'))).toEqual({
      kind: 'signIn',
      intent: 'book',
    });
    expect(bookingState(session(), GUEST, undefined, at('2026-11-24T16:30:00Z'))).toEqual({
      kind: 'deadline',
    });
    expect(bookingState(session(), MEMBER, undefined, at('2026-11-24T16:45:00Z'))).toEqual({
      kind: 'deadline',
    });
    // Without the server's instant the domain default (0 minutes) applies: open until the start.
    expect(
      bookingState(session({ bookingClosesAt: null }), MEMBER, undefined, at('2026-11-24T16:45:00Z')),
    ).toEqual({ kind: 'book' });
  });

  it('not bookable online: said to everyone, no sign-in asked', () => {
    expect(bookingState(session({ bookable: false }), GUEST, undefined, BEFORE)).toEqual({
      kind: 'notBookable',
    });
    expect(bookingState(session({ bookable: false }), MEMBER, undefined, BEFORE)).toEqual({
      kind: 'notBookable',
    });
  });

  it('cancelled by the studio: said before anything else', () => {
    expect(bookingState(session({ cancelled: true }), GUEST, undefined, BEFORE)).toEqual({
      kind: 'cancelled',
    });
    expect(bookingState(session({ cancelled: true }), MEMBER, undefined, at('2026-11-25T00:00:00Z'))).toEqual(
      {
        kind: 'cancelled',
      },
    );
  });

  it('already booked: cancellable until the server’s cancellation deadline', () => {
    expect(bookingState(session(), MEMBER, seat, BEFORE)).toEqual({
      kind: 'booked',
      booking: seat,
      cancellable: true,
      cancelUntil: at('2026-11-24T14:00:00.000Z'),
    });
    expect(bookingState(session(), MEMBER, seat, at('2026-11-24T14:00:01Z'))).toMatchObject({
      kind: 'booked',
      cancellable: false,
    });
    // The booking's own instant wins over the session's.
    const own = { ...seat, cancellationClosesAt: '2026-11-24T15:00:00.000Z' };
    expect(bookingState(session(), MEMBER, own, at('2026-11-24T14:30:00Z'))).toMatchObject({
      cancellable: true,
    });
    // A held seat stays the member's even when the session is full or booking has closed.
    expect(
      bookingState(session({ currentParticipants: 12 }), MEMBER, seat, at('2026-11-24T16:45:00Z')),
    ).toMatchObject({ kind: 'booked', cancellable: false });
  });

  it('on the waitlist: with the position, leavable until the start', () => {
    expect(bookingState(session({ currentParticipants: 12 }), MEMBER, waiting, BEFORE)).toEqual({
      kind: 'waitlisted',
      booking: waiting,
      position: 2,
      leavable: true,
    });
    expect(bookingState(session(), MEMBER, waiting, at('2026-11-24T16:59:59Z'))).toMatchObject({
      leavable: true,
    });
    expect(bookingState(session(), MEMBER, waiting, at(START))).toMatchObject({ leavable: false });
  });

  it('checked in or absent: done', () => {
    const attended: BookingFacts = { ...seat, status: 'attended' };
    expect(bookingState(session(), MEMBER, attended, at(START))).toEqual({ kind: 'done', booking: attended });
    const absent: BookingFacts = { ...seat, status: 'no_show' };
    expect(bookingState(session(), MEMBER, absent, at('2026-11-24T19:00:00Z'))).toEqual({
      kind: 'done',
      booking: absent,
    });
  });

  it('a cancelled booking of the member counts as none, and a visitor never sees a booking', () => {
    const cancelled: BookingFacts = { ...seat, status: 'cancelled' };
    expect(bookingState(session(), MEMBER, cancelled, BEFORE)).toEqual({ kind: 'book' });
    expect(bookingState(session(), GUEST, seat, BEFORE)).toEqual({ kind: 'signIn', intent: 'book' });
  });
});

describe('the deadlines and the words', () => {
  it('falls back to the domain defaults when the answer lacks the server’s instants', () => {
    expect(bookingClosesAt({ startTime: START }).toISOString()).toBe(START);
    expect(cancellationClosesAt(START).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(cancellationClosesAt(START, 'confirmed', '2026-11-24T14:00:00.000Z').toISOString()).toBe(
      '2026-11-24T14:00:00.000Z',
    );
    expect(cancellationClosesAt(START, 'pending', '2026-11-24T14:00:00.000Z').toISOString()).toBe(START);
  });

  it('writes the seat line only for a bookable session', () => {
    const open = (free: number) => `${free} frei`;
    expect(availabilityText(session(), BEFORE, open)).toBe('3 frei');
    expect(availabilityText(session({ currentParticipants: 12 }), BEFORE, open)).toBe(
      'Ausgebucht – Warteliste offen',
    );
    expect(availabilityText(session(), at('2026-11-25T00:00:00Z'), open)).toBe('Vorbei');
    expect(availabilityText(session(), at(START), open)).toBe('Läuft gerade');
    expect(availabilityText(session(), at('2026-11-24T16:40:00Z'), open)).toBe('Anmeldeschluss vorbei');
    expect(availabilityText(session({ bookable: false }), BEFORE, open)).toBe('Nicht online buchbar');
    expect(availabilityText(session({ cancelled: true }), BEFORE, open)).toBe('Abgesagt');
    expect(sessionPhase(session({ endTime: undefined }), at('2026-11-24T17:59:00Z'))).toBe('running');
    expect(seatsLeftText({ maxParticipants: 12, currentParticipants: 11 })).toBe('Noch 1 Platz');
  });
});

describe('bookingState with the member’s memberships (issue 19)', () => {
  const settings = {
    bookingDeadlineMinutes: 0,
    cancellationDeadlineMinutes: 120,
    reminderMinutesBefore: 180,
    maxUpcomingBookings: null,
    strikeLimit: null,
    strikeWindowDays: 30,
    blockDays: 7,
    latePromotionHours: 2,
    waitlistCutoffMinutes: 0,
  };
  const core = {
    id: 7,
    userId: 3,
    typeId: 1,
    name: 'CORE',
    badge: 'FÜR EINSTEIGER',
    categories: ['wellness', 'cardio', 'strength', 'fitness'],
    limits: [{ count: 2, period: 'week' as const, category: null }],
    startsOn: '2026-11-01',
    endsOn: null,
    pausedFrom: null,
    pausedUntil: null,
    credits: null,
    creditsLeft: null,
    allLocations: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
  type Mine = NonNullable<Extract<Viewer, { status: 'signedIn' }>['membership']>;
  const mine = (fields: Partial<Mine> = {}): Mine => ({
    memberships: [core],
    countedBookings: [],
    upcomingCount: 0,
    strikes: [],
    blockedUntil: null,
    settings,
    ...fields,
  });
  const viewer = (membership: Mine): Viewer => ({ ...MEMBER, membership }) as Viewer;
  const yoga = session({ category: 'wellness' });
  const ems = session({ category: 'EMS' });

  it('a covered category is offered as before: Buchen, or the waitlist when full', () => {
    expect(bookingState(yoga, viewer(mine()), undefined, BEFORE)).toEqual({ kind: 'book' });
    expect(
      bookingState(
        session({ category: 'wellness', currentParticipants: 12 }),
        viewer(mine()),
        undefined,
        BEFORE,
      ),
    ).toEqual({ kind: 'waitlist' });
  });

  it('a category the membership does not cover is refused with the German reason, not offered', () => {
    expect(bookingState(ems, viewer(mine()), undefined, BEFORE)).toEqual({
      kind: 'refused',
      intent: 'book',
      code: 'MEMBERSHIP_CATEGORY',
      reason: 'Deine Mitgliedschaft umfasst keine EMS-Kurse.',
    });
  });

  it('a pause over the session’s day names its end; the day after the pause books again', () => {
    const paused = mine({ memberships: [{ ...core, pausedFrom: '2026-11-20', pausedUntil: '2026-11-24' }] });
    expect(bookingState(yoga, viewer(paused), undefined, BEFORE)).toMatchObject({
      kind: 'refused',
      code: 'MEMBERSHIP_PAUSED',
      reason: 'Deine Mitgliedschaft ruht bis 24.11.2026.',
    });
    const over = mine({ memberships: [{ ...core, pausedFrom: '2026-11-20', pausedUntil: '2026-11-23' }] });
    expect(bookingState(yoga, viewer(over), undefined, BEFORE)).toEqual({ kind: 'book' });
  });

  it('the week’s limit reached is refused for a full session too (the waitlist counts)', () => {
    const twoThisWeek = mine({
      countedBookings: [
        { bookingId: 1, membershipId: 7, startTime: '2026-11-23T08:00:00.000Z', category: 'cardio' },
        { bookingId: 2, membershipId: 7, startTime: '2026-11-25T08:00:00.000Z', category: 'fitness' },
      ],
    });
    const full = session({ category: 'wellness', currentParticipants: 12 });
    expect(bookingState(full, viewer(twoThisWeek), undefined, BEFORE)).toEqual({
      kind: 'refused',
      intent: 'waitlist',
      code: 'MEMBERSHIP_PERIOD_LIMIT',
      reason: 'Du hast diese Woche schon 2 von 2 Kursen gebucht.',
    });
  });

  it('no membership at all: refused with the way to one', () => {
    expect(bookingState(yoga, viewer(mine({ memberships: [] })), undefined, BEFORE)).toMatchObject({
      kind: 'refused',
      code: 'MEMBERSHIP_NONE',
    });
  });

  it('the member’s own booking is shown whatever the memberships say now; a closed session stays closed', () => {
    const none = viewer(mine({ memberships: [] }));
    expect(bookingState(yoga, none, seat, BEFORE)).toMatchObject({ kind: 'booked' });
    expect(bookingState(yoga, none, undefined, at('2026-11-24T18:00:00Z'))).toEqual({ kind: 'past' });
  });

  it('without the answer (loading, offline) or without the session’s category nothing is refused before the tap', () => {
    expect(bookingState(ems, MEMBER, undefined, BEFORE)).toEqual({ kind: 'book' });
    expect(bookingState(session(), viewer(mine({ memberships: [] })), undefined, BEFORE)).toEqual({
      kind: 'book',
    });
  });
});
