// 'Auf allen Geräten abmelden': POST /api/auth/logout-all revokes every refresh token of the user and every
// access token issued before now; then this device signs out like a normal logout. If the server cannot be
// reached nothing is signed out, and the screen says why.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import { apiClient } from '../../../lib/api-client';
import { signOut } from './logout';

export function postLogoutAll(): Promise<void> {
  return apiClient.request(API_PATHS.logoutAll, { method: 'POST', schema: z.undefined() });
}

export async function signOutEverywhere(navigate: (to: string) => void | Promise<void>): Promise<void> {
  await postLogoutAll();
  // The server has already revoked this device's cookie too.
  await signOut({ navigate, revoke: null });
}

export function useLogoutAll(): { logoutAll: () => Promise<void>; isPending: boolean; error: unknown } {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const logoutAll = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      await signOutEverywhere((to) => navigate(to, { flushSync: true })); // see useLogout
    } catch (cause) {
      setError(cause);
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { logoutAll, isPending, error };
}
