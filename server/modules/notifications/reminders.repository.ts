// All SQL of the reminders (issue 21): the confirmed bookings whose reminder is due, and the claim that stores
// each reminder once (reminder_queued_at, set by exactly one process: the UPDATE re-checks it under the row lock).
import { sql, type Kysely } from 'kysely';
import type { ReminderCandidate as ReminderFacts } from '#domain/bookings/reminder';
import type { Database, Db } from '../../db/schema';

export interface ReminderCandidate extends ReminderFacts {
  id: number;
}

export class RemindersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Confirmed bookings of sessions starting after `now` and by `horizon` (now + the reminder time), not yet
   * reminded, of sessions the studio did not cancel, of members who want reminders and are not anonymised.
   */
  candidates(now: string, horizon: string, db: Db = this.db): Promise<ReminderCandidate[]> {
    return db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('users as u', 'u.id', 'b.userId')
      .select(['b.id', 'b.createdAt', 'b.promotedAt', 's.scheduledAt'])
      .where('b.status', '=', 'confirmed')
      .where('b.reminderQueuedAt', 'is', null)
      .where('s.cancelledAt', 'is', null)
      .where('s.scheduledAt', '>', now)
      .where('s.scheduledAt', '<=', horizon)
      .where('u.anonymisedAt', 'is', null)
      .where('u.reminders', '=', sql<number>`true`)
      .orderBy('b.id')
      .limit(500)
      .execute();
  }

  /** Claims the bookings' reminders; returns the ids this caller got (none that another process has). */
  async claim(ids: readonly number[], now: string, db: Db): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .updateTable('bookings')
      .set({ reminderQueuedAt: now })
      .where('id', 'in', [...ids])
      .where('reminderQueuedAt', 'is', null)
      .where('status', '=', 'confirmed')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
