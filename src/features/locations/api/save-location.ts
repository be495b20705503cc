// POST /api/v1/locations and PUT /api/v1/locations/{id} (Admin, issue 34): a new location or a changed one. Both
// refresh the public list (the pickers, /standorte).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LocationSchema, type LocationWrite } from '#domain/schemas/locations';
import { apiClient } from '../../../lib/api-client';
import { locationKeys } from './keys';

export function useSaveLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: LocationWrite }) =>
      apiClient.request(id === null ? API_PATHS.locations : API_PATHS.location(id), {
        method: id === null ? 'POST' : 'PUT',
        schema: LocationSchema,
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
