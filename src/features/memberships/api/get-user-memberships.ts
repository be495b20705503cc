// GET /api/v1/users/{id}/memberships (Admin): a member's memberships at the desk, ended ones too, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MembershipListSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const userMembershipsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.ofUser(userId),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.userMemberships(userId), { schema: MembershipListSchema, signal }),
  });

export const useUserMemberships = (userId: number) => useQuery(userMembershipsQueryOptions(userId));
