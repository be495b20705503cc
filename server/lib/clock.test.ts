// The test clocks: frozen stays put; ticking goes at the real clock's pace from its start, the same in every
// process given the same start and real moment (decision 0196).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOf, frozenClock, systemClock, tickingClock } from './clock';

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

  it("a configuration's test clock: none means the system's", () => {
    expect(clockOf(undefined)).toBe(systemClock);
    expect(clockOf({ at: start, since: undefined }).now()).toEqual(start);
  });
});
