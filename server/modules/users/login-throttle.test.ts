// The blocking rule of sign-in throttling, with a frozen clock.
import { describe, expect, it } from 'vitest';
import { blockedUntil } from './login-throttle';

const MIN = 60_000;
const t0 = Date.UTC(2026, 10, 23, 9, 0);
const at = (...minutes: number[]) => minutes.map((m) => t0 + m * MIN);

describe('blockedUntil', () => {
  it('lets four failures through and blocks at the fifth within 15 minutes, for 15 minutes from it', () => {
    expect(blockedUntil(at(0, 1, 2, 3), t0 + 3 * MIN, 5)).toBeNull();
    expect(blockedUntil(at(0, 1, 2, 3, 4), t0 + 5 * MIN, 5)).toBe(t0 + 19 * MIN);
  });

  it('does not block five failures spread over more than 15 minutes', () => {
    expect(blockedUntil(at(0, 5, 10, 15, 16), t0 + 17 * MIN, 5)).toBeNull();
  });

  it('ends the block when its time has passed, so the real user can sign in', () => {
    expect(blockedUntil(at(0, 1, 2, 3, 4), t0 + 19 * MIN, 5)).toBeNull();
  });

  it('doubles the block on every further round of failures, up to 240 minutes', () => {
    const round = (start: number) => [start, start + 1, start + 2, start + 3, start + 4];
    const second = at(...round(0), ...round(30));
    expect(blockedUntil(second, t0 + 35 * MIN, 5)).toBe(t0 + 34 * MIN + 30 * MIN);
    const third = at(...round(0), ...round(30), ...round(100));
    expect(blockedUntil(third, t0 + 105 * MIN, 5)).toBe(t0 + 104 * MIN + 60 * MIN);
    const many = at(...Array.from({ length: 8 }, (_, i) => round(i * 300)).flat());
    const last = t0 + (7 * 300 + 4) * MIN;
    expect(blockedUntil(many, last + MIN, 5)).toBe(last + 240 * MIN);
  });

  it('does not block between rounds (failures not a multiple of the limit)', () => {
    expect(blockedUntil(at(0, 1, 2, 3, 4, 30, 31), t0 + 32 * MIN, 5)).toBeNull();
  });
});
