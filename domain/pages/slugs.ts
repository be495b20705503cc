// The addresses of pages, apart from any schema so the service worker can use them without zod.

/** The home page's slug in the database; it is served at '/', never at /home. */
export const HOME_SLUG = 'home';

/** A page's slug: lowercase letters, digits and single hyphens ('7-wochen-challenge'). */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
