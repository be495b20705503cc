// GET /api/v1/posts?page=N and GET /api/v1/posts/:slug (public). An unknown or unpublished slug is not an error
// but the answer "no such post" (null): the page shows the 404 page, also in a server render (which would turn a
// failing query into a server error).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { PostPageSchema, PostSchema, PostSlugSchema, type Post } from '#domain/posts/schemas';
import { apiClient, isApiError } from '../../../lib/api-client';
import { postKeys } from './keys';

/** A post or the list is fresh for five minutes: a hydrated page does not fetch again. */
const POSTS_STALE_MS = 5 * 60 * 1000;

export function postListQueryOptions(page: number) {
  return queryOptions({
    queryKey: postKeys.list(page),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.posts, { schema: PostPageSchema, query: { page }, signal, auth: false }),
    staleTime: POSTS_STALE_MS,
    // The service worker may answer from its cache when the browser says offline.
    networkMode: 'offlineFirst',
  });
}

export async function getPost(slug: string, signal?: AbortSignal): Promise<Post | null> {
  try {
    return await apiClient.request(API_PATHS.post(slug), { schema: PostSchema, signal, auth: false });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function postQueryOptions(slug: string) {
  return queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => getPost(slug, signal),
    staleTime: POSTS_STALE_MS,
    networkMode: 'offlineFirst',
  });
}

export function usePostList(page: number) {
  return useQuery(postListQueryOptions(page));
}

/** A slug that cannot be a post's is not asked for at all. */
export function isPostSlug(slug: string | undefined): slug is string {
  return PostSlugSchema.safeParse(slug).success && slug === slug?.trim();
}

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
