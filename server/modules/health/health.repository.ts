// The database's reachability for the health check.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Resolves when the database answers a trivial query. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
