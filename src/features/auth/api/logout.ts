// Sign-out of this device (seed 000 §4): after LOGOUT_DELAY_MS the session, studio.auth.user and every cached
// personal query are cleared, the server revokes the refresh cookie (POST /api/auth/logout), then the app goes to /.
// Offline the revocation is remembered and sent on the next start or 'online' event.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import { LOGOUT_DELAY_MS } from '#domain/constants';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { clearPersonalData } from '../../../lib/personal-data';
import { setLogoutPending } from '../cached-user';
import { clearSession, sessionStore, setSigningOut, useSession } from '../session-store';

/** The refresh cookie travels by itself (Path=/api/auth); no bearer token is needed, so an expired one is fine. */
export function postLogout(): Promise<void> {
  return apiClient.request(API_PATHS.logout, { method: 'POST', schema: z.undefined(), auth: false });
}

export interface SignOutOptions {
  /** Where the app goes afterwards; the router's navigate. */
  navigate: (to: string) => void | Promise<void>;
  /** Revokes this device on the server; null when that already happened (sign-out everywhere). */
  revoke?: (() => Promise<void>) | null;
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signOut({
  navigate,
  revoke = postLogout,
  delayMs = LOGOUT_DELAY_MS,
}: SignOutOptions): Promise<void> {
  if (sessionStore.getState().signingOut) return;
  setSigningOut(true);
  try {
    await wait(delayMs);
    clearSession();
    await clearPersonalData();
    if (revoke) {
      try {
        await revoke();
        setLogoutPending(false);
      } catch {
        // The cookie is HttpOnly: only the server can end it. Try again on the next start or 'online' event.
        setLogoutPending(true);
      }
    }
    await navigate(paths.home);
  } finally {
    setSigningOut(false);
  }
}

export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const navigate = useNavigate();
  const isPending = useSession((state) => state.signingOut);
  // flushSync: the start page must be on screen when signingOut ends, or the guard of the page being left would
  // see a signed-out user in the meantime and send them to the sign-in page.
  const logout = useCallback(
    () => signOut({ navigate: (to) => navigate(to, { flushSync: true }) }),
    [navigate],
  );
  return { logout, isPending };
}
