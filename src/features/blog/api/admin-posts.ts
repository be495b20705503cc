// The admin's side of the blog: every post with drafts, one post with its Markdown, and the writes. Never
// persisted and never rendered on the server (the admin area is client-only).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import {
  AdminPostListSchema,
  AdminPostSchema,
  PostPreviewSchema,
  PostVersionListSchema,
  type AdminPost,
  type PostBodyFormat,
  type PostUpdateInput,
  type PostWriteInput,
} from '#domain/posts/schemas';
import { z } from '#domain/schemas/zod';
import { apiClient } from '../../../lib/api-client';
import { adminPostKeys, postKeys } from './keys';

export function adminPostListQueryOptions() {
  return queryOptions({
    queryKey: adminPostKeys.list(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.adminPosts, { schema: AdminPostListSchema, signal }),
  });
}

export function adminPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: adminPostKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.adminPost(slug), { schema: AdminPostSchema, signal }),
  });
}

export const useAdminPostList = () => useQuery(adminPostListQueryOptions());
export const useAdminPost = (slug: string, enabled: boolean) =>
  useQuery({ ...adminPostQueryOptions(slug), enabled });

export type PostAction =
  | { kind: 'create'; write: PostWriteInput }
  | { kind: 'update'; slug: string; write: PostUpdateInput }
  | { kind: 'publish'; slug: string }
  | { kind: 'unpublish'; slug: string };

function runAction(action: PostAction): Promise<AdminPost> {
  switch (action.kind) {
    case 'create':
      return apiClient.request(API_PATHS.posts, {
        method: 'POST',
        body: action.write,
        schema: AdminPostSchema,
      });
    case 'update':
      return apiClient.request(API_PATHS.post(action.slug), {
        method: 'PUT',
        body: action.write,
        schema: AdminPostSchema,
      });
    case 'publish':
      return apiClient.request(API_PATHS.postPublish(action.slug), {
        method: 'POST',
        schema: AdminPostSchema,
      });
    case 'unpublish':
      return apiClient.request(API_PATHS.postUnpublish(action.slug), {
        method: 'POST',
        schema: AdminPostSchema,
      });
  }
}

/** Every write refreshes the admin's lists and the visitors' cached pages. */
export function usePostAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: async (post) => {
      client.setQueryData(adminPostKeys.detail(post.slug), post);
      await Promise.all([
        client.invalidateQueries({ queryKey: adminPostKeys.list() }),
        client.invalidateQueries({ queryKey: adminPostKeys.versions(post.slug) }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]);
    },
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) =>
      apiClient.request(API_PATHS.post(slug), { method: 'DELETE', schema: z.undefined() }),
    onSuccess: async (_result, slug) => {
      client.removeQueries({ queryKey: adminPostKeys.detail(slug) });
      await Promise.all([
        client.invalidateQueries({ queryKey: adminPostKeys.list() }),
        client.invalidateQueries({ queryKey: postKeys.all }),
      ]);
    },
  });
}

/** The body as the server renders and sanitises it at save. */
export function usePostPreview() {
  return useMutation({
    mutationFn: (input: { body: string; bodyFormat: PostBodyFormat }) =>
      apiClient.request(API_PATHS.postPreview, { method: 'POST', body: input, schema: PostPreviewSchema }),
  });
}

/** Every version of a post, newest first (read when the list opens). */
export function usePostVersions(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: adminPostKeys.versions(slug),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.adminPostVersions(slug), { schema: PostVersionListSchema, signal }),
    enabled,
  });
}

/** Makes an earlier version the working copy (a new version; visitors keep the published one). */
export function useRestorePostVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, version }: { slug: string; version: number }) =>
      apiClient.request(API_PATHS.postRestore(slug, version), { method: 'POST', schema: AdminPostSchema }),
    onSuccess: async (post) => {
      client.setQueryData(adminPostKeys.detail(post.slug), post);
      await Promise.all([
        client.invalidateQueries({ queryKey: adminPostKeys.versions(post.slug) }),
        client.invalidateQueries({ queryKey: adminPostKeys.list() }),
      ]);
    },
  });
}
