// GET /api/v1/users/{id}/strikes (Admin): a member's no-show strikes, forgiven ones too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { StrikeListSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const userStrikesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.strikesOfUser(userId),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.userStrikes(userId), { schema: StrikeListSchema, signal }),
  });

export const useUserStrikes = (userId: number) => useQuery(userStrikesQueryOptions(userId));
