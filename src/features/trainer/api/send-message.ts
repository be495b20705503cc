// POST /api/v1/trainer/sessions/{id}/messages: 'Nachricht an Teilnehmende' (a few a day per session).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { SessionMessageResultSchema, type SessionMessageRequest } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerSessionQueryOptions } from './get-session';

export function useSendMessage(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionMessageRequest) =>
      apiClient.request(API_PATHS.trainerSessionMessages(sessionId), {
        method: 'POST',
        schema: SessionMessageResultSchema,
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: trainerSessionQueryOptions(sessionId).queryKey }),
  });
}
