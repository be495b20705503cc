// Tells the service worker which location's week the app shows (issue 34), so it keeps that week (this and next)
// for an offline start as it keeps every location's: the installed app then opens on the home studio's week
// without network even when the persisted query cache is gone. A page the worker does not control yet sends it
// once the worker takes over.
import { KEEP_LOCATION_WEEK, type KeepLocationWeekMessage } from '#domain/locations/worker-messages';

export function keepLocationWeekOffline(slug: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message: KeepLocationWeekMessage = { type: KEEP_LOCATION_WEEK, slug };
  const worker = navigator.serviceWorker;
  if (worker.controller) worker.controller.postMessage(message);
  else
    worker.addEventListener('controllerchange', () => worker.controller?.postMessage(message), {
      once: true,
    });
}
