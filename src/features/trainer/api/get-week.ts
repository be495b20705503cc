// GET /api/v1/trainer/sessions (Trainer, Admin): 'Meine Termine', today and the next 13 days with their counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { TrainerAgendaSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export const trainerAgendaQueryOptions = () =>
  queryOptions({
    queryKey: trainerKeys.agenda(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.trainerSessions, { schema: TrainerAgendaSchema, signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useTrainerAgenda = () => useQuery(trainerAgendaQueryOptions());
