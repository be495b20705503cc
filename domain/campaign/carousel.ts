// The testimonial carousel of seed 001 §4: an index from 0 to the last, 'previous' disabled at the first and
// 'next' at the last, dots jump to an index, auto-advance every 8000 ms wrapping from the last to the first.
// Auto-advance pauses while the pointer is over the carousel or focus is inside it (issue 8).

export const CAROUSEL_AUTO_ADVANCE_MS = 8000;

export interface CarouselState {
  index: number;
  count: number;
  hovered: boolean;
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  /** The auto-advance tick: wraps from the last to the first; ignored while paused. */
  | { type: 'tick' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'setCount'; count: number };

const clampIndex = (index: number, count: number) =>
  count <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1);

export function initialCarousel(count: number, index = 0): CarouselState {
  const safeCount = Math.max(0, Math.trunc(count));
  return { index: clampIndex(index, safeCount), count: safeCount, hovered: false, focused: false };
}

export const canGoPrev = (state: CarouselState) => state.index > 0;
export const canGoNext = (state: CarouselState) => state.index < state.count - 1;
/** Paused by hover or focus; a carousel with fewer than two slides never moves by itself. */
export const isAutoAdvancePaused = (state: CarouselState) =>
  state.hovered || state.focused || state.count < 2;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return canGoNext(state) ? { ...state, index: state.index + 1 } : state;
    case 'prev':
      return canGoPrev(state) ? { ...state, index: state.index - 1 } : state;
    case 'goTo': {
      const index = clampIndex(action.index, state.count);
      return index === state.index ? state : { ...state, index };
    }
    case 'tick':
      if (isAutoAdvancePaused(state)) return state;
      return { ...state, index: (state.index + 1) % state.count };
    case 'hover':
      return state.hovered === action.on ? state : { ...state, hovered: action.on };
    case 'focus':
      return state.focused === action.on ? state : { ...state, focused: action.on };
    case 'setCount': {
      const count = Math.max(0, Math.trunc(action.count));
      return { ...state, count, index: clampIndex(state.index, count) };
    }
  }
}

export interface AutoAdvance {
  /** Start or stop the clock; resuming waits a full interval before the next tick. */
  setPaused(paused: boolean): void;
  /** After a manual move: the next tick comes a full interval later, not sooner. */
  restart(): void;
  /** Stop for good (unmount). */
  stop(): void;
}

/**
 * The auto-advance clock: calls `onTick` every `intervalMs` while not paused. The caller dispatches `tick`
 * and keeps `setPaused` in step with `isAutoAdvancePaused`.
 */
export function startAutoAdvance(
  onTick: () => void,
  { intervalMs = CAROUSEL_AUTO_ADVANCE_MS, paused = false }: { intervalMs?: number; paused?: boolean } = {},
): AutoAdvance {
  let timer: ReturnType<typeof setInterval> | undefined;
  let isPaused = paused;
  let stopped = false;
  const clear = () => {
    if (timer !== undefined) globalThis.clearInterval(timer);
    timer = undefined;
  };
  const arm = () => {
    clear();
    if (!isPaused && !stopped) timer = globalThis.setInterval(onTick, intervalMs);
  };
  arm();
  return {
    setPaused(next) {
      if (next === isPaused) return;
      isPaused = next;
      arm();
    },
    restart: arm,
    stop() {
      stopped = true;
      clear();
    },
  };
}
