// GET /api/v1/trainer/sessions/{id} (the session's trainer or an admin): its participants, open request, messages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { TrainerSessionDetailSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export const trainerSessionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: trainerKeys.session(id),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.trainerSession(id), { schema: TrainerSessionDetailSchema, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useTrainerSession = (id: number) => useQuery(trainerSessionQueryOptions(id));
