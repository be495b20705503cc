// A store for @fastify/rate-limit over the rate_limits table, so several API processes on one database count
// each address's requests together (decision 0106): one upsert per request counts the hit and opens a new
// window when the old one has ended, atomically on both engines.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { prepared } from '../db/prepared';
import type { Database, Db } from '../db/schema';

/** Expired rows are removed after this many hits counted by one process. */
const SWEEP_EVERY = 1000;

/**
 * One hit counted: the upsert every API request sends, compiled once and on PostgreSQL a named statement
 * (decision 0216). Its values are parameters only (a literal in the text made every request's statement new to
 * SQLite's statement cache and to PostgreSQL's parser).
 */
const countHit = prepared((db: Db, { key, now, resetAt }: { key: string; now: number; resetAt: number }) =>
  db
    .insertInto('rateLimits')
    .values({ key, hits: 1, resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('rateLimits.resetAt', '<=', now);
        return {
          hits: eb
            .case()
            .when(expired)
            .then(eb.val(1))
            .else(eb('rateLimits.hits', '+', 1))
            .end(),
          resetAt: eb.case().when(expired).then(eb.val(resetAt)).else(eb.ref('rateLimits.resetAt')).end(),
        };
      }),
    )
    .returning(['hits', 'resetAt']),
);

export class RateLimitRepository {
  private hitsSinceSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one hit of `key` at `now` (ms); a window of `windowMs` starts with the first hit after the last. */
  async hit(key: string, now: number, windowMs: number): Promise<{ hits: number; resetAt: number }> {
    const {
      rows: [row],
    } = await countHit(this.db, { key, now, resetAt: now + windowMs });
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.db.deleteFrom('rateLimits').where('resetAt', '<=', now).execute();
    }
    return { hits: Number(row!.hits), resetAt: Number(row!.resetAt) };
  }
}

/** The store class the plugin instantiates; `prefix` keeps each route's own limit apart from the global one. */
export function databaseRateLimitStore(
  repository: RateLimitRepository,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'api|',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      repository.hit(`${this.prefix}${key}`, at, timeWindow).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - at) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (its types call the argument the route's options).
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(undefined, `${String(method ?? '')} ${url ?? ''}|`);
    }
  }
  return DatabaseStore;
}
