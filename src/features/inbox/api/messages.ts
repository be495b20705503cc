// GET /api/v1/messages and PATCH /api/v1/messages/{id} (Admin): the contact messages, newest first.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { ContactMessageListSchema, ContactMessageSchema } from '#domain/schemas/contact';
import { apiClient } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.messages(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.messages, { schema: ContactMessageListSchema, signal }),
    staleTime: 0,
  });

export const useMessages = () => useQuery(messagesQueryOptions());

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
