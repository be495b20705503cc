import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_AUTO_ADVANCE_MS,
  canGoNext,
  canGoPrev,
  carouselReducer,
  initialCarousel,
  isAutoAdvancePaused,
  startAutoAdvance,
  type CarouselAction,
  type CarouselState,
} from './carousel';

const run = (state: CarouselState, ...actions: CarouselAction[]) => actions.reduce(carouselReducer, state);

describe('the testimonial carousel (seed 001 §4)', () => {
  it('auto-advances every 8000 ms', () => {
    expect(CAROUSEL_AUTO_ADVANCE_MS).toBe(8000);
  });

  it('disables previous at the first and next at the last', () => {
    const first = initialCarousel(3);
    expect(first.index).toBe(0);
    expect(canGoPrev(first)).toBe(false);
    expect(canGoNext(first)).toBe(true);
    expect(run(first, { type: 'prev' })).toBe(first);

    const middle = run(first, { type: 'next' });
    expect(middle.index).toBe(1);
    expect(canGoPrev(middle)).toBe(true);
    expect(canGoNext(middle)).toBe(true);

    const last = run(first, { type: 'next' }, { type: 'next' });
    expect(last.index).toBe(2);
    expect(canGoNext(last)).toBe(false);
    expect(run(last, { type: 'next' }).index).toBe(2);
    expect(run(last, { type: 'prev' }).index).toBe(1);
  });

  it('has both buttons disabled with one slide or none', () => {
    for (const count of [0, 1]) {
      const state = initialCarousel(count);
      expect(canGoPrev(state)).toBe(false);
      expect(canGoNext(state)).toBe(false);
      expect(run(state, { type: 'tick' }).index).toBe(0);
    }
  });

  it('jumps to a dot, clamped to the slides', () => {
    const state = initialCarousel(5);
    expect(run(state, { type: 'goTo', index: 3 }).index).toBe(3);
    expect(run(state, { type: 'goTo', index: 9 }).index).toBe(4);
    expect(run(state, { type: 'goTo', index: -2 }).index).toBe(0);
  });

  it('wraps from the last to the first on the auto-advance tick only', () => {
    const last = run(initialCarousel(3), { type: 'goTo', index: 2 });
    expect(run(last, { type: 'tick' }).index).toBe(0);
    expect(run(initialCarousel(3), { type: 'tick' }, { type: 'tick' }).index).toBe(2);
    expect(run(initialCarousel(3), { type: 'tick' }, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
  });

  it('pauses on hover and on focus, and resumes only when both have left', () => {
    const start = initialCarousel(3);
    expect(isAutoAdvancePaused(start)).toBe(false);
    const hovered = run(start, { type: 'hover', on: true });
    expect(isAutoAdvancePaused(hovered)).toBe(true);
    expect(run(hovered, { type: 'tick' }).index).toBe(0);
    const both = run(hovered, { type: 'focus', on: true });
    const hoverLeft = run(both, { type: 'hover', on: false });
    expect(isAutoAdvancePaused(hoverLeft)).toBe(true);
    expect(run(hoverLeft, { type: 'tick' }).index).toBe(0);
    const free = run(hoverLeft, { type: 'focus', on: false });
    expect(isAutoAdvancePaused(free)).toBe(false);
    expect(run(free, { type: 'tick' }).index).toBe(1);
  });

  it('keeps the index in range when the slides shrink', () => {
    const state = run(initialCarousel(5), { type: 'goTo', index: 4 }, { type: 'setCount', count: 2 });
    expect(state.index).toBe(1);
    expect(canGoNext(state)).toBe(false);
  });
});

describe('the auto-advance clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 8000 ms, not sooner', () => {
    const onTick = vi.fn();
    const clock = startAutoAdvance(onTick);
    vi.advanceTimersByTime(7999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(16_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    clock.stop();
    vi.advanceTimersByTime(80_000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('does not tick while paused and waits a full interval after resuming', () => {
    const onTick = vi.fn();
    const clock = startAutoAdvance(onTick);
    vi.advanceTimersByTime(5000);
    clock.setPaused(true);
    vi.advanceTimersByTime(60_000);
    expect(onTick).not.toHaveBeenCalled();
    clock.setPaused(false);
    vi.advanceTimersByTime(7999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenCalledTimes(1);
    clock.stop();
  });

  it('starts paused when asked, and a manual move restarts the interval', () => {
    const onTick = vi.fn();
    const clock = startAutoAdvance(onTick, { paused: true });
    vi.advanceTimersByTime(10_000);
    expect(onTick).not.toHaveBeenCalled();
    clock.setPaused(false);
    vi.advanceTimersByTime(6000);
    clock.restart();
    vi.advanceTimersByTime(6000);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onTick).toHaveBeenCalledTimes(1);
    clock.stop();
  });

  it('drives the reducer round the slides, wrapping, while nobody hovers', () => {
    let state = initialCarousel(3);
    const seen: number[] = [];
    const clock = startAutoAdvance(() => {
      state = carouselReducer(state, { type: 'tick' });
      seen.push(state.index);
    });
    vi.advanceTimersByTime(4 * CAROUSEL_AUTO_ADVANCE_MS);
    expect(seen).toEqual([1, 2, 0, 1]);
    state = carouselReducer(state, { type: 'hover', on: true });
    clock.setPaused(isAutoAdvancePaused(state));
    vi.advanceTimersByTime(3 * CAROUSEL_AUTO_ADVANCE_MS);
    expect(seen).toEqual([1, 2, 0, 1]);
    clock.stop();
  });
});
