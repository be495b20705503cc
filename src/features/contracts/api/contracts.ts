// The contract routes of issue 31 (decision 0192): the studio's legal data, the order, the public withdrawal
// and cancellation, the member's contracts and their withdrawal, the desk's list and one contract.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import {
  AdminContractDetailSchema,
  AdminContractListSchema,
  CancellationReceiptSchema,
  ContractListSchema,
  ContractOrderResultSchema,
  LegalSettingsSchema,
  ReceiptSchema,
  WithdrawalResultSchema,
  type CancellationRequest,
  type ContractOrder,
  type LegalSettingsWrite,
  type MandateChange,
  type PublicWithdrawal,
} from '#domain/contracts/schemas';
import { apiClient } from '../../../lib/api-client';
import { cursorListOptions } from '../../../lib/cursor-pages';
import { contractKeys } from './keys';

export const legalQueryOptions = () =>
  queryOptions({
    queryKey: contractKeys.legal(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.legal, { schema: LegalSettingsSchema, auth: false, signal }),
    staleTime: 60_000,
  });

export const useLegal = () => useQuery(legalQueryOptions());

/** The order: one key per form, so a double tap or a retry makes one contract. */
export function orderContract(body: ContractOrder, idempotencyKey: string) {
  return apiClient.request(API_PATHS.contracts, {
    method: 'POST',
    schema: ContractOrderResultSchema,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** § 312k BGB: the same answer for everyone; a signed-in member whose contract it is also learns the end date. */
export function cancelContract(body: CancellationRequest) {
  return apiClient.request(API_PATHS.contractCancellations, {
    method: 'POST',
    schema: CancellationReceiptSchema,
    body,
  });
}

/** § 356a BGB without signing in: contract number and e-mail; the same answer for known and unknown. */
export function withdrawPublic(body: PublicWithdrawal) {
  return apiClient.request(API_PATHS.contractWithdrawals, {
    method: 'POST',
    schema: ReceiptSchema,
    body,
    auth: false,
  });
}

/** The signed-in member withdraws from their own contract. */
export function withdrawMine(id: number) {
  return apiClient.request(API_PATHS.contractWithdrawal(id), {
    method: 'POST',
    schema: WithdrawalResultSchema,
    body: {},
  });
}

export const useMyContracts = (userId: number | undefined) =>
  useQuery({
    queryKey: contractKeys.mine(userId ?? 0),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.myContracts, { schema: ContractListSchema, signal }),
    enabled: userId !== undefined,
  });

export const CONTRACTS_PAGE_SIZE = 50;

/** The desk's list, newest first, 50 at a time ('Weitere laden', decision 0103). */
export const useAdminContracts = () =>
  useInfiniteQuery(
    cursorListOptions({
      queryKey: contractKeys.adminList(),
      path: API_PATHS.contracts,
      schema: AdminContractListSchema,
      limit: CONTRACTS_PAGE_SIZE,
    }),
  );

export const useAdminContract = (id: number) =>
  useQuery({
    queryKey: contractKeys.adminOne(id),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.contract(id), { schema: AdminContractDetailSchema, signal }),
  });

/**
 * PUT /api/v1/contracts/{id}/mandate (Admin): a new SEPA mandate (new IBAN); the answer replaces the contract in
 * the cache.
 */
export function useChangeMandate(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MandateChange) =>
      apiClient.request(API_PATHS.contractMandate(id), {
        method: 'PUT',
        schema: AdminContractDetailSchema,
        body,
      }),
    onSuccess: (contract) => {
      client.setQueryData(contractKeys.adminOne(id), contract);
      // Every desk read may show the mandate (the contract list, the client's billing): stale now, read again
      // when next shown (features do not import each other's keys; all desk reads sit under 'admin').
      void client.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
    },
  });
}

/** PUT /api/v1/settings/legal (Admin): the studio's legal data; the answer replaces the public one in the cache. */
export function useUpdateLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalSettingsWrite) =>
      apiClient.request(API_PATHS.legalSettings, { method: 'PUT', schema: LegalSettingsSchema, body }),
    onSuccess: (legal) => client.setQueryData(legalQueryOptions().queryKey, legal),
  });
}
