import { describe, expect, it } from 'vitest';
import {
  activeBookingFor,
  isCancellable,
  bookingStatusText,
  bookingStatusTone,
  cancellationClosesAt,
  deadlineText,
  groupBookings,
  nextBookings,
  seatsLeftText,
} from './model';
import { booking } from './test-data';

// Monday 23 November 2026, 13:00 Berlin.
const NOW = new Date('2026-11-23T12:00:00Z');

describe('the seats-left text', () => {
  it('counts the free seats, in the singular for one, and says when none are left', () => {
    expect(seatsLeftText({ maxParticipants: 12, currentParticipants: 9 })).toBe('Noch 3 Plätze');
    expect(seatsLeftText({ maxParticipants: 12, currentParticipants: 11 })).toBe('Noch 1 Platz');
    expect(seatsLeftText({ maxParticipants: 12, currentParticipants: 12 })).toBe('Ausgebucht');
    // A desk override can put a session over its capacity: still full, never a negative count.
    expect(seatsLeftText({ maxParticipants: 12, currentParticipants: 13 })).toBe('Ausgebucht');
  });
});

describe('the deadlines', () => {
  it('closes cancelling a seat 120 minutes before the start and leaving the waitlist at the start', () => {
    const start = '2026-11-24T17:00:00.000Z';
    expect(cancellationClosesAt(start).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(cancellationClosesAt(start, 'pending').toISOString()).toBe(start);
  });

  it('writes the time alone when the deadline is today (Berlin), and the day and date otherwise', () => {
    const thursday = new Date('2026-11-26T10:00:00Z');
    expect(deadlineText(new Date('2026-11-26T15:00:00Z'), thursday)).toBe('16:00 Uhr');
    // 00:30 Berlin on Friday is not today, though the UTC date is Thursday's.
    expect(deadlineText(new Date('2026-11-26T23:30:00Z'), thursday)).toBe('Fr., 27.11., 00:30 Uhr');
    // A Saturday morning deadline of a session seen on Thursday.
    expect(deadlineText(new Date('2026-11-28T08:00:00Z'), thursday)).toBe('Sa., 28.11., 09:00 Uhr');
  });
});

describe('the member’s booking of a session', () => {
  it('ignores a cancelled booking of the session and takes the newest active one', () => {
    const list = [
      booking({ id: 1, status: 'cancelled' }),
      booking({ id: 2, courseSettingsId: 71 }),
      booking({ id: 3, status: 'pending', position: 1 }),
    ];
    expect(activeBookingFor(list, 70)?.id).toBe(3);
    expect(activeBookingFor([booking({ status: 'cancelled' })], 70)).toBeUndefined();
  });
});

describe('the status of a booking', () => {
  it('speaks German for every status, with the waitlist place and the studio’s cancellation', () => {
    expect(bookingStatusText(booking())).toBe('Bestätigt');
    expect(bookingStatusText(booking({ status: 'pending', position: 2 }))).toBe('Platz 2 auf der Warteliste');
    expect(bookingStatusText(booking({ status: 'cancelled' }))).toBe('Storniert');
    expect(bookingStatusText(booking({ status: 'cancelled', notes: 'Kurs abgesagt' }))).toBe('Kurs abgesagt');
    expect(bookingStatusText(booking({ status: 'attended' }))).toBe('Teilgenommen');
    expect(bookingStatusText(booking({ status: 'no_show' }))).toBe('Nicht erschienen');
  });

  it('says that no seat came free once the waitlist closed at the cut-off, in a quiet tone', () => {
    const closed = booking({
      status: 'pending',
      position: null,
      waitlistClosedAt: '2026-11-23T11:00:00.000Z',
    });
    expect(bookingStatusText(closed)).toBe('Kein Platz frei geworden');
    expect(bookingStatusTone(closed)).toBe('neutral');
    expect(bookingStatusTone(booking({ status: 'pending', position: 1 }))).toBe('warning');
  });

  it('says checked in, not attended, while the session has not ended', () => {
    const checkedIn = booking({ status: 'attended', scheduledAt: '2026-11-23T12:30:00.000Z' });
    expect(bookingStatusText(checkedIn, NOW)).toBe('Eingecheckt');
    expect(bookingStatusText(checkedIn, new Date('2026-11-23T13:30:00Z'))).toBe('Teilgenommen');
  });
});

describe('cancelling from my courses', () => {
  it('follows the server’s deadline instant, and lets a waitlist place go until the start', () => {
    const seat = booking({ cancellationClosesAt: '2026-11-24T16:30:00.000Z' });
    expect(isCancellable(seat, new Date('2026-11-24T16:00:00Z'))).toBe(true);
    expect(isCancellable(seat, new Date('2026-11-24T16:31:00Z'))).toBe(false);
    const waiting = booking({
      status: 'pending',
      position: 1,
      cancellationClosesAt: '2026-11-24T17:00:00.000Z',
    });
    expect(isCancellable(waiting, new Date('2026-11-24T16:59:00Z'))).toBe(true);
    expect(isCancellable(waiting, new Date('2026-11-24T17:00:00Z'))).toBe(false);
    expect(isCancellable(booking({ status: 'attended' }), NOW)).toBe(false);
  });
});

describe('grouping the member’s bookings', () => {
  const list = [
    booking({ id: 1, scheduledAt: '2026-11-20T17:00:00.000Z', status: 'attended' }),
    booking({ id: 2, scheduledAt: '2026-11-26T17:00:00.000Z', status: 'pending', position: 1 }),
    booking({ id: 3, scheduledAt: '2026-11-24T17:00:00.000Z' }),
    booking({ id: 4, scheduledAt: '2026-11-16T17:00:00.000Z', status: 'no_show' }),
    // Started 30 minutes ago and still running: upcoming until it ends.
    booking({ id: 5, scheduledAt: '2026-11-23T11:30:00.000Z' }),
    booking({ id: 6, scheduledAt: '2026-11-25T17:00:00.000Z', status: 'cancelled' }),
  ];

  it('puts sessions not yet ended first (soonest first), cancelled ones apart, the ended ones after (latest first)', () => {
    const { upcoming, cancelled, past } = groupBookings(list, NOW);
    expect(upcoming.map((b) => b.id)).toEqual([5, 3, 2]);
    expect(cancelled.map((b) => b.id)).toEqual([6]);
    expect(past.map((b) => b.id)).toEqual([1, 4]);
  });

  it('gives the dashboard the next seats and waitlist places only', () => {
    expect(nextBookings(list, NOW).map((b) => b.id)).toEqual([5, 3, 2]);
    expect(nextBookings(list, NOW, 1).map((b) => b.id)).toEqual([5]);
  });
});
