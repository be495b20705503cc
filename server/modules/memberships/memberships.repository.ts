// All SQL on membership types, memberships, no-show strikes and the studio's settings, and the reads of a
// member's bookings the entitlement needs (what counts against a membership, what is upcoming).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database, MembershipTypesTable, MembershipsTable, Db } from '../../db/schema';
import { firstLocationId } from '../locations/first-location';
import type { Insertable, Updateable } from 'kysely';

/**
 * The settings row that names the stored settings' version: a new random value written with every change, in
 * the change's transaction, so a process that read the settings with that value may keep them until it sees
 * another (decision 0193, 'A booking's CPU'). Not a setting (the service reads only the schema's keys).
 */
export const SETTINGS_VERSION_KEY = 'version';

const TYPE_COLUMNS = [
  't.id',
  't.name',
  't.badge',
  't.weeklyPriceCents',
  't.monthlyPriceCents',
  't.oneTimePriceCents',
  't.features',
  't.categories',
  't.limits',
  't.credits',
  't.validityDays',
  't.active',
  't.listed',
  't.sortOrder',
  't.soldOnline',
  't.setupFeeCents',
  't.minimumTermMonths',
  't.noticePeriodWeeks',
  't.allLocations',
  't.updatedAt',
] as const;

/** A member's memberships with what counts against them (a card's credits used). */
function membershipRows(db: Db) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('membershipTypes as t', 't.id', 'm.typeId')
    .select([
      'm.id',
      'm.userId',
      'm.typeId',
      'm.startsOn',
      'm.endsOn',
      'm.pausedFrom',
      'm.pausedUntil',
      'm.credits',
      'm.createdAt',
      'm.updatedAt',
      't.name',
      't.badge',
      't.categories',
      't.limits',
      't.allLocations',
      // A card's credits used: its counted bookings that hold or held a seat (a waitlist place uses none).
      (eb) =>
        eb
          .selectFrom('bookings as u')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('u.membershipId', '=', 'm.id')
          .where('u.counted', '=', sql<number>`true`)
          .where('u.status', '!=', 'pending')
          .as('creditsUsed'),
    ]);
}

/** A member's memberships, newest first; from `from` on (those not ended before it) when given. */
function membershipsOfMember(db: Db, userId: number, from?: string) {
  return membershipRows(db)
    .where('m.userId', '=', userId)
    .$if(from !== undefined, (q) =>
      q.where((eb) => eb.or([eb('m.endsOn', 'is', null), eb('m.endsOn', '>=', from!)])),
    )
    .orderBy('m.startsOn', 'desc')
    .orderBy('m.id', 'desc');
}

/** A member's memberships from `from` on, with their home studio on every row (issue 34). */
function withHome(db: Db, userId: number, from: string) {
  return membershipsOfMember(db, userId, from)
    .innerJoin('users as hu', 'hu.id', 'm.userId')
    .innerJoin('locations as hl', (join) =>
      join.on((eb) => eb('hl.id', '=', eb.fn.coalesce('hu.homeLocationId', firstLocationId(eb)))),
    )
    .select(['hl.id as homeLocationId', 'hl.name as homeLocationName']);
}

/**
 * `membershipsOf` from a day on, compiled once: what a booking reads again under the member's lock when a
 * membership counts something (credits, limits) or a fair rule is on: on PostgreSQL about 0.27 ms of planning
 * per call before (pg_stat_statements, 100,000 members).
 */
const ruleMembershipRows = prepared((db: Db, { userId, from }: { userId: number; from: string }) =>
  membershipsOfMember(db, userId, from),
);

/** `withHome` compiled once (decision 0209): what the booking reads before each member's booking. */
const membershipsWithHome = prepared((db: Db, { userId, from }: { userId: number; from: string }) =>
  withHome(db, userId, from),
);

/**
 * 'Meine Mitgliedschaft' reads these two side by side on every call: compiled once, and on PostgreSQL parsed and
 * planned once per connection (decision 0216; each was about 0.4 ms of PostgreSQL's planning per call).
 */
const membershipsWithHomeAndVersion = prepared((db: Db, { userId, from }: { userId: number; from: string }) =>
  withHome(db, userId, from).select((eb) =>
    eb
      .selectFrom('studioSettings')
      .select('value')
      .where('key', '=', SETTINGS_VERSION_KEY)
      .as('settingsVersion'),
  ),
);

