// A hot statement built and compiled by Kysely once per database, then run again with new values (decision 0209).
// Building a query (Kysely's builders, frozen nodes, the CamelCase transform, the compiler) was about a third of a
// booking's CPU on SQLite and a fifth on PostgreSQL, for SQL text that never changes: only the values do. The
// statement is still Kysely's: built by the same builder code, compiled by the database's own compiler, its rows
// mapped by the app's plugins on every run. On PostgreSQL its SQL text also names a server-side prepared statement
// (`preparedName`, decision 0216): parsed and planned once per connection.
import { createHash } from 'node:crypto';
import {
  CamelCasePlugin,
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import type { Db } from './schema';

/** Where a run's values go among the compiled statement's parameters: a value's name, or a constant. */
type Slot = { value: string } | { constant: unknown };

interface Compiled {
  plugin: unknown;
  query: RootOperationNode;
  sql: string;
  slots: Slot[];
}

const HOLE = Symbol('prepared value');

/**
 * The SQL texts `prepared` compiled, each with the name PostgreSQL keeps it under (decision 0216): a hash of the
 * text, so two texts never share a name and the same text has the same name in every process and connection.
 */
const names = new Map<string, string>();

/** The name of a statement `prepared` compiled (server/db/database.ts runs it as a named one); else undefined. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

function register(sql: string) {
  if (!names.has(sql))
    names.set(sql, `studio_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`);
}

/** Stands in for a named value while the statement is built; never a value itself. */
class Hole {
  readonly [HOLE]: string;
  constructor(name: string) {
    this[HOLE] = name;
  }
  toString(): never {
    throw new Error(`prepared: the value '${this[HOLE]}' was used as text while the statement was built`);
  }
}

/**
 * A statement whose SQL depends only on the database, never on the values: `build` is called once per database
 * (its executor's adapter) with stand-ins for the values, and every later run sends the compiled SQL with the
 * values in their places. The values must reach the statement as parameters only: a value that decides the
 * statement's shape (an `$if`, an `in` list, a literal) needs a statement of its own per shape; `build` fails on
 * its first run when a value it read did not become a parameter. A database with plugins other than the app's
 * CamelCasePlugin (tests wrap it to hold or break statements) builds the statement on every run, as before.
 */
export function prepared<P extends Record<string, unknown>, O>(
  build: (db: Db, values: P) => Compilable<O>,
): (db: Db, values: P) => Promise<QueryResult<O>> {
  const byAdapter = new WeakMap<object, Compiled>();

  function compile(db: Db, plugin: unknown): Compiled {
    const holes = new Map<string, Hole>();
    const values = new Proxy({} as P, {
      get: (_, name) => {
        if (typeof name !== 'string') return undefined;
        let hole = holes.get(name);
        if (!hole) holes.set(name, (hole = new Hole(name)));
        return hole;
      },
    });
    const compiled = build(db, values).compile();
    const slots = compiled.parameters.map((parameter): Slot =>
      parameter instanceof Hole ? { value: parameter[HOLE] } : { constant: parameter },
    );
    for (const name of holes.keys())
      if (!slots.some((slot) => 'value' in slot && slot.value === name))
        throw new Error(`prepared: the value '${name}' is not a parameter of the statement`);
    register(compiled.sql);
    return { plugin, query: compiled.query, sql: compiled.sql, slots };
  }

  return async (db, values) => {
    const executor = db.getExecutor();
    const [plugin, ...others] = executor.plugins;
    if (!(plugin instanceof CamelCasePlugin) || others.length > 0)
      return db.executeQuery(build(db, values).compile());
    let compiled = byAdapter.get(executor.adapter);
    if (compiled?.plugin !== plugin) byAdapter.set(executor.adapter, (compiled = compile(db, plugin)));
    const query: CompiledQuery<O> = {
      query: compiled.query,
      queryId: createQueryId(),
      sql: compiled.sql,
      parameters: compiled.slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant)),
    };
    return db.executeQuery(query);
  };
}
