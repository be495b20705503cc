// Memberships for the browser tests (issue 19): a registered account or a client made at the desk holds no
// membership and cannot book, so the journeys that book give their fresh members CORE (every regular group
// course, no limits) over the real desk API. The admin's token is kept for a few minutes: every sign-in counts
// against the server's per-minute limit on sign-ins.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO } from './accounts';
import { runClock } from '../../support/clock';

let admin: { token: string; at: number } | undefined;

export async function cachedAdminToken(request: APIRequestContext): Promise<string> {
  if (admin && runClock().now().getTime() - admin.at < 5 * 60_000) return admin.token;
  const response = await request.post('/api/users/login', {
    data: { userName: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  admin = { token: ((await response.json()) as { token: string }).token, at: runClock().now().getTime() };
  return admin.token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface TypeView {
  id: number;
  name: string;
  weeklyPriceCents: number | null;
  monthlyPriceCents: number | null;
}

export async function membershipType(request: APIRequestContext, name: string): Promise<TypeView> {
  const token = await cachedAdminToken(request);
  const response = await request.get('/api/v1/membership-types', { headers: auth(token) });
  expect(response.status()).toBe(200);
  const type = ((await response.json()) as TypeView[]).find((t) => t.name === name);
  expect(type, `membership type ${name}`).toBeDefined();
  return type!;
}

/** Gives the user a membership of the type (default CORE) from today, as the desk does. */
export async function grantMembership(
  request: APIRequestContext,
  userId: number,
  typeName = 'CORE',
): Promise<{ id: number }> {
  const token = await cachedAdminToken(request);
  const type = await membershipType(request, typeName);
  const response = await request.post(`/api/v1/users/${userId}/memberships`, {
    headers: auth(token),
    data: { typeId: type.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The signed-in user's id (GET /api/users with their token). */
export async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/users', { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
