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

/**
 * Replaces a column's CHECK expression. PostgreSQL alters the named constraint (`<table>_<column>_check`, the
 * name it gave the column check). SQLite cannot alter a CHECK, so the table is rebuilt from its stored
 * definition with the new expression (SQLite's documented procedure: create the new table, copy the rows,
 * drop the old, rename, recreate the indexes and triggers), in one transaction. Nothing may reference the table by
 * foreign key; the rows keep their ids.
 */
export async function replaceColumnCheck(
  db: AnyDb,
  target: { table: string; column: string; from: string; to: string },
): Promise<void> {
  const { table, column, from, to } = target;
  if (isPostgres(db)) {
    const constraint = `${table}_${column}_check`;
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (${sql.raw(to)})`.execute(
      db,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ type: string; name: string; sql: string }>`
      select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(trx);
    const definition = rows.find((row) => row.type === 'table')?.sql ?? '';
    const oldCheck = `check (${from})`;
    if (!definition.includes(oldCheck)) throw new Error(`${table} has no ${oldCheck}`);
    const rebuilt = `${table}__rebuild`;
    const createRebuilt = definition
      .replace(oldCheck, `check (${to})`)
      .replace(/^CREATE TABLE "?[\w]+"?/i, `CREATE TABLE "${rebuilt}"`);
    await sql.raw(createRebuilt).execute(trx);
    await sql`insert into ${sql.table(rebuilt)} select * from ${sql.table(table)}`.execute(trx);
    await sql`drop table ${sql.table(table)}`.execute(trx);
    await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(trx);
    // Dropping the table dropped its indexes and triggers (the session counts, decision 0193): made again.
    for (const object of rows.filter((row) => row.type === 'index' || row.type === 'trigger'))
      await sql.raw(object.sql).execute(trx);
  });
}
