// All SQL on password-reset links (only their token's hash) and on the reset requests counted for the limit
// (kept in login_failures under their own keys: 'reset-account:<email>', 'reset-ip:<address>').
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';

export class PasswordResetsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async requestsSince(key: string, since: string, db: Db): Promise<string[]> {
    const rows = await db
      .selectFrom('loginFailures')
      .select('failedAt')
      .where('key', '=', key)
      .where('failedAt', '>', since)
      .orderBy('failedAt')
      .execute();
    return rows.map((row) => row.failedAt);
  }

  /** Records one request under each key and forgets those older than `before`. */
  async recordRequest(keys: readonly string[], now: string, before: string, db: Db): Promise<void> {
    await db
      .insertInto('loginFailures')
      .values(keys.map((key) => ({ key, failedAt: now })))
      .execute();
    await db
      .deleteFrom('loginFailures')
      .where('key', 'in', [...keys])
      .where('failedAt', '<', before)
      .execute();
  }

  /** A new link; the user's earlier unused links stop working (only the newest mail counts). */
  async insert(
    row: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
    db: Db,
  ): Promise<void> {
    await db
      .updateTable('passwordResets')
      .set({ usedAt: row.createdAt })
      .where('userId', '=', row.userId)
      .where('usedAt', 'is', null)
      .execute();
    await db.insertInto('passwordResets').values(row).execute();
  }

  /**
   * Uses a link: marks it used only if it is unused and not expired, in one statement, so two requests with the
   * same link cannot both succeed. The user's id, or undefined.
   */
  async use(tokenHash: string, now: string, db: Db): Promise<number | undefined> {
    const row = await db
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId;
  }

  /** After a reset the sign-in failures of the account go: the member can sign in at once. */
  async clearLoginFailures(email: string, db: Db): Promise<void> {
    await db.deleteFrom('loginFailures').where('key', '=', `account:${email.toLowerCase()}`).execute();
  }
}
