import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { LOGOUT_DELAY_MS } from '#domain/constants';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import { queryClient } from '../../../lib/query-client';
import { MEMBER, fakeToken, installFakeApi, noContent, offline } from '../../../testing/fake-api';
import { sessionStore, setSession } from '../session-store';
import { signOut } from './logout';

const LOGOUT = `POST ${API_PATHS.logout}`;

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('signOut', () => {
  it('after 300 ms clears the session, the stored user and the query cache, revokes the cookie, then goes to /', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const order: string[] = [];
    const api = installFakeApi({
      [LOGOUT]: () => {
        order.push(`revoke while ${sessionStore.getState().status}`);
        return noContent();
      },
    });
    setSession({ token: fakeToken(), user: MEMBER });
    queryClient.setQueryData(['bookings', 'mine'], [{ id: 1 }]);
    const navigate = vi.fn((to: string) => {
      order.push(`navigate ${to}`);
    });

    const done = signOut({ navigate });
    expect(sessionStore.getState().signingOut).toBe(true);
    await vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(sessionStore.getState().status).toBe('signedIn'); // not before the delay
    await vi.advanceTimersByTimeAsync(1);
    await done;

    expect(sessionStore.getState()).toMatchObject({
      status: 'signedOut',
      user: null,
      accessToken: null,
      signingOut: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(order).toEqual(['revoke while signedOut', 'navigate /']);
    expect(api.count(LOGOUT)).toBe(1);
  });

  it('offline: signs out here anyway and remembers to revoke the cookie later', async () => {
    installFakeApi({ [LOGOUT]: offline });
    setSession({ token: fakeToken(), user: MEMBER });
    const navigate = vi.fn();
    await signOut({ navigate, delayMs: 0 });
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(localStorage.getItem(STORAGE_KEYS.authLogoutPending)).toBe('1');
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
