// Rendered public pages, kept per URL for a few seconds so a burst of visitors costs one render. Nothing
// personal is ever in here: pages are rendered anonymously (./inject-fetch.ts). A successful write to the API in
// this process (a booking, a cancellation, a course edit) empties the cache at once, so a seat count shown by
// this process never lags a booking; other processes behind the same load balancer catch up within
// RENDER_CACHE_TTL_MS.
import type { Clock } from '../lib/clock';

/** The longest a page may be served from the cache: the most a seat count lags a booking in another process. */
export const RENDER_CACHE_TTL_MS = 5_000;
/** Bounded, so URLs with made-up query strings cannot fill the memory. */
export const RENDER_CACHE_MAX_ENTRIES = 200;

export interface CachedPage {
  status: number;
  body: string;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
}

export class HtmlCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = RENDER_CACHE_TTL_MS,
    private readonly maxEntries = RENDER_CACHE_MAX_ENTRIES,
  ) {}

  get(url: string): CachedPage | undefined {
    const entry = this.entries.get(url);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(url);
      return undefined;
    }
    return entry.page;
  }

  /** The generation a render started in; a page rendered before the last clear() is not stored. */
  currentGeneration(): number {
    return this.generation;
  }

  set(url: string, page: CachedPage, startedInGeneration: number): void {
    if (startedInGeneration !== this.generation) return;
    this.entries.delete(url);
    this.entries.set(url, { page, storedAt: this.clock.now().getTime() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
