// The app's QueryClient. Queries live as long as the persisted cache may keep them (gcTime ≥ the persister's
// maxAge, see query-persistence.ts): a query collected from memory would also vanish from IndexedDB.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** How long a persisted query cache stays usable (DECISIONS "Offline and updates": a week of sessions). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Client errors (4xx) will not change on a retry; network trouble and 5xx might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Unpersisted queries cost only memory for the life of the tab; persisted ones must not be collected early.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
