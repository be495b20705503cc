// Helpers for the offline and update journeys: waiting for the service worker and for the persisted query cache.
import { expect, type Page } from '@playwright/test';

/** A worker is active and controls the page. Polled with evaluate: the CSP forbids waitForFunction's eval. */
export async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate('navigator.serviceWorker.controller !== null'), { timeout: 15_000 })
    .toBe(true);
}

/**
 * How many queries whose key starts with `prefix` the app has written to IndexedDB (src/lib/query-persistence.ts).
 */
export function persistedQueries(page: Page, prefix: readonly [string, string]): Promise<number> {
  // A string, not a function: this project's Node typings have no DOM.
  return page.evaluate(`new Promise((resolve) => {
    const open = indexedDB.open('studio-query-cache');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) { db.close(); return resolve(0); }
      const read = db.transaction('queries').objectStore('queries').get('studio.query-cache');
      read.onerror = () => resolve(0);
      read.onsuccess = () => {
        db.close();
        if (typeof read.result !== 'string') return resolve(0);
        const queries = JSON.parse(read.result).clientState.queries;
        const [first, second] = ${JSON.stringify(prefix)};
        resolve(queries.filter((q) => q.queryKey[0] === first && q.queryKey[1] === second).length);
      };
    };
  })`);
}

/** How many answers the worker keeps in one of its caches (CACHE_NAMES in sw/cache-names.ts). */
export function keptAnswers(page: Page, cacheName: string): Promise<number> {
  return page.evaluate(
    `caches.open(${JSON.stringify(cacheName)}).then((cache) => cache.keys()).then((keys) => keys.length)`,
  );
}

/** How many course-list queries the app has written to IndexedDB. */
export function persistedCourseLists(page: Page): Promise<number> {
  return persistedQueries(page, ['courses', 'list']);
}

/** This week and next are stored (the grid fetches next week in the background). */
export async function waitForPersistedSchedule(page: Page) {
  await expect.poll(() => persistedCourseLists(page), { timeout: 10_000 }).toBe(2);
}
