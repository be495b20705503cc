// GET /api/v1/settings (Admin): the studio's fair rules and booking/cancellation deadlines.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { StudioSettingsSchema } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { membershipKeys } from './keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.settings(),
    queryFn: ({ signal }) => apiClient.request(API_PATHS.settings, { schema: StudioSettingsSchema, signal }),
  });

export const useStudioSettings = () => useQuery(settingsQueryOptions());
