// PUT /api/v1/users/me/home-location (issue 34): the member chooses their home studio; the answer is the updated
// user, which replaces the session's user and the current-user query's data (their default location follows it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { UserSchema, type User } from '#domain/schemas/users';
import { apiClient } from '../../../lib/api-client';
import { setUser } from '../session-store';
import { authKeys } from './keys';

export function putHomeLocation(homeLocationId: number): Promise<User> {
  return apiClient.request(API_PATHS.myHomeLocation, {
    method: 'PUT',
    body: { homeLocationId },
    schema: UserSchema,
  });
}

export function useSetHomeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.mutation('home-location'),
    mutationFn: putHomeLocation,
    onSuccess: (user: User) => {
      setUser(user);
      queryClient.setQueryData(authKeys.currentUser(), user);
    },
  });
}
