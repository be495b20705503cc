// The refresh-token cookie: HttpOnly (no script reads it), Secure, SameSite=Strict, scoped to /api/auth so it
// travels only to the refresh and logout calls, expiring with its family's absolute end.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '#domain/api-paths';

export const REFRESH_COOKIE = 'studio_refresh';

const base = { httpOnly: true, secure: true, sameSite: 'strict', path: API_PATHS.authPrefix } as const;

export function setRefreshCookie(reply: FastifyReply, issued: { token: string; expiresAt: Date }): void {
  reply.setCookie(REFRESH_COOKIE, issued.token, { ...base, expires: issued.expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, base);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value && /^[\w-]{20,100}$/.test(value) ? value : undefined;
}
