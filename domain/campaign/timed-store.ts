// A small store for the campaign state machines: a pure reducer plus the delayed actions a transition schedules
// (flashes that end, auto-advance, submitting, auto-close). The UI reads it with useSyncExternalStore; tests
// drive it with fake timers. A scheduled action with a key replaces a pending one with the same key.

export interface Scheduled<A> {
  delayMs: number;
  action: A;
  /** At most one pending action per key: scheduling again restarts the delay. */
  key?: string;
}

export type Effects<S, A> = (previous: S, action: A, next: S) => readonly Scheduled<A>[];

export interface TimedStore<S, A> {
  getState(): S;
  dispatch(action: A): void;
  subscribe(listener: () => void): () => void;
  /** Cancels every pending delayed action (unmount). */
  dispose(): void;
  /** Cancels the pending action with that key, if any. */
  cancel(key: string): void;
}

export function createTimedStore<S, A>(
  reducer: (state: S, action: A) => S,
  initial: S,
  effects: Effects<S, A>,
): TimedStore<S, A> {
  let state = initial;
  let disposed = false;
  const listeners = new Set<() => void>();
  const keyed = new Map<string, ReturnType<typeof setTimeout>>();
  const unkeyed = new Set<ReturnType<typeof setTimeout>>();

  const cancel = (key: string) => {
    const timer = keyed.get(key);
    if (timer !== undefined) globalThis.clearTimeout(timer);
    keyed.delete(key);
  };

  function dispatch(action: A) {
    if (disposed) return;
    const previous = state;
    state = reducer(previous, action);
    for (const { delayMs, action: later, key } of effects(previous, action, state)) {
      if (key === undefined) {
        const timer: ReturnType<typeof setTimeout> = globalThis.setTimeout(() => {
          unkeyed.delete(timer);
          dispatch(later);
        }, delayMs);
        unkeyed.add(timer);
      } else {
        cancel(key);
        keyed.set(
          key,
          globalThis.setTimeout(() => {
            keyed.delete(key);
            dispatch(later);
          }, delayMs),
        );
      }
    }
    if (state !== previous) for (const listener of [...listeners]) listener();
  }

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel,
    dispose() {
      disposed = true;
      for (const timer of keyed.values()) globalThis.clearTimeout(timer);
      for (const timer of unkeyed) globalThis.clearTimeout(timer);
      keyed.clear();
      unkeyed.clear();
      listeners.clear();
    },
  };
}
