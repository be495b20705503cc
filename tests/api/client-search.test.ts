// The desk's client search finds the same clients in the same order both ways it can go (decision 0193, 'Fourth
// pass'): few matches sorted after the trigram index found them, or the clients walked by name when matches are
// many. A repository whose threshold is 0 always walks; the default sorts the matches here; both must find the
// clients whose folded text contains the search, in one order, on every engine, page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSearchText, foldForSearch } from '#domain/clients/search';
import { UsersRepository } from '../../server/modules/users/users.repository';
import { createTestDatabase, dialects, type TestDatabase } from './helpers';

const FIRST = ['Anna', 'Jürgen', 'Zoë', 'Ann-Kathrin', 'Bernd', 'Özlem'];
const LAST = ['Weber', 'Müller-Groß', 'Zander', 'Annaberg', 'Achternbusch', 'Wolf', "O'Brien"];

for (const dialect of dialects()) {
  describe(`the client search on ${dialect}`, () => {
    let database: TestDatabase;
    const clients: { id: number; firstName: string; lastName: string; email: string }[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      const users = new UsersRepository(database.db, dialect);
      let n = 0;
      for (const lastName of LAST)
        for (const firstName of FIRST) {
          const email = `${foldForSearch(firstName).replace(/\W/g, '')}.${n++}@beispiel.de`;
          const row = await users.insert({
            email,
            firstName,
            lastName,
            passwordHash: '!',
            roles: '["User"]',
            isActive: 1,
            createdAt: '2026-11-25T08:00:00.000Z',
            updatedAt: '2026-11-25T08:00:00.000Z',
          } as never);
          clients.push({ id: row!.id, firstName, lastName, email });
        }
    });
    afterAll(() => database.drop());

    /** Every page of a search, by cursor. */
    async function pages(users: UsersRepository, search: string, pageSize = 4) {
      const found: number[] = [];
      let cursor: number | undefined;
      for (;;) {
        const { rows, more } = await users.page({ search, page: 1, pageSize, cursor, withTotal: false });
        found.push(...rows.map((row) => row.id));
        if (!more) return found;
        cursor = rows.at(-1)!.id;
      }
    }

    it.each(['weber', 'ann', 'an', 'MÜLLER', "o'b", 'beispiel', '9@b', 'zoe zander', 'nichts'])(
      'finds %j the same way whether it sorts the matches or walks by name',
      async (search) => {
        const folded = foldForSearch(search);
        const expected = clients.filter((c) => clientSearchText(c).includes(folded)).map((c) => c.id);
        const sorting = await pages(new UsersRepository(database.db, dialect), search);
        const walking = await pages(new UsersRepository(database.db, dialect, 0), search);
        // The same clients as the text says, in the same order (the engine's collation decides the order).
        expect([...sorting].sort((a, b) => a - b)).toEqual(expected);
        expect(walking).toEqual(sorting);
      },
    );
  });
}
