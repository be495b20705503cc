// All SQL on the members' push subscriptions (issue 21): one row per device (its endpoint unique), listed for
// the member, removed by the member, by a 404/410 of the push service, or with the account.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PushSubscriptionsTable } from '../../db/schema';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export class PushRepository {
  constructor(private readonly db: Kysely<Database>) {}

  ofUser(userId: number): Promise<PushSubscriptionRow[]> {
    return this.db
      .selectFrom('pushSubscriptions')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
  }

  /**
   * Stores a device's subscription for the member; the same endpoint again (a re-subscribe, or another member
   * signed in on the device) replaces the old row, so each device is listed once, for whoever subscribed last.
   */
  async save(row: Omit<PushSubscriptionRow, 'id'>): Promise<PushSubscriptionRow> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('pushSubscriptions').where('endpoint', '=', row.endpoint).execute();
      return trx.insertInto('pushSubscriptions').values(row).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** Removes one of the member's devices; false when it is not theirs (or gone already). */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('pushSubscriptions')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The push service answered 404 or 410: the subscription expired or was revoked. */
  async removeGone(id: number): Promise<void> {
    await this.db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
  }
}
