// GET /api/v1/messages and PATCH /api/v1/messages/{id} (Admin): the contact messages, newest first, 50 per page
// ('Weitere laden').
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { ContactMessageListSchema, ContactMessageSchema } from '#domain/schemas/contact';
import { apiClient } from '../../../lib/api-client';
import { cursorListOptions } from '../../../lib/cursor-pages';
import { INBOX_PAGE_SIZE } from './leads';
import { inboxKeys } from './keys';

export const messagesQueryOptions = () =>
  cursorListOptions({
    queryKey: inboxKeys.messages(),
    path: API_PATHS.messages,
    schema: ContactMessageListSchema,
    limit: INBOX_PAGE_SIZE,
  });

export const useMessages = () => useInfiniteQuery(messagesQueryOptions());

export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiClient.request(API_PATHS.message(id), {
        method: 'PATCH',
        schema: ContactMessageSchema,
        body: { handled },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
  });
}
