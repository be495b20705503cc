// Column types that differ between the engines, so each migration is written once.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema type
export type AnyDb = Kysely<any>;

export function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key. */
export function idType(db: AnyDb) {
  return isPostgres(db) ? ('serial' as const) : ('integer' as const);
}

export function idColumn(db: AnyDb) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement();
}

/** An instant: timestamptz on PostgreSQL, ISO text on SQLite. */
export function instantType(db: AnyDb) {
  return isPostgres(db) ? ('timestamptz' as const) : ('text' as const);
}

/** A flag: boolean on PostgreSQL, 0/1 on SQLite. */
export function boolType(db: AnyDb) {
  return isPostgres(db) ? ('boolean' as const) : ('integer' as const);
}

export function boolDefault(db: AnyDb, value: boolean) {
  return isPostgres(db) ? sql`${sql.raw(String(value))}` : sql`${sql.raw(value ? '1' : '0')}`;
}
