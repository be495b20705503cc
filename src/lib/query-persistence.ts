// The persisted query cache (DECISIONS "Offline and updates", STYLE 4): TanStack's async-storage persister over
// idb-keyval, so the schedule survives a reload and a cold start without network. Only queries under the given key
// prefixes are written (the app passes the public schedule: nothing personal ever reaches IndexedDB). The buster
// ties the stored cache to this build and to the shape of what is stored; maxAge equals the queries' gcTime.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { env } from '../config/env';
import { QUERY_CACHE_STORE } from '../config/storage-keys';
import { PERSIST_MAX_AGE_MS } from './query-client';

/**
 * Raise when the stored data changes shape (a schema or key-factory change that older entries would break);
 * the build id alone would also discard the cache, but only when a new build ships.
 */
export const QUERY_CACHE_SCHEMA_VERSION = 1;

/** The value a restored cache must carry, or it is thrown away. */
export function cacheBuster(buildId: string = env.buildId): string {
  return `${buildId}:v${QUERY_CACHE_SCHEMA_VERSION}`;
}

/** The part of a query the persist rule reads (structural: the persister brings its own query-core typings). */
export interface PersistCandidate {
  queryKey: QueryKey;
  state: { status: 'pending' | 'error' | 'success' };
}

/** Writes a query only when it succeeded (TanStack's default rule) and its key starts with one of the prefixes. */
export function persistableQuery(prefixes: readonly QueryKey[]): (query: PersistCandidate) => boolean {
  return (query) =>
    query.state.status === 'success' && prefixes.some((prefix) => partialMatchKey(query.queryKey, prefix));
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
  buildId: string = env.buildId,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createQueryPersister(),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: cacheBuster(buildId),
    dehydrateOptions: { shouldDehydrateQuery: persistableQuery(prefixes) },
  };
}

/** Forgets the stored cache (the in-memory cache is the caller's to clear). */
export function clearPersistedQueries(): Promise<void> {
  return idbStorage.removeItem(QUERY_CACHE_STORE.key).catch(() => undefined);
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
