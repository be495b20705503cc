import { describe, expect, it } from 'vitest';
import * as reads from './reads';

const week = { count: 2, period: 'week' as const, category: null };
const total = { count: 10, period: 'total' as const, category: null };

describe('what the rule reads', () => {
  it('takes memberships ended within the last 90 days', () => {
    expect(reads.ruleMembershipsFrom('2026-03-31')).toBe('2025-12-31');
  });

  it('counts for a card or a period limit only', () => {
    expect(reads.countsSomething({ credits: null, limits: [] })).toBe(false);
    expect(reads.countsSomething({ credits: 10, limits: [] })).toBe(true);
    expect(reads.countsSomething({ credits: null, limits: [week] })).toBe(true);
  });

  it("reads from the earlier of the week's and the quarter's start", () => {
    // Thursday 2 April 2026: the quarter began on Wednesday 1 April, the week on Monday 30 March.
    expect(reads.periodsFrom('2026-04-02')).toBe('2026-03-30');
    // Thursday 14 May 2026: the week (11 May) is later than the quarter's start.
    expect(reads.periodsFrom('2026-05-14')).toBe('2026-04-01');
  });

  it("reads from a 'total' limit's membership start when that is earlier", () => {
    const from = reads.countedFrom(
      [
        { limits: [week], startsOn: '2025-01-01' },
        { limits: [total], startsOn: '2026-02-10' },
      ],
      '2026-05-14',
    );
    expect(from).toBe('2026-02-10');
    expect(reads.countedFrom([{ limits: [total], startsOn: '2026-05-01' }], '2026-05-14')).toBe('2026-04-01');
  });

  it('compares from the Berlin midnight of the first day', () => {
    expect(reads.countedSince('2026-01-05')).toBe('2026-01-04T23:00:00.000Z');
    expect(reads.countedSince('2026-07-06')).toBe('2026-07-05T22:00:00.000Z');
  });

  it('counts confirmed and pending bookings still to come', () => {
    const now = new Date('2026-05-14T10:00:00.000Z');
    const bookings = [
      { status: 'confirmed', scheduledAt: '2026-05-14T10:00:00.000Z' }, // starts now: not to come
      { status: 'confirmed', scheduledAt: '2026-05-14T10:00:01.000Z' },
      { status: 'pending', scheduledAt: new Date('2026-05-20T08:00:00.000Z') },
      { status: 'cancelled', scheduledAt: '2026-05-20T08:00:00.000Z' },
      { status: 'attended', scheduledAt: '2026-05-13T08:00:00.000Z' },
    ];
    expect(reads.upcomingCount(bookings, now)).toBe(2);
  });
});
