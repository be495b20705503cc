// All SQL on courses and their sessions (course settings).
import type { Kysely, Transaction } from 'kysely';
import type { Database, CourseRow } from '../../db/schema';
import type { SettingWithCount } from './courses.table';

/** Statuses that hold a seat: counted in bookingsCount. */
export const SEAT_STATUSES = ['confirmed', 'attended'] as const;
/** Statuses of a booking still to come: they block removing its session. */
export const OPEN_STATUSES = ['confirmed', 'pending'] as const;

export interface CourseFields {
  title: string;
  description: string;
  difficulty: number;
  imageUrl: string | null;
  durationMinutes: number;
  bookable: number;
}

export interface SettingFields {
  scheduledAt: string;
  trainerName: string;
  maxParticipants: number;
}

type Db = Kysely<Database> | Transaction<Database>;

export class CoursesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Sessions with their seat counts; optionally only those starting within [start, end]. */
  settings(filter: { courseIds?: number[]; start?: string; end?: string }, db: Db = this.db) {
    let query = db
      .selectFrom('courseSettings as s')
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
    return query
      .orderBy('s.scheduledAt')
      .execute()
      .then((rows) =>
        rows.map((row): SettingWithCount => ({ ...row, bookingsCount: Number(row.bookingsCount ?? 0) })),
      );
  }

  coursesByIds(ids: readonly number[], db: Db = this.db): Promise<CourseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('courses').selectAll().where('id', 'in', ids).execute();
  }

  allCourses(): Promise<CourseRow[]> {
    return this.db.selectFrom('courses').selectAll().orderBy('id').execute();
  }

  findCourse(id: number, db: Db = this.db): Promise<CourseRow | undefined> {
    return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertCourse(trx: Transaction<Database>, fields: CourseFields, now: string): Promise<number> {
    const row = await trx
      .insertInto('courses')
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateCourse(
    trx: Transaction<Database>,
    id: number,
    fields: CourseFields,
    now: string,
  ): Promise<void> {
    await trx
      .updateTable('courses')
      .set({ ...fields, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  async insertSettings(
    trx: Transaction<Database>,
    courseId: number,
    settings: readonly SettingFields[],
    now: string,
  ): Promise<void> {
    if (settings.length === 0) return;
    await trx
      .insertInto('courseSettings')
      .values(settings.map((s) => ({ ...s, courseId, createdAt: now })))
      .execute();
  }

  async updateSetting(trx: Transaction<Database>, courseId: number, id: number, fields: SettingFields) {
    await trx
      .updateTable('courseSettings')
      .set(fields)
      .where('id', '=', id)
      .where('courseId', '=', courseId)
      .execute();
  }

  async deleteSettings(trx: Transaction<Database>, courseId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await trx.deleteFrom('courseSettings').where('courseId', '=', courseId).where('id', 'in', ids).execute();
  }

  async settingIdsOf(courseId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('courseSettings')
      .select('id')
      .where('courseId', '=', courseId)
      .execute();
    return rows.map((row) => row.id);
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

  async deleteCourse(trx: Transaction<Database>, id: number): Promise<boolean> {
    const result = await trx.deleteFrom('courses').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
