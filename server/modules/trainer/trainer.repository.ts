// All SQL of the trainer's own work (issue 22): the members booked on a session, the messages sent to them (for
// the daily cap), substitute requests, and the change of a session's trainer.
import type { Kysely } from 'kysely';
import type { LocationScope } from '#domain/auth/permissions';
import type { Database, Db } from '../../db/schema';
import { whereInScope } from '../staff/staff-scope.repository';

/** Bookings that hold a seat and are still to come or checked in: the members a message or a notice goes to. */
const BOOKED = ['confirmed', 'attended'] as const;

export type SubstituteRequestRow = Awaited<ReturnType<TrainerRepository['requests']>>[number];

export class TrainerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The ids of the session's bookings that hold a seat (confirmed or checked in), in booking order. */
  async bookedIds(settingId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('bookings')
      .select('id')
      .where('courseSettingId', '=', settingId)
      .where('status', 'in', BOOKED)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  async messagesSince(settingId: number, since: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('sessionMessages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseSettingId', '=', settingId)
      .where('createdAt', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertMessage(
    row: { courseSettingId: number; senderId: number; subject: string; body: string; recipients: number },
    now: string,
    db: Db,
  ): Promise<number> {
    const { id } = await db
      .insertInto('sessionMessages')
      .values({ ...row, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Substitute requests with their session, course and people; filtered by id, session or open state. */
  requests(
    filter: {
      id?: number;
      settingIds?: readonly number[];
      open?: boolean;
      startsAfter?: string;
      /** A manager's scope (decision 0205): the requests of sessions at these locations. */
      scope?: LocationScope;
    },
    db: Db = this.db,
  ) {
    let query = db
      .selectFrom('substituteRequests as r')
      .innerJoin('courseSettings as s', 's.id', 'r.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .innerJoin('users as asker', 'asker.id', 'r.requestedBy')
      .leftJoin('users as taker', 'taker.id', 'r.takenBy')
      .select([
        'r.id',
        'r.courseSettingId',
        's.courseId',
        'c.title as courseTitle',
        's.scheduledAt',
        's.trainerId',
        's.cancelledAt',
        'r.reason',
        'r.requestedBy',
        'asker.firstName as askerFirstName',
        'asker.lastName as askerLastName',
        'r.createdAt',
        'r.takenBy',
        'taker.firstName as takerFirstName',
        'taker.lastName as takerLastName',
        'r.takenAt',
        'r.withdrawnAt',
      ])
      .where('c.deletedAt', 'is', null);
    if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
    if (filter.settingIds) query = query.where('r.courseSettingId', 'in', [...filter.settingIds, -1]);
    if (filter.open)
      query = query
        .where('r.takenBy', 'is', null)
        .where('r.withdrawnAt', 'is', null)
        .where('s.cancelledAt', 'is', null);
    if (filter.startsAfter) query = query.where('s.scheduledAt', '>', filter.startsAfter);
    const { scope } = filter;
    if (scope) query = query.where((eb) => whereInScope(eb, 'c.locationId', scope));
    return query.orderBy('s.scheduledAt').orderBy('r.id').execute();
  }

  async insertRequest(
    row: { courseSettingId: number; requestedBy: number; reason: string },
    now: string,
    db: Db,
  ): Promise<number> {
    const { id } = await db
      .insertInto('substituteRequests')
      .values({ ...row, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async closeRequest(
    id: number,
    fields: { takenBy: number; assignedBy: number | null },
    now: string,
    db: Db,
  ): Promise<void> {
    await db
      .updateTable('substituteRequests')
      .set({ ...fields, takenAt: now })
      .where('id', '=', id)
      .execute();
  }

  /** Who leads the session now: the account (or null) and the name shown. */
  lead(settingId: number, db: Db = this.db) {
    return db
      .selectFrom('courseSettings')
      .select(['trainerId', 'trainerName'])
      .where('id', '=', settingId)
      .executeTakeFirst();
  }

  /** The session is led by this account from now on (its display name shown). */
  async setTrainer(settingId: number, trainer: { id: number; name: string }, db: Db): Promise<void> {
    await db
      .updateTable('courseSettings')
      .set({ trainerId: trainer.id, trainerName: trainer.name })
      .where('id', '=', settingId)
      .execute();
  }
}
