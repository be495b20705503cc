// The query cache of a page's islands (decision 0183), made on the first island that reads the API and filled with
// the page's server data, so that island shows what the server rendered without fetching it again. An island
// that reads nothing never loads it.
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/query-client';
import { readSsrData } from '../ssr/ssr-data';

let client: QueryClient | undefined;

export function islandQueryClient(): QueryClient {
  if (client) return client;
  client = createQueryClient();
  const ssr = readSsrData();
  if (ssr) hydrate(client, ssr.queries);
  return client;
}
