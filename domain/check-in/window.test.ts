import { describe, expect, it } from 'vitest';
import { checkInOpen, checkInOpensAt } from './window';

describe('the check-in window', () => {
  it('opens 60 minutes before the start and stays open afterwards', () => {
    const start = '2026-11-24T08:00:00.000Z';
    expect(checkInOpensAt(start).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(checkInOpen(start, new Date('2026-11-24T06:59:59Z'))).toBe(false);
    expect(checkInOpen(start, new Date('2026-11-24T07:00:00Z'))).toBe(true);
    expect(checkInOpen(start, new Date('2026-11-24T12:00:00Z'))).toBe(true);
  });
});
