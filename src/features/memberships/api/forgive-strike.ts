// POST /api/v1/strikes/{id}/forgive (Admin): the desk forgives a no-show strike with a reason (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { StrikeSchema, type ForgiveStrike } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { userStrikesQueryOptions } from './get-user-strikes';

export function useForgiveStrike(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ForgiveStrike }) =>
      apiClient.request(API_PATHS.strikeForgive(id), { method: 'POST', schema: StrikeSchema, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: userStrikesQueryOptions(userId).queryKey }),
  });
}
