// PUT /api/v1/settings (Admin): the whole settings object; the answer replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { StudioSettingsSchema, type StudioSettings } from '#domain/memberships/schemas';
import { apiClient } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioSettings) =>
      apiClient.request(API_PATHS.settings, { method: 'PUT', schema: StudioSettingsSchema, body }),
    onSuccess: (settings) => client.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}
