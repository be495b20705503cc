// The German lines of 'Meine Mitgliedschaft' and the desk, and the forms' euro and number conversions.
import { describe, expect, it } from 'vitest';
import type { Membership } from '#domain/memberships/schemas';
import {
  centsToText,
  limitText,
  membershipLines,
  membershipPhase,
  strikeText,
  textToCents,
  textToCount,
} from './model';

const NOW = new Date('2026-11-24T10:00:00Z'); // Tuesday
const base: Membership = {
  id: 4,
  userId: 3,
  typeId: 2,
  name: 'HYBRID PRO',
  badge: 'BELIEBT',
  categories: ['wellness', 'cardio', 'strength', 'fitness', 'Personal Training'],
  limits: [{ count: 1, period: 'quarter', category: 'Personal Training' }],
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

describe('membershipLines', () => {
  it('names what a tier covers, since when, and the quarter’s personal training left', () => {
    expect(membershipLines(base, NOW, [])).toEqual([
      'Umfasst: Wellness, Cardio, Kraft, Fitness, Personal Training',
      'Seit 01.11.2026, unbefristet',
      'Dieses Quartal: noch 1 von 1 Personal-Training-Kurs frei',
    ]);
  });

  it('counts the period’s bookings of this membership only', () => {
    const counted = [
      { bookingId: 1, membershipId: 4, startTime: '2026-11-10T10:00:00.000Z', category: 'Personal Training' },
      { bookingId: 2, membershipId: 9, startTime: '2026-11-11T10:00:00.000Z', category: 'Personal Training' },
    ];
    expect(membershipLines(base, NOW, counted).at(-1)).toBe(
      'Dieses Quartal: noch 0 von 1 Personal-Training-Kurs frei',
    );
  });

  it('a card: credits left and its last day; a pause that is not over', () => {
    const card = {
      ...base,
      name: '10er-Karte',
      limits: [],
      endsOn: '2027-05-01',
      credits: 10,
      creditsLeft: 7,
      pausedFrom: '2026-12-01',
      pausedUntil: '2026-12-14',
    };
    expect(membershipLines(card, NOW, [])).toEqual([
      'Umfasst: Wellness, Cardio, Kraft, Fitness, Personal Training',
      'Seit 01.11.2026, gültig bis 01.05.2027',
      'Ruht vom 01.12.2026 bis 14.12.2026',
      'Noch 7 von 10 Buchungen',
    ]);
    expect(membershipLines({ ...card, creditsLeft: 0 }, NOW)).toContain(
      'Aufgebraucht: alle 10 Buchungen genutzt',
    );
  });

  it('a membership that starts later or has ended says so', () => {
    expect(membershipLines({ ...base, startsOn: '2026-12-01' }, NOW)[1]).toBe(
      'Beginnt am 01.12.2026, unbefristet',
    );
    expect(membershipLines({ ...base, endsOn: '2026-11-20' }, NOW)[1]).toBe(
      'Seit 01.11.2026, endete am 20.11.2026',
    );
  });
});

describe('membershipPhase', () => {
  it('upcoming, active, paused, ended by Berlin date', () => {
    expect(membershipPhase({ ...base, startsOn: '2026-11-25' }, '2026-11-24')).toBe('upcoming');
    expect(membershipPhase(base, '2026-11-24')).toBe('active');
    expect(
      membershipPhase({ ...base, pausedFrom: '2026-11-24', pausedUntil: '2026-11-30' }, '2026-11-24'),
    ).toBe('paused');
    expect(membershipPhase({ ...base, endsOn: '2026-11-23' }, '2026-11-24')).toBe('ended');
  });
});

describe('texts', () => {
  it('limits and strikes', () => {
    expect(limitText({ count: 2, period: 'week', category: null })).toBe('2 Kurse pro Woche');
    expect(limitText({ count: 1, period: 'month', category: 'EMS' })).toBe('1 EMS-Kurs pro Monat');
    const strike = {
      id: 1,
      userId: 3,
      bookingId: 8,
      courseTitle: 'Yoga Flow',
      scheduledAt: '2026-11-20T17:00:00.000Z',
      createdAt: '2026-11-20T19:00:00.000Z',
      expiresAt: '2026-12-20T19:00:00.000Z',
      forgivenAt: null,
      forgivenReason: null,
    };
    expect(strikeText(strike)).toBe('Yoga Flow, 20.11.2026, 18:00 Uhr – zählt bis 20.12.2026');
    expect(strikeText({ ...strike, forgivenAt: '2026-11-21T09:00:00.000Z', forgivenReason: 'Krank' })).toBe(
      'Yoga Flow, 20.11.2026, 18:00 Uhr – erlassen: Krank',
    );
  });
});

describe('form conversions', () => {
  it('euros and cents both ways, German commas, empty is null, nonsense is NaN', () => {
    expect(centsToText(1600)).toBe('16');
    expect(centsToText(1650)).toBe('16,50');
    expect(centsToText(null)).toBe('');
    expect(textToCents('16')).toBe(1600);
    expect(textToCents('16,5')).toBe(1650);
    expect(textToCents('29.70 €')).toBe(2970);
    expect(textToCents('')).toBeNull();
    expect(textToCents('zehn')).toBeNaN();
    expect(textToCount(' 10 ')).toBe(10);
    expect(textToCount('')).toBeNull();
    expect(textToCount('1,5')).toBeNaN();
  });
});
