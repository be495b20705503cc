// All SQL on the mail outbox: storing mails (inside the caller's transaction, so a mail exists exactly when the
// change it tells of was committed), finding what is due, claiming, marking sent or failed; and the member data
// the booking mails are written from.
import { sql, type Insertable, type Kysely, type QueryCreator, type Selectable } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database, Db, MailOutboxTable } from '../../db/schema';
import { PUSH_KINDS } from '../notifications/push-texts';

export type MailRow = Selectable<MailOutboxTable>;
export type NewMailRow = Insertable<MailOutboxTable>;

/** What a member's mail row is made of besides the member (their address and id). */
type MemberMailValues = { kind: string; payload: string; createdAt: string; nextAttemptAt: string | null };

/** `insertForMember`'s statement, compiled once per preference (decision 0209). */
const memberMailStatement = (preference: 'mailBookingConfirmed' | 'mailWaitlistPromoted') =>
  prepared((db: Db, row: MemberMailValues & { userId: number }) =>
    db
      .insertInto('mailOutbox')
      .columns(MEMBER_MAIL_COLUMNS)
      .expression((eb) =>
        eb
          .selectFrom('users as u')
          .select((e) => [
            e.val(row.kind).as('kind'),
            'u.email as recipient',
            e.val(row.payload).as('payload'),
            e.val(row.createdAt).as('createdAt'),
            e.val(row.nextAttemptAt).as('nextAttemptAt'),
            'u.id as userId',
          ])
          .where('u.id', '=', row.userId)
          .where('u.anonymisedAt', 'is', null)
          .where(`u.${preference}`, '=', sql<number>`true`),
      ),
  );
const memberMail = {
  mailBookingConfirmed: memberMailStatement('mailBookingConfirmed'),
  mailWaitlistPromoted: memberMailStatement('mailWaitlistPromoted'),
};

/** Whether any device is subscribed to push (the delivery run after every booking asks; decision 0209). */
const anySubscription = prepared((db: Db) => db.selectFrom('pushSubscriptions').select('id').limit(1));

const MEMBER_MAIL_COLUMNS = ['kind', 'recipient', 'payload', 'createdAt', 'nextAttemptAt', 'userId'] as const;

/**
 * A booking's confirmation stored by the statement that inserts the booking (PostgreSQL, decision 0209): `taken`
 * is that statement's inserted booking, whose id joins the payload. Stored on the conditions of
 * `insertForMember`'s 'mailBookingConfirmed' (a seat, a member who did not switch it off, not anonymised).
 */
export function confirmationOfTaken(
  qc: QueryCreator<Database & { taken: { id: number; status: string; userId: number } }>,
  row: MemberMailValues,
) {
  return qc
    .insertInto('mailOutbox')
    .columns(MEMBER_MAIL_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom('taken as t')
        .innerJoin('users as u', 'u.id', 't.userId')
        .select((e) => [
          e.val(row.kind).as('kind'),
          'u.email as recipient',
          sql<string>`cast(jsonb_set(cast(${row.payload} as jsonb), '{bookingId}', to_jsonb(${sql.ref('t.id')})) as text)`.as(
            'payload',
          ),
          e.val(row.createdAt).as('createdAt'),
          e.val(row.nextAttemptAt).as('nextAttemptAt'),
          'u.id as userId',
        ])
        .where('t.status', '=', 'confirmed')
        .where('u.anonymisedAt', 'is', null)
        .where('u.mailBookingConfirmed', '=', sql<number>`true`),
    )
    .returning('mailOutbox.id');
}

