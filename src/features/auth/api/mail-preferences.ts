// GET and PUT /api/v1/users/me/mail-preferences: which optional mails the member wants. One resource, so its
// query and its mutation share this file and one key.
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { MailPreferencesSchema, type MailPreferences } from '#domain/schemas/mail';
import { apiClient } from '../../../lib/api-client';
import { authKeys } from './keys';

export function mailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: authKeys.mailPreferences(),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.mailPreferences, { schema: MailPreferencesSchema, signal }),
  });
}

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions());
}

export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationKey: authKeys.mutation('mail-preferences'),
      mutationFn: (body: MailPreferences) =>
        apiClient.request(API_PATHS.mailPreferences, { method: 'PUT', body, schema: MailPreferencesSchema }),
      onSuccess: (saved) => queryClient.setQueryData(authKeys.mailPreferences(), saved),
    }),
  );
}
