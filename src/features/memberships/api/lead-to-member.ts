// POST /api/v1/leads/{id}/member (Admin, 'Als Mitglied anlegen'): the lead's account, its membership and the
// invitation mail in one step. The leads list belongs to the inbox feature: the app refreshes it (onSuccess).
import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LeadToMemberResultSchema, type LeadToMember } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';

export function useLeadToMember() {
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: number; body: LeadToMember }) =>
      apiClient.request(API_PATHS.leadMember(leadId), {
        method: 'POST',
        schema: LeadToMemberResultSchema,
        body,
      }),
  });
}