export class MailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(rows: readonly NewMailRow[], db: Db = this.db): Promise<void> {
    // In slices: a run's pre-notifications are thousands of rows, and SQLite binds at most 32,766 values.
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto('mailOutbox')
        .values(rows.slice(start, start + 500))
        .execute();
  }

  /**
   * One row to a member, in one statement: stored only while the member has not switched `preference` off and
   * is not anonymised, addressed to the e-mail address the member has at that moment.
   */
  async insertForMember(
    row: Omit<NewMailRow, 'recipient' | 'userId'>,
    userId: number,
    preference: 'mailBookingConfirmed' | 'mailWaitlistPromoted',
    db: Db = this.db,
  ): Promise<boolean> {
    const result = await memberMail[preference](db, {
      kind: row.kind,
      payload: row.payload,
      createdAt: row.createdAt,
      nextAttemptAt: row.nextAttemptAt ?? null,
      userId,
    });
    return Number(result.numAffectedRows ?? 0) > 0;
  }

  /**
   * Unsent rows whose next attempt is due and that nobody else is sending right now; `pushOnly`: only those
   * that can go by push (their kind, and a member with a device), for a process without SMTP.
   */
  async due(now: string, limit: number, pushOnly = false): Promise<MailRow[]> {
    // Without SMTP unsent mails are never sent and pile up (every booking leaves one); with no device subscribed
    // at all, none of them can go by push, so they are not read (decision 0193: this read was about an eighth of
    // a booking's CPU at a thousand unsent mails).
    if (pushOnly && (await anySubscription(this.db, {})).rows.length === 0) return [];
    let query = this.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now)]))
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]));
    if (pushOnly)
      query = query
        .where('kind', 'in', [...PUSH_KINDS])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('pushSubscriptions as p')
              .select('p.id')
              .whereRef('p.userId', '=', 'mailOutbox.userId'),
          ),
        );
    return query.orderBy('id').limit(limit).execute();
  }

  /** Extends the claim this sender holds (`held`, its current expiry); false when it was lost meanwhile. */
  async renewClaim(id: number, held: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mailOutbox')
      .set({ claimedUntil: until })
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .where('claimedUntil', '=', held)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives a claimed row back untouched (it could go neither way now). */
  async release(id: number): Promise<void> {
    await this.db.updateTable('mailOutbox').set({ claimedUntil: null }).where('id', '=', id).execute();
  }

  /** Claims a mail for sending until `until`; false when another sender got it first. */
  async claim(id: number, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mailOutbox')
      .set({ claimedUntil: until })
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Marks a mail sent; `payload` replaces the stored one when given (a reset link is not kept once it went
   * out). A contact mail's message shows as sent in /admin/messages.
   */
  async markSent(mail: MailRow, now: string, by: 'push' | 'mail', payload?: string): Promise<void> {
    await this.db
      .updateTable('mailOutbox')
      .set((eb) => ({
        sentAt: now,
        sentBy: by,
        claimedUntil: null,
        lastError: null,
        sendAttempts: eb('sendAttempts', '+', 1),
        ...(payload !== undefined ? { payload } : {}),
      }))
      .where('id', '=', mail.id)
      .execute();
    if (mail.contactMessageId !== null)
      await this.db
        .updateTable('contactMessages')
        .set({ sentAt: now })
        .where('id', '=', mail.contactMessageId)
        .execute();
  }

  async markFailed(id: number, error: string, nextAttemptAt: string): Promise<void> {
    await this.db
      .updateTable('mailOutbox')
      .set((eb) => ({
        claimedUntil: null,
        lastError: error,
        nextAttemptAt,
        sendAttempts: eb('sendAttempts', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** The member and the session of each booking, with the member's mail switches; anonymised clients left out. */
  bookingRecipients(bookingIds: readonly number[], db: Db) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.userId')
      .innerJoin('courseSettings as s', 's.id', 'b.courseSettingId')
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .select([
        'b.id as bookingId',
        'b.userId',
        'u.email',
        'u.firstName',
        'u.mailBookingConfirmed',
        'u.mailWaitlistPromoted',
        'u.reminders',
        's.id as courseSettingId',
        'c.id as courseId',
        's.scheduledAt',
        's.trainerName',
        'c.title as courseTitle',
        'c.durationMinutes',
      ])
      .where('b.id', 'in', bookingIds.length ? [...bookingIds] : [-1])
      .where('u.anonymisedAt', 'is', null)
      .orderBy('b.id')
      .execute();
  }
}
