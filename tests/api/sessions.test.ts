// Browser sessions on every engine: the refresh cookie, rotation, reuse detection, sign-out, sign-out
// everywhere, the common-password list and brute-force throttling of sign-in.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demo, dialects, errorOf, login, userIdOf, type TestApp } from './helpers';

function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'studio_refresh');
}

describe.each(dialects())('browser sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const signIn = async (account: { email: string; password: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    return { token: response.json().token as string, refresh: refreshCookieOf(response)!.value };
  };
  const refresh = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(cookie ? { cookies: { studio_refresh: cookie } } : {}),
    });

  it('sets an HttpOnly, Secure, SameSite=Strict refresh cookie scoped to /api/auth, for 30 days', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { userName: demo.member.email, password: demo.member.password },
    });
    const cookie = refreshCookieOf(response)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth' });
    // Max-Age, not a date: the browser counts the 30 days on its own clock, whatever the server's says.
    expect(cookie.expires).toBeUndefined();
    expect(cookie.maxAge).toBe(30 * 86_400);
    expect(response.body).not.toContain(cookie.value);
  });

  it('renews the access token with the cookie and rotates the cookie on every use', async () => {
    const first = await signIn(demo.member);
    const response = await refresh(first.refresh);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: demo.member.email, roles: ['User'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    const rotated = refreshCookieOf(response)!.value;
    expect(rotated).not.toBe(first.refresh);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn(demo.member);
    const second = refreshCookieOf(await refresh(first.refresh))!.value;
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay)).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    });
    // The legitimate holder of the newer token is out too: the family is gone.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie and for an unknown one, and clears the cookie', async () => {
    for (const cookie of [undefined, 'a'.repeat(43)]) {
      const response = await refresh(cookie);
      expect(response.statusCode).toBe(401);
      expect(refreshCookieOf(response)?.value).toBe('');
    }
  });

  it('signs one device out: its refresh token stops working, another device keeps going', async () => {
    const phone = await signIn(demo.trainer);
    const tablet = await signIn(demo.trainer);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { studio_refresh: phone.refresh },
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(tablet.refresh)).statusCode).toBe(200);
  });

  it('signs out everywhere: every refresh token and every earlier access token stop working', async () => {
    const account = { email: 'ueberall@example.de', password: 'ein-gutes-passwort-7' };
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'Ü',
        lastName: 'Berall',
        email: account.email,
        userName: account.email,
        password: account.password,
      },
    });
    const phone = await signIn(account);
    const tablet = await signIn(account);
    // Tokens count from the next full second after the sign-out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(phone.token),
    });
    expect(response.statusCode).toBe(204);
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await refresh(tablet.refresh)).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(tablet.token) });
    expect(old.statusCode).toBe(401);
    const again = await signIn(account);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(again.token) })).statusCode,
    ).toBe(200);
  });

  it('a password change signs out the other devices and keeps this one signed in', async () => {
    const account = { email: 'wechsler@example.de', password: 'erstes-passwort-9' };
    await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'W',
        lastName: 'Echsler',
        email: account.email,
        userName: account.email,
        password: account.password,
      },
    });
    const other = await signIn(account);
    const mine = await signIn(account);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: bearer(mine.token),
      payload: { currentPassword: account.password, newPassword: 'zweites-passwort-9' },
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect((await refresh(refreshCookieOf(response)!.value)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
  });

  it('removes families past their absolute end when the user signs in again', async () => {
    const userId = await userIdOf(t.database.db, demo.admin.email);
    await t.database.db
      .insertInto('refreshTokens')
      .values({
        userId,
        familyId: 'abgelaufen',
        tokenHash: 'x'.repeat(43),
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-31T00:00:00.000Z',
      })
      .execute();
    await signIn(demo.admin);
    const left = await t.database.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('familyId', '=', 'abgelaufen')
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a password from the common-password list at registration and at a change', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'ab@example.de',
        userName: 'ab@example.de',
        password: 'Passwort',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(errorOf(register).details).toEqual([
      {
        path: 'password',
        message:
          'Dieses Passwort gehört zu den häufigsten Passwörtern und ist leicht zu erraten. Bitte wähle ein anderes.',
      },
    ]);
    const token = await login(t.app, demo.admin);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/change-password',
      headers: bearer(token),
      payload: { currentPassword: demo.admin.password, newPassword: 'qwerty123' },
    });
    expect(change.statusCode).toBe(400);
    expect(errorOf(change).details).toEqual([expect.objectContaining({ path: 'newPassword' })]);
  });
});

describe.each(dialects())('sign-in throttling on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { authRateLimit: 100_000 } });
  });
  afterAll(async () => t?.close());

  const attempt = (password: string, email = demo.member.email, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: ip,
      payload: { userName: email, password },
    });

  it('verifies at most 5 of 200 parallel wrong passwords for one account, the rest get 429 with Retry-After', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(`falsch-${i}`, demo.member.email, `10.1.${i}.1`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    const limited = responses.find((r) => r.statusCode === 429)!;
    expect(errorOf(limited).code).toBe('LOGIN_THROTTLED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits until the block ends: nothing is verified while blocked.
    expect((await attempt(demo.member.password)).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await attempt(demo.trainer.password, demo.trainer.email, '10.9.9.9')).statusCode).toBe(200);
  });

  it('refuses an address that fails on many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await attempt('falsch', `konto-${i}@example.de`, '10.2.2.2')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
