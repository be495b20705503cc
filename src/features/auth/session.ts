// The session's life in this tab: restore at start, renew the access token before it expires and once after a
// 401, verify an offline-restored session when the network returns (or the app comes back to the front), and
// follow sign-in and sign-out in other tabs.
// startSession() wires all of it (token getter of the API client included) and returns the undo for tests.
import { ACCESS_TOKEN_TTL_SECONDS } from '#domain/constants';
import { isApiError, setTokenGetter, setUnauthorizedHandler } from '../../lib/api-client';
import { clearPersonalData } from '../../lib/personal-data';
import { queryClient } from '../../lib/query-client';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { authKeys } from './api/keys';
import { postLogout } from './api/logout';
import { refreshAccessToken } from './api/refresh';
import { isLogoutPending, readCachedUser, removeLegacyToken, setLogoutPending } from './cached-user';
import {
  clearSession,
  sessionStore,
  setSession,
  setUnverifiedSession,
  type SessionState,
} from './session-store';

/** A token with less than this left is renewed before it is used. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** The timer renews this long before the token's exp. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export type RenewOutcome =
  /** The server answered with a new token; the session is signed in and verified. */
  | 'renewed'
  /** The server refused the refresh cookie (401): the session is over and has been cleared. */
  | 'expired'
  /** No answer, or the server could not say (offline, 5xx, 429): nothing changed. */
  | 'unavailable';

let restoring: Promise<void> | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function hasUsableToken(state: SessionState, now = Date.now()): boolean {
  return (
    !!state.accessToken &&
    !!state.accessTokenExpiresAt &&
    state.accessTokenExpiresAt - now > TOKEN_EXPIRY_MARGIN_MS
  );
}

/** Clears the session and everything personal in memory (the sign-out of another tab, an expired session). */
async function endSession(): Promise<void> {
  clearSession();
  await clearPersonalData();
}

/** Asks the server for a new access token with the refresh cookie and applies the answer. */
export async function renewSession(): Promise<RenewOutcome> {
  try {
    const { token, user } = await refreshAccessToken();
    setLogoutPending(false);
    setSession({ token, user });
    queryClient.setQueryData(authKeys.currentUser(), user); // the refresh answer is the current user
    return 'renewed';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      await endSession();
      return 'expired';
    }
    // Offline or the server in trouble: keep what we have. A token that has run out cannot be used any more,
    // so the session continues unverified on the cached user until the network is back.
    const state = sessionStore.getState();
    if (state.status === 'signedIn' && state.user && !hasUsableToken(state)) setUnverifiedSession(state.user);
    return 'unavailable';
  }
}

/** Sends a sign-out that could not reach the server earlier; true when the server has it now. */
async function flushPendingLogout(): Promise<boolean> {
  if (!isLogoutPending()) return true;
  try {
    await postLogout();
    setLogoutPending(false);
    return true;
  } catch {
    return false;
  }
}

async function restore(): Promise<void> {
  const cached = readCachedUser();
  const outcome = await renewSession();
  // Offline (or the server down): the member still sees their name and cached data, checked later.
  if (outcome === 'unavailable' && sessionStore.getState().status === 'restoring') {
    if (cached) setUnverifiedSession(cached);
    else clearSession();
  }
}

/** Resolves once the start-up restore has an outcome (immediately when there was nothing to restore). */
export function sessionRestored(): Promise<void> {
  return restoring ?? Promise.resolve();
}

/**
 * The token for the next request: waits for the restore, renews a token that is about to expire (or a session
 * restored offline), and is null when signed out or when no token can be had right now.
 */
export async function getAccessToken(): Promise<string | null> {
  if (sessionStore.getState().status === 'restoring') await sessionRestored();
  let state = sessionStore.getState();
  if (state.status !== 'signedIn') return null;
  if (hasUsableToken(state)) return state.accessToken;
  await renewSession();
  state = sessionStore.getState();
  return state.status === 'signedIn' && hasUsableToken(state) ? state.accessToken : null;
}

/** A request's token was refused: renew once (unless another request already did) and let it retry. */
export async function handleUnauthorized(refusedToken: string): Promise<boolean> {
  const state = sessionStore.getState();
  if (state.status !== 'signedIn') return false;
  if (state.accessToken && state.accessToken !== refusedToken && hasUsableToken(state)) return true;
  return (await renewSession()) === 'renewed';
}

function scheduleRenewal(expiresAt: number | null): void {
  clearTimeout(renewTimer);
  renewTimer = undefined;
  if (expiresAt === null) return;
  const delay = Math.max(0, expiresAt - Date.now() - RENEW_BEFORE_EXPIRY_MS);
  // A token that outlives the server's TTL would be odd; never wait longer than that.
  renewTimer = setTimeout(() => void renewSession(), Math.min(delay, ACCESS_TOKEN_TTL_SECONDS * 1000));
}

/** The network is back (or the app is back in front): send a pending sign-out, confirm an unverified session. */
function onOnline(): void {
  void flushPendingLogout();
  const { status, verified } = sessionStore.getState();
  if (status === 'signedIn' && !verified) void renewSession();
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'visible' && navigator.onLine !== false) onOnline();
}

/** Another tab signed in or out: studio.auth.user appeared or disappeared. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.authUser && event.key !== null) return;
  const { status, signingOut } = sessionStore.getState();
  const present = event.key === null ? false : event.newValue !== null;
  if (!present && status === 'signedIn' && !signingOut) void endSession();
  if (present && status === 'signedOut') void renewSession();
}

/**
 * Starts the session at app start: wires the API client, removes the legacy token key, and restores the
 * stored session. A device without studio.auth.user never signed in (or signed out): it starts signed out at
 * once and costs no refresh call. Returns the undo (tests).
 */
export function startSession(): () => void {
  setTokenGetter(getAccessToken);
  setUnauthorizedHandler(handleUnauthorized);
  removeLegacyToken();

  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.accessTokenExpiresAt !== previous.accessTokenExpiresAt)
      scheduleRenewal(state.accessTokenExpiresAt);
  });
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisibilityChange);

  if (isLogoutPending()) {
    // Signed out while offline: the cookie may still be valid on the server. Nothing is restored.
    clearSession();
    void flushPendingLogout();
  } else if (!readCachedUser()) {
    clearSession();
  } else {
    sessionStore.setState({ status: 'restoring' });
    restoring = restore().finally(() => {
      restoring = null;
    });
  }

  return () => {
    unsubscribe();
    clearTimeout(renewTimer);
    renewTimer = undefined;
    restoring = null;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    setTokenGetter(() => null);
    setUnauthorizedHandler(undefined);
  };
}
