// GET /api/v1/membership-types/public: the types the studio sells, for the tiers block (also in a server render,
// so the studio's prices are on the page without client JS) and the dashboard of a member without one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { PublicMembershipTypeListSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const publicTypesQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.publicTypes(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.publicMembershipTypes, {
        schema: PublicMembershipTypeListSchema,
        auth: false,
        signal,
      }),
    staleTime: 60_000,
  });

/** `enabled` false: no request (a tiers block that shows its own copy). */
export const usePublicMembershipTypes = (enabled = true) =>
  useQuery({ ...publicTypesQueryOptions(), enabled });
