// All SQL of the check-in view: the sessions of a day with their course, and their participants.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type CheckInSessionRow = Awaited<ReturnType<CheckInRepository['sessions']>>[number];
export type CheckInParticipantRow = Awaited<ReturnType<CheckInRepository['participants']>>[number];

export class CheckInRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sessions starting in [from, to) (or the one with `id`) of courses that are not deleted. */
  sessions(filter: { from: string; to: string } | { id: number }, db: Db = this.db) {
    let query = db
      .selectFrom('courseSettings as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        's.id',
        's.courseId',
        'c.title as courseTitle',
        's.scheduledAt',
        'c.durationMinutes',
        's.trainerName',
        's.trainerId',
        's.maxParticipants',
        's.cancelledAt',
      ])
      .where('c.deletedAt', 'is', null);
    query =
      'id' in filter
        ? query.where('s.id', '=', filter.id)
        : query.where('s.scheduledAt', '>=', filter.from).where('s.scheduledAt', '<', filter.to);
    return query.orderBy('s.scheduledAt').orderBy('s.id').execute();
  }

  /** Every booking but the cancelled ones of these sessions, in booking order. */
  participants(settingIds: readonly number[], db: Db = this.db) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.userId')
      .select([
        'b.id',
        'b.userId',
        'b.courseSettingId',
        'b.status',
        'b.checkedInAt',
        'u.firstName',
        'u.lastName',
      ])
      .where('b.courseSettingId', 'in', settingIds.length ? settingIds : [-1])
      .where('b.status', '!=', 'cancelled')
      .orderBy('b.id')
      .execute();
  }
}
