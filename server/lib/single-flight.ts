// Concurrent identical requests share one computation ("single flight"): while the work for a key runs, every
// further caller for that key gets the same promise; once it settles (resolved or rejected) the key is free and
// the next caller starts anew. Nothing is kept afterwards, so no answer is older than the computation a caller
// joined. The page renderer (server/render) and the year's report (server/modules/reports) use it.
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  run(key: string, work: () => Promise<V>): Promise<V> {
    const pending = this.running.get(key);
    if (pending) return pending;
    const started = work();
    this.running.set(key, started);
    started
      .finally(() => {
        if (this.running.get(key) === started) this.running.delete(key);
      })
      .catch(() => undefined);
    return started;
  }

  /** Forgets what runs: the next caller starts anew even while an earlier computation is still running. */
  clear(): void {
    this.running.clear();
  }
}
