import { describe, expect, it } from 'vitest';
import { blockGrew, earnsStrike, shownStrikes, strikesSince, unforgivenInWindow } from './strikes';

const rules = { strikeWindowDays: 30, blockDays: 7, latePromotionHours: 12 };
const now = new Date('2026-05-14T12:00:00.000Z');

describe('strikes', () => {
  it('gives no strike for a booking promoted from the waitlist late', () => {
    const scheduledAt = '2026-05-14T18:00:00.000Z';
    expect(earnsStrike({ promotedAt: null, scheduledAt }, rules)).toBe(true);
    expect(earnsStrike({ promotedAt: '2026-05-14T06:00:00.000Z', scheduledAt }, rules)).toBe(true);
    expect(earnsStrike({ promotedAt: '2026-05-14T06:00:01.000Z', scheduledAt }, rules)).toBe(false);
  });

  it('mails when a block starts or grows only', () => {
    expect(blockGrew(null, null)).toBe(false);
    expect(blockGrew(null, '2026-05-21T12:00:00.000Z')).toBe(true);
    expect(blockGrew('2026-05-21T12:00:00.000Z', '2026-05-21T12:00:00.000Z')).toBe(false);
    expect(blockGrew('2026-05-21T12:00:00.000Z', '2026-05-22T12:00:00.000Z')).toBe(true);
    expect(blockGrew('2026-05-21T12:00:00.000Z', null)).toBe(false);
  });

  const strikes = [
    { id: 1, createdAt: '2026-04-14T12:00:00.000Z', forgivenAt: null }, // exactly a window ago
    { id: 2, createdAt: '2026-04-14T12:00:01.000Z', forgivenAt: null },
    { id: 3, createdAt: '2026-05-01T12:00:00.000Z', forgivenAt: '2026-05-02T12:00:00.000Z' },
    { id: 4, createdAt: '2026-03-01T12:00:00.000Z', forgivenAt: null },
  ];

  it('counts the unforgiven strikes within the window for the mail', () => {
    expect(unforgivenInWindow(strikes, rules, now)).toBe(1);
  });

  it('shows the strikes within the window, forgiven ones too', () => {
    expect(shownStrikes(strikes, rules, now).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('reads the strikes a block could rest on: a window and a block back', () => {
    expect(strikesSince(rules, now)).toBe('2026-04-07T12:00:00.000Z');
  });
});
