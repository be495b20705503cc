// What goes into the mail outbox, and when (decision 0090). Each method stores rows inside the caller's
// transaction where there is one, so a mail exists exactly when the change it tells of was committed; the
// mailer sends them after the response (see `takeNudge`). The optional kinds respect the member's switches.
import { type Db, toBool, toInstant } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MailRepository, NewMailRow } from './mail.repository';
import type {
  BillingPrenotificationPayload,
  BillingReturnedPayload,
  BlockPayload,
  BookingPayload,
  ContactPayload,
  ContractConcludedPayload,
  ContractNoticePayload,
  InvitationPayload,
  LeadPayload,
  ResetPayload,
} from './templates';

export type BookingMailKind =
  | 'booking-confirmed'
  | 'waitlist-promoted'
  | 'session-cancelled'
  | 'waitlist-no-seat'
  | 'booking-reminder'
  | 'trainer-changed'
  | 'session-message';

export class MailService {
  private nudged = false;

  constructor(
    private readonly outbox: MailRepository,
    private readonly clock: Clock,
  ) {}

  /** True once after something was stored: the app then starts a delivery run after the response. */
  takeNudge(): boolean {
    const nudged = this.nudged;
    this.nudged = false;
    return nudged;
  }

  private async store(rows: NewMailRow[], db?: Db): Promise<void> {
    if (rows.length === 0) return;
    await this.outbox.insert(rows, db);
    this.nudged = true;
  }

  private row(kind: string, recipient: string, payload: object, extra: Partial<NewMailRow> = {}): NewMailRow {
    const now = this.clock.now().toISOString();
    return {
      kind,
      recipient,
      payload: JSON.stringify(payload),
      createdAt: now,
      nextAttemptAt: now,
      ...extra,
    };
  }

  /** The contact form's message, to the studio. */
  contact(message: ContactPayload, db?: Db): Promise<void> {
    return this.store([this.row('contact', '', message, { contactMessageId: message.messageId })], db);
  }

  /** The confirmation the funnel and the campaign forms promise the visitor. */
  leadConfirmation(email: string, lead: LeadPayload, db?: Db): Promise<void> {
    return this.store([this.row('lead-confirmation', email, lead)], db);
  }

  /**
   * One mail per booking to its member. 'booking-confirmed' and 'waitlist-promoted' only to members who did not
   * switch them off, 'booking-reminder' to those who want reminders (by push or mail, issue 21);
   * 'session-cancelled' always (the member must not come for nothing), as 'trainer-changed' and 'session-message'
   * (issue 22: what the trainer tells the session's participants). `extra` joins every row's payload.
   * Answers how many rows were stored.
   */
  async forBookings(
    kind: BookingMailKind,
    bookingIds: readonly number[],
    db: Db,
    extra: object = {},
  ): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const recipients = await this.outbox.bookingRecipients(bookingIds, db);
    const rows = recipients
      .filter((r) => {
        if (kind === 'booking-confirmed') return toBool(r.mailBookingConfirmed);
        if (kind === 'waitlist-promoted') return toBool(r.mailWaitlistPromoted);
        if (kind === 'booking-reminder') return toBool(r.reminders);
        return true;
      })
      .map((r) => {
        const payload: BookingPayload = {
          firstName: r.firstName,
          bookingId: r.bookingId,
          courseTitle: r.courseTitle,
          scheduledAt: toInstant(r.scheduledAt),
          durationMinutes: r.durationMinutes,
          trainerName: r.trainerName,
          courseId: r.courseId,
          courseSettingId: r.courseSettingId,
        };
        return this.row(kind, r.email, { ...payload, ...extra }, { userId: r.userId });
      });
    await this.store(rows, db);
    return rows.length;
  }

  /**
   * 'booking-confirmed' for a booking just made, from what the booking already read (member, session): one
   * insert instead of reading the recipient first; the same row `forBookings` would store.
   */
  /**
   * The confirmation's row for a statement that stores it with the booking (PostgreSQL, decision 0209): the
   * statement adds the booking's id to the payload; `stored` tells this service when it did.
   */
  bookingConfirmedRow(payload: Omit<BookingPayload, 'bookingId'>) {
    const { kind, payload: text, createdAt, nextAttemptAt } = this.row('booking-confirmed', '', payload);
    return { kind, payload: text, createdAt, nextAttemptAt: nextAttemptAt ?? null };
  }

  /** A mail was stored by a statement of the caller's (`bookingConfirmedRow`): delivered after the response. */
  stored(): void {
    this.nudged = true;
  }

  async bookingConfirmed(userId: number, payload: BookingPayload, db: Db): Promise<void> {
    const { recipient: _, ...row } = this.row('booking-confirmed', '', payload);
    if (await this.outbox.insertForMember(row, userId, 'mailBookingConfirmed', db)) this.nudged = true;
  }

  /** The invitation of a member made at the desk (issue 19), with its set-password link; always sent. */
  invitation(user: { id: number; email: string }, payload: InvitationPayload, db: Db): Promise<void> {
    return this.store([this.row('membership-invitation', user.email, payload, { userId: user.id })], db);
  }

  /** A no-show block started (issue 19); always sent: the member must know why booking is refused. */
  bookingBlocked(user: { id: number; email: string }, payload: BlockPayload, db: Db): Promise<void> {
    return this.store([this.row('booking-blocked', user.email, payload, { userId: user.id })], db);
  }

  /** The online contract's mail with its PDF (issue 31); always sent. */
  contractConcluded(
    user: { id: number; email: string },
    payload: ContractConcludedPayload,
    db: Db,
  ): Promise<void> {
    return this.store([this.row('contract-concluded', user.email, payload, { userId: user.id })], db);
  }

  /** A confirmation of a withdrawal or a cancellation (or that the withdrawal came late); always sent. */
  contractNotice(
    kind: 'contract-withdrawn' | 'contract-withdrawal-late' | 'contract-cancelled',
    user: { id: number; email: string },
    payload: ContractNoticePayload,
    db: Db,
  ): Promise<void> {
    return this.store([this.row(kind, user.email, payload, { userId: user.id })], db);
  }

  /** A run's pre-notifications (issue 33), one per member and run (the caller's key); always sent. */
  billingPrenotifications(
    mails: ReadonlyArray<{ user: { id: number; email: string }; payload: BillingPrenotificationPayload }>,
    db: Db,
  ): Promise<void> {
    return this.store(
      mails.map(({ user, payload }) =>
        this.row('billing-prenotification', user.email, payload, { userId: user.id }),
      ),
      db,
    );
  }

  /** A returned debit and what is open now (issue 33); always sent. */
  billingReturned(
    user: { id: number; email: string },
    payload: BillingReturnedPayload,
    db: Db,
  ): Promise<void> {
    return this.store([this.row('billing-returned', user.email, payload, { userId: user.id })], db);
  }

  /** The reset link; always sent (no switch turns it off). */
  passwordReset(user: { id: number; email: string }, payload: ResetPayload, db: Db): Promise<void> {
    return this.store([this.row('password-reset', user.email, payload, { userId: user.id })], db);
  }
}
