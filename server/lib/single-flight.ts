// Concurrent identical requests share one computation ("single flight"): while the work for a key runs, every
// further caller for that key gets the same promise; once it settles the key is free and the next caller starts
// anew, so no answer is older than the computation a caller joined. The page renderer (server/render) and the
// year's report (server/modules/reports) use it.
//
// `keepForDuration`: a result is also handed to callers for as long again as it took to compute. Work that blocks
// the event loop (better-sqlite3 runs statements synchronously) keeps requests that arrived meanwhile unread until
// it is done; they were concurrent with it, so they get its result, as they would have by joining it. No answer
// is older than twice its computation; a failure is never kept.
//
// `VersionedFlight` (the desk's day lists): a result kept until what it depends on changes, as the database says.
import { performance } from 'node:perf_hooks';

export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();
  private readonly kept = new Map<string, { value: Promise<V>; until: number }>();

  constructor(private readonly options: { keepForDuration?: boolean } = {}) {}

  run(key: string, work: () => Promise<V>): Promise<V> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const kept = this.kept.get(key);
    if (kept && performance.now() < kept.until) return kept.value;
    this.kept.delete(key);
    const startedAt = performance.now();
    const started = work();
    this.running.set(key, started);
    // Freed in the first reaction to its settling, before any caller's own continuation runs.
    started
      .then(
        () => {
          if (this.running.get(key) !== started) return;
          this.running.delete(key);
          if (!this.options.keepForDuration) return;
          const now = performance.now();
          this.kept.set(key, { value: started, until: now + (now - startedAt) });
        },
        () => {
          if (this.running.get(key) === started) this.running.delete(key);
        },
      )
      .catch(() => undefined);
    return started;
  }

  /** Forgets what runs: the next caller starts anew even while an earlier computation is still running. */
  clear(): void {
    this.running.clear();
    this.kept.clear();
  }
}

/**
 * One computation per key, kept for as long as its version holds (decision 0223): a caller with the version the
 * kept computation was started with gets it (joining it while it runs); a caller with another version starts
 * anew and its computation is kept instead. The caller reads the version (what the result depends on, as the
 * database keeps it) before the work reads anything, so no caller gets an answer older than its own read of the
 * version. A failure is never kept; at most `limit` keys are (the least recently started is forgotten first).
 */
export class VersionedFlight<V> {
  private readonly kept = new Map<string, { version: string; value: Promise<V> }>();

  constructor(private readonly limit = 16) {}

  run(key: string, version: string, work: () => Promise<V>): Promise<V> {
    const kept = this.kept.get(key);
    if (kept && kept.version === version) return kept.value;
    const value = work();
    this.kept.delete(key);
    this.kept.set(key, { version, value });
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    value.catch(() => {
      if (this.kept.get(key)?.value === value) this.kept.delete(key);
    });
    return value;
  }
}
