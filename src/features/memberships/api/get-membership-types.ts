// GET /api/v1/membership-types (Admin): every type, inactive ones too, for the admin screen and the desk's choice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MembershipTypeListSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const membershipTypesQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.types(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.membershipTypes, { schema: MembershipTypeListSchema, signal }),
  });

export const useMembershipTypes = () => useQuery(membershipTypesQueryOptions());
