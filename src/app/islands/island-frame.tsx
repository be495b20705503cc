// What every island renders inside, on the server (its own root, src/entry-server.tsx) and in the browser
// (./entry.tsx) alike, so both render the same tree: the page's navigation, which knows only the page's URL (a
// link or navigation from an island is an ordinary page load: ./page-navigation.tsx), the funnel that a 'Probetraining' button opens, and for
// the islands that read the API (./island-components.ts says which) the query cache with the page's data. None
// of them renders markup of its own, so an island without the cache hydrates the server's HTML all the same.
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FunnelProvider } from '../../features/marketing/registry';
import { PageNavigation } from './page-navigation';

export function IslandFrame({
  client,
  url,
  children,
}: {
  /** The query cache, for an island that reads it. */
  client?: QueryClient;
  /** Path and query of the page. */
  url: string;
  children: ReactNode;
}) {
  const page = (
    <PageNavigation url={url}>
      <FunnelProvider>{children}</FunnelProvider>
    </PageNavigation>
  );
  return (
    <StrictMode>
      {client ? <QueryClientProvider client={client}>{page}</QueryClientProvider> : page}
    </StrictMode>
  );
}
