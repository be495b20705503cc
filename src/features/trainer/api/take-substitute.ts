// POST /api/v1/trainer/substitute-requests/{id}/take (another trainer) and …/assign (Admin, names the trainer).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { SubstituteResultSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export function useTakeSubstitute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, trainerId }: { requestId: number; trainerId?: number }) =>
      trainerId === undefined
        ? apiClient.request(API_PATHS.substituteRequestTake(requestId), {
            method: 'POST',
            schema: SubstituteResultSchema,
          })
        : apiClient.request(API_PATHS.substituteRequestAssign(requestId), {
            method: 'POST',
            schema: SubstituteResultSchema,
            body: { trainerId },
          }),
    // The week, the session and the list all change with the session's trainer.
    onSettled: () => client.invalidateQueries({ queryKey: trainerKeys.all }),
  });
}
