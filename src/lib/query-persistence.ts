// The persisted query cache (DECISIONS "Offline and updates", STYLE 4): TanStack's async-storage persister over
// idb-keyval, so the schedule survives a reload and a cold start without network. Written are the queries under the
// given key prefixes (the app passes the public schedule) and the personal queries that opt in with
// PERSONAL_PERSISTED_META (the member's own bookings, docs/decisions/0050-booking-client.md): those carry the user id
// in their key and are removed from IndexedDB with everything personal at sign-out (./personal-data.ts). The buster
// is the shape of what is stored, not the build: a deploy keeps the offline schedule unless the shape changed.
// maxAge equals the queries' gcTime.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { QUERY_CACHE_STORE } from '../config/storage-keys';
import { PERSIST_MAX_AGE_MS } from './query-client';

/**
 * Raise when the stored data changes shape (a schema or key-factory change that older entries would break): it is
 * the cache's buster, so only such a change throws the stored schedule away (docs/decisions/0121-*.md).
 */
export const QUERY_CACHE_SCHEMA_VERSION = 2;

/** The value a restored cache must carry, or it is thrown away. */
export function cacheBuster(schemaVersion: number = QUERY_CACHE_SCHEMA_VERSION): string {
  return `schema-v${schemaVersion}`;
}

/**
 * The `meta` a personal query sets to be kept offline: only for data the member must read without network, keyed
 * by the user's id. It travels with the stored query, so a restored one stays persisted before a screen mounts it.
 */
export const PERSONAL_PERSISTED_META = { persist: 'personal' } as const;

/** The part of a query the persist rule reads (structural: the persister brings its own query-core typings). */
export interface PersistCandidate {
  queryKey: QueryKey;
  state: { status: 'pending' | 'error' | 'success' };
  meta?: Record<string, unknown>;
}

/**
 * Writes a query only when it succeeded (TanStack's default rule) and its key starts with one of the prefixes or
 * it opted in with PERSONAL_PERSISTED_META.
 */
export function persistableQuery(prefixes: readonly QueryKey[]): (query: PersistCandidate) => boolean {
  return (query) =>
    query.state.status === 'success' &&
    (query.meta?.persist === PERSONAL_PERSISTED_META.persist ||
      prefixes.some((prefix) => partialMatchKey(query.queryKey, prefix)));
}

let store: UseStore | undefined;
/** Opened on first use: a browser without IndexedDB (or a blocked one) then only loses persistence. */
function idbStore(): UseStore {
  store ??= createStore(QUERY_CACHE_STORE.database, QUERY_CACHE_STORE.objectStore);
  return store;
}

const idbStorage = {
  getItem: (key: string) => get<string>(key, idbStore()).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value, idbStore()),
  removeItem: (key: string) => del(key, idbStore()),
};

export function createQueryPersister() {
  return createAsyncStoragePersister({
    storage: idbStorage,
    key: QUERY_CACHE_STORE.key,
    throttleTime: 1_000,
  });
}

export function createPersistOptions(
  prefixes: readonly QueryKey[],
  schemaVersion: number = QUERY_CACHE_SCHEMA_VERSION,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createQueryPersister(),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: cacheBuster(schemaVersion),
    dehydrateOptions: { shouldDehydrateQuery: persistableQuery(prefixes) },
  };
}

/** Forgets the stored cache (the in-memory cache is the caller's to clear). */
export async function clearPersistedQueries(): Promise<void> {
  try {
    await idbStorage.removeItem(QUERY_CACHE_STORE.key);
  } catch {
    // No IndexedDB (or a blocked one): nothing was stored either.
  }
}

let markRestored: () => void = () => undefined;
const restored = new Promise<void>((resolve) => {
  markRestored = resolve;
});

/** Resolves once the stored cache has been read back (or found missing, expired or unreadable). */
export function whenCacheRestored(): Promise<void> {
  return restored;
}

/** Called by the provider when restoring ends, successfully or not. */
export function cacheRestoreFinished(): void {
  markRestored();
}
