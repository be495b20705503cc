// Runtime cache rules, one reason each. Everything not listed here (other /api calls, build-manifest.json) goes to
// the network untouched.
import { API_PATHS } from '#domain/api-paths';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';

/** After this long without an answer the cached course list is served instead (a weak signal is not offline). */
export const COURSES_NETWORK_TIMEOUT_SECONDS = 4;

export function registerRuntimeCaching(): void {
  // GET /api/v1/courses: fresh when the network answers, the last answer when it does not, so a cold start offline
  // still shows the week. Kept for 7 days (one week of sessions), at most 16 distinct weeks/queries.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === API_PATHS.courses,
    new NetworkFirst({
      cacheName: CACHE_NAMES.courses,
      networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
