// Password reset (decision 0091): a request answers the same whether the address has an account or not, and
// takes the same time: only the counting for the limits happens before the answer; looking the account up and
// storing its link and mail happen after it. A link is 32 random bytes, kept only as its SHA-256, valid PASSWORD_RESET_TTL_MINUTES, used once;
// using it sets the password and signs the account out everywhere. Requests are limited per e-mail address and
// per client address.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  INVITATION_TTL_DAYS,
  PASSWORD_RESET_ACCOUNT_LIMIT,
  PASSWORD_RESET_IP_LIMIT,
  PASSWORD_RESET_TTL_MINUTES,
  PASSWORD_RESET_WINDOW_MINUTES,
} from '#domain/constants';
import { DomainError } from '#domain/errors/domain-error';
import type { PasswordResetConfirm } from '#domain/schemas/mail';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockKey, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { SessionsRepository } from '../sessions/sessions.repository';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword } from './password';
import type { PasswordResetsRepository } from './password-resets.repository';
import type { UsersRepository } from './users.repository';

const MINUTE = 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface PasswordResetDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  resets: PasswordResetsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  mail: MailService;
  clock: Clock;
  /** The app's public address; the link is `<appUrl>/auth/reset-password#token=<token>`. */
  appUrl: string;
  /** Starts sending what was stored (the link's mail is stored after the answer, so no hook does it). */
  deliver: () => void;
  log: { error(obj: object, msg: string): void };
}

/** The page that sets the new password; the token rides in the fragment, so no server or proxy logs it. */
export const resetLink = (appUrl: string, token: string) => `${appUrl}/auth/reset-password#token=${token}`;
/** The invitation's page (issue 19): the same token and confirm endpoint, the wording of a welcome. */
export const invitationLink = (appUrl: string, token: string) => `${appUrl}/auth/set-password#token=${token}`;

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Throws PASSWORD_RESET_THROTTLED past the limits; otherwise counts the request and, once the caller has
   * answered (the next turn of the event loop), stores a link and its mail if the address has an account.
   */
  async request(email: string, ip: string): Promise<void> {
    const { resets, clock, db, dialect } = this.deps;
    const accountKey = `reset-account:${email.toLowerCase()}`;
    const ipKey = `reset-ip:${ip}`;
    await writeTransaction(db, dialect, async (trx) => {
      await lockKey(trx, dialect, accountKey);
      const now = clock.now();
      const since = new Date(now.getTime() - PASSWORD_RESET_WINDOW_MINUTES * MINUTE).toISOString();
      let retryAt = 0;
      for (const [key, limit] of [
        [accountKey, PASSWORD_RESET_ACCOUNT_LIMIT],
        [ipKey, PASSWORD_RESET_IP_LIMIT],
      ] as const) {
        const times = await resets.requestsSince(key, since, trx);
        if (times.length >= limit) {
          const oldestCounted = new Date(times[times.length - limit]!).getTime();
          retryAt = Math.max(retryAt, oldestCounted + PASSWORD_RESET_WINDOW_MINUTES * MINUTE);
        }
      }
      if (retryAt > 0) {
        const error = new DomainError('PASSWORD_RESET_THROTTLED');
        error.retryAfterSeconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
        throw error;
      }
      await resets.recordRequest([accountKey, ipKey], now.toISOString(), since, trx);
    });
    setImmediate(() => {
      this.issueLink(email).then(
        (stored) => stored && this.deps.deliver(),
        (error: unknown) => this.deps.log.error({ err: error }, 'password reset link not stored'),
      );
    });
  }

  /**
   * The invitation of a member made at the desk (issue 19), inside the caller's transaction: a set-password link
   * valid INVITATION_TTL_DAYS, used once through the same confirm as a reset, and its mail.
   */
  async invite(
    user: { id: number; email: string; firstName: string },
    membershipName: string,
    trx: Parameters<PasswordResetsRepository['insert']>[1],
  ): Promise<void> {
    const link = await this.invitationLink(user, trx);
    await this.deps.mail.invitation(user, { firstName: user.firstName, membershipName, link }, trx);
  }

  /**
   * A set-password link for a new account, stored inside the caller's transaction (valid INVITATION_TTL_DAYS,
   * used once); the caller puts it into its own mail (the online contract's, issue 31).
   */
  async invitationLink(
    user: { id: number },
    trx: Parameters<PasswordResetsRepository['insert']>[1],
  ): Promise<string> {
    const now = this.deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    await this.deps.resets.insert(
      {
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * MINUTE).toISOString(),
      },
      trx,
    );
    return invitationLink(this.deps.appUrl, token);
  }

  /** Stores a link and its mail for the account of `email`; false when there is none. */
  private async issueLink(email: string): Promise<boolean> {
    const { resets, users, mail, clock, db, dialect } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      const user = await users.findByEmail(email, trx);
      if (!user || user.anonymisedAt) return false;
      const now = clock.now();
      const stamp = now.toISOString();
      const token = randomBytes(32).toString('base64url');
      await resets.insert(
        {
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: stamp,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * MINUTE).toISOString(),
        },
        trx,
      );
      await mail.passwordReset(
        user,
        { firstName: user.firstName, link: resetLink(this.deps.appUrl, token) },
        trx,
      );
      return true;
    });
  }

  /**
   * Sets the new password with a valid link, once. Every refresh token of the account is revoked and access
   * tokens issued before now are refused: every device is signed out.
   */
  async confirm(input: PasswordResetConfirm): Promise<void> {
    const { resets, users, sessions, clock, db, dialect } = this.deps;
    refuseCommonPassword('newPassword', input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await writeTransaction(db, dialect, async (trx) => {
      const now = clock.now();
      const stamp = now.toISOString();
      const userId = await resets.use(hashToken(input.token), stamp, trx);
      const user = userId === undefined ? undefined : await users.findById(userId, trx);
      if (!user || user.anonymisedAt) throw new DomainError('PASSWORD_RESET_INVALID');
      await users.updatePasswordHash(user.id, passwordHash, stamp, trx);
      await sessions.revokeUser(user.id, stamp, undefined, trx);
      const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString();
      await sessions.invalidateAccessTokens(user.id, validAfter, trx);
      await resets.clearLoginFailures(user.email, trx);
    });
  }
}
