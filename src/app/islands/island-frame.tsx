// What every island renders inside, on the server (its own root, src/entry-server.tsx) and in the browser
// (./entry.tsx) alike, so both render the same tree: the query cache with the page's data, a router that only
// knows the page's URL (a link or navigation from an island is an ordinary page load), and the funnel that a
// 'Probetraining' button opens.
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
  client: QueryClient;
  /** Path and query of the page. */
  url: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router location={url} navigator={pageLoads}>
          <FunnelProvider>{children}</FunnelProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
