// PUT /api/v1/users/{id}: a member changes their own name and e-mail; the answer is the updated user, which
// replaces the session's user and the current-user query's data.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { UserSchema, type UpdateProfileRequest, type User } from '#domain/schemas/users';
import { apiClient } from '../../../lib/api-client';
import { setUser } from '../session-store';
import { authKeys } from './keys';

export function putProfile(id: number, body: UpdateProfileRequest): Promise<User> {
  return apiClient.request(API_PATHS.user(id), { method: 'PUT', body, schema: UserSchema });
}

export function updateProfileMutationOptions(queryClient: QueryClient, id: number) {
  return mutationOptions({
    mutationKey: authKeys.mutation('update-profile'),
    mutationFn: (body: UpdateProfileRequest) => putProfile(id, body),
    onSuccess: (user: User) => {
      setUser(user);
      queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}

export function useUpdateProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation(updateProfileMutationOptions(queryClient, id));
}
