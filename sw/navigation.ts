// Every navigation is answered with the precached index.html (the SPA shell), online and offline; the router in the
// page then renders the route. Excluded: the API, and direct requests for files.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const NAVIGATION_DENYLIST: RegExp[] = [
  // /api is answered by the server, never by the shell (a JSON or error answer must not turn into HTML).
  /^\/api(\/|$)/,
  // A path ending in a file name (/sw.js, /build-manifest.json, /icons/logo.svg) is a file, not a page.
  /\/[^/?]+\.[^/?]+$/,
];

export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
