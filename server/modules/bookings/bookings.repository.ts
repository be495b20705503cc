// All SQL on bookings and idempotency keys.
import { sql, type ExpressionBuilder, type Kysely, type QueryCreator } from 'kysely';
import type { BookingListQuery } from '#domain/schemas/bookings';
import type { LocationScope } from '#domain/auth/permissions';
import { berlinToInstant } from '#domain/time';
import { prepared } from '../../db/prepared';
import type { Database, Db } from '../../db/schema';
import { SEAT_STATUSES } from '../courses/courses.repository';
import { confirmationOfTaken } from '../mail/mail.repository';
import type { MailService } from '../mail/mail.service';
import { SETTINGS_VERSION_KEY } from '../memberships/memberships.repository';
import { whereInScope } from '../staff/staff-scope.repository';

/** The admin list's filter; without a limit every matching booking (the participant lists, one member's). */
export type BookingFilter = Omit<BookingListQuery, 'limit'> & {
  limit?: number;
  ids?: number[];
  courseId?: number;
  /** A manager's scope (decision 0205): the bookings of sessions at these locations. */
  scope?: LocationScope;
};

/** Statuses that hold a member's place in a session (one per member and session). */
const ACTIVE_STATUSES = ['confirmed', 'pending', 'attended', 'no_show'];

/** True while the session `s` has a free seat (seats taken counted in the same statement). */
const seatFree = (eb: ExpressionBuilder<Database & { s: Database['courseSettings'] }, 's'>) =>
  eb(
    eb
      .selectFrom('bookings as t')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('t.courseSettingId', '=', 's.id')
      .where('t.status', 'in', SEAT_STATUSES),
    '<',
    eb.ref('s.maxParticipants'),
  );

/** The session read of `BookingsRepository.session`, compiled once (decision 0209); `lock` takes its row lock. */
const sessionStatement = (lock: boolean) =>
  prepared((db: Db, { settingId }: { settingId: number }) =>
    db
      .selectFrom('courseSettings as s')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        's.id',
        's.courseId',
        's.scheduledAt',
        's.maxParticipants',
        's.trainerName',
        's.trainerId',
        's.cancelledAt',
        'c.locationId',
        'c.bookable',
        'c.durationMinutes',
        'c.title as courseTitle',
        'c.category as courseCategory',
        // The studio settings' version in the same statement (SettingsService.at): no read of the settings.
        (eb) =>
          eb
            .selectFrom('studioSettings')
            .select('value')
            .where('key', '=', SETTINGS_VERSION_KEY)
            .as('settingsVersion'),
      ])
      .where('s.id', '=', settingId)
      .$if(lock, (q) => q.forUpdate('s')),
  );
const sessionRead = sessionStatement(false);
const sessionLocked = sessionStatement(true);

/** What the conditional insert of `BookingsRepository.take` is made of. */
type TakeValues = {
  userId: number;
  courseSettingId: number;
  now: string;
  opensUntil: string;
  membershipId: number;
};

/** The conditional insert of `BookingsRepository.take`, without its answer; `waitlist`: a waitlist place allowed. */
const takeInsert = (qc: QueryCreator<Database>, row: TakeValues, waitlist: boolean) =>
  qc
    .insertInto('bookings')
    .columns(['userId', 'courseSettingId', 'status', 'createdAt', 'updatedAt', 'membershipId', 'counted'])
    .expression((eb) =>
      eb
        .selectFrom('courseSettings as s')
        .innerJoin('courses as c', 'c.id', 's.courseId')
        .select((e) => [
          sql<number>`cast(${row.userId} as integer)`.as('userId'),
          's.id as courseSettingId',
          e
            .case()
            .when(seatFree(e))
            .then(sql<string>`'confirmed'`)
            .else(sql<string>`'pending'`)
            .end()
            .as('status'),
          e.val(row.now).as('createdAt'),
          e.val(row.now).as('updatedAt'),
          sql<number>`cast(${row.membershipId} as integer)`.as('membershipId'),
          sql<number>`true`.as('counted'),
        ])
        .where('s.id', '=', row.courseSettingId)
        .where('s.cancelledAt', 'is', null)
        .where('c.bookable', '=', sql<number>`true`)
        .where('s.scheduledAt', '>', row.opensUntil)
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('bookings as mine')
                .select('mine.id')
                .whereRef('mine.courseSettingId', '=', 's.id')
                .where('mine.userId', '=', row.userId)
                .where('mine.status', 'in', ACTIVE_STATUSES),
            ),
          ),
        )
        .$if(!waitlist, (q) => q.where(seatFree)),
    );

