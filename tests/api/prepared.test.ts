// A statement built and compiled once and run again with new values (server/db/prepared.ts, decision 0209), on
// every engine: the same rows as the statement built anew, inside a transaction too; a value that decides the
// statement's shape is refused; a database wrapped in a test's plugin builds the statement every time.
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../server/db/prepared';
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
});
