// The desk's writes on a member's memberships (Admin): assign a type (POST /users/{id}/memberships), pause or
// lift a pause, end, extend, add credits (POST /memberships/{id}/…). Each is audited by the server and answers
// the membership; the member's list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import {
  MembershipSchema,
  type AddCredits,
  type AssignMembership,
  type EndMembership,
  type ExtendMembership,
  type PauseMembership,
} from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { userMembershipsQueryOptions } from './get-user-memberships';

export type MembershipChange =
  | { kind: 'assign'; body: AssignMembership }
  | { kind: 'pause'; id: number; body: PauseMembership }
  | { kind: 'end'; id: number; body: EndMembership }
  | { kind: 'extend'; id: number; body: ExtendMembership }
  | { kind: 'credits'; id: number; body: AddCredits };

function pathOf(userId: number, change: MembershipChange): string {
  switch (change.kind) {
    case 'assign':
      return API_PATHS.userMemberships(userId);
    case 'pause':
      return API_PATHS.membershipPause(change.id);
    case 'end':
      return API_PATHS.membershipEnd(change.id);
    case 'extend':
      return API_PATHS.membershipExtend(change.id);
    case 'credits':
      return API_PATHS.membershipCredits(change.id);
  }
}

export function useChangeMembership(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: MembershipChange) =>
      apiClient.request(pathOf(userId, change), {
        method: 'POST',
        schema: MembershipSchema,
        body: change.body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: userMembershipsQueryOptions(userId).queryKey }),
  });
}
