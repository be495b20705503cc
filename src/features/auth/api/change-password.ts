// PUT /api/v1/users/change-password: the server signs out every other device and answers with a fresh token for
// this one (and a new cookie), which replaces the old token in memory.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { ChangePasswordResponseSchema, type ChangePasswordRequest } from '#domain/schemas/users';
import { ApiError, apiClient } from '../../../lib/api-client';
import { sessionStore, setAccessToken } from '../session-store';
import { authKeys } from './keys';

export type ChangePasswordResult = { message: string; token: string };

export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResult> {
  // 'Du musst angemeldet sein, um das Passwort zu ändern' without asking the server (seed 000 §8).
  if (sessionStore.getState().status !== 'signedIn') throw new ApiError('PASSWORD_CHANGE_LOGGED_OUT');
  const result = await apiClient.request(API_PATHS.changePassword, {
    method: 'PUT',
    body,
    schema: ChangePasswordResponseSchema,
  });
  setAccessToken(result.token);
  return result;
}

export function changePasswordMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.mutation('change-password'), mutationFn: changePassword });
}

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
