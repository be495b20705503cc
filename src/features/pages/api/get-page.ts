// GET /api/v1/pages/:slug (public, decision 0130): the published page document. The same answer for everyone, so
// the server render puts it into the page and the persisted cache keeps it for offline visits.
import { queryOptions } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { PublicPageSchema, type PageDocument, type PublicPage } from '#domain/pages/public-page';
import { apiClient } from '../../../lib/api-client';
import { pageKeys } from './keys';

export function getPage(slug: string, signal?: AbortSignal): Promise<PublicPage> {
  return apiClient.request(API_PATHS.page(encodeURIComponent(slug)), {
    schema: PublicPageSchema,
    signal,
    // Public data: no token, the same answer for everyone.
    auth: false,
  });
}

export function pageQuery(slug: string) {
  return queryOptions({
    queryKey: pageKeys.page(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    // Try even when the browser says offline: the service worker may answer from its page cache.
    networkMode: 'offlineFirst',
  });
}

/** The page as the block renderer takes it. */
export function toPageDocument(page: PublicPage): PageDocument {
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    ...(page.image ? { image: page.image } : {}),
    blocks: page.blocks,
  };
}