const countedOrUpcoming = prepared(
  (db: Db, { userId, from, now }: { userId: number; from: string; now: string }) =>
    db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select(['b.id', 'b.membershipId', 'b.counted', 'b.status', 's.scheduledAt', 'c.title', 'c.category'])
      .where('b.userId', '=', userId)
      .where('s.scheduledAt', '>=', from)
      .where((eb) =>
        eb.or([
          eb.and([eb('b.counted', '=', sql<number>`true`), eb('b.membershipId', 'is not', null)]),
          eb.and([eb('b.status', 'in', ['confirmed', 'pending']), eb('s.scheduledAt', '>', now)]),
        ]),
      ),
);

export type TypeRow = Awaited<ReturnType<MembershipsRepository['types']>>[number];
export type MembershipRow = Awaited<ReturnType<MembershipsRepository['membershipsOf']>>[number];
export type StrikeRow = Awaited<ReturnType<MembershipsRepository['strikesOf']>>[number];

export class MembershipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // Types

  types(db: Db = this.db, only: { active?: boolean; listed?: boolean } = {}) {
    return db
      .selectFrom('membershipTypes as t')
      .select(TYPE_COLUMNS)
      .$if(only.active === true, (q) => q.where('t.active', '=', sql<number>`true`))
      .$if(only.listed === true, (q) => q.where('t.listed', '=', sql<number>`true`))
      .orderBy('t.sortOrder')
      .orderBy('t.id')
      .execute();
  }

  type(id: number, db: Db = this.db) {
    return db
      .selectFrom('membershipTypes as t')
      .select(TYPE_COLUMNS)
      .where('t.id', '=', id)
      .executeTakeFirst();
  }

  async countTypes(db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('membershipTypes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Inserts types; a name that exists already is skipped (two processes seeding at once). Their ids. */
  async insertTypes(rows: Insertable<MembershipTypesTable>[], db: Db = this.db): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await db
      .insertInto('membershipTypes')
      .values(rows)
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .execute();
    return inserted.map((row) => row.id);
  }

  async typeIdByName(name: string, db: Db = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('membershipTypes')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  async updateType(id: number, patch: Updateable<MembershipTypesTable>, db: Db): Promise<boolean> {
    const result = await db.updateTable('membershipTypes').set(patch).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteType(id: number, db: Db): Promise<void> {
    await db.deleteFrom('membershipTypes').where('id', '=', id).execute();
  }

  async typeInUse(id: number, db: Db): Promise<boolean> {
    const row = await db
      .selectFrom('memberships')
      .select('id')
      .where('typeId', '=', id)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  // Memberships

  /** A member's memberships, newest first, ended ones too. */
  membershipsOf(userId: number) {
    return membershipsOfMember(this.db, userId).execute();
  }

  /**
   * A member's memberships not ended before `from` (a Berlin date), newest first, compiled once
   * (`ruleMembershipRows`).
   */
  async ruleMembershipsOf(userId: number, db: Db, from: string): Promise<MembershipRow[]> {
    return (await ruleMembershipRows(db, { userId, from })).rows;
  }

  /**
   * `membershipsOf` with the member's home studio on every row (issue 34: `homeLocationId`, `homeLocationName`;
   * their own, else the first location), in the same statement: what the booking rule reads before a member's
   * booking, without a statement more (two joins by primary key).
   */
  async membershipsWithHomeOf(userId: number, db: Db, from: string) {
    return (await membershipsWithHome(db, { userId, from })).rows;
  }

  /**
   * `membershipsWithHomeOf` with the studio settings' version on every row (`settingsVersion`, as the booking's
   * session read has it: SettingsService.at), for 'mine' (decision 0210): no read of the settings while they
   * are unchanged and the member holds a membership.
   */
  async membershipsWithHomeAndVersionOf(userId: number, db: Db, from: string) {
    return (await membershipsWithHomeAndVersion(db, { userId, from })).rows;
  }

  membership(id: number, db: Db = this.db) {
    return membershipRows(db).where('m.id', '=', id).executeTakeFirst();
  }

  async insertMembership(row: Insertable<MembershipsTable>, db: Db): Promise<number> {
    const inserted = await db.insertInto('memberships').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateMembership(id: number, patch: Updateable<MembershipsTable>, db: Db): Promise<void> {
    await db.updateTable('memberships').set(patch).where('id', '=', id).execute();
  }

  /**
   * The member's bookings that count against a membership, of sessions from `from` on, with the session's
   * start and its course's title and own category (the caller derives the effective category).
   */
  countedBookings(userId: number, from: string, db: Db, excludeBookingId?: number) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select(['b.id', 'b.membershipId', 's.scheduledAt', 'c.title', 'c.category'])
      .where('b.userId', '=', userId)
      .where('b.counted', '=', sql<number>`true`)
      .where('b.membershipId', 'is not', null)
      .where('s.scheduledAt', '>=', from)
      .$if(excludeBookingId !== undefined, (q) => q.where('b.id', '!=', excludeBookingId!))
      .execute();
  }

  /**
   * 'Mine' in one statement (decision 0210): the member's bookings of sessions from `from` on that count against a
   * membership (as `countedBookings`) or are confirmed or waitlisted for a session after `now` (as
   * `upcomingCount`, given `from` is not after `now`), each with its `counted` and `status` to tell which.
   */
  async countedOrUpcoming(userId: number, from: string, now: string, db: Db) {
    return (await countedOrUpcoming(db, { userId, from, now })).rows;
  }

  /**
   * The member's home studio (issue 34): their own, else the first location (an account without one counts as
   * a member of the first). One statement; undefined only for a member that does not exist.
   */
  homeLocation(userId: number, db: Db) {
    return db
      .selectFrom('locations as l')
      .select(['l.id', 'l.name'])
      .where('l.id', '=', (eb) =>
        eb.fn.coalesce(
          eb.selectFrom('users as u').select('u.homeLocationId').where('u.id', '=', userId),
          firstLocationId(eb),
        ),
      )
      .executeTakeFirst();
  }

  /**
   * Billing (issue 33): whether the member carries the flag of two returned debits in a row. Read only while the
   * billing settings block bookings then (SettingsService.blocksAfterReturns). One read by primary key.
   */
  async billingFlagged(userId: number, db: Db): Promise<boolean> {
    const row = await db
      .selectFrom('billingFlags')
      .select('userId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The member's confirmed or waitlisted bookings of sessions starting after `now`. */
  async upcomingCount(userId: number, now: string, db: Db, excludeBookingId?: number): Promise<number> {
    const row = await db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.userId', '=', userId)
      .where('b.status', 'in', ['confirmed', 'pending'])
      .where('s.scheduledAt', '>', now)
      .$if(excludeBookingId !== undefined, (q) => q.where('b.id', '!=', excludeBookingId!))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // Strikes

  /** A member's strikes given since `since`, oldest first, with their session. */
  strikesOf(userId: number, since: string, db: Db = this.db) {
    return db
      .selectFrom('strikes as k')
      .innerJoin('bookings as b', 'b.id', 'k.bookingId')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        'k.id',
        'k.userId',
        'k.bookingId',
        'k.createdAt',
        'k.forgivenAt',
        'k.forgivenReason',
        'c.title as courseTitle',
        's.scheduledAt',
      ])
      .where('k.userId', '=', userId)
      .where('k.createdAt', '>=', since)
      .orderBy('k.createdAt')
      .orderBy('k.id')
      .execute();
  }

  strike(id: number, db: Db = this.db) {
    return db.selectFrom('strikes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertStrikes(
    rows: Array<{ userId: number; bookingId: number; createdAt: string }>,
    db: Db,
  ): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('strikes')
      .values(rows)
      .onConflict((oc) => oc.column('bookingId').doNothing())
      .execute();
  }

  async forgiveStrike(id: number, by: number, reason: string, now: string, db: Db): Promise<void> {
    await db
      .updateTable('strikes')
      .set({ forgivenAt: now, forgivenBy: by, forgivenReason: reason })
      .where('id', '=', id)
      .execute();
  }

  /** No-shows of these bookings with member and start, for the strikes (promotedAt for the late exception). */
  noShows(bookingIds: readonly number[], db: Db) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .select(['b.id', 'b.userId', 'b.promotedAt', 's.scheduledAt'])
      .where('b.id', 'in', bookingIds.length ? bookingIds : [-1])
      .execute();
  }

  // Settings

  settings(db: Db = this.db) {
    return db.selectFrom('studioSettings').select(['key', 'value']).execute();
  }

  async saveSettings(values: Record<string, unknown>, now: string, db: Db): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length > 0) entries.push([SETTINGS_VERSION_KEY, randomUUID()]);
    for (const [key, value] of entries) {
      await db
        .insertInto('studioSettings')
        .values({ key, value: JSON.stringify(value), updatedAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updatedAt: now }))
        .execute();
    }
  }

  // Leads

  lead(id: number, db: Db) {
    return db
      .selectFrom('leads')
      .select(['id', 'name', 'email', 'userId'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async linkLead(id: number, userId: number, now: string, db: Db): Promise<void> {
    await db
      .updateTable('leads')
      .set({ userId, handledAt: sql`coalesce(handled_at, ${now})` })
      .where('id', '=', id)
      .execute();
  }
}
