// All SQL on users.
import type { Kysely } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../../db/schema';

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** Inserts a user; returns undefined when the e-mail is taken (the unique index decides, not a pre-check). */
  async insert(row: NewUserRow): Promise<UserRow | undefined> {
    try {
      return await this.db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Updates name and e-mail; undefined when the e-mail belongs to someone else. */
  async updateProfile(
    id: number,
    fields: { firstName: string; lastName: string; email: string },
    now: string,
  ): Promise<UserRow | undefined> {
    try {
      return await this.db
        .updateTable('users')
        .set({ ...fields, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string, now: string): Promise<void> {
    await this.db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', id).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}

/** SQLite's SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
