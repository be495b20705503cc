// Everything the app needs around it: the query cache (persistence to IndexedDB arrives with the offline issue).
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultQueryClient } from '../lib/query-client';

export function AppProvider({
  children,
  client = defaultQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
