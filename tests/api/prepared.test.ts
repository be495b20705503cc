// A statement built and compiled once and run again with new values (server/db/prepared.ts, decision 0209), on
// every engine: the same rows as the statement built anew, inside a transaction too; a value that decides the
// statement's shape is refused; a database wrapped in a test's plugin builds the statement every time. On
// PostgreSQL such a statement is a named prepared one, parsed once per connection (decision 0216).
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { prepared, preparedName } from '../../server/db/prepared';
import { writeTransaction } from '../../server/db/write-transaction';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/db/seed';
import { createTestDatabase, dialects, type TestDatabase } from './helpers';
import { TEST_START } from '../support/clock';

describe.each(dialects())('prepared statements on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemo(database.db, TEST_START);
  });
  afterAll(async () => database?.drop());

  it('builds once and answers each run with its own values, as the statement built anew does', async () => {
    const db = database.db;
    let builds = 0;
    const byEmail = prepared((d, { email, since }: { email: string; since: string }) => {
      builds++;
      return d
        .selectFrom('users')
        .select(['id', 'email', 'firstName'])
        .where('email', '=', email)
        .where('createdAt', '>=', since)
        .orderBy('id')
        .limit(5);
    });
    const fresh = (email: string, since: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'firstName'])
        .where('email', '=', email)
        .where('createdAt', '>=', since)
        .orderBy('id')
        .execute();
    const since = '2000-01-01T00:00:00.000Z';
    for (const account of DEMO_ACCOUNTS) {
      const { rows } = await byEmail(db, { email: account.email, since });
      expect(rows).toEqual(await fresh(account.email, since));
      expect(rows).toHaveLength(1);
      // Mapped by the app's CamelCasePlugin.
      expect(rows[0]).toHaveProperty('firstName');
    }
    expect(
      (await byEmail(db, { email: DEMO_ACCOUNTS[0]!.email, since: '2999-01-01T00:00:00.000Z' })).rows,
    ).toEqual([]);
    expect(builds).toBe(1);
    // Inside a write transaction it sees the transaction's own rows.
    const seen = await writeTransaction(db, dialect, async (trx) => {
      await trx
        .updateTable('users')
        .set({ firstName: 'Umbenannt' })
        .where('email', '=', DEMO_ACCOUNTS[0]!.email)
        .execute();
      const { rows } = await byEmail(trx, { email: DEMO_ACCOUNTS[0]!.email, since });
      throw Object.assign(new Error('roll back'), { rows });
    }).catch((error: { rows: unknown[] }) => error.rows);
    expect(seen).toEqual([expect.objectContaining({ firstName: 'Umbenannt' })]);
    expect(builds).toBe(1);
    expect((await byEmail(db, { email: DEMO_ACCOUNTS[0]!.email, since })).rows[0]?.firstName).not.toBe(
      'Umbenannt',
    );
  });

  it('refuses a value that decides the statement instead of being a parameter of it', async () => {
    const db = database.db;
    const shaped = prepared((d, { first }: { first: boolean }) =>
      d
        .selectFrom('users')
        .select('id')
        .$if(first, (q) => q.limit(1)),
    );
    await expect(shaped(db, { first: true })).rejects.toThrow(/'first' is not a parameter/);
    const asText = prepared((d, { column }: { column: string }) =>
      d.selectFrom('users').select(sql.ref(`${column}`).as('x')),
    );
    await expect(asText(db, { column: 'email' })).rejects.toThrow(/'column' was used as text/);
  });

  it('builds every time on a database wrapped in a plugin of its own', async () => {
    let seen = 0;
    const counting: KyselyPlugin = {
      transformQuery(args) {
        seen++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const wrapped = database.db.withPlugin(counting);
    const ids = prepared((d, { email }: { email: string }) =>
      d.selectFrom('users').select('id').where('email', '=', email),
    );
    for (const account of DEMO_ACCOUNTS.slice(0, 3))
      expect((await ids(wrapped, { email: account.email })).rows).toHaveLength(1);
    expect(seen).toBe(3);
  });

  it.skipIf(dialect !== 'postgres')(
    'runs it on PostgreSQL as a named statement, parsed once per connection, unless switched off',
    async () => {
      const byId = prepared((d, { id }: { id: number }) =>
        d.selectFrom('users').select(['id', 'email']).where('id', '=', id),
      );
      const ids = (await database.db.selectFrom('users').select('id').orderBy('id').limit(3).execute()).map(
        (row) => row.id,
      );
      /** What one connection (a pool of one) keeps after three runs: its prepared statements and their plans. */
      const keptAfterThreeRuns = async (preparedStatements: boolean) => {
        const { db } = openDatabase({
          databaseUrl: database.databaseUrl,
          sqlitePath: '',
          poolSize: 1,
          preparedStatements,
        });
        try {
          for (const id of ids)
            expect((await byId(db, { id })).rows).toEqual([expect.objectContaining({ id })]);
          const { rows } = await sql<{ name: string; statement: string; plans: number }>`
            select name, statement, generic_plans + custom_plans as plans from pg_prepared_statements`.execute(
            db,
          );
          return rows;
        } finally {
          await db.destroy();
        }
      };
      const kept = await keptAfterThreeRuns(true);
      expect(kept).toHaveLength(1);
      const name = preparedName(kept[0]!.statement);
      expect(name).toMatch(/^studio_[0-9a-f]{32}$/);
      expect(kept[0]).toEqual({ name, statement: kept[0]!.statement, plans: 3 });
      // Another statement's text has a name of its own.
      const other = prepared((d, { id }: { id: number }) =>
        d.selectFrom('users').select('id').where('id', '=', id),
      );
      await other(database.db, { id: ids[0]! });
      const otherName = preparedName(
        database.db.selectFrom('users').select('id').where('id', '=', 0).compile().sql,
      );
      expect(otherName).toMatch(/^studio_[0-9a-f]{32}$/);
      expect(otherName).not.toBe(name);
      // A text `prepared` never compiled goes unnamed.
      expect(preparedName('select 1')).toBeUndefined();
      // DATABASE_PREPARED_STATEMENTS=false (a pooler that cannot keep them): every statement unnamed.
      expect(await keptAfterThreeRuns(false)).toEqual([]);
    },
  );
});
