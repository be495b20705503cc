// What every island renders inside, on the server (its own root, src/entry-server.tsx) and in the browser
// (./entry.tsx) alike, so both render the same tree: a router that only knows the page's URL (a link or
// navigation from an island is an ordinary page load), the funnel that a 'Probetraining' button opens, and for
// the islands that read the API (./island-components.ts says which) the query cache with the page's data. None
// of them renders markup of its own, so an island without the cache hydrates the server's HTML all the same.
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { FunnelProvider } from '../../features/marketing/registry';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Navigation out of an island: the browser loads the page (served from the render cache and the worker). */
const pageLoads: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

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
    <Router location={url} navigator={pageLoads}>
      <FunnelProvider>{children}</FunnelProvider>
    </Router>
  );
  return (
    <StrictMode>
      {client ? <QueryClientProvider client={client}>{page}</QueryClientProvider> : page}
    </StrictMode>
  );
}
