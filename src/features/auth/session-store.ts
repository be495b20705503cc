// The browser session (zustand, client state only): who is signed in, how sure we are, and the access token.
// The token lives here in memory and nowhere else; the user record is mirrored to studio.auth.user so an offline
// start can show it. Server data (courses, bookings) stays in TanStack Query. See docs/decisions/0020-*.md.
import { createStore, useStore } from 'zustand';
import type { User } from '#domain/schemas/users';
import { removeCachedUser, writeCachedUser } from './cached-user';
import { tokenExpiresAt } from './token';

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionState {
  /**
   * 'restoring' from app start until the stored session has been checked (only when studio.auth.user exists;
   * a device that never signed in starts 'signedOut'); then 'signedIn' or 'signedOut'. Guards wait while it
   * is 'restoring'.
   */
  status: SessionStatus;
  /**
   * true when the server confirmed this session in this tab (sign-in, registration, or a refresh answered 200);
   * false when it was restored offline from studio.auth.user (no token yet) and while signed out. An unverified
   * session shows the cached user and is checked on the next 'online' event.
   */
  verified: boolean;
  /** The signed-in user as the server last sent it (UserSchema), or null. Mirrored to studio.auth.user. */
  user: User | null;
  /** The access token, a compact JWT (15 minutes), in memory only; null when signed out or unverified. */
  accessToken: string | null;
  /** The token's expiry in ms since the epoch (its exp claim × 1000); null without a token. */
  accessTokenExpiresAt: number | null;
  /**
   * true from the moment a sign-out starts until the app has left the page; guards wait instead of sending
   * the user to the sign-in page while the state is being cleared.
   */
  signingOut: boolean;
}

export const initialSessionState: SessionState = {
  status: 'restoring',
  verified: false,
  user: null,
  accessToken: null,
  accessTokenExpiresAt: null,
  signingOut: false,
};

export const sessionStore = createStore<SessionState>(() => ({ ...initialSessionState }));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Signed in and confirmed by the server: a fresh sign-in, a registration, or a successful refresh. */
export function setSession({ token, user }: { token: string; user: User }): void {
  writeCachedUser(user);
  sessionStore.setState({
    status: 'signedIn',
    verified: true,
    user,
    accessToken: token,
    accessTokenExpiresAt: tokenExpiresAt(token),
  });
}

/** A new access token for the same user (a password change answers with one). */
export function setAccessToken(token: string): void {
  sessionStore.setState({ accessToken: token, accessTokenExpiresAt: tokenExpiresAt(token) });
}

/** A newer record of the signed-in user (profile edit, current-user fetch). */
export function setUser(user: User): void {
  if (sessionStore.getState().status !== 'signedIn') return;
  writeCachedUser(user);
  sessionStore.setState({ user });
}

/** Signed in from the cached user without the server's word (offline start, or a renewal that found no network). */
export function setUnverifiedSession(user: User): void {
  sessionStore.setState({
    status: 'signedIn',
    verified: false,
    user,
    accessToken: null,
    accessTokenExpiresAt: null,
  });
}

/** Signed out: memory and studio.auth.user. (Query caches are cleared by the caller: see clearPersonalData.) */
export function clearSession(): void {
  removeCachedUser();
  sessionStore.setState({
    status: 'signedOut',
    verified: false,
    user: null,
    accessToken: null,
    accessTokenExpiresAt: null,
  });
}

export function setSigningOut(signingOut: boolean): void {
  sessionStore.setState({ signingOut });
}

/** Back to the start state; for tests. */
export function resetSessionStore(): void {
  sessionStore.setState({ ...initialSessionState }, true);
}
