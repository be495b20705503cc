// Refresh-token sessions: issue at sign-in, rotate on every use, detect reuse (a used token presented again
// revokes its whole family), revoke one device or all of them. Tokens are random; only their hash is stored.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS } from '#domain/constants';
import { DomainError } from '#domain/errors/domain-error';
import type { Clock } from '../../lib/clock';
import type { SessionsRepository } from './sessions.repository';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
  /** When it was issued, by the app's clock (the cookie's Max-Age runs from here). */
  issuedAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  /** A new family for a fresh sign-in, ending REFRESH_TOKEN_TTL_DAYS from now. */
  async issue(userId: number): Promise<IssuedRefreshToken> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    const token = newToken();
    const familyId = randomUUID();
    await this.sessions.deleteExpired(userId, now.toISOString());
    await this.sessions.insert({
      userId,
      familyId,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return { token, familyId, expiresAt, issuedAt: now };
  }

  /**
   * Exchanges a refresh token for the next one of its family. Unknown, expired or revoked: SESSION_EXPIRED.
   * Already used: the token leaked or was replayed, so the whole family is revoked, then SESSION_EXPIRED.
   */
  async rotate(token: string): Promise<IssuedRefreshToken & { userId: number }> {
    const now = this.clock.now();
    const stamp = now.toISOString();
    const outcome = await this.sessions.transaction(async (trx) => {
      const row = await this.sessions.findByHash(hashToken(token), trx);
      if (!row || row.revokedAt || row.expiresAt <= stamp) return { ok: false as const };
      if (!(await this.sessions.markUsed(row.id, stamp, trx))) {
        return { ok: false as const, reusedFamily: row.familyId };
      }
      const next = newToken();
      await this.sessions.insert(
        {
          userId: row.userId,
          familyId: row.familyId,
          tokenHash: hashToken(next),
          createdAt: stamp,
          expiresAt: row.expiresAt,
        },
        trx,
      );
      return {
        ok: true as const,
        issued: {
          token: next,
          familyId: row.familyId,
          expiresAt: new Date(row.expiresAt),
          issuedAt: now,
          userId: row.userId,
        },
      };
    });
    if (!outcome.ok) {
      // Revoked outside the rotation's transaction so the revocation stays even though the request fails.
      if (outcome.reusedFamily) await this.sessions.revokeFamily(outcome.reusedFamily, stamp);
      throw new DomainError('SESSION_EXPIRED');
    }
    return outcome.issued;
  }

  /** The family a token belongs to, if the token is known (used or not). */
  async familyOf(token: string): Promise<string | undefined> {
    return (await this.sessions.findByHash(hashToken(token)))?.familyId;
  }

  /** Signs one device out: its family is revoked. Unknown tokens are ignored (logout is idempotent). */
  async revoke(token: string): Promise<void> {
    const family = await this.familyOf(token);
    if (family) await this.sessions.revokeFamily(family, this.clock.now().toISOString());
  }

  /**
   * Signs the user out everywhere (except `exceptFamily`, the device asking after a password change): all
   * refresh tokens revoked, and access tokens issued before this second refused.
   */
  async revokeAll(userId: number, exceptFamily?: string): Promise<void> {
    const now = this.clock.now();
    await this.sessions.revokeUser(userId, now.toISOString(), exceptFamily);
    const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
    await this.sessions.invalidateAccessTokens(userId, validAfter);
  }
}
