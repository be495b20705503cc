// GET /api/v1/memberships/mine: the signed-in member's memberships, the bookings that count against their
// limits, strikes, a block and the studio's rules: everything the entitlement rule needs on the client
// (#domain/memberships/entitlement decideFromMine), and what 'Meine Mitgliedschaft' shows. Kept offline like the
// member's bookings (PERSONAL_PERSISTED_META; sign-out removes it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MyMembershipSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { PERSONAL_PERSISTED_META } from '../../../lib/query-persistence';
import { membershipKeys } from './keys';

export const myMembershipQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: membershipKeys.mine(userId),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.myMembership, { schema: MyMembershipSchema, signal }),
    meta: PERSONAL_PERSISTED_META,
    // A pause or a card's credits may have changed at the desk: every screen that shows it asks again on mount.
    staleTime: 0,
  });

/** Off (no request) without a signed-in member. */
export const useMyMembership = (userId: number | null) =>
  useQuery({ ...myMembershipQueryOptions(userId ?? 0), enabled: userId !== null });
