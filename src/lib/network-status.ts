// Whether the browser believes it is online, for screens (the offline banner) and for TanStack Query. The query
// library assumes "online" at start; after a reload without network that would send every query into a fetch
// that cannot succeed instead of pausing it, so its state is seeded from navigator.onLine here.
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Call once at start-up, before the first query runs. */
export function syncOnlineManager(): void {
  onlineManager.setOnline(isOnline());
}

/** true while the browser reports a network connection (a weak signal still counts as online). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
