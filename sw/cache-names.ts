// Names of the runtime caches this worker owns, in one place. Workbox names the precache itself.

export const CACHE_NAMES = {
  /** GET /api/v1/courses answers, so that a cold start without network can still fill the query cache. */
  courses: 'studio-api-courses-v1',
} as const;
