// Runtime cache rules, one reason each. Everything not listed here (other /api calls, build-manifest.json) goes to
// the network untouched.
import { API_PATHS } from '#domain/api-paths';
import { PAGE_SLUG_PATTERN } from '#domain/pages/slugs';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';
import { pageApiUrl } from './navigation-rules';
import { courseWeekUrls, isPublicCourseListRequest } from './course-week';
import { keptCopyIsStale } from './freshness';
import { isKeepLocationWeekMessage } from '#domain/locations/worker-messages';

/** After this long without an answer the cached course list is served instead (a weak signal is not offline). */
export const COURSES_NETWORK_TIMEOUT_SECONDS = 4;

// GET /api/v1/courses: fresh when the network answers, the last answer when it does not, so a cold start offline
// still shows the week. Kept for 7 days (one week of sessions), at most 16 distinct weeks/queries.
const coursesStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.courses,
  networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

// GET /api/v1/posts and /api/v1/posts/:slug (published posts, the same for everyone): fresh when the network
// answers, the copy read before when it does not, so an article opened once stays readable offline even when the
// persisted query cache is gone. The newest 40 answers, for 30 days.
const postsStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.posts,
  networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

/** The public post paths (the list and one article), not the admin's. */
export function isPublicPostPath(pathname: string): boolean {
  return pathname === API_PATHS.posts || /^\/api\/v1\/posts\/[a-z0-9-]+$/.test(pathname);
}

// GET /api/v1/pages/:slug (the published pages, public; the admin's routes below it are never cached): fresh when
// the network answers, the last answer when it does not, so a page seen once opens offline even when the stored
// query cache is gone. At most 30 pages for 30 days.
const pagesStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

// GET /api/v1/menus (the published menus, public; /draft and /versions are the admin's and never cached): fresh
// when the network answers, the last answer when it does not, so the header offline holds the menus last seen
// even when the stored query cache is gone. One answer.
const menusStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.menus,
  networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 1, purgeOnQuotaError: true })],
});

// GET /api/v1/locations (the chain's studios, public; issue 34): fresh when the network answers, the last answer
// when it does not, so an offline start knows which week is the member's home studio's. One answer.
const locationsStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.locations,
  networkTimeoutSeconds: COURSES_NETWORK_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 1, purgeOnQuotaError: true })],
});

/** The public page route: one slug segment after /api/v1/pages/ (not /draft, /versions or the admin list). */
export function isPublishedPageRequest(pathname: string): boolean {
  const prefix = `${API_PATHS.pages}/`;
  return pathname.startsWith(prefix) && PAGE_SLUG_PATTERN.test(pathname.slice(prefix.length));
}

// GET /images/… (public/images, not precached: a visitor on a weak signal must not download every width): the
// copy seen before at once, offline too, refreshed in the background (the HTTP cache answers that for a day). At
// most 60 files for 30 days, so the cache never grows to the whole folder. Uploaded images' renditions
// (/uploads/<stem>-<width>.avif|webp, decision 0132) join them; videos stay out (range requests, size).
const imagesStrategy = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.images,
  plugins: [
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

// Staff-only chunks (/assets/staff-*, /assets/qr-decode-*), not precached for visitors: a trainer's or admin's
// device fetches them at sign-in (src/app/staff-chunks.ts). Their names carry their content hash, so the copy
// once fetched is right for good: from the cache first, the newest 20 files.
const staffAssetsStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.staffAssets,
  plugins: [new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
});

const UPLOADED_RENDITION = /^\/uploads\/[0-9a-f]{24}-\d{1,4}\.(avif|webp)$/;

export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && /^\/assets\/(staff|qr-decode)-[\w-]+\.js$/.test(url.pathname),
    staffAssetsStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin &&
      request.method === 'GET' &&
      (url.pathname.startsWith('/images/') || UPLOADED_RENDITION.test(url.pathname)),
    imagesStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) => isPublicCourseListRequest(request, url, sameOrigin),
    coursesStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && isPublicPostPath(url.pathname),
    postsStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && isPublishedPageRequest(url.pathname),
    pagesStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === API_PATHS.menus,
    menusStrategy,
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && url.pathname === API_PATHS.locations,
    locationsStrategy,
  );
}

/**
 * On activation, fetch this week and next into the course cache, the home page into the page cache and the menus
 * into theirs. The first
 * visit's own requests ran before this worker controlled the page, so without this the caches would stay empty
 * until a second visit.
 */
