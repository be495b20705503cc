// The client search's trigram index written directly (issue 32): PostgreSQL's GIN index keeps new entries in a
// pending list by default (fastupdate) until a vacuum or a full list (4 MB) merges them, and every search reads
// that list whole. Sign-ups and name changes are rare at the desk, searches are not: each write now goes into the
// index itself, and what is pending is merged once here. It keeps the search's plan too: the planner charges a
// search for every pending page, and with some hundred of them (a day's import) it read the users whole instead
// (a CI run at 45,000 accounts, decision 0224). SQLite's FTS5 trigram table has no such list.
import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './helpers';

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index users_search_trgm set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('users_search_trgm')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index users_search_trgm reset (fastupdate)`.execute(db);
}
