// The test clocks: frozen stays put; ticking goes at the real clock's pace from its start, the same in every
// process given the same start and real moment (decision 0196).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frozenClock, installTestClock, systemClock, tickingClock } from './clock';

const start = new Date('2026-11-25T08:00:00Z');

describe('test clocks', () => {
  afterEach(() => vi.useRealTimers());

  it('frozen: the same instant however much real time passes', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const clock = frozenClock(start);
    vi.advanceTimersByTime(3_600_000);
    expect(clock.now()).toEqual(start);
  });

  it('ticking: starts at its start at the named real moment and moves with the real clock', () => {
    const real = new Date('2030-01-01T00:00:00Z');
    vi.useFakeTimers({ now: real, toFake: ['Date'] });
    const clock = tickingClock(start, real.getTime() - 60_000);
    expect(clock.now()).toEqual(new Date('2026-11-25T08:01:00Z'));
    vi.setSystemTime(real.getTime() + 90_000);
    expect(clock.now()).toEqual(new Date('2026-11-25T08:02:30Z'));
  });

  it("a test server's process: every `new Date()` and `Date.now()` reads the test clock, dated values stay", () => {
    const RealDate = Date;
    const before = new Date(0);
    try {
      installTestClock({ at: start, since: RealDate.now() });
      const now = new Date();
      expect(Math.abs(now.getTime() - start.getTime())).toBeLessThan(1_000);
      expect(Math.abs(Date.now() - start.getTime())).toBeLessThan(1_000);
      expect(systemClock.now().getTime() - start.getTime()).toBeLessThan(1_000);
      expect(new Date('2030-05-01T00:00:00Z').toISOString()).toBe('2030-05-01T00:00:00.000Z');
      expect(new Date(2030, 4, 1).getFullYear()).toBe(2030);
      expect(before instanceof Date && now instanceof RealDate).toBe(true);
      installTestClock({ at: start, since: undefined });
      expect(new Date()).toEqual(start);
    } finally {
      globalThis.Date = RealDate;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('studio.realDate')];
    }
  });
});
