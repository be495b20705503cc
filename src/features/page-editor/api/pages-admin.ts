// The admin side of the pages API (issue 13 contract): the list, the working copy (draft), saving with the version
// it was based on (409 PAGE_VERSION_CONFLICT when someone saved in between), publishing, withdrawing, the version
// history and restoring a version. Answers are parsed leniently (unknown keys dropped) so the editor keeps working
// when the server adds fields.
import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { z } from '#domain/schemas/zod';
import { apiClient, isApiError } from '../../../lib/api-client';

export const BlockNodeSchema = z.object({
  type: z.string(),
  props: z.optional(z.record(z.string(), z.unknown())),
});

export const PageDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullish(z.string()),
  blocks: z.array(BlockNodeSchema),
});
export type EditorPageDocument = z.infer<typeof PageDocumentSchema>;

const PageStatusSchema = z.enum(['draft', 'published']);
export type PageStatus = z.infer<typeof PageStatusSchema>;

const PageListSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      status: PageStatusSchema,
      hasUnpublishedChanges: z.optional(z.boolean()),
      version: z.number(),
      updatedAt: z.nullish(z.string()),
      updatedBy: z.nullish(z.string()),
    }),
  ),
});
export type PageListItem = z.infer<typeof PageListSchema>['items'][number];

export const PageDraftSchema = z.object({
  document: PageDocumentSchema,
  status: PageStatusSchema,
  version: z.number(),
  publishedVersion: z.nullish(z.number()),
  updatedAt: z.nullish(z.string()),
});
export type PageDraft = z.infer<typeof PageDraftSchema>;

const PageVersionsSchema = z.object({
  items: z.array(
    z.object({
      version: z.number(),
      action: z.string(),
      author: z.nullish(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type PageVersion = z.infer<typeof PageVersionsSchema>['items'][number];

/** Any answer: the editor reloads the working copy after each write instead of trusting one answer's shape. */
const AnyAnswer = z.unknown();

const slugPart = (slug: string) => encodeURIComponent(slug);

export const pageEditorKeys = {
  list: ['admin', 'pages'] as const,
  draft: (slug: string) => ['admin', 'pages', slug, 'draft'] as const,
  versions: (slug: string) => ['admin', 'pages', slug, 'versions'] as const,
};

export const getPages = (signal?: AbortSignal) =>
  apiClient.request(API_PATHS.pages, { schema: PageListSchema, signal });

export const getDraft = (slug: string, signal?: AbortSignal) =>
  apiClient.request(API_PATHS.pageDraft(slugPart(slug)), { schema: PageDraftSchema, signal });

export const getVersions = (slug: string, signal?: AbortSignal) =>
  apiClient.request(API_PATHS.pageVersions(slugPart(slug)), { schema: PageVersionsSchema, signal });

export const createPage = (document: EditorPageDocument) =>
  apiClient.request(API_PATHS.pages, { method: 'POST', schema: AnyAnswer, body: { document } });

export const saveDraft = (slug: string, document: EditorPageDocument, baseVersion: number) =>
  apiClient.request(API_PATHS.page(slugPart(slug)), {
    method: 'PUT',
    schema: AnyAnswer,
    body: { document, baseVersion },
  });

export const publishPage = (slug: string, baseVersion: number) =>
  apiClient.request(API_PATHS.pagePublish(slugPart(slug)), {
    method: 'POST',
    schema: AnyAnswer,
    body: { baseVersion },
  });

export const unpublishPage = (slug: string) =>
  apiClient.request(API_PATHS.pageUnpublish(slugPart(slug)), { method: 'POST', schema: AnyAnswer, body: {} });

export const restoreVersion = (slug: string, version: number, baseVersion: number) =>
  apiClient.request(API_PATHS.pageRestore(slugPart(slug), version), {
    method: 'POST',
    schema: AnyAnswer,
    body: { baseVersion },
  });

export function usePages() {
  return useQuery({ queryKey: pageEditorKeys.list, queryFn: ({ signal }) => getPages(signal) });
}

export function useVersions(slug: string) {
  return useQuery({
    queryKey: pageEditorKeys.versions(slug),
    queryFn: ({ signal }) => getVersions(slug, signal),
  });
}

/** Someone else saved the page since this copy was loaded (409 PAGE_VERSION_CONFLICT). */
export function isVersionConflict(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  return (error.code as string) === 'PAGE_VERSION_CONFLICT' || /inzwischen|version/i.test(error.message);
}