/** The session's waitlisted bookings older than booking `id` of session `settingId` (references). */
const waitingAhead = (
  qc: QueryCreator<Database>,
  settingId: 'bookings.courseSettingId' | 't.courseSettingId',
  id: 'bookings.id' | 't.id',
) =>
  qc
    .selectFrom('bookings as w')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('w.courseSettingId', '=', sql.ref<number>(settingId))
    .where('w.status', '=', 'pending')
    .whereRef('w.id', '<', sql.ref<number>(id));

/** The confirmation mail's row of `takeAndMailStatement` (each value a parameter of its own). */
type MailValues = {
  mailKind: string;
  mailPayload: string;
  mailCreatedAt: string;
  mailNextAttemptAt: string | null;
};

/** `take`'s statement, compiled once per shape (decision 0209). */
const takeStatement = (waitlist: boolean) =>
  prepared((db: Db, row: TakeValues) =>
    takeInsert(db, row, waitlist).returning([
      'id',
      'status',
      'createdAt',
      sql<number>`(${waitingAhead(db, 'bookings.courseSettingId', 'bookings.id')})`.as('ahead'),
    ]),
  );

/**
 * `take` and a confirmed seat's mail in one statement (PostgreSQL: a data-modifying CTE; decision 0209), compiled
 * once per shape: a round trip less per booking. `mailed` counts the mail rows stored (0 or 1).
 */
const takeAndMailStatement = (waitlist: boolean) =>
  prepared((db: Db, row: TakeValues & MailValues) =>
    db
      .with('taken', (qc) =>
        takeInsert(qc, row, waitlist).returning(['id', 'status', 'createdAt', 'courseSettingId', 'userId']),
      )
      .with('mailed', (qc) =>
        confirmationOfTaken(qc, {
          kind: row.mailKind,
          payload: row.mailPayload,
          createdAt: row.mailCreatedAt,
          nextAttemptAt: row.mailNextAttemptAt,
        }),
      )
      .selectFrom('taken as t')
      .select((eb) => [
        't.id',
        't.status',
        't.createdAt',
        sql<number>`(${waitingAhead(db, 't.courseSettingId', 't.id')})`.as('ahead'),
        eb
          .selectFrom('mailed')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('mailed'),
      ]),
  );
const takeAndMail = { waitlist: takeAndMailStatement(true), seat: takeAndMailStatement(false) };

const takeOrWait = takeStatement(true);
const takeSeat = takeStatement(false);

/** A booking joined with its session and course: what every booking answer is built from. */
export type BookingRow = Awaited<ReturnType<BookingsRepository['rows']>>[number];

