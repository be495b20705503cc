// All SQL on refresh tokens.
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';

export class SessionsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** A write transaction (on SQLite `begin immediate`: a rotation reads, then writes, in any process). */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, work);
  }

  async insert(
    row: { userId: number; familyId: string; tokenHash: string; createdAt: string; expiresAt: string },
    db: Db = this.db,
  ): Promise<void> {
    await db.insertInto('refreshTokens').values(row).execute();
  }

  findByHash(tokenHash: string, db: Db = this.db) {
    return db.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks a token used, only if nobody used it first; false means it was already used (a replay or a race). */
  async markUsed(id: number, now: string, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('refreshTokens')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeFamily(familyId: string, now: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Revokes every sign-in of the user, except the family named (the device that asked). */
  async revokeUser(userId: number, now: string, exceptFamily?: string, db: Db = this.db): Promise<void> {
    let query = db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (exceptFamily) query = query.where('familyId', '!=', exceptFamily);
    await query.execute();
  }

  async invalidateAccessTokens(userId: number, validAfter: string, db: Db = this.db): Promise<void> {
    await db.updateTable('users').set({ sessionsValidAfter: validAfter }).where('id', '=', userId).execute();
  }

  /** Families past their absolute end can never be used again: their rows go. */
  async deleteExpired(userId: number, now: string): Promise<void> {
    await this.db
      .deleteFrom('refreshTokens')
      .where('userId', '=', userId)
      .where('expiresAt', '<', now)
      .execute();
  }
}
