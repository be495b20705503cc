// A page of the database (decision 0130) as a route: the loader ensures the page query (GET /api/v1/pages/:slug)
// and loads the block groups the page is made of, so the page appears whole; an unknown or unpublished page is the
// 404 page (status 404 in the server render). On the server the loader fills the render's own query client (the
// request context, src/entry-server.tsx), which the render then dehydrates, so the browser fetches nothing again.
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router-dom';
import type { PublicPage } from '#domain/pages/public-page';
import { pageQuery, toPageDocument } from '../../features/pages/api/get-page';
import { isApiError } from '../../lib/api-client';
import { queryClient as appQueryClient } from '../../lib/query-client';
import { whenCacheRestored } from '../../lib/query-persistence';
import { loadBlocksFor } from '../blocks/block-groups';
import { PageDocumentView } from '../blocks/page-document';
import { isHydrating } from '../ssr/hydration';
import { NotFoundPage } from '../errors/not-found-page';

export interface PageLoaderData {
  notFound: boolean;
}

/** The server render passes its own client as the router's request context; the browser uses the app's. */
export function loaderQueryClient(context: unknown): QueryClient {
  const own = (context as { queryClient?: QueryClient } | null | undefined)?.queryClient;
  return own ?? appQueryClient;
}

async function fetchPage(client: QueryClient, slug: string): Promise<PublicPage | null> {
  const options = pageQuery(slug);
  // Hydrating a server-rendered page: the server's answer is in the cache, or the server found no page (the
  // router's hydration data says so); nothing to ask again.
  if (isHydrating()) return client.getQueryData(options.queryKey) ?? null;
  try {
    // One try: a loader must settle (a retry offline would wait for the network).
    return await client.ensureQueryData({ ...options, retry: false });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    // Offline before the stored cache was read back: the page may be in it.
    if (isApiError(error) && error.code === 'NETWORK') {
      await whenCacheRestored();
      const stored = client.getQueryData(options.queryKey);
      if (stored) return stored;
    }
    throw error;
  }
}

export async function loadPublishedPage(slug: string, context: unknown): Promise<PageLoaderData> {
  const page = await fetchPage(loaderQueryClient(context), slug);
  if (!page) return { notFound: true };
  await loadBlocksFor(page.blocks.map((block) => block.type));
  return { notFound: false };
}

/** `slug` null: an address that cannot be a page (the 404 page, nothing asked). */
export function PublishedPage({ slug }: { slug: string | null }) {
  const loaded = useLoaderData() as PageLoaderData | undefined;
  // A 404 is not asked again on mount (nor by the server render): the loader's answer stands until the next
  // navigation.
  if (slug === null || loaded?.notFound === true) return <NotFoundPage />;
  return <PageOf slug={slug} />;
}

function PageOf({ slug }: { slug: string }) {
  const { data } = useQuery(pageQuery(slug));
  if (!data) return <NotFoundPage />;
  return <PageDocumentView page={toPageDocument(data)} />;
}
