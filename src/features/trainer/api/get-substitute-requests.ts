// GET /api/v1/trainer/substitute-requests (Trainer, Admin): the open requests of sessions still to come.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { SubstituteRequestListSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export const substituteRequestsQueryOptions = () =>
  queryOptions({
    queryKey: trainerKeys.requests(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.substituteRequests, { schema: SubstituteRequestListSchema, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useSubstituteRequests = () => useQuery(substituteRequestsQueryOptions());
