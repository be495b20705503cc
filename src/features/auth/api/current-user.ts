// GET /api/users: the signed-in user's record. A fetch the server refuses clears the session (seed 000 §4); a
// fetch that gets no answer leaves it (offline is not a reason to sign anyone out).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { UserSchema, type User } from '#domain/schemas/users';
import { apiClient, isApiError } from '../../../lib/api-client';
import { clearSession, setUser, useSession } from '../session-store';
import { authKeys } from './keys';

/** `token` right after sign-in, before the session holds it; otherwise the session's token. */
export function fetchCurrentUser(options: { token?: string; signal?: AbortSignal } = {}): Promise<User> {
  return apiClient.request(API_PATHS.currentUser, {
    schema: UserSchema,
    token: options.token,
    signal: options.signal,
  });
}

/** Whether a failed user fetch means the session is over: the server answered and refused, not trouble. */
export function endsSession(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** Fetches the user into the session; a refusal signs out. */
export async function loadCurrentUser(signal?: AbortSignal): Promise<User> {
  try {
    const user = await fetchCurrentUser({ signal });
    setUser(user);
    return user;
  } catch (error) {
    if (endsSession(error)) clearSession();
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => loadCurrentUser(signal),
  });
}

/** Keeps the session's user fresh while a personal page is open (only for a session the server confirmed). */
export function useCurrentUserQuery() {
  const verified = useSession((state) => state.status === 'signedIn' && state.verified);
  return useQuery({ ...currentUserQueryOptions(), enabled: verified });
}
