// GET /api/v1/trainers (Trainer, Admin): the Trainer accounts a session can name (an admin assigns one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { TrainerAccountListSchema } from '#domain/schemas/trainer';
import { apiClient } from '../../../lib/api-client';
import { trainerKeys } from './keys';

export const trainerAccountsQueryOptions = () =>
  queryOptions({
    queryKey: trainerKeys.accounts(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.trainers, { schema: TrainerAccountListSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const useTrainerAccounts = (enabled = true) => useQuery({ ...trainerAccountsQueryOptions(), enabled });
