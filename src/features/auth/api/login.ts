// POST /api/users/login, then GET /api/users with the new token (seed 000 §7). The answer sets the refresh
// cookie; the token stays in memory. A failed user fetch clears everything and says
// 'Fehler beim Abrufen der Benutzerdaten' (seed 000 §8).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LoginResponseSchema, type LoginRequest, type LoginResponse, type User } from '#domain/schemas/users';
import { ApiError, apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { setLogoutPending } from '../cached-user';
import { clearSession, setSession } from '../session-store';
import { fetchCurrentUser } from './current-user';
import { postLogout } from './logout';
import { authKeys } from './keys';

export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiClient.request(API_PATHS.login, {
    method: 'POST',
    body,
    schema: LoginResponseSchema,
    auth: false,
  });
}

/** With a fresh token: load the user and start the session, or undo the sign-in and say why. */
export async function startSessionWithToken(token: string): Promise<User> {
  let user: User;
  try {
    user = await fetchCurrentUser({ token });
  } catch (cause) {
    clearSession();
    void postLogout().catch(() => undefined); // the cookie from the sign-in must not outlive it
    throw new ApiError('USER_FETCH_FAILED', { cause });
  }
  setLogoutPending(false); // this device's new cookie is not the one a pending sign-out meant
  setSession({ token, user });
  queryClient.setQueryData(authKeys.currentUser(), user); // the dashboard need not ask again right away
  return user;
}

export async function signIn(credentials: LoginRequest): Promise<User> {
  const { token } = await postLogin(credentials);
  return startSessionWithToken(token);
}

export function loginMutationOptions() {
  return mutationOptions({ mutationKey: authKeys.mutation('login'), mutationFn: signIn });
}

export function useLogin() {
  return useMutation(loginMutationOptions());
}
