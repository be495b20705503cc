// All SQL on locations (issue 34, decision 0203): the list in sort order, one by id or slug, the admin's writes.
// A taken slug is the table's unique index saying no (undefined here, LOCATION_SLUG_TAKEN in the service), so two
// admins racing for one slug cannot both win.
import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, LocationsTable } from '../../db/schema';
import { isUniqueViolation } from '../users/users.repository';

export type LocationRow = Selectable<LocationsTable>;

export type LocationFields = Omit<LocationRow, 'id' | 'sortOrder' | 'createdAt' | 'updatedAt'>;

export class LocationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every location, first by sort order, then by age: the first is the one a single-location install has. */
  list(db: Db = this.db): Promise<LocationRow[]> {
    return db.selectFrom('locations').selectAll().orderBy('sortOrder').orderBy('id').execute();
  }

  find(id: number, db: Db = this.db): Promise<LocationRow | undefined> {
    return db.selectFrom('locations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string, db: Db = this.db): Promise<LocationRow | undefined> {
    return db.selectFrom('locations').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  /** The first location's id (the one a single-location install has; a new member's home studio by default). */
  async firstId(db: Db = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('locations')
      .select('id')
      .orderBy('sortOrder')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** Whether a location with this id exists (a course's or a member's location, checked before it is written). */
  async exists(id: number, db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** The location of each course (a booking's place in the calendar), by course id. */
  async ofCourses(courseIds: readonly number[], db: Db = this.db): Promise<Map<number, LocationRow>> {
    if (courseIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('courses')
      .innerJoin('locations', 'locations.id', 'courses.locationId')
      .where('courses.id', 'in', [...new Set(courseIds)])
      .selectAll('locations')
      .select('courses.id as courseId')
      .execute();
    return new Map(rows.map(({ courseId, ...location }) => [courseId, location]));
  }

  /** How many locations there are: a chain (two or more) names them; a single studio never does. */
  async count(db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** A new location after the others; undefined when its slug is taken. */
  async insert(fields: LocationFields, at: string, db: Db = this.db): Promise<LocationRow | undefined> {
    const last = await db
      .selectFrom('locations')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .executeTakeFirst();
    try {
      return await db
        .insertInto('locations')
        .values({ ...fields, sortOrder: Number(last?.max ?? -1) + 1, createdAt: at, updatedAt: at })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** 'missing' when there is no such location, 'taken' when another location has the slug. */
  async update(
    id: number,
    fields: LocationFields,
    at: string,
    db: Db = this.db,
  ): Promise<LocationRow | 'missing' | 'taken'> {
    try {
      const row = await db
        .updateTable('locations')
        .set({ ...fields, updatedAt: at })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ?? 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }
}
