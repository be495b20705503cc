// The booking lifecycle (DECISIONS "Bookings"): book a seat or a waitlist place without ever overbooking,
// cancel within the deadline and promote the first waitlisted in the same transaction, idempotent retries.
// Every decision runs inside one write transaction that holds the session (SQLite: BEGIN IMMEDIATE;
// PostgreSQL: the session row locked FOR UPDATE), so counting seats and inserting cannot interleave. Booking
// keeps that lock short (decisions 0105, 0108): the session read takes it, and under it there is one conditional
// INSERT … SELECT, a confirmed seat's mail row and the idempotency record before the commit.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#domain/constants';
import { ERRORS, isErrorCode, type ErrorCode } from '#domain/errors/catalogue';
import { DomainError } from '#domain/errors/domain-error';
import type { Booking } from '#domain/schemas/bookings';
import type { User } from '#domain/schemas/users';
import { hasActiveMembership } from '#domain/auth/permissions';
import type { Dialect } from '../../db/database';
import { toBool, type Database } from '../../db/schema';
import { lockKey, lockRow, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { BookingFilter, BookingsRepository } from './bookings.repository';
import { toBooking } from './bookings.table';

export interface BookingRules {
  /** Booking closes this many minutes before the start. */
  bookingDeadlineMinutes: number;
  /** Cancelling a seat closes this many minutes before the start. */
  cancellationDeadlineMinutes: number;
}

export interface BookingOutcome {
  status: number;
  booking?: Booking;
  error?: ErrorCode;
}

type Db = Kysely<Database> | Transaction<Database>;
const MINUTE = 60_000;

export class BookingsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly bookings: BookingsRepository,
    private readonly clock: Clock,
    private readonly rules: BookingRules,
    private readonly mail: MailService,
  ) {}

  /** When booking closes for a session that starts at `scheduledAt`. */
  bookingClosesAt(scheduledAt: string): Date {
    return new Date(new Date(scheduledAt).getTime() - this.rules.bookingDeadlineMinutes * MINUTE);
  }

  /**
   * Books a seat, or a waitlist place when the session is full (unless `waitlist` is false: BOOKING_FULL).
   * With an idempotency key, the first answer (success or refusal) is stored and returned for every repeat.
   */
  async book(
    user: User,
    input: { courseSettingsId: number; waitlist: boolean },
    idempotencyKey?: string,
  ): Promise<BookingOutcome> {
    if (!hasActiveMembership(user)) throw new DomainError('MEMBERSHIP_INACTIVE');
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const now = this.clock.now();
      if (idempotencyKey) {
        await lockKey(trx, this.dialect, `idempotency:${user.id}:${idempotencyKey}`);
        const stored = await this.bookings.idempotencyRecord(user.id, idempotencyKey, trx);
        if (stored) {
          if (stored.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
          return JSON.parse(stored.responseBody) as BookingOutcome;
        }
        // Before the session's lock: only the member's own rows.
        await this.bookings.deleteIdempotencyRecordsBefore(
          user.id,
          new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * MINUTE).toISOString(),
          trx,
        );
      }
      const outcome = await this.decide(trx, user, input, now).catch((error: unknown) => {
        if (error instanceof DomainError) return { status: error.status, error: error.code };
        throw error;
      });
      if (idempotencyKey) {
        await this.bookings.saveIdempotencyRecord(
          {
            userId: user.id,
            key: idempotencyKey,
            requestHash,
            responseStatus: outcome.status,
            responseBody: JSON.stringify(outcome),
            now: now.toISOString(),
          },
          trx,
        );
      }
      return outcome;
    });
  }

  /**
   * The session's refusals in their fixed order (missing, cancelled, not bookable, closed). `lock` (PostgreSQL):
   * the read itself takes the session's row lock. Called again under the lock when the conditional insert took
   * nothing, to say why (there followed by already booked, then full).
   */
  private async refusal(trx: Db, input: { courseSettingsId: number }, now: Date, lock = false) {
    const session = await this.bookings.session(input.courseSettingsId, trx, lock);
    if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
    if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
    if (!toBool(session.bookable)) throw new DomainError('NOT_BOOKABLE');
    if (now >= this.bookingClosesAt(session.scheduledAt)) throw new DomainError('BOOKING_DEADLINE');
    return session;
  }

  /**
   * The critical section (decision 0105, 0108): on PostgreSQL the session read takes the row lock, then one
   * conditional insert takes the seat or the waitlist place, a confirmed seat stores its mail in one more
   * statement, and the commit follows. The answer is built from the session row and the inserted row, without
   * reading the booking back.
   */
  private async decide(
    trx: Db,
    user: User,
    input: { courseSettingsId: number; waitlist: boolean },
    now: Date,
  ): Promise<BookingOutcome> {
    const session = await this.refusal(trx, input, now, this.dialect === 'postgres');
    const stamp = now.toISOString();
    const taken = await this.bookings.take(
      {
        userId: user.id,
        courseSettingId: session.id,
        waitlist: input.waitlist,
        now: stamp,
        opensUntil: new Date(now.getTime() + this.rules.bookingDeadlineMinutes * MINUTE).toISOString(),
      },
      trx,
    );
    if (!taken) {
      await this.refusal(trx, input, now);
      if (await this.bookings.activeOf(user.id, session.id, trx)) throw new DomainError('ALREADY_BOOKED');
      throw new DomainError('BOOKING_FULL');
    }
    const details = {
      courseTitle: session.courseTitle,
      scheduledAt: session.scheduledAt,
      durationMinutes: session.durationMinutes,
      trainerName: session.trainerName,
    };
    if (taken.status === 'confirmed') {
      await this.mail.bookingConfirmed(
        user.id,
        { firstName: user.firstName, bookingId: taken.id, ...details },
        trx,
      );
    }
    const booking = toBooking(
      {
        id: taken.id,
        userId: user.id,
        courseSettingId: session.id,
        status: taken.status,
        createdAt: taken.createdAt,
        cancelledAt: null,
        promotedAt: null,
        notes: null,
        checkedInAt: null,
        courseId: session.courseId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        ...details,
      },
      new Map([[taken.id, Number(taken.ahead) + 1]]),
      this.rules.cancellationDeadlineMinutes,
    );
    return { status: 201, booking };
  }

  /** Cancels a booking of the member (or any booking for an admin, later without the deadline). */
  async cancel(user: User, bookingId: number): Promise<Booking> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const now = this.clock.now();
      const found = await this.bookings.find(bookingId, trx);
      // Another member's booking is answered as missing: its existence is none of their business.
      if (!found || found.userId !== user.id) throw new DomainError('BOOKING_NOT_FOUND');
      await lockRow(trx, this.dialect, 'course_settings', found.courseSettingId);
      const booking = await this.bookings.find(bookingId, trx);
      if (!booking || booking.status === 'cancelled') return this.byId(bookingId, trx);
      const start = new Date(booking.scheduledAt).getTime();
      if (booking.status === 'attended' || now.getTime() >= start)
        throw new DomainError('CANCELLATION_DEADLINE');
      if (
        booking.status === 'confirmed' &&
        now.getTime() > start - this.rules.cancellationDeadlineMinutes * MINUTE
      ) {
        throw new DomainError('CANCELLATION_DEADLINE');
      }
      const stamp = now.toISOString();
      await this.bookings.cancel(booking.id, stamp, trx);
      // A freed seat goes to the first on the waitlist, in the same transaction; never once the session began,
      // and not while the session is still over capacity from a desk override.
      if (
        booking.status === 'confirmed' &&
        now.getTime() < start &&
        (await this.bookings.seatsTaken(booking.courseSettingId, trx)) < booking.maxParticipants
      ) {
        const promoted = await this.bookings.promoteFirst(booking.courseSettingId, stamp, trx);
        if (promoted !== undefined) await this.mail.forBookings('waitlist-promoted', [promoted], trx);
      }
      return this.byId(booking.id, trx);
    });
  }

  async mine(userId: number): Promise<Booking[]> {
    return this.list({ userId });
  }

  async list(filter: BookingFilter): Promise<Booking[]> {
    const rows = await this.bookings.rows(filter);
    const positions = await this.bookings.positions([...new Set(rows.map((r) => r.courseSettingId))]);
    return rows.map((row) => toBooking(row, positions, this.rules.cancellationDeadlineMinutes));
  }

  /** One booking for its owner; another member's is answered as missing. */
  async ownBooking(user: User, bookingId: number): Promise<Booking> {
    const [row] = await this.bookings.rows({ ids: [bookingId] });
    if (!row || row.userId !== user.id) throw new DomainError('BOOKING_NOT_FOUND');
    return toBooking(
      row,
      await this.bookings.positions([row.courseSettingId]),
      this.rules.cancellationDeadlineMinutes,
    );
  }

  /** One booking as its member and the admin see it, read inside the caller's transaction. */
  async byId(id: number, db: Db = this.db): Promise<Booking> {
    const [row] = await this.bookings.rows({ ids: [id] }, db);
    if (!row) throw new DomainError('BOOKING_NOT_FOUND');
    return toBooking(
      row,
      await this.bookings.positions([row.courseSettingId], db),
      this.rules.cancellationDeadlineMinutes,
    );
  }
}

/** Turns a stored refusal back into the error it was. */
export function outcomeError(outcome: BookingOutcome): DomainError | undefined {
  if (!outcome.error || !isErrorCode(outcome.error)) return undefined;
  return new DomainError(outcome.error, undefined, outcome.status || ERRORS[outcome.error].status);
}
