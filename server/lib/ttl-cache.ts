// A short-lived, size-bounded cache with generations: entries expire after `ttlMs`, the oldest goes first when
// full, and clear() (a write in this process) empties it and keeps out anything computed before it. The render
// cache of pages (server/render/html-cache.ts) and the public read cache of the API
// (server/plugins/public-reads.ts) are both this.
import type { Clock } from './clock';

interface Entry<V> {
  value: V;
  storedAt: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The generation a computation started in; a value computed before the last clear() is not stored. */
  currentGeneration(): number {
    return this.generation;
  }

  set(key: string, value: V, startedInGeneration: number): void {
    if (startedInGeneration !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.clock.now().getTime() });
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
