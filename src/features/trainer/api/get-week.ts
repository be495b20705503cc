// GET /api/v1/trainer/sessions (Trainer, Admin): 'Meine Termine', the current week with its counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { TrainerWeekSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export const trainerWeekQueryOptions = () =>
  queryOptions({
    queryKey: trainerKeys.week(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.trainerSessions, { schema: TrainerWeekSchema, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useTrainerWeek = () => useQuery(trainerWeekQueryOptions());
