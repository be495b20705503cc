// Everything the app needs around it: the query cache, persisted to IndexedDB for the app itself (the public
// schedule and the published pages, and the signed-in member's own bookings under their id, cleared at sign-out; see
// src/lib/query-persistence.ts); a test passing its own client gets a plain in-memory cache. A server-rendered
// page restores the stored cache before it hydrates and puts the server's data on top (newer wins), so the first
// render shows exactly the server's page and nothing refetches.
import { useEffect, useState, type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { postKeys } from '../features/blog/api/keys';
import { courseKeys } from '../features/courses/api/keys';
import { locationKeys } from '../features/locations/api/keys';
import { menuKeys } from '../features/menus/api/keys';
import { pageKeys } from '../features/pages/api/keys';
import { syncOnlineManager } from '../lib/network-status';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { cacheRestoreFinished, createPersistOptions } from '../lib/query-persistence';

/**
 * The queries written to IndexedDB: public data only, nothing that belongs to a person (the schedule, the published
 * pages, and the blog's published pages and articles, so a page or an article opened once reads offline; the
 * published menus, so the header and footer offline are the ones last seen).
 */
export const PERSISTED_QUERY_PREFIXES = [
  courseKeys.lists(),
  pageKeys.published(),
  postKeys.all,
  menuKeys.published(),
  // The chain's locations (issue 34): an offline start finds the member's home studio's week by them.
  locationKeys.list(),
] as const;

let hydrationPersistOptions: ReturnType<typeof createPersistOptions> | undefined;

/** Before hydrating a server-rendered page: the stored cache, then the server's data over it. */
export async function restoreBeforeHydration(serverState: DehydratedState): Promise<void> {
  syncOnlineManager();
  hydrationPersistOptions = createPersistOptions(PERSISTED_QUERY_PREFIXES);
  try {
    await persistQueryClientRestore({ queryClient: defaultQueryClient, ...hydrationPersistOptions });
  } catch {
    // An unreadable store only loses the offline copy; the server's data follows.
  }
  hydrate(defaultQueryClient, serverState);
  cacheRestoreFinished();
}

/** Keeps writing the cache to IndexedDB after a hydration (the provider below does it on the other path). */
function PersistAfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!hydrationPersistOptions) return undefined;
    const options = { queryClient: defaultQueryClient, ...hydrationPersistOptions };
    // The page's own queries were hydrated and observed before this subscription: store them now, or a page whose
    // data never changes afterwards (a page document, an article) would not be kept for offline reading.
    void persistQueryClientSave(options).catch(() => undefined);
    return persistQueryClientSubscribe(options);
  }, []);
  return <QueryClientProvider client={defaultQueryClient}>{children}</QueryClientProvider>;
}

export function AppProvider({
  children,
  client,
  restored = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** restoreBeforeHydration() ran: no restoring phase, the cache is ready. */
  restored?: boolean;
}) {
  const [persistOptions] = useState(() => {
    if (client || restored) return null;
    syncOnlineManager();
    return createPersistOptions(PERSISTED_QUERY_PREFIXES);
  });
  if (restored && !client) return <PersistAfterHydration>{children}</PersistAfterHydration>;
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
