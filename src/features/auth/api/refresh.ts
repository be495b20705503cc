// POST /api/auth/refresh: a new access token (and the user) for the HttpOnly refresh cookie, which the server
// rotates on every use. A refresh token presented twice revokes the whole sign-in (reuse detection), so this tab
// never has two refreshes in flight (one shared promise), and tabs take turns through a Web Lock: the next tab's
// request carries the cookie the previous one received.
import { API_PATHS } from '#domain/api-paths';
import { RefreshResponseSchema, type LoginResponse } from '#domain/schemas/users';
import { apiClient } from '../../../lib/api-client';

export const REFRESH_LOCK_NAME = 'studio-auth-refresh';

export function postRefresh(): Promise<LoginResponse> {
  return apiClient.request(API_PATHS.refresh, { method: 'POST', schema: RefreshResponseSchema, auth: false });
}

/** The part of the Web Locks API used here (absent in old browsers and in jsdom). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : undefined;
}

/**
 * A refresh function that never runs twice at once: callers while one is in flight share its promise, and the
 * request itself runs inside the cross-tab lock when the browser has one.
 */
export function createRefresher(
  fetcher: () => Promise<LoginResponse> = postRefresh,
  locks: () => LockManagerLike | undefined = browserLocks,
): () => Promise<LoginResponse> {
  let inFlight: Promise<LoginResponse> | null = null;
  return () => {
    if (!inFlight) {
      const manager = locks();
      const run = manager ? manager.request(REFRESH_LOCK_NAME, fetcher) : fetcher();
      inFlight = run.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}

/** The app's refresher. */
export const refreshAccessToken = createRefresher();
