import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '#domain/api-paths';
import { UserSchema } from '#domain/schemas/users';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { apiClient } from '../../lib/api-client';
import {
  ADMIN,
  MEMBER,
  errorAnswer,
  fakeToken,
  installFakeApi,
  json,
  noContent,
  offline,
} from '../../testing/fake-api';
import { getAccessToken, sessionRestored, startSession } from './session';
import { sessionStore, setSession } from './session-store';

const REFRESH = `POST ${API_PATHS.refresh}`;
const LOGOUT = `POST ${API_PATHS.logout}`;
const CURRENT_USER = `GET ${API_PATHS.currentUser}`;

const expired = () =>
  errorAnswer(401, 'SESSION_EXPIRED', 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.');

function storeCachedUser(user = MEMBER) {
  localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(user));
}

let stop: (() => void) | undefined;
function start() {
  stop = startSession();
}

beforeEach(() => {
  stop = undefined;
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('the session at app start', () => {
  it('starts signed out without a refresh call when this device never signed in', () => {
    const api = installFakeApi({});
    start();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(api.calls).toEqual([]);
  });

  it('removes the legacy token key (the token lives in memory only)', () => {
    installFakeApi({});
    localStorage.setItem(STORAGE_KEYS.authToken, 'an-old-token');
    start();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('restores the session when the refresh succeeds, with the user the server sent', async () => {
    const token = fakeToken();
    const renamed = { ...MEMBER, firstName: 'Maximilian' };
    const api = installFakeApi({ [REFRESH]: () => json(200, { token, user: renamed }) });
    storeCachedUser();
    start();
    expect(sessionStore.getState().status).toBe('restoring');

    await sessionRestored();
    const state = sessionStore.getState();
    expect(state).toMatchObject({ status: 'signedIn', verified: true, accessToken: token });
    expect(state.user?.firstName).toBe('Maximilian');
    expect(UserSchema.parse(JSON.parse(localStorage.getItem(STORAGE_KEYS.authUser)!)).firstName).toBe(
      'Maximilian',
    );
    expect(api.count(REFRESH)).toBe(1);
    // The refresh carries no bearer token: the cookie is the credential.
    expect(api.calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('clears everything when the refresh is answered 401', async () => {
    installFakeApi({ [REFRESH]: expired });
    storeCachedUser();
    start();
    await sessionRestored();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', user: null, accessToken: null });
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
  });

  it('offline, keeps the cached user unverified and verifies it when the network returns', async () => {
    const token = fakeToken();
    const api = installFakeApi({ [REFRESH]: offline });
    storeCachedUser();
    start();
    await sessionRestored();
    expect(sessionStore.getState()).toMatchObject({
      status: 'signedIn',
      verified: false,
      accessToken: null,
    });
    expect(sessionStore.getState().user?.firstName).toBe('Max');

    api.routes[REFRESH] = () => json(200, { token, user: MEMBER });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionStore.getState().verified).toBe(true));
    expect(sessionStore.getState().accessToken).toBe(token);
    expect(api.count(REFRESH)).toBe(2);
  });

  it('offline, then back online with a revoked sign-in: the cached user is cleared', async () => {
    const api = installFakeApi({ [REFRESH]: offline });
    storeCachedUser();
    start();
    await sessionRestored();
    expect(sessionStore.getState().verified).toBe(false);

    api.routes[REFRESH] = expired;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
    expect(localStorage.getItem(STORAGE_KEYS.authUser)).toBeNull();
  });

  it('treats a server in trouble (503) like offline: the session is kept, not ended', async () => {
    installFakeApi({ [REFRESH]: () => errorAnswer(503, 'SERVER_ERROR', 'x') });
    storeCachedUser();
    start();
    await sessionRestored();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', verified: false });
  });

  it('after a sign-out that could not reach the server, revokes first and restores nothing', async () => {
    const api = installFakeApi({ [LOGOUT]: noContent });
    localStorage.setItem(STORAGE_KEYS.authLogoutPending, '1');
    start();
    expect(sessionStore.getState().status).toBe('signedOut');
    await vi.waitFor(() => expect(api.count(LOGOUT)).toBe(1));
    expect(api.count(REFRESH)).toBe(0);
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authLogoutPending)).toBeNull());
  });
});

describe('the access token', () => {
  it('is sent from memory and renewed before use when it is about to expire', async () => {
    const fresh = fakeToken(900);
    const api = installFakeApi({
      [REFRESH]: () => json(200, { token: fresh, user: MEMBER }),
      [CURRENT_USER]: () => json(200, MEMBER),
    });
    start();
    setSession({ token: fakeToken(10), user: MEMBER }); // 10 s left: too little to send

    await apiClient.request(API_PATHS.currentUser, { schema: UserSchema });
    expect(api.count(REFRESH)).toBe(1);
    const userCall = api.calls.find((call) => call.path === API_PATHS.currentUser)!;
    expect(userCall.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('is renewed once after a 401 and the request is sent once more', async () => {
    const old = fakeToken(900);
    const renewed = fakeToken(900);
    const api = installFakeApi({
      [REFRESH]: () => json(200, { token: renewed, user: MEMBER }),
      [CURRENT_USER]: (call) =>
        call.headers.get('Authorization') === `Bearer ${renewed}`
          ? json(200, MEMBER)
          : errorAnswer(401, 'UNAUTHORIZED', 'Du bist nicht berechtigt, diese Aktion auszuführen.'),
    });
    start();
    setSession({ token: old, user: MEMBER });

    const user = await apiClient.request(API_PATHS.currentUser, { schema: UserSchema });
    expect(user.email).toBe(MEMBER.email);
    expect(api.count(CURRENT_USER)).toBe(2);
    expect(api.count(REFRESH)).toBe(1);
  });

  it('is not retried a second time when the renewed token is refused too; the session ends on a 401 refresh', async () => {
    const api = installFakeApi({
      [REFRESH]: expired,
      [CURRENT_USER]: () => errorAnswer(401, 'UNAUTHORIZED', 'nein'),
    });
    start();
    setSession({ token: fakeToken(900), user: MEMBER });
    await expect(apiClient.request(API_PATHS.currentUser, { schema: UserSchema })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.count(CURRENT_USER)).toBe(1);
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it('three requests refused at once share one refresh', async () => {
    const renewed = fakeToken(900);
    const api = installFakeApi({
      [REFRESH]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { token: renewed, user: ADMIN });
      },
      [CURRENT_USER]: (call) =>
        call.headers.get('Authorization') === `Bearer ${renewed}`
          ? json(200, ADMIN)
          : errorAnswer(401, 'UNAUTHORIZED', 'nein'),
    });
    start();
    setSession({ token: fakeToken(900), user: ADMIN });
    await Promise.all([1, 2, 3].map(() => apiClient.request(API_PATHS.currentUser, { schema: UserSchema })));
    expect(api.count(REFRESH)).toBe(1);
    expect(api.count(CURRENT_USER)).toBe(6);
  });

  it('is renewed by the timer a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const renewed = fakeToken(900);
    const api = installFakeApi({ [REFRESH]: () => json(200, { token: renewed, user: MEMBER }) });
    start();
    setSession({ token: fakeToken(300), user: MEMBER });

    await vi.advanceTimersByTimeAsync(239_000);
    expect(api.count(REFRESH)).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.count(REFRESH)).toBe(1);
    expect(sessionStore.getState().accessToken).toBe(renewed);
  });

  it('is null while signed out, and waits for the restore before deciding', async () => {
    const token = fakeToken();
    installFakeApi({ [REFRESH]: () => json(200, { token, user: MEMBER }) });
    storeCachedUser();
    start();
    expect(sessionStore.getState().status).toBe('restoring');
    expect(await getAccessToken()).toBe(token);
  });
});

describe('other tabs', () => {
  it('a sign-out in another tab (studio.auth.user removed) signs this tab out', async () => {
    installFakeApi({});
    start();
    setSession({ token: fakeToken(), user: MEMBER });
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.authUser, oldValue: '{}', newValue: null }),
    );
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedOut'));
  });

  it('a sign-in in another tab signs this tab in through the shared cookie', async () => {
    const token = fakeToken();
    installFakeApi({ [REFRESH]: () => json(200, { token, user: MEMBER }) });
    start();
    expect(sessionStore.getState().status).toBe('signedOut');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.authUser, newValue: JSON.stringify(MEMBER) }),
    );
    await vi.waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
  });
});
