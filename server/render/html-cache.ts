// Rendered public pages, kept per URL for a few seconds so a burst of visitors costs one render. Nothing
// personal is ever in here: pages are rendered from the public reads alone (./public-data.ts). A successful write to the API in
// this process (a booking, a cancellation, a course edit) empties the cache at once, so a seat count shown by
// this process never lags a booking; other processes behind the same load balancer catch up within
// RENDER_CACHE_TTL_MS.
import type { Clock } from '../lib/clock';
import { TtlCache } from '../lib/ttl-cache';

/** The longest a page may be served from the cache: the most a seat count lags a booking in another process. */
export const RENDER_CACHE_TTL_MS = 5_000;
/** Bounded, so URLs with made-up query strings cannot fill the memory. */
export const RENDER_CACHE_MAX_ENTRIES = 200;

export interface CachedPage {
  status: number;
  body: string;
}

export class HtmlCache extends TtlCache<CachedPage> {
  constructor(clock: Clock, ttlMs = RENDER_CACHE_TTL_MS, maxEntries = RENDER_CACHE_MAX_ENTRIES) {
    super(clock, ttlMs, maxEntries);
  }
}