export function warmCourseCacheOnActivate(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('activate', (event) => {
    const warm = Promise.all([
      ...courseWeekUrls(scope.location.origin, new Date()).map((url) =>
        coursesStrategy.handle({ event, request: new Request(url) }).catch(() => undefined),
      ),
      // The start page too: an installed app opens on it, also when the first visit was another page.
      keepPage(event, `${scope.location.origin}/`),
      // The menus every page shows.
      menusStrategy.handle({ event, request: menusRequest(scope.location.origin) }).catch(() => undefined),
      // A chain's locations (issue 34): which week is the home studio's.
      locationsStrategy
        .handle({
          event,
          request: new Request(`${scope.location.origin}${API_PATHS.locations}`, { credentials: 'omit' }),
        })
        .catch(() => undefined),
      // The pages open now: the first visit's page came before this worker (a page of islands fetches nothing).
      scope.clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) => Promise.all(windows.map((window) => keepPage(event, window.url))))
        .catch(() => undefined),
    ]);
    // Best effort: never hold activation longer than the network timeout allows.
    const limit = new Promise((resolve) => setTimeout(resolve, (COURSES_NETWORK_TIMEOUT_SECONDS + 1) * 1000));
    event.waitUntil(Promise.race([warm, limit]));
  });
}

/** The published document of the page at `address`, asked for without a token or cookie; null for no content page. */
function pageRequest(address: string): Request | null {
  const url = pageApiUrl(address);
  return url ? new Request(url, { credentials: 'omit' }) : null;
}

/** The page's published document into the page cache (an address that is no content page gets a 404, not kept). */
function keepPage(event: ExtendableEvent, address: string): Promise<unknown> {
  const request = pageRequest(address);
  return request ? pagesStrategy.handle({ event, request }).catch(() => undefined) : Promise.resolve();
}

/** The published menus, asked for without a token or cookie: what every visitor's header shows. */
const menusRequest = (origin: string) => new Request(`${origin}${API_PATHS.menus}`, { credentials: 'omit' });

/**
 * After a public page came from the network, what the shell needs to show it offline: its document into the page
 * cache and the menus into theirs (a page of islands carries both in its HTML and fetches neither), in the
 * background of the navigation (decision 0183), each only when the kept copy is missing or older than the
 * freshness rule (./freshness.ts): going from page to page costs no second request for the menus. The week:
 * keepPublicWeek below.
 */
export function keepPublicPage(event: ExtendableEvent, address: string): void {
  const now = new Date();
  const page = pageRequest(address);
  event.waitUntil(
    Promise.all([
      page ? keepFresh(event, pagesStrategy, page, now) : null,
      keepFresh(event, menusStrategy, menusRequest(new URL(address).origin), now),
    ]),
  );
}

/**
 * After a public page came from the network: this week's and next week's public course list into the course cache,
 * each only when the kept copy is missing or older than the app's freshness rule. A page that is an island page
 * carries its week in the HTML and fetches nothing, so without this the worker would keep only what it fetched on
 * activation (by next week, nothing current), and an offline start of the shell would show no courses. The lists
 * are fetched without a token or cookie: the public list only. Runs in the background of the navigation
 * (`event.waitUntil`), never delaying the page.
 */
export function keepPublicWeek(event: ExtendableEvent, origin: string): void {
  const now = new Date();
  event.waitUntil(
    Promise.all(
      [undefined, keptLocation].flatMap((location) =>
        location === null
          ? []
          : courseWeekUrls(origin, now, location).map((url) =>
              keepFresh(event, coursesStrategy, new Request(url, { credentials: 'omit' }), now),
            ),
      ),
    ),
  );
}

/** The location whose week the app shows (its last KEEP_LOCATION_WEEK message); null before any. */
let keptLocation: string | null = null;

/**
 * A chain's app names the location it shows (the member's home studio, the visitor's choice; issue 34): its week
 * (this and next) and the locations join what the worker keeps, now and after every public page, so the installed
 * app opens on that week offline even when the persisted query cache is gone.
 */
export function listenForLocationWeek(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (!isKeepLocationWeekMessage(event.data)) return;
    keptLocation = event.data.slug;
    const now = new Date();
    const origin = scope.location.origin;
    event.waitUntil(
      Promise.all([
        ...courseWeekUrls(origin, now, keptLocation).map((url) =>
          keepFresh(event, coursesStrategy, new Request(url, { credentials: 'omit' }), now),
        ),
        keepFresh(
          event,
          locationsStrategy,
          new Request(`${origin}${API_PATHS.locations}`, { credentials: 'omit' }),
          now,
        ),
      ]),
    );
  });
}

/**
 * Fetches `request` through `strategy` into its cache when the kept answer is missing or stale (./freshness.ts).
 * Several pages opened at once look and fetch once per URL.
 */
function keepFresh(event: ExtendableEvent, strategy: Strategy, request: Request, now: Date): Promise<void> {
  let running = refreshing.get(request.url);
  if (!running) {
    running = refreshWhenStale(event, strategy, request, now).finally(() => refreshing.delete(request.url));
    refreshing.set(request.url, running);
  }
  return running;
}

/** The kept copies being looked at or fetched after a navigation, by URL. */
const refreshing = new Map<string, Promise<void>>();

async function refreshWhenStale(
  event: ExtendableEvent,
  strategy: Strategy,
  request: Request,
  now: Date,
): Promise<void> {
  try {
    const cache = await caches.open(strategy.cacheName);
    if (!keptCopyIsStale(await cache.match(request.url), now)) return;
    await strategy.handle({ event, request });
  } catch {
    // Best effort: offline or a failing server leaves the copy kept before.
  }
}
