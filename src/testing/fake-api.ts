// A fake of the server's HTTP answers for ui tests: routes 'METHOD /path' to handlers that build real Response
// objects, and records every call. Installed as the global fetch the app's API client uses.
import { vi } from 'vitest';
import type { User } from '#domain/schemas/users';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorAnswer(status: number, code: string, message: string, details?: unknown): Response {
  return json(status, { error: { code, message, ...(details ? { details } : {}) } });
}

export const noContent = () => new Response(null, { status: 204 });

/** What fetch does without a network. */
export const offline = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A JWT-shaped token whose exp is `secondsLeft` from now (the client reads exp only; the signature is fake). */
export function fakeToken(secondsLeft = 900, subject = '1'): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: subject, iat: now, exp: now + secondsLeft, nonce: Math.random() };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const MEMBER: User = {
  id: 3,
  email: 'mitglied@kraftraum.de',
  firstName: 'Max',
  lastName: 'Mitglied',
  roles: ['User'],
  isActive: true,
  homeLocationId: 1,
};

export const ADMIN: User = {
  id: 1,
  email: 'admin@kraftraum.de',
  firstName: 'Alex',
  lastName: 'Admin',
  roles: ['Admin'],
  isActive: true,
  homeLocationId: 1,
};

export function installFakeApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return errorAnswer(404, 'NOT_FOUND', 'Die angeforderte Ressource wurde nicht gefunden.');
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one route, e.g. count('POST /api/auth/refresh'). */
    count: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route).length,
    routes,
  };
}
