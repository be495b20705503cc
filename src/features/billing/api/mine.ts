// GET /api/v1/billing/mine (issue 33): the signed-in member's mandate, invoices and the retention note.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MineSchema } from '#domain/billing/schemas';
import { billingKeys } from './keys';
import { API_PATHS } from '#domain/api-paths';

export const useMyBilling = (userId: number) =>
  useQuery({
    queryKey: billingKeys.mine(userId),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.myBilling, { schema: MineSchema, signal }),
  });
