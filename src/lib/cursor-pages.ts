// Infinite query options for the cursor-paged admin lists (domain/schemas/paging.ts): each page asks for `limit`
// items after the last id already loaded; a page shorter than the limit ends the list.
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from '#domain/schemas/zod';
import { nextCursor } from '#domain/schemas/paging';
import { apiClient } from './api-client';

export interface CursorListOptions<S extends z.ZodMiniType<Array<{ id: number }>>, K extends QueryKey> {
  queryKey: K;
  path: string;
  schema: S;
  limit: number;
  /** The list's own filters, kept on every page. */
  query?: Record<string, string | number>;
}

export function cursorListOptions<S extends z.ZodMiniType<Array<{ id: number }>>, K extends QueryKey>({
  queryKey,
  path,
  schema,
  limit,
  query = {},
}: CursorListOptions<S, K>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(path, {
        schema,
        query: { ...query, limit, ...(pageParam === undefined ? {} : { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: z.output<S>) => nextCursor(last, limit),
    staleTime: 0,
  });
}
