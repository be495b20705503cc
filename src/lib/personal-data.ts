// Forgetting everything personal on this device at sign-out (seed 000 §4, DECISIONS "Storage keys"): the whole
// query cache in memory, and the persisted copy in IndexedDB (it holds the member's bookings, see
// ./query-persistence.ts). The session itself (store, studio.auth.user) is cleared by the auth feature before this runs.
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';
import { clearPersistedQueries } from './query-persistence';

export async function clearPersonalData(client: QueryClient = appQueryClient): Promise<void> {
  // Running queries would write their answers back into the emptied cache.
  await client.cancelQueries();
  client.clear();
  // The persister also writes the emptied cache (throttled); removing the stored copy now does not wait for that.
  await clearPersistedQueries();
}
