import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimedStore, type Effects } from './timed-store';

type Action = { type: 'add'; n: number } | { type: 'later'; n: number; key?: string } | { type: 'noop' };
const reducer = (state: number, action: Action) => (action.type === 'add' ? state + action.n : state);
const effects: Effects<number, Action> = (_previous, action) =>
  action.type === 'later'
    ? [{ delayMs: 100, action: { type: 'add', n: action.n }, ...(action.key ? { key: action.key } : {}) }]
    : [];

describe('the timed store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dispatches scheduled actions after their delay', () => {
    const store = createTimedStore(reducer, 0, effects);
    store.dispatch({ type: 'later', n: 2 });
    store.dispatch({ type: 'later', n: 3 });
    vi.advanceTimersByTime(99);
    expect(store.getState()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toBe(5);
  });

  it('restarts a keyed action instead of running it twice', () => {
    const store = createTimedStore(reducer, 0, effects);
    store.dispatch({ type: 'later', n: 2, key: 'k' });
    vi.advanceTimersByTime(60);
    store.dispatch({ type: 'later', n: 7, key: 'k' });
    vi.advanceTimersByTime(60);
    expect(store.getState()).toBe(0);
    vi.advanceTimersByTime(40);
    expect(store.getState()).toBe(7);
  });

  it('cancels by key and on dispose', () => {
    const store = createTimedStore(reducer, 0, effects);
    store.dispatch({ type: 'later', n: 1, key: 'k' });
    store.cancel('k');
    store.dispatch({ type: 'later', n: 4 });
    store.dispose();
    vi.advanceTimersByTime(1000);
    expect(store.getState()).toBe(0);
    store.dispatch({ type: 'add', n: 1 });
    expect(store.getState()).toBe(0);
  });

  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const store = createTimedStore(reducer, 0, effects);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'add', n: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'add', n: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
