// All SQL of the staff's location scope (issue 34 item 4, decision 0205): the locations a manager works at
// (user_locations), where a course, a session, a booking or a client belongs, and the filter that narrows a list
// to a scope. The rule itself (who has which scope, what lies in it) is domain/auth/permissions.ts.
import type { ExpressionBuilder, Kysely, ReferenceExpression } from 'kysely';
import type { LocationScope } from '#domain/auth/permissions';
import type { Database, Db } from '../../db/schema';
import { firstLocationId } from '../locations/first-location';

/** What a scoped write names: the record whose location decides (a location named outright, too). */
export type ScopedKind = 'location' | 'course' | 'session' | 'booking' | 'client' | 'substituteRequest';

/**
 * `column in scope` for a list's query: nothing for 'all', no row for an empty scope. `column` is the row's
 * location (courses.location_id, users.home_location_id), as the query names it.
 */
export function whereInScope<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  scope: LocationScope,
) {
  if (scope === 'all') return eb.lit(true);
  // An empty list cannot be written as `in ()`: -1 is no location's id.
  const ids: number[] = scope.length ? [...scope] : [-1];
  return eb(column, 'in', ids as never);
}

export class StaffScopeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The locations listed for a user (a manager's scope), in id order. */
  async locationsOf(userId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('userLocations')
      .select('locationId')
      .where('userId', '=', userId)
      .orderBy('locationId')
      .execute();
    return rows.map((row) => row.locationId);
  }

  /** Replaces the locations listed for a user (the admin's client edit). */
  async setLocations(userId: number, locationIds: readonly number[], db: Db): Promise<void> {
    await db.deleteFrom('userLocations').where('userId', '=', userId).execute();
    if (locationIds.length)
      await db
        .insertInto('userLocations')
        .values([...new Set(locationIds)].map((locationId) => ({ userId, locationId })))
        .execute();
  }

  /** The ids among `ids` that are locations (a write naming an unknown location is refused). */
  async existingLocations(ids: readonly number[], db: Db = this.db): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('locations')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return rows.map((row) => row.id);
  }

  /** The first location (what a course without a named location is placed at). */
  async firstLocation(db: Db = this.db): Promise<number | null> {
    const row = await db.selectNoFrom((eb) => firstLocationId(eb).as('id')).executeTakeFirst();
    return (row?.id as number | null | undefined) ?? null;
  }

  /**
   * Where the record belongs: its location's id, null for a record without one (a client without a home
   * studio), undefined when there is no such record (the route answers its own 404).
   */
  async locationOf(kind: ScopedKind, id: number, db: Db = this.db): Promise<number | null | undefined> {
    switch (kind) {
      case 'location': {
        const row = await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst();
        return row?.id;
      }
      case 'course': {
        const row = await db
          .selectFrom('courses')
          .select('locationId')
          .where('id', '=', id)
          .executeTakeFirst();
        return row ? row.locationId : undefined;
      }
      case 'session': {
        const row = await db
          .selectFrom('courseSettings as s')
          .innerJoin('courses as c', 'c.id', 's.courseId')
          .select('c.locationId')
          .where('s.id', '=', id)
          .executeTakeFirst();
        return row ? row.locationId : undefined;
      }
      case 'booking': {
        const row = await db
          .selectFrom('bookings as b')
          .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
          .innerJoin('courses as c', 'c.id', 's.courseId')
          .select('c.locationId')
          .where('b.id', '=', id)
          .executeTakeFirst();
        return row ? row.locationId : undefined;
      }
      case 'substituteRequest': {
        const row = await db
          .selectFrom('substituteRequests as r')
          .innerJoin('courseSettings as s', 's.id', 'r.courseSettingId')
          .innerJoin('courses as c', 'c.id', 's.courseId')
          .select('c.locationId')
          .where('r.id', '=', id)
          .executeTakeFirst();
        return row ? row.locationId : undefined;
      }
      case 'client': {
        const row = await db
          .selectFrom('users')
          .select('homeLocationId')
          .where('id', '=', id)
          .executeTakeFirst();
        return row ? row.homeLocationId : undefined;
      }
    }
  }
}
