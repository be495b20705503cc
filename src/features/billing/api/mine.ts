// GET /api/v1/billing/mine (issue 33): the signed-in member's mandate, invoices and the retention note.
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MyBillingSchema } from './contract-tmp';
import { billingKeys } from './keys';
import { BILLING_PATHS } from './paths';

export const useMyBilling = (userId: number) =>
  useQuery({
    queryKey: billingKeys.mine(userId),
    queryFn: ({ signal }) => apiClient.request(BILLING_PATHS.mine, { schema: MyBillingSchema, signal }),
  });
