// All SQL on users.
import { sql, type Kysely } from 'kysely';
import { clientSearchText, foldForSearch } from '#domain/clients/search';
import { ANONYMISED } from '#domain/schemas/clients';
import type { LocationScope } from '#domain/auth/permissions';
import type { Role } from '#domain/auth/roles';
import type { Dialect } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { Database, Db, NewUserRow, UserRow } from '../../db/schema';
import { serializeRoles } from './users.table';
import { whereInScope } from '../staff/staff-scope.repository';

/** The shortest text a trigram index can look up. */
const TRIGRAM = 3;
/** Up to this many matches a search sorts its matches; beyond, it walks the clients by name. */
const SPARSE = 5000;
/** A LIKE pattern that matches the text anywhere, with the wildcards in it taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A user by id: what every authenticated request reads (server/plugins/auth.ts), compiled once and on PostgreSQL
 * a named statement (decision 0216).
 */
const userById = prepared((db: Db, { id }: { id: number }) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

export class UsersRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** Up to how many matches a search sorts its matches (a test lowers it to take the other way). */
    private readonly sparse = SPARSE,
  ) {}

  async findById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return (await userById(db, { id })).rows[0];
  }

  findByEmail(email: string, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  /** Inserts a user; returns undefined when the e-mail is taken (the unique index decides, not a pre-check). */
  async insert(row: NewUserRow, db: Db = this.db): Promise<UserRow | undefined> {
    try {
      return await db
        .insertInto('users')
        .values({ ...row, searchText: clientSearchText(row) })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** The member's home studio (issue 34); undefined when there is no such account. */
  setHomeLocation(
    id: number,
    locationId: number,
    now: string,
    db: Db = this.db,
  ): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ homeLocationId: locationId, updatedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Updates name and e-mail; undefined when the e-mail belongs to someone else. The sessions a trainer account
   * leads show its name (issue 22), so they take the new name with it.
   */
  async updateProfile(
    id: number,
    fields: { firstName: string; lastName: string; email: string },
    now: string,
    db: Db = this.db,
  ): Promise<UserRow | undefined> {
    try {
      const row = await db
        .updateTable('users')
        .set({ ...fields, searchText: clientSearchText(fields), updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (row)
        await db
          .updateTable('courseSettings')
          .set({ trainerName: `${fields.firstName} ${fields.lastName}`.trim() })
          .where('trainerId', '=', id)
          .execute();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** The Trainer accounts (issue 22) that are not anonymised, by name. */
  trainers(db: Db = this.db) {
    return db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName'])
      .where('roles', 'like', '%"Trainer"%')
      .where('anonymisedAt', 'is', null)
      .orderBy('firstName')
      .orderBy('lastName')
      .orderBy('id')
      .execute();
  }

  /** Roles and isActive, set by an admin. */
  async updateAccess(
    id: number,
    fields: { roles?: readonly Role[]; isActive?: boolean },
    now: string,
    db: Db,
  ): Promise<UserRow> {
    return db
      .updateTable('users')
      .set({
        ...(fields.roles ? { roles: serializeRoles(fields.roles) } : {}),
        ...(fields.isActive !== undefined ? { isActive: fields.isActive ? 1 : 0 } : {}),
        updatedAt: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The desk sets a member's home studio (issue 34): one statement that changes nothing when the location does
   * not exist (undefined then).
   */
  setHomeLocationIfExists(id: number, locationId: number, now: string, db: Db): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ homeLocationId: locationId, updatedAt: now })
      .where('id', '=', id)
      .where((eb) => eb.exists(eb.selectFrom('locations').select('id').where('id', '=', locationId)))
      .returningAll()
      .executeTakeFirst();
  }

  /** A new password ends a one-time password's reign. */
  async updatePasswordHash(id: number, passwordHash: string, now: string, db: Db = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ passwordHash, mustChangePassword: 0, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  /** The member's switches for the optional mails (decision 0090). */
  async mailPreferences(id: number): Promise<
    | {
        mailBookingConfirmed: number | boolean;
        mailWaitlistPromoted: number | boolean;
        reminders: number | boolean;
      }
    | undefined
  > {
    return this.db
      .selectFrom('users')
      .select(['mailBookingConfirmed', 'mailWaitlistPromoted', 'reminders'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async setMailPreferences(
    id: number,
    fields: { mailBookingConfirmed: number; mailWaitlistPromoted: number; reminders?: number },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...fields, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * One page of clients that are not anonymised, by last name, first name, id (the index users_by_name), and
   * whether more follow. After a cursor (the last id shown) the page continues by keyset; a cursor that is no
   * longer a listed client ends the list; without one, `page` counts from the start (offset). The exact total of
   * matches is counted only when asked (decision 0193): counting reads every match, so not for every page.
   */
  async page(filter: {
    search?: string | undefined;
    role?: Role | undefined;
    page: number;
    pageSize: number;
    cursor?: number | undefined;
    withTotal: boolean;
    /** A manager's scope (decision 0205): the members whose home studio is one of these locations. */
    scope?: LocationScope;
  }): Promise<{ rows: UserRow[]; more: boolean; total: number | undefined }> {
    const search = filter.search ? foldForSearch(filter.search) : '';
    let query = (await this.clients(search)).where('anonymisedAt', 'is', null);
    // users_by_home_name serves one location's page in the list's order (migration 20261203000003).
    const { scope } = filter;
    if (scope && scope !== 'all') query = query.where((eb) => whereInScope(eb, 'homeLocationId', scope));
    // Roles are stored canonical as a JSON array, so the quoted name matches exactly one role.
    if (filter.role) query = query.where('roles', 'like', `%"${filter.role}"%`);
    let ordered = query;
    if (filter.cursor !== undefined) {
      const after = await this.db
        .selectFrom('users')
        .select(['lastName', 'firstName', 'id'])
        .where('id', '=', filter.cursor)
        .where('anonymisedAt', 'is', null)
        .executeTakeFirst();
      if (!after) return { rows: [], more: false, total: undefined };
      ordered = ordered.where((eb) =>
        eb(
          eb.refTuple('lastName', 'firstName', 'id'),
          '>',
          eb.tuple(after.lastName, after.firstName, after.id),
        ),
      );
    }
    const [rows, count] = await Promise.all([
      ordered
        .selectAll()
        .orderBy('lastName')
        .orderBy('firstName')
        .orderBy('id')
        .limit(filter.pageSize + 1)
        .$if(filter.cursor === undefined, (q) => q.offset((filter.page - 1) * filter.pageSize))
        .execute(),
      filter.withTotal
        ? query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
        : undefined,
    ]);
    return {
      rows: rows.slice(0, filter.pageSize),
      more: rows.length > filter.pageSize,
      total: count === undefined ? undefined : Number(count.n),
    };
  }

  /**
   * The users a page is read from: all, or those whose folded names or e-mail contain the folded search text.
   * Found one of two ways, whichever reads fewer rows (decision 0193, 'Fourth pass'):
   * - **few matches**: the matches first, through the trigram index, then sorted by name. PostgreSQL's pg_trgm
   *   GIN index serves LIKE (in a subquery that `offset 0` keeps apart: merged, the planner walks users_by_name
   *   as if matches were spread evenly over the alphabet, and for 'weber', which sorts late, read 89,000 users to
   *   find 26); SQLite's FTS5 trigram table serves MATCH with the text as one phrase (a phrase of trigrams is a
   *   substring: the rows GLOB '*text*' finds, without reading each candidate's text back from users).
   * - **many matches** (more than `sparse`, or text below three characters, which has no trigram): users walked by
   *   name (users_by_name), each tested, until the page is full; sorting a fifth of all clients would cost more.
   * A probe of at most `sparse` + 1 matches decides; both engines stop it early when matches are many.
   */
  private async clients(search: string) {
    const users = this.db.selectFrom('users');
    if (!search) return users;
    const walk = users.where(this.containing(search));
    if ([...search].length < TRIGRAM) return walk;
    const probe = await this.db
      .selectFrom(
        this.matches(search)
          .limit(this.sparse + 1)
          .as('probe'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(probe.n) > this.sparse) return walk;
    if (this.dialect === 'sqlite') return users.where('id', 'in', this.matches(search));
    const matched = this.db.selectFrom('users').selectAll().where(this.containing(search)).offset(0);
    // The derived table has exactly the columns of users, under the same name.
    return this.db.selectFrom(matched.as('users')) as unknown as typeof users;
  }

  /** The ids of the users matching, through the trigram index (three characters or more). */
  private matches(search: string) {
    const indexed = this.db.selectFrom('users').select('id').where(this.containing(search));
    if (this.dialect === 'postgres') return indexed;
    // The trigram table's rowids are the users' ids (content_rowid), typed as what they are.
    return this.db
      .selectFrom(sql`users_search`.as('users_search'))
      .select(sql<number>`rowid`.as('id'))
      .where(
        sql<boolean>`users_search match ${`"${search.replace(/"/g, '""')}"`}`,
      ) as unknown as typeof indexed;
  }

  /**
   * The stored folded text contains the search text: LIKE on PostgreSQL (its trigram index serves it), GLOB on
   * SQLite (exact here because the stored text and the search are folded to lower case alike; walked, not
   * indexed).
   */
  private containing(search: string) {
    if (this.dialect === 'postgres')
      // ESCAPE spelled out: PostgreSQL's default escape character, said so the pattern reads the same anywhere.
      return sql<boolean>`${sql.ref('searchText')} like ${likePattern(search)} escape '\\'`;
    return sql<boolean>`${sql.ref('searchText')} glob ${`*${search.replace(/[*?[]/g, (c) => `[${c}]`)}*`}`;
  }

  /**
   * Replaces the client's personal data with placeholders and makes the account unusable: no password can
   * match '!', roles and the calendar and check-in codes are gone, tokens issued until now are refused, and
   * the sign-in failures recorded under the old e-mail go too. Bookings stay (they carry only the id).
   */
  async anonymise(id: number, oldEmail: string, now: string, db: Db): Promise<void> {
    await db
      .updateTable('users')
      .set({
        firstName: ANONYMISED.firstName,
        lastName: ANONYMISED.lastName,
        email: ANONYMISED.email(id),
        passwordHash: '!',
        roles: '[]',
        isActive: 0,
        calendarToken: null,
        checkInCode: null,
        searchText: null,
        mustChangePassword: 0,
        sessionsValidAfter: now,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('loginFailures').where('key', '=', `account:${oldEmail.toLowerCase()}`).execute();
  }

  /** An anonymised account keeps no push devices (issue 21). */
  async removePushDevices(id: number, db: Db): Promise<void> {
    await db.deleteFrom('pushSubscriptions').where('userId', '=', id).execute();
  }

  checkInCodeOf(id: number): Promise<string | null> {
    return this.codeOf(id, 'checkInCode');
  }

  /** One of a user's own codes, null when they have none yet (or no such user). */
  private async codeOf(id: number, column: 'checkInCode' | 'calendarToken'): Promise<string | null> {
    const row = await this.db.selectFrom('users').select(column).where('id', '=', id).executeTakeFirst();
    return (row as Record<typeof column, string | null> | undefined)?.[column] ?? null;
  }

  /** Gives the user a check-in short code unless they have one; false when the code is someone else's. */
  async setCheckInCode(id: number, code: string): Promise<boolean> {
    try {
      await this.db
        .updateTable('users')
        .set({ checkInCode: code })
        .where('id', '=', id)
        .where('checkInCode', 'is', null)
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  calendarTokenOf(id: number): Promise<string | null> {
    return this.codeOf(id, 'calendarToken');
  }

  async setCalendarToken(id: number, token: string): Promise<void> {
    await this.db.updateTable('users').set({ calendarToken: token }).where('id', '=', id).execute();
  }

  async idByCalendarToken(token: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('calendarToken', '=', token)
      .executeTakeFirst();
    return row?.id;
  }

  /** Name and e-mail of each of the users (a participant list). */
  contactsOf(ids: number[]): Promise<{ id: number; firstName: string; lastName: string; email: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'email'])
      .where('id', 'in', ids)
      .execute();
  }

  async idByCheckInCode(code: string, db: Db): Promise<number | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('checkInCode', '=', code)
      .where('anonymisedAt', 'is', null)
      .executeTakeFirst();
    return row?.id;
  }
}

/** SQLite's SQLITE_CONSTRAINT_UNIQUE or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
