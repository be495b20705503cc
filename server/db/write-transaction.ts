// A write transaction that holds the right lock from its first statement: SQLite's BEGIN IMMEDIATE takes the
// database's write lock up front (no two writers can read-then-write the same seats), PostgreSQL's transaction
// is paired with explicit row or advisory locks by the caller.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Dialect } from './database';
import type { Database, Db } from './schema';

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

export async function writeTransaction<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (conn) => {
    await conn.executeQuery(BEGIN_IMMEDIATE);
    try {
      const result = await work(conn);
      await conn.executeQuery(COMMIT);
      return result;
    } catch (error) {
      await conn.executeQuery(ROLLBACK);
      throw error;
    }
  });
}

/** Locks one row of a table until the transaction ends (PostgreSQL); a no-op under SQLite's write lock. */
export async function lockRow(
  trx: Db,
  dialect: Dialect,
  table: 'course_settings' | 'users',
  id: number,
): Promise<void> {
  if (dialect === 'postgres')
    await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}

/** Locks several rows in id order (a fixed order, so two transactions cannot deadlock on them). */
export async function lockRows(
  trx: Db,
  dialect: Dialect,
  table: 'course_settings' | 'users',
  ids: readonly number[],
): Promise<void> {
  if (dialect === 'postgres' && ids.length > 0)
    await sql`select id from ${sql.table(table)} where id in (${sql.join([...ids])}) order by id for update`.execute(
      trx,
    );
}

/** Serialises work on an arbitrary key until the transaction ends (PostgreSQL); a no-op on SQLite. */
export async function lockKey(trx: Db, dialect: Dialect, key: string) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/**
 * Serialises a member's bookings (issue 19, decision 0140): what counts against their memberships is read and
 * written under it. Taken after the session's lock, never before; several members in id order, so two
 * transactions cannot wait on each other (PostgreSQL advisory locks; SQLite's write lock covers it).
 */
export async function lockMembers(trx: Db, dialect: Dialect, userIds: readonly number[]): Promise<void> {
  if (dialect !== 'postgres' || userIds.length === 0) return;
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 1) return lockKey(trx, dialect, `member:${ids[0]}`);
  // One round trip for a whole waitlist: the keys in id order (the subquery's order is the scan's order).
  await sql`select pg_advisory_xact_lock(k.h) from (
      select hashtext('member:' || m.id) as h from unnest(${ids}::int[]) with ordinality as m(id, n) order by m.n
    ) as k`.execute(trx);
}
