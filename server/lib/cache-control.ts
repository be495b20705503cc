// Cache-Control values the server sends for files and answers that name their content (a hash in the address).

/** Hashed output (Vite's assets, a page of islands' joined stylesheet): the content never changes under a name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
