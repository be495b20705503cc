// GET /api/v1/leads and PATCH /api/v1/leads/{id} (Admin): the funnel leads, newest first, 50 per page ('Weitere
// laden'), and marking one handled.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LeadListSchema, LeadSchema } from '#domain/schemas/leads';
import { apiClient } from '../../../lib/api-client';
import { cursorListOptions } from '../../../lib/cursor-pages';
import { inboxKeys } from './keys';

export const INBOX_PAGE_SIZE = 50;

export const leadsQueryOptions = () =>
  cursorListOptions({
    queryKey: inboxKeys.leads(),
    path: API_PATHS.leads,
    schema: LeadListSchema,
    limit: INBOX_PAGE_SIZE,
  });

export const useLeads = () => useInfiniteQuery(leadsQueryOptions());

export function useMarkLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiClient.request(API_PATHS.lead(id), { method: 'PATCH', schema: LeadSchema, body: { handled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: leadsQueryOptions().queryKey }),
  });
}
