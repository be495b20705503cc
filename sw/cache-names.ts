// Names of the runtime caches this worker owns, in one place. Workbox names the precache itself.

export const CACHE_NAMES = {
  /** GET /api/v1/courses answers, so that a cold start without network can still fill the query cache. */
  courses: 'studio-api-courses-v1',
  /** GET /api/v1/posts answers (the blog's pages and articles), so an article read once opens offline. */
  posts: 'studio-api-posts-v1',
  /** GET /api/v1/pages/:slug answers (the published pages): a page opened once, and the home page, open offline. */
  pages: 'studio-api-pages-v1',
  /** GET /api/v1/menus answers (the published header and footer menus), so a cold start offline has the menus. */
  menus: 'studio-api-menus-v1',
  /** GET /api/v1/locations answers (a chain's studios), so an offline start finds the home studio's week. */
  locations: 'studio-api-locations-v1',
  /** The project's own images (/images/), kept once seen: only what a visitor looked at, never all widths. */
  images: 'studio-images-v1',
  /** Staff-only chunks (desk, admin, check-in), kept on the devices staff sign in on; never precached. */
  staffAssets: 'studio-staff-assets-v1',
} as const;
