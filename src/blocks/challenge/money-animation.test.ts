import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMoneyAnimation,
  MONEY_BURST_INTERVAL_MS,
  MONEY_BURST_SIZE,
  MONEY_CLICK_BILLS,
  MONEY_LIFE_MAX_MS,
  MONEY_LIFE_MIN_MS,
  particleAt,
  particleLife,
  type CanvasLike,
} from './money-animation';

const context = {} as CanvasRenderingContext2D;

function canvasWith(ctx: CanvasRenderingContext2D | null) {
  const getContext = vi.fn(() => ctx);
  return { canvas: { getContext, width: 300, height: 200 } as CanvasLike, getContext };
}

function start(options: { reducedMotion?: boolean; random?: () => number } = {}) {
  const { canvas } = canvasWith(context);
  const draw = vi.fn();
  const animation = createMoneyAnimation({
    canvas,
    reducedMotion: options.reducedMotion ?? false,
    random: options.random ?? (() => 0.5),
    now: () => Date.now(),
    requestFrame: (callback) => setTimeout(callback, 16) as unknown as number,
    cancelFrame: (handle) => clearTimeout(handle),
    draw,
  });
  return { animation: animation!, draw };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('money animation', () => {
  it('emits a burst on hover and one more every 180 ms until the pointer leaves', () => {
    const { animation } = start();
    animation.hoverStart({ x: 10, y: 10 });
    expect(animation.particles()).toHaveLength(MONEY_BURST_SIZE);
    vi.advanceTimersByTime(MONEY_BURST_INTERVAL_MS - 1);
    expect(animation.particles()).toHaveLength(MONEY_BURST_SIZE);
    vi.advanceTimersByTime(1);
    expect(animation.particles()).toHaveLength(2 * MONEY_BURST_SIZE);
    vi.advanceTimersByTime(2 * MONEY_BURST_INTERVAL_MS);
    expect(animation.particles()).toHaveLength(4 * MONEY_BURST_SIZE);
    animation.hoverEnd();
    vi.advanceTimersByTime(2 * MONEY_BURST_INTERVAL_MS); // 900 ms in all: nobody has died yet (life 1400 ms)
    expect(animation.particles()).toHaveLength(4 * MONEY_BURST_SIZE);
    animation.destroy();
  });

  it('a second hoverStart does not start a second clock', () => {
    const { animation } = start();
    animation.hoverStart({ x: 0, y: 0 });
    animation.hoverStart({ x: 0, y: 0 });
    vi.advanceTimersByTime(MONEY_BURST_INTERVAL_MS);
    expect(animation.particles()).toHaveLength(2 * MONEY_BURST_SIZE);
    animation.destroy();
  });

  it('throws 8 bills on a click', () => {
    const { animation, draw } = start();
    animation.click({ x: 50, y: 50 });
    expect(MONEY_CLICK_BILLS).toBe(8);
    expect(animation.particles()).toHaveLength(8);
    vi.advanceTimersByTime(16);
    expect(draw).toHaveBeenCalled();
    animation.destroy();
  });

  it('lets each particle live between 1000 and 1800 ms, then drops it', () => {
    expect(particleLife(() => 0)).toBe(MONEY_LIFE_MIN_MS);
    expect(particleLife(() => 0.999999)).toBeLessThanOrEqual(MONEY_LIFE_MAX_MS);
    expect(particleLife(() => 0.5)).toBe(1400);
    // Shortest possible life: still there at 999 ms, gone at 1000 ms.
    const short = start({ random: () => 0 }).animation;
    short.click({ x: 0, y: 0 });
    vi.advanceTimersByTime(MONEY_LIFE_MIN_MS - 1);
    expect(short.particles()).toHaveLength(8);
    vi.advanceTimersByTime(1);
    expect(short.particles()).toHaveLength(0);
    short.destroy();
    // Longest life: still there at 1799 ms.
    const long = start({ random: () => 0.9999999 }).animation;
    long.click({ x: 0, y: 0 });
    vi.advanceTimersByTime(MONEY_LIFE_MAX_MS - 2);
    expect(long.particles()).toHaveLength(8);
    vi.advanceTimersByTime(2);
    expect(long.particles()).toHaveLength(0);
    long.destroy();
  });

  it('stops its frame loop once every particle is gone', () => {
    const { animation, draw } = start({ random: () => 0 });
    animation.click({ x: 0, y: 0 });
    vi.advanceTimersByTime(MONEY_LIFE_MIN_MS + 100);
    const calls = draw.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(draw.mock.calls.length).toBe(calls);
    expect(vi.getTimerCount()).toBe(0);
    animation.destroy();
  });

  it('is completely off under prefers-reduced-motion: it does not even ask for a context', () => {
    const { canvas, getContext } = canvasWith(context);
    expect(createMoneyAnimation({ canvas, reducedMotion: true })).toBeNull();
    expect(getContext).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('silently does not start when the canvas has no 2D context, or getContext throws', () => {
    expect(createMoneyAnimation({ canvas: canvasWith(null).canvas, reducedMotion: false })).toBeNull();
    const throwing = {
      width: 1,
      height: 1,
      getContext: () => {
        throw new Error('not implemented');
      },
    } as CanvasLike;
    expect(createMoneyAnimation({ canvas: throwing, reducedMotion: false })).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('destroy stops the bursts and clears the particles', () => {
    const { animation } = start();
    animation.hoverStart({ x: 0, y: 0 });
    animation.destroy();
    expect(vi.getTimerCount()).toBe(0);
    expect(animation.particles()).toHaveLength(0);
    animation.click({ x: 0, y: 0 });
    expect(animation.particles()).toHaveLength(0);
  });

  it('fades a particle out over the last third of its life', () => {
    const particle = {
      origin: { x: 0, y: 0 },
      vx: 0,
      vy: -0.2,
      spin: 0,
      bornAt: 0,
      lifeMs: 1200,
      kind: 'bill' as const,
    };
    expect(particleAt(particle, 0).opacity).toBe(1);
    expect(particleAt(particle, 800).opacity).toBe(1);
    expect(particleAt(particle, 1000).opacity).toBeCloseTo(0.5);
    expect(particleAt(particle, 500).y).toBeLessThan(0);
  });
});