export class BookingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Bookings with session and course, optionally filtered; ordered by session start, then booking order. */
  rows(filter: BookingFilter = {}, db: Db = this.db) {
    let query = db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .innerJoin('users as u', 'u.id', 'b.userId')
      .select([
        'b.id',
        'b.userId',
        'b.courseSettingId',
        'b.status',
        'b.createdAt',
        'b.cancelledAt',
        'b.promotedAt',
        'b.waitlistClosedAt',
        'b.notes',
        'b.checkedInAt',
        's.courseId',
        's.scheduledAt',
        's.trainerName',
        'c.title as courseTitle',
        'c.durationMinutes',
        'u.firstName',
        'u.lastName',
        'u.email',
      ]);
    if (filter.ids) query = query.where('b.id', 'in', filter.ids.length ? filter.ids : [-1]);
    if (filter.courseId !== undefined) query = query.where('s.courseId', '=', filter.courseId);
    const { scope } = filter;
    if (scope) query = query.where((eb) => whereInScope(eb, 'c.locationId', scope));
    if (filter.courseSettingsId !== undefined)
      query = query.where('b.courseSettingId', '=', filter.courseSettingsId);
    if (filter.userId !== undefined) query = query.where('b.userId', '=', filter.userId);
    if (filter.status) query = query.where('b.status', '=', filter.status);
    if (filter.date) {
      const [y, m, d] = filter.date.split('-').map(Number) as [number, number, number];
      query = query
        .where('s.scheduledAt', '>=', berlinToInstant(y, m, d).toISOString())
        .where('s.scheduledAt', '<', berlinToInstant(y, m, d + 1).toISOString());
    }
    if (filter.cursor !== undefined) {
      const cursor = filter.cursor;
      const at = db
        .selectFrom('bookings as cb')
        .innerJoin('courseSettings as cs', 'cs.id', 'cb.courseSettingId')
        .select('cs.scheduledAt')
        .where('cb.id', '=', cursor);
      query = query.where((eb) =>
        eb.or([
          eb('s.scheduledAt', '>', at),
          eb.and([eb('s.scheduledAt', '=', at), eb('b.id', '>', cursor)]),
        ]),
      );
    }
    if (filter.limit !== undefined) query = query.limit(filter.limit);
    return query.orderBy('s.scheduledAt').orderBy('b.id').execute();
  }

  /**
   * The session with what booking needs to decide: start, seats, course flag and length, and the studio
   * settings' version. `lock` (PostgreSQL only): the same read takes the session row's lock (`FOR UPDATE OF s`)
   * and answers with the row as it is once the lock is held, so booking needs no separate lock statement.
   */
  async session(settingId: number, db: Db, lock = false) {
    const { rows } = await (lock ? sessionLocked : sessionRead)(db, { settingId });
    return rows[0];
  }

  /**
   * Takes a seat, or a waitlist place when the session is full and `waitlist` allows it, in one conditional
   * INSERT … SELECT: the status comes from the seats counted by the same statement, and nothing is inserted
   * when the session is cancelled, not bookable, closed for booking (starts at or before `opensUntil`), or the
   * member already holds an open booking of it. Exact only while the caller holds the session's lock
   * (PostgreSQL: the row locked in an earlier statement, so this statement's snapshot sees every booking
   * committed before the lock; SQLite: BEGIN IMMEDIATE). Undefined when nothing was inserted. `ahead` counts
   * the session's waitlisted bookings older than this one (a waitlisted booking's position is `ahead + 1`).
   * With `mail` (PostgreSQL only), a confirmed seat's mail is stored by the same statement; `mailed` says
   * whether it was (the member may have switched it off).
   */
  async take(
    row: TakeValues & {
      waitlist: boolean;
      mail?: ReturnType<MailService['bookingConfirmedRow']>;
    },
    db: Db,
  ): Promise<
    { id: number; status: string; createdAt: string; ahead: number; mailed?: number | null } | undefined
  > {
    const { waitlist, mail, ...values } = row;
    if (mail) {
      const mailValues = {
        mailKind: mail.kind,
        mailPayload: mail.payload,
        mailCreatedAt: mail.createdAt,
        mailNextAttemptAt: mail.nextAttemptAt,
      };
      return (await takeAndMail[waitlist ? 'waitlist' : 'seat'](db, { ...values, ...mailValues })).rows[0];
    }
    return (await (waitlist ? takeOrWait : takeSeat)(db, values)).rows[0];
  }

  /** The waitlist position (1-based, booking order) of a pending booking. */
  async pendingPosition(settingId: number, bookingId: number, db: Db): Promise<number> {
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseSettingId', '=', settingId)
      .where('status', '=', 'pending')
      .where('id', '<=', bookingId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async seatsTaken(settingId: number, db: Db): Promise<number> {
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseSettingId', '=', settingId)
      .where('status', 'in', SEAT_STATUSES)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  activeOf(userId: number, settingId: number, db: Db) {
    return db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('userId', '=', userId)
      .where('courseSettingId', '=', settingId)
      .where('status', 'in', ACTIVE_STATUSES)
      .executeTakeFirst();
  }

  async insert(
    row: {
      userId: number;
      courseSettingId: number;
      status: 'confirmed' | 'pending';
      now: string;
      notes?: string | null;
      /** The membership it uses; null: a desk override without one (counts against nothing). */
      membershipId?: number | null;
    },
    db: Db,
  ): Promise<number> {
    const inserted = await db
      .insertInto('bookings')
      .values({
        userId: row.userId,
        courseSettingId: row.courseSettingId,
        status: row.status,
        createdAt: row.now,
        updatedAt: row.now,
        notes: row.notes ?? null,
        membershipId: row.membershipId ?? null,
        counted: row.membershipId ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  find(id: number, db: Db) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        'b.id',
        'b.userId',
        'b.status',
        'b.courseSettingId',
        's.scheduledAt',
        's.trainerName',
        's.trainerId',
        's.maxParticipants',
        's.cancelledAt as sessionCancelledAt',
        'c.durationMinutes',
        // The check-in's location rule (issue 34): where the session is and which membership the booking used.
        'c.locationId',
        'b.membershipId',
      ])
      .where('b.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Cancels bookings; `notes` (when given) tells the member why, e.g. 'Kurs abgesagt'. The credit or period
   * slot goes back to the membership (issue 19), unless `keepCounted` (a late cancellation at the desk).
   */
  async cancel(
    id: number | readonly number[],
    now: string,
    db: Db,
    notes?: string,
    options: { keepCounted?: boolean } = {},
  ): Promise<void> {
    const ids = typeof id === 'number' ? [id] : id;
    if (ids.length === 0) return;
    await db
      .updateTable('bookings')
      .set({
        status: 'cancelled',
        cancelledAt: now,
        updatedAt: now,
        ...(notes ? { notes } : {}),
        ...(options.keepCounted ? {} : { counted: 0 }),
      })
      .where('id', 'in', ids)
      .execute();
  }

  /** Open (confirmed or waitlisted) bookings of these sessions, in booking order. */
  open(settingIds: readonly number[], db: Db) {
    if (settingIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('bookings')
      .select(['id', 'status', 'courseSettingId', 'userId'])
      .where('courseSettingId', 'in', settingIds)
      .where('status', 'in', ['confirmed', 'pending'])
      .orderBy('id')
      .execute();
  }

  /** The member's open bookings of sessions starting after `from`. */
  openOfUserFrom(userId: number, from: string, db: Db) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .select(['b.id', 'b.status', 'b.courseSettingId', 's.maxParticipants'])
      .where('b.userId', '=', userId)
      .where('b.status', 'in', ['confirmed', 'pending'])
      .where('s.scheduledAt', '>', from)
      .orderBy('b.id')
      .execute();
  }

  /** The member's latest cancelled booking of the session, if any. */
  latestCancelledOf(userId: number, settingId: number, db: Db) {
    return db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('userId', '=', userId)
      .where('courseSettingId', '=', settingId)
      .where('status', '=', 'cancelled')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** How many bookings of any status these sessions have ever had. */
  async countAll(settingIds: readonly number[], db: Db): Promise<number> {
    if (settingIds.length === 0) return 0;
    const row = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courseSettingId', 'in', settingIds)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A waitlisted booking gets a seat by hand; `notes` records an override. */
  async confirm(id: number, now: string, db: Db, notes?: string): Promise<void> {
    await db
      .updateTable('bookings')
      .set({ status: 'confirmed', promotedAt: now, updatedAt: now, ...(notes ? { notes } : {}) })
      .where('id', '=', id)
      .execute();
  }

  async checkIn(id: number, now: string, byUserId: number, db: Db): Promise<void> {
    await db
      .updateTable('bookings')
      .set({ status: 'attended', checkedInAt: now, checkedInBy: byUserId, updatedAt: now })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the session's confirmed (never checked-in) bookings as no-shows; their ids. */
  async markNoShows(settingId: number, now: string, db: Db): Promise<number[]> {
    const rows = await db
      .updateTable('bookings')
      .set({ status: 'no_show', updatedAt: now })
      .where('courseSettingId', '=', settingId)
      .where('status', '=', 'confirmed')
      .returning('id')
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** The session's waitlisted bookings in booking order (the waitlist's order), those past the cut-off aside. */
  waiting(settingId: number, db: Db) {
    return db
      .selectFrom('bookings')
      .select(['id', 'userId'])
      .where('courseSettingId', '=', settingId)
      .where('status', '=', 'pending')
      .where('waitlistClosedAt', 'is', null)
      .orderBy('id')
      .execute();
  }

  /** A waitlisted booking gets its seat, counted against the membership the re-check chose. */
  async promote(id: number, now: string, membershipId: number, db: Db): Promise<void> {
    await db
      .updateTable('bookings')
      .set({ status: 'confirmed', promotedAt: now, updatedAt: now, membershipId, counted: 1 })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The waitlist cut-off (issue 19): marks the waitlisted bookings of sessions starting from `since` up to
   * `closesUntil` as closed and returns their ids, each exactly once across processes: the conditional UPDATE
   * takes a row only while it is still open. Their period slot goes back (they never got a seat).
   */
  async closeWaitlists(now: string, since: string, closesUntil: string, db: Db): Promise<number[]> {
    const rows = await db
      .updateTable('bookings')
      .set({ waitlistClosedAt: now, updatedAt: now, counted: 0 })
      .where('status', '=', 'pending')
      .where('waitlistClosedAt', 'is', null)
      .where('courseSettingId', 'in', (eb) =>
        eb
          .selectFrom('courseSettings')
          .select('id')
          .where('scheduledAt', '<=', closesUntil)
          .where('scheduledAt', '>', since)
          .where('cancelledAt', 'is', null),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** Waitlist positions (1-based, booking order) of the pending bookings of these sessions. */
  async positions(settingIds: readonly number[], db: Db = this.db): Promise<Map<number, number>> {
    const positions = new Map<number, number>();
    if (settingIds.length === 0) return positions;
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'courseSettingId'])
      .where('courseSettingId', 'in', settingIds)
      .where('status', '=', 'pending')
      .orderBy('courseSettingId')
      .orderBy('id')
      .execute();
    const counters = new Map<number, number>();
    for (const row of rows) {
      const next = (counters.get(row.courseSettingId) ?? 0) + 1;
      counters.set(row.courseSettingId, next);
      positions.set(row.id, next);
    }
    return positions;
  }

  idempotencyRecord(userId: number, key: string, db: Db) {
    return db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('userId', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async saveIdempotencyRecord(
    row: {
      userId: number;
      key: string;
      requestHash: string;
      responseStatus: number;
      responseBody: string;
      now: string;
    },
    db: Db,
  ): Promise<void> {
    await db
      .insertInto('idempotencyKeys')
      .values({
        userId: row.userId,
        key: row.key,
        requestHash: row.requestHash,
        responseStatus: row.responseStatus,
        responseBody: row.responseBody,
        createdAt: row.now,
      })
      .execute();
  }

  async deleteIdempotencyRecordsBefore(userId: number, before: string, db: Db): Promise<void> {
    await db
      .deleteFrom('idempotencyKeys')
      .where('userId', '=', userId)
      .where('createdAt', '<', before)
      .execute();
  }
}
