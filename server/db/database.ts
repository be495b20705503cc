// Opens the database: SQLite (embedded default, WAL) or PostgreSQL when a postgres:// URL is given.
// One Kysely<Database> type for both, so there is one set of queries.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import { preparedName } from './prepared';
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
  /**
   * PostgreSQL: the hot statements (`prepared`) as named prepared statements, parsed and planned once per
   * connection (DATABASE_PREPARED_STATEMENTS; true when not given). Off for a pooler that cannot keep them
   * (PgBouncer in transaction mode before 1.21 or without max_prepared_statements; decision 0216).
   */
  preparedStatements?: boolean | undefined;
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
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: target.preparedStatements === false ? pool : naming(pool) }),
        plugins,
        ...log,
      }),
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
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins,
      ...log,
    }),
    dialect: 'sqlite',
  };
}

/**
 * The pool as Kysely's PostgreSQL driver sees it, whose clients run the SQL texts `prepared` compiled as named
 * statements (decision 0216): node-postgres then sends Parse once per connection and later only Bind and
 * Execute, and PostgreSQL keeps the parsed statement and, after five runs, a generic plan where it costs no more
 * than a custom one. Every other statement goes unnamed as before (parsed and planned on every run). Each client
 * keeps one wrapper (the driver keeps its connection by the client it was given).
 */
function naming(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) wrapped.set(client, (named = new NamingClient(client)));
      return named;
    },
    end: () => pool.end(),
  };
}

class NamingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is given no cursor class, so Kysely never streams (it refuses before it gets here).
    if (typeof sql !== 'string') throw new Error('streaming needs a cursor class in the PostgreSQL dialect');
    const name = preparedName(sql);
    const values = [...parameters];
    const result = name ? this.client.query({ name, text: sql, values }) : this.client.query(sql, values);
    return result as Promise<PostgresQueryResult<R>>;
  }

  release() {
    this.client.release();
  }
}

/** How many prepared statements a SQLite connection keeps (the app sends far fewer distinct statements). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement it runs, and compiling the SQL was about a sixth of a
 * booking's CPU (decision 0193, 'A booking's CPU'): the connection keeps each statement it prepared by its SQL
 * text and runs it again with the new parameters. A statement still being iterated (a stream) is busy; the same
 * SQL then gets a statement of its own. The oldest is dropped beyond STATEMENT_CACHE_SIZE; SQLite re-prepares a
 * kept statement itself after a schema change, but not an EXPLAIN (it answers without running the program that
 * checks the schema), so those are never kept.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      const kept = cache.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (kept || /^\s*explain\b/i.test(sql)) return statement;
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
      return statement;
    },
  };
}
