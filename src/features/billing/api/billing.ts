// The billing routes of issue 33 (admin): the billing settings, a run's preview and its finalisation, the runs,
// one client's invoices and mandate, and the invoice's changes (return, payment, cancellation) and the camt.054
// upload. Every change refreshes the runs and the clients' billing (an invoice's status shows in both).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  BillingSettingsSchema,
  ClientBillingSchema,
  InvoiceSummarySchema,
  ReturnsResultSchema,
  RunListSchema,
  RunPreviewSchema,
  RunSchema,
  type BillingSettingsWrite,
} from '#domain/billing/schemas';
import { billingKeys } from './keys';
import { API_PATHS } from '#domain/api-paths';

export const billingSettingsOptions = () =>
  queryOptions({
    queryKey: billingKeys.settings(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.billingSettings, { schema: BillingSettingsSchema, signal }),
  });

export const useBillingSettings = () => useQuery(billingSettingsOptions());

export function useUpdateBillingSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsWrite) =>
      apiClient.request(API_PATHS.billingSettings, { method: 'PUT', schema: BillingSettingsSchema, body }),
    onSuccess: (settings) => client.setQueryData(billingSettingsOptions().queryKey, settings),
  });
}

/** Nothing is stored: the answer is the run as it would be. */
export const usePreviewRun = () =>
  useMutation({
    mutationFn: (body: { period: string; collectionDate?: string }) =>
      apiClient.request(API_PATHS.billingRunPreview, { method: 'POST', schema: RunPreviewSchema, body }),
  });

export function useFinaliseRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { period: string; collectionDate: string }) =>
      apiClient.request(API_PATHS.billingRuns, { method: 'POST', schema: RunSchema, body }),
    onSuccess: (run) => {
      client.setQueryData(billingKeys.run(run.id), run);
      return client.invalidateQueries({ queryKey: billingKeys.runs(), exact: true });
    },
  });
}

export const useRuns = () =>
  useQuery({
    queryKey: billingKeys.runs(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.billingRuns, { schema: RunListSchema, signal }),
    select: (list) => list.runs,
  });

export const useRun = (id: number | null) =>
  useQuery({
    queryKey: billingKeys.run(id ?? 0),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.billingRun(id ?? 0), { schema: RunSchema, signal }),
    enabled: id !== null,
  });

export const useClientBilling = (userId: number) =>
  useQuery({
    queryKey: billingKeys.client(userId),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.billingClient(userId), { schema: ClientBillingSchema, signal }),
  });

/** After a change of an invoice: every run's and client's view of it is read again. */
function useRefreshBilling() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: billingKeys.runs() }),
      client.invalidateQueries({ queryKey: billingKeys.clients() }),
    ]);
}

export function useRecordReturn() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; returnedOn: string; reasonCode?: string }) =>
      apiClient.request(API_PATHS.billingInvoiceReturn(id), {
        method: 'POST',
        schema: InvoiceSummarySchema,
        body,
      }),
    onSuccess: refresh,
  });
}

export function useRecordPayment() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; paidOn: string; method: 'bar' | 'karte' | 'ueberweisung' }) =>
      apiClient.request(API_PATHS.billingInvoicePayment(id), {
        method: 'POST',
        schema: InvoiceSummarySchema,
        body,
      }),
    onSuccess: refresh,
  });
}

export function useCancelInvoice() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiClient.request(API_PATHS.billingInvoiceCancel(id), {
        method: 'POST',
        schema: InvoiceSummarySchema,
        body: { reason },
      }),
    onSuccess: refresh,
  });
}

/** The bank's camt.054 file as text; the same return twice changes nothing on the server. */
export function useUploadReturns() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (xml: string) =>
      apiClient.request(API_PATHS.billingReturns, {
        method: 'POST',
        schema: ReturnsResultSchema,
        body: { xml },
      }),
    onSuccess: refresh,
  });
}
