// Everything the app needs around it: the query cache, persisted to IndexedDB for the app itself (the public
// schedule, and the signed-in member's own bookings under their id, cleared at sign-out; see
// src/lib/query-persistence.ts); a test passing its own client gets a plain in-memory cache.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { courseKeys } from '../features/courses/api/keys';
import { syncOnlineManager } from '../lib/network-status';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { cacheRestoreFinished, createPersistOptions } from '../lib/query-persistence';

/** The queries written to IndexedDB: public data only, nothing that belongs to a person. */
export const PERSISTED_QUERY_PREFIXES = [courseKeys.lists()] as const;

export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [persistOptions] = useState(() => {
    if (client) return null;
    syncOnlineManager();
    return createPersistOptions(PERSISTED_QUERY_PREFIXES);
  });
  if (!persistOptions)
    return <QueryClientProvider client={client ?? defaultQueryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={defaultQueryClient}
      persistOptions={persistOptions}
      onSuccess={cacheRestoreFinished}
      onError={cacheRestoreFinished}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
