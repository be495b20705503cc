// POST /api/v1/membership-types and PUT /api/v1/membership-types/{id} (Admin): a new type or a changed one. Both
// refresh the admin list and the public tiers (the price on the page).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MembershipTypeSchema, type MembershipTypeWrite } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipTypesQueryOptions } from './get-membership-types';
import { publicTypesQueryOptions } from './get-public-types';

export function useSaveMembershipType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MembershipTypeWrite }) =>
      apiClient.request(id === null ? API_PATHS.membershipTypes : API_PATHS.membershipType(id), {
        method: id === null ? 'POST' : 'PUT',
        schema: MembershipTypeSchema,
        body,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: membershipTypesQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: publicTypesQueryOptions().queryKey }),
      ]),
  });
}
