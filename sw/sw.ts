// The service worker's entry: wiring only. Precache the app shell that vite-plugin-pwa injects, then the
// navigation rule (network first for public pages, the shell otherwise), the runtime cache rules, the update handshake
// and web push (issue 21), each in its own module.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerNavigation } from './navigation';
import {
  keepPublicPage,
  keepPublicWeek,
  listenForLocationWeek,
  registerRuntimeCaching,
  warmCourseCacheOnActivate,
} from './runtime-caching';
import { listenForPush } from './push';
import { listenForSkipWaiting } from './update';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A public page seen online keeps this week's public course list (decision 0181), its own document and the menus
// (decision 0183) for an offline start of the shell.
registerNavigation((event, address) => {
  keepPublicWeek(event, self.location.origin);
  keepPublicPage(event, address);
});
registerRuntimeCaching();
warmCourseCacheOnActivate(self);
listenForSkipWaiting(self);
listenForLocationWeek(self);
listenForPush(self);

// The first worker takes control of the open page at once, so a first visit already works offline. Later workers
// still wait for the user's 'Jetzt aktualisieren' (update.ts): claiming is not skipping the wait.
clientsClaim();
