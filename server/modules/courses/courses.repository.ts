// All SQL on courses and their sessions (course settings).
import type { Kysely } from 'kysely';
import type { CourseRow, Database, Db } from '../../db/schema';
import type { SettingWithCount } from './courses.table';
import { firstLocationId } from '../locations/first-location';

/** Statuses that hold a seat: counted in bookingsCount (a no-show held one until the session ended). */
export const SEAT_STATUSES = ['confirmed', 'attended', 'no_show'] as const;
/** Statuses of a booking still to come: they block removing its session. */
export const OPEN_STATUSES = ['confirmed', 'pending'] as const;

export interface CourseFields {
  title: string;
  description: string;
  difficulty: number;
  imageUrl: string | null;
  durationMinutes: number;
  bookable: number;
  /** The course's own category (issue 19); null: derived from the title. */
  category: string | null;
  /** The course's location (issue 34); absent on create: the first location. */
  locationId?: number;
}

export interface SettingFields {
  scheduledAt: string;
  trainerName: string;
  /** The Trainer account that leads the session (issue 22); null: only the typed name. */
  trainerId: number | null;
  maxParticipants: number;
}

export class CoursesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Sessions of courses that are not deleted, with their seat counts; optionally only those starting within
   * [start, end], and without the cancelled ones unless asked.
   */
  settings(
    filter: {
      courseIds?: number[];
      start?: string;
      end?: string;
      includeCancelled?: boolean;
      /** One location's courses, by its slug (issue 34). */
      locationSlug?: string;
    },
    db: Db = this.db,
  ) {
    let query = db
      .selectFrom('courseSettings as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .where('c.deletedAt', 'is', null)
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('bookings as b')
          .whereRef('b.courseSettingId', '=', 's.id')
          .where('b.status', 'in', SEAT_STATUSES)
          .select(eb.fn.countAll<number>().as('n'))
          .as('bookingsCount'),
      );
    if (filter.courseIds) query = query.where('s.courseId', 'in', filter.courseIds);
    if (filter.start) query = query.where('s.scheduledAt', '>=', filter.start);
    if (filter.end) query = query.where('s.scheduledAt', '<=', filter.end);
    if (!filter.includeCancelled) query = query.where('s.cancelledAt', 'is', null);
    if (filter.locationSlug !== undefined) {
      const slug = filter.locationSlug;
      query = query.where('c.locationId', '=', (eb) =>
        eb.selectFrom('locations').select('locations.id').where('locations.slug', '=', slug),
      );
    }
    return query
      .orderBy('s.scheduledAt')
      .execute()
      .then((rows) =>
        rows.map((row): SettingWithCount => ({ ...row, bookingsCount: Number(row.bookingsCount ?? 0) })),
      );
  }

  coursesByIds(ids: readonly number[], db: Db = this.db): Promise<CourseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('courses')
      .selectAll()
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null)
      .execute();
  }

  /** A course that is not deleted. */
  findCourse(id: number, db: Db = this.db): Promise<CourseRow | undefined> {
    return db
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  }

  async insertCourse(trx: Db, fields: CourseFields, now: string): Promise<number> {
    const row = await trx
      .insertInto('courses')
      .values((eb) => ({
        ...fields,
        locationId: fields.locationId ?? firstLocationId(eb),
        createdAt: now,
        updatedAt: now,
      }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateCourse(trx: Db, id: number, fields: CourseFields, now: string): Promise<void> {
    await trx
      .updateTable('courses')
      .set({ ...fields, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  /** Inserts sessions; their ids in the given order. */
  async insertSettings(
    trx: Db,
    courseId: number,
    settings: readonly SettingFields[],
    now: string,
  ): Promise<number[]> {
    if (settings.length === 0) return [];
    const rows = await trx
      .insertInto('courseSettings')
      .values(settings.map((s) => ({ ...s, courseId, createdAt: now })))
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async updateSetting(trx: Db, courseId: number, id: number, fields: SettingFields) {
    await trx
      .updateTable('courseSettings')
      .set(fields)
      .where('id', '=', id)
      .where('courseId', '=', courseId)
      .execute();
  }

  async deleteSettings(trx: Db, courseId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await trx.deleteFrom('courseSettings').where('courseId', '=', courseId).where('id', 'in', ids).execute();
  }

  /** The sessions of a course with what removing or cancelling them needs to know. */
  settingsOf(courseId: number, db: Db = this.db) {
    return db
      .selectFrom('courseSettings')
      .select(['id', 'scheduledAt', 'cancelledAt', 'maxParticipants', 'trainerName', 'trainerId'])
      .where('courseId', '=', courseId)
      .orderBy('id')
      .execute();
  }

  /** One session of a course that is not deleted, with the course's length. */
  findSetting(id: number, db: Db = this.db) {
    return db
      .selectFrom('courseSettings as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        's.id',
        's.courseId',
        's.scheduledAt',
        's.trainerName',
        's.trainerId',
        's.maxParticipants',
        's.cancelledAt',
        'c.durationMinutes',
      ])
      .where('s.id', '=', id)
      .where('c.deletedAt', 'is', null)
      .executeTakeFirst();
  }

  async cancelSettings(ids: readonly number[], now: string, db: Db): Promise<void> {
    if (ids.length === 0) return;
    await db.updateTable('courseSettings').set({ cancelledAt: now }).where('id', 'in', ids).execute();
  }

  /** Hides a course that still has bookings: the record stays for the members' history and statistics. */
  async markCourseDeleted(id: number, now: string, db: Db): Promise<void> {
    await db.updateTable('courses').set({ deletedAt: now, updatedAt: now }).where('id', '=', id).execute();
  }

  /** How many open (confirmed or waitlisted) bookings the given sessions hold. */
  async activeBookings(settingIds: readonly number[], db: Db = this.db): Promise<number> {
    if (settingIds.length === 0) return 0;
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseSettingId', 'in', settingIds)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteCourse(trx: Db, id: number): Promise<boolean> {
    const result = await trx.deleteFrom('courses').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
