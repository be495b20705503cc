// Opens the database: SQLite (embedded default, WAL) or PostgreSQL when a postgres:// URL is given.
// One Kysely<Database> type for both, so there is one set of queries.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { ensurePrivateDir, ensurePrivateFile, restrictExisting } from '../lib/private-files';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface DatabaseTarget {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL pool size (DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number | undefined;
  /** Sees every statement as it is sent (the query-plan test explains them; never set by the app). */
  onQuery?: ((query: CompiledQuery) => void) | undefined;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  const onQuery = target.onQuery;
  const log = onQuery ? { log: (event: { query: CompiledQuery }) => onQuery(event.query) } : {};
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') => {
          // Instants travel as ISO strings on both engines; counts as numbers, not strings.
          if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
          if (oid === INT8_OID) return (value: string) => Number(value);
          return pg.types.getTypeParser(oid, format);
        },
      } as pg.CustomTypesConfig,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins, ...log }),
      dialect: 'postgres',
    };
  }
  ensurePrivateDir(path.dirname(target.sqlitePath));
  // SQLite gives its -wal and -shm files the database file's mode, so a 0600 file keeps them private too.
  ensurePrivateFile(target.sqlitePath);
  const sqlite = new SQLite(target.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  restrictExisting([`${target.sqlitePath}-wal`, `${target.sqlitePath}-shm`]);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins, ...log }),
    dialect: 'sqlite',
  };
}
