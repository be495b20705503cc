// GET /api/v1/leads and PATCH /api/v1/leads/{id} (Admin): the funnel leads, newest first, and marking one handled.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LeadListSchema, LeadSchema } from '#domain/schemas/leads';
import { apiClient } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export const leadsQueryOptions = () =>
  queryOptions({
    queryKey: inboxKeys.leads(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.leads, { schema: LeadListSchema, signal }),
    staleTime: 0,
  });

export const useLeads = () => useQuery(leadsQueryOptions());

export function useMarkLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiClient.request(API_PATHS.lead(id), { method: 'PATCH', schema: LeadSchema, body: { handled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadsQueryOptions().queryKey }),
  });
}
