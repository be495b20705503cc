// Reads a campaign state machine (domain/campaign/timed-store) with useSyncExternalStore and disposes it (its
// timers) on unmount. Under StrictMode's mount–unmount–mount a disposed store is replaced by a fresh one.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { TimedStore } from '#domain/campaign/timed-store';

const disposed = new WeakSet<object>();

export function useTimedStore<S, A>(create: () => TimedStore<S, A>): [S, TimedStore<S, A>] {
  const [store, setStore] = useState(create);
  useEffect(() => {
    if (disposed.has(store)) {
      // StrictMode's second mount after a dispose: one replacement, not a cascade (the new store is alive).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStore(create());
      return;
    }
    return () => {
      store.dispose();
      disposed.add(store);
    };
    // `create` is read once per store on purpose: a new function each render must not rebuild the machine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return [state, store];
}
