// False on the server and while the browser hydrates the server's HTML, true from the first render after: what
// depends on the browser (stored consent, IntersectionObserver reveals) renders as on the server until then, so
// hydration matches, and changes right after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
