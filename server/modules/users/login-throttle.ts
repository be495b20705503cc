// Brute-force protection for sign-in. Each attempt is recorded as a failure *before* the password is
// verified (and removed again on success), inside a transaction that holds a lock on the key, so even 200
// parallel attempts cannot get more than the limit verified.
import type { Kysely } from 'kysely';
import {
  LOGIN_BLOCK_MAX_MINUTES,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_IP_FAILURE_LIMIT,
} from '#domain/constants';
import { DomainError } from '#domain/errors/domain-error';
import type { Database } from '../../db/schema';
import type { Dialect } from '../../db/database';
import { lockKey, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';

const MINUTE = 60_000;
const HISTORY_MS = 24 * 60 * MINUTE;

/**
 * When a key with these failures (ascending instants within the last 24 h) may try again, or null if now.
 * Blocked once `limit` failures fall within the window; every further full round of `limit` failures doubles
 * the block (15, 30, 60 … minutes), capped at LOGIN_BLOCK_MAX_MINUTES, counted from the last failure.
 * Failures are not recorded while blocked, so a block always ends.
 */
export function blockedUntil(failures: readonly number[], now: number, limit: number): number | null {
  const count = failures.length;
  if (count < limit) return null;
  const last = failures[count - 1]!;
  const roundStart = failures[count - limit]!;
  if (count % limit !== 0 || last - roundStart > LOGIN_FAILURE_WINDOW_MINUTES * MINUTE) return null;
  const rounds = count / limit;
  const minutes = Math.min(LOGIN_FAILURE_WINDOW_MINUTES * 2 ** (rounds - 1), LOGIN_BLOCK_MAX_MINUTES);
  const until = last + minutes * MINUTE;
  return until > now ? until : null;
}

export interface Attempt {
  /** Call when the password was right: the provisional failure and the account's history go. */
  succeeded(): Promise<void>;
}

export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
  ) {}

  /** Reserves one attempt for the account and the address, or throws LOGIN_THROTTLED with Retry-After. */
  async begin(email: string, ip: string): Promise<Attempt> {
    const accountKey = `account:${email.toLowerCase()}`;
    const ipKey = `ip:${ip}`;
    // A write transaction: on SQLite `begin immediate`, so a process that reads here and then writes waits for
    // another process's write instead of failing at once with 'database is locked' (a deferred transaction cannot
    // take the write lock once another process wrote after its read).
    const ids = await writeTransaction(this.db, this.dialect, async (trx) => {
      // Serialises attempts on one account across processes (PostgreSQL); SQLite has one writer anyway.
      await lockKey(trx, this.dialect, accountKey);
      // Read the clock only once the key is ours, so attempts are stamped in the order they were decided.
      const now = this.clock.now().getTime();
      const stamp = new Date(now).toISOString();
      let until: number | null = null;
      for (const [key, limit] of [
        [accountKey, LOGIN_FAILURE_LIMIT],
        [ipKey, LOGIN_IP_FAILURE_LIMIT],
      ] as const) {
        const rows = await trx
          .selectFrom('loginFailures')
          .select('failedAt')
          .where('key', '=', key)
          .where('failedAt', '>', new Date(now - HISTORY_MS).toISOString())
          .orderBy('failedAt')
          .execute();
        const blocked = blockedUntil(
          rows.map((r) => new Date(r.failedAt).getTime()),
          now,
          limit,
        );
        if (blocked !== null) until = Math.max(until ?? 0, blocked);
      }
      if (until !== null) {
        const error = new DomainError('LOGIN_THROTTLED');
        error.retryAfterSeconds = Math.ceil((until - now) / 1000);
        throw error;
      }
      const inserted = await trx
        .insertInto('loginFailures')
        .values([
          { key: accountKey, failedAt: stamp },
          { key: ipKey, failedAt: stamp },
        ])
        .returning('id')
        .execute();
      await trx
        .deleteFrom('loginFailures')
        .where('key', 'in', [accountKey, ipKey])
        .where('failedAt', '<', new Date(now - HISTORY_MS).toISOString())
        .execute();
      return inserted.map((row) => row.id);
    });
    return {
      succeeded: async () => {
        await this.db
          .deleteFrom('loginFailures')
          .where((eb) => eb.or([eb('key', '=', accountKey), eb('id', 'in', ids)]))
          .execute();
      },
    };
  }
}
