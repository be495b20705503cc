// All SQL of the check-in view: the sessions of a day with their course, their participants, and taking a
// check-in back (decision 0199).
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';

export type CheckInSessionRow = Awaited<ReturnType<CheckInRepository['sessions']>>[number];
export type CheckInParticipantRow = Awaited<ReturnType<CheckInRepository['participants']>>[number];
export type CheckInSummaryRow = Awaited<ReturnType<CheckInRepository['summaries']>>[number];
/** The sessions a list reads: those starting in [from, to), for a trainer or of some locations; or one by id. */
type SessionFilter =
  { from: string; to: string; trainerId?: number; locationIds?: readonly number[] } | { id: number };

export class CheckInRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Sessions starting in [from, to) (or the one with `id`) of courses that are not deleted; `trainerId`: only
   * those that trainer may run (theirs, or one with no trainer account, which the name decides; decision 0193);
   * `locationIds`: only those of these locations (a manager's scope).
   */
  sessions(filter: SessionFilter, db: Db = this.db) {
    return this.sessionsOf(filter, db).execute();
  }

  /**
   * `sessions` with what their bookings are, as the bookings' triggers keep it (session_counts, decision 0193),
   * in the same statement (decision 0210): null where a session never had a booking.
   */
  summaries(filter: SessionFilter, db: Db = this.db) {
    return this.sessionsOf(filter, db)
      .leftJoin('sessionCounts as n', 'n.courseSettingId', 's.id')
      .select(['n.booked', 'n.attended', 'n.noShows', 'n.waiting'])
      .execute();
  }

  /**
   * `sessions` with what versions what the desk's day list shows of them (decision 0223), in the same statement:
   * each session's bookings' changes (session_counts.changes; null where a session never had a booking) and the
   * members' names' version.
   */
  versionedSessions(filter: SessionFilter, db: Db = this.db) {
    return this.sessionsOf(filter, db)
      .leftJoin('sessionCounts as n', 'n.courseSettingId', 's.id')
      .select((eb) => [
        'n.changes',
        eb.selectFrom('dataVersions').select('version').where('name', '=', 'user_names').as('namesVersion'),
      ])
      .execute();
  }

  private sessionsOf(filter: SessionFilter, db: Db) {
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
        'c.locationId',
      ])
      .where('c.deletedAt', 'is', null);
    if ('id' in filter) query = query.where('s.id', '=', filter.id);
    else {
      query = query.where('s.scheduledAt', '>=', filter.from).where('s.scheduledAt', '<', filter.to);
      const { trainerId, locationIds } = filter;
      // A manager's desk: the sessions of their locations (decision 0205; courses_location).
      if (locationIds)
        query = query.where('c.locationId', 'in', locationIds.length ? [...locationIds] : [-1]);
      if (trainerId !== undefined)
        query = query.where((eb) =>
          eb.or([eb('s.trainerId', '=', trainerId), eb('s.trainerId', 'is', null)]),
        );
    }
    return query.orderBy('s.scheduledAt').orderBy('s.id');
  }

  /**
   * Every booking but the cancelled ones of these sessions (or of every session starting in [from, to)), in
   * booking order. The range is picked by a subquery: with the day's ids as a list PostgreSQL's planner joined
   * all users by a hash instead of looking up the few thousand participants (46 instead of 8 ms at 100,000).
   */
  participants(settingIds: readonly number[] | { from: string; to: string }, db: Db = this.db) {
    const query = db
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
      .where('b.status', '!=', 'cancelled')
      .orderBy('b.id');
    if (!('from' in settingIds))
      return query.where('b.courseSettingId', 'in', settingIds.length ? settingIds : [-1]).execute();
    const { from, to } = settingIds;
    return query
      .where('b.courseSettingId', 'in', (eb) =>
        eb
          .selectFrom('courseSettings as s')
          .select('s.id')
          .where('s.scheduledAt', '>=', from)
          .where('s.scheduledAt', '<', to),
      )
      .execute();
  }

  /** A booking's check-in as it stands (status, when and by whom). */
  checkInOf(bookingId: number, db: Db) {
    return db
      .selectFrom('bookings')
      .select(['id', 'status', 'checkedInAt', 'checkedInBy', 'courseSettingId'])
      .where('id', '=', bookingId)
      .executeTakeFirst();
  }

  /** Takes a check-in back: the booking holds its seat again, unchecked; false when it was not checked in. */
  async undoCheckIn(bookingId: number, now: string, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('bookings')
      .set({ status: 'confirmed', checkedInAt: null, checkedInBy: null, updatedAt: now })
      .where('id', '=', bookingId)
      .where('status', '=', 'attended')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
