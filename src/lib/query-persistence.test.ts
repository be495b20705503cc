import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { PERSIST_MAX_AGE_MS, createQueryClient } from './query-client';
import {
  cacheBuster,
  QUERY_CACHE_SCHEMA_VERSION,
  clearPersistedQueries,
  createPersistOptions,
  persistableQuery,
} from './query-persistence';

const LISTS = ['courses', 'list'] as const;
const week = ['courses', 'list', { startDate: 'a', endDate: 'b' }];
const detail = ['courses', 'detail', 1, null];
const personal = ['bookings', 'me'];

/**
 * The persist packages type their client with their own copy of query-core (5.104) while the app's QueryClient
 * comes from react-query's (5.108); at runtime they are the same API.
 */
type PersistClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersistClient = (client: QueryClient) => client as unknown as PersistClient;

function filled(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(week, [{ id: 1 }]);
  client.setQueryData(detail, { id: 1 });
  client.setQueryData(personal, [{ booking: 1 }]);
  return client;
}

describe('the persisted query cache', () => {
  it('keeps queries at least as long as the stored cache may be used', () => {
    expect(PERSIST_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(
      PERSIST_MAX_AGE_MS,
    );
    expect(createPersistOptions([LISTS], 1).maxAge).toBe(PERSIST_MAX_AGE_MS);
  });

  it('writes only successful queries under the given prefixes', () => {
    const rule = persistableQuery([LISTS]);
    expect(rule({ queryKey: week, state: { status: 'success' } })).toBe(true);
    expect(rule({ queryKey: week, state: { status: 'error' } })).toBe(false);
    expect(rule({ queryKey: detail, state: { status: 'success' } })).toBe(false);
    expect(rule({ queryKey: personal, state: { status: 'success' } })).toBe(false);
  });

  it('ties the buster to the schema version, not to the build', () => {
    expect(cacheBuster()).toBe(`schema-v${QUERY_CACHE_SCHEMA_VERSION}`);
    expect(cacheBuster(2)).not.toBe(cacheBuster(1));
  });

  it('restores the public schedule from IndexedDB, and nothing personal', async () => {
    await clearPersistedQueries();
    const options = createPersistOptions([LISTS], 1);
    await persistQueryClientSave({ ...options, queryClient: asPersistClient(filled()) });

    const restored = new QueryClient();
    await persistQueryClientRestore({ ...options, queryClient: asPersistClient(restored) });
    expect(restored.getQueryData(week)).toEqual([{ id: 1 }]);
    expect(restored.getQueryData(detail)).toBeUndefined();
    expect(restored.getQueryData(personal)).toBeUndefined();
  });

  it('keeps the stored cache across a deploy of the same shape', async () => {
    await clearPersistedQueries();
    await persistQueryClientSave({
      ...createPersistOptions([LISTS], 1),
      queryClient: asPersistClient(filled()),
    });
    const restored = new QueryClient();
    await persistQueryClientRestore({
      ...createPersistOptions([LISTS], 1),
      queryClient: asPersistClient(restored),
    });
    expect(restored.getQueryData(week)).toEqual([{ id: 1 }]);
  });

  it('throws the stored cache away when its shape changed', async () => {
    await clearPersistedQueries();
    await persistQueryClientSave({
      ...createPersistOptions([LISTS], 1),
      queryClient: asPersistClient(filled()),
    });

    const restored = new QueryClient();
    await persistQueryClientRestore({
      ...createPersistOptions([LISTS], 2),
      queryClient: asPersistClient(restored),
    });
    expect(restored.getQueryData(week)).toBeUndefined();
  });
});
