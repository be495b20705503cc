// Forgetting everything personal on this device at sign-out (seed 000 §4, DECISIONS "Storage keys"): the whole
// query cache in memory now; the persisted query cache joins here when the offline issue persists queries.
// The session itself (store, studio.auth.user) is cleared by the auth feature before this runs.
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';

export async function clearPersonalData(client: QueryClient = appQueryClient): Promise<void> {
  // Running queries would write their answers back into the emptied cache.
  await client.cancelQueries();
  client.clear();
}
