// What the browser reads from an access token: only its expiry (DECISIONS: "exp on the client"). The signature is
// the server's to check; the client never trusts a claim for a permission.
import { ACCESS_TOKEN_TTL_SECONDS } from '#domain/constants';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return JSON.parse(atob(padded));
}

/** The token's exp in ms since the epoch, or null when it is not a JWT with a numeric exp. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** When to treat the token as gone: its exp, or (unreadable) the server's lifetime from now. */
export function tokenExpiresAt(token: string, now = Date.now()): number {
  return readTokenExpiry(token) ?? now + ACCESS_TOKEN_TTL_SECONDS * 1000;
}
