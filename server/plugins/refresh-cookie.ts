// The refresh-token cookie: HttpOnly (no script reads it), Secure, SameSite=Strict, scoped to /api/auth so it
// travels only to the refresh and logout calls, expiring with its family's absolute end. The end goes out as
// Max-Age (seconds from now), not as a date: the browser counts it on its own clock, so a server whose clock
// differs from the browser's (a test server, decision 0196; a skewed host) still gives the cookie its full life.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';

export const REFRESH_COOKIE = 'studio_refresh';

const base = { httpOnly: true, secure: true, sameSite: 'strict', path: API_PATHS.authPrefix } as const;

export function setRefreshCookie(
  reply: FastifyReply,
  issued: { token: string; expiresAt: Date; issuedAt: Date },
): void {
  const maxAge = Math.max(0, Math.floor((issued.expiresAt.getTime() - issued.issuedAt.getTime()) / 1000));
  reply.setCookie(REFRESH_COOKIE, issued.token, { ...base, maxAge });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, base);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && /^[\w-]{20,100}$/.test(value) ? value : undefined;
}
