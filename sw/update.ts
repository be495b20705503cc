// The update handshake: a new worker waits until the page, on the user's tap on 'Jetzt aktualisieren', sends
// {type: 'SKIP_WAITING'} (what workbox-window's messageSkipWaiting sends). The worker never skips on its own.

export const SKIP_WAITING = 'SKIP_WAITING';

export function listenForSkipWaiting(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING) {
      void scope.skipWaiting();
    }
  });
}
