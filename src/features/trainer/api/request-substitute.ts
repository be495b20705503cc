// POST /api/v1/trainer/sessions/{id}/substitute-requests: the session's trainer asks for a substitute.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { SubstituteRequestSchema, type SubstituteRequestCreate } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export function useRequestSubstitute(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubstituteRequestCreate) =>
      apiClient.request(API_PATHS.trainerSessionSubstitute(sessionId), {
        method: 'POST',
        schema: SubstituteRequestSchema,
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: trainerKeys.all }),
  });
}
