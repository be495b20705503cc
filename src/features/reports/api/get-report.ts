// GET /api/v1/reports?from&to&location (Admin): the Auswertung's figures of a period (issue 22), of one location or
// of the whole chain (issue 34).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { ReportSchema } from '#domain/reports/schemas';
import { apiClient } from '../../../lib/api-client';

export interface ReportPeriod {
  from: string;
  to: string;
  /** One location's figures; absent: the whole chain. */
  location?: number;
}

/** Under 'admin': never persisted, never rendered on the server. */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  period: (period: ReportPeriod) =>
    [...reportKeys.all, period.from, period.to, period.location ?? null] as const,
};

export const reportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: reportKeys.period(period),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.reports, { schema: ReportSchema, query: { ...period }, signal }),
  });

/** The period's report; the last one stays on screen while the next loads. */
export const useReport = (period: ReportPeriod) =>
  useQuery({ ...reportQueryOptions(period), placeholderData: keepPreviousData });
