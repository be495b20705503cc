// The booking lifecycle (DECISIONS "Bookings"): book a seat or a waitlist place without ever overbooking,
// cancel within the deadline and promote the first waitlisted in the same transaction, idempotent retries.
// Every decision runs inside one write transaction that holds the session (SQLite: BEGIN IMMEDIATE;
// PostgreSQL: the session row locked FOR UPDATE), so counting seats and inserting cannot interleave. Booking
// keeps that lock short (decisions 0105, 0108): the session read takes it, and under it there is one conditional
// INSERT … SELECT, a confirmed seat's mail row and the idempotency record before the commit. Issue 19 (decision
// 0140) adds the member: when a membership counts something (credits, limits) or a fair rule is on, after the
// session's lock the member's own lock, then the reads the entitlement rule decides with (memberships, counted
// bookings, strikes), so two bookings of one member cannot both take their last credit. The lock order is
// always session, then member.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#domain/constants';
import { ERRORS, isErrorCode, type ErrorCode, type ErrorParams } from '#domain/errors/catalogue';
import type { StudioSettings } from '#domain/memberships/schemas';
import { DomainError, refusalOf } from '#domain/errors/domain-error';
import type { Booking } from '#domain/schemas/bookings';
import type { User } from '#domain/schemas/users';
import { hasActiveMembership } from '#domain/auth/permissions';
import type { Dialect } from '../../db/database';
import { toBool, type Database, type Db } from '../../db/schema';
import { lockKey, lockRow, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { EntitlementService, KnownFacts } from '../memberships/entitlement.service';
import type { SettingsService } from '../memberships/settings.service';
import type { Waitlist } from './waitlist';
import type { BookingFilter, BookingsRepository } from './bookings.repository';
import { toBooking } from './bookings.table';

export interface BookingOutcome {
  status: number;
  booking?: Booking;
  error?: ErrorCode;
  /** The values of the refusal's message (a membership refusal names its reason). */
  params?: ErrorParams;
}

export interface BookingsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  bookings: BookingsRepository;
  clock: Clock;
  /** The studio's settings: deadlines and fair rules, read fresh for every decision. */
  settings: SettingsService;
  entitlement: EntitlementService;
  waitlist: Waitlist;
  mail: MailService;
}

const MINUTE = 60_000;

export class BookingsService {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly bookings: BookingsRepository;
  private readonly clock: Clock;
  private readonly mail: MailService;

  constructor(private readonly deps: BookingsDeps) {
    this.db = deps.db;
    this.dialect = deps.dialect;
    this.bookings = deps.bookings;
    this.clock = deps.clock;
    this.mail = deps.mail;
  }

  /** When booking closes for a session that starts at `scheduledAt`. */
  private bookingClosesAt(scheduledAt: string, settings: StudioSettings): Date {
    return new Date(new Date(scheduledAt).getTime() - settings.bookingDeadlineMinutes * MINUTE);
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
    // The member's memberships are not what the locks protect (the desk changes them without): read before the
    // transaction; what counts is read again under the member's lock if needed. The settings come with the
    // session read (their version; decision 0193, 'A booking's CPU').
    // The home studio comes with them, in the same statement (issue 34: the location rule compares it).
    const known = await this.deps.entitlement.known(user.id, this.clock.now());
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const now = this.clock.now();
      const requestHash = idempotencyKey
        ? createHash('sha256').update(JSON.stringify(input)).digest('hex')
        : '';
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
      const outcome: BookingOutcome = await this.decide(trx, user, input, now, known).catch(refusalOf);
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
   * The session's refusals in their fixed order (missing, cancelled, not bookable, closed), and the studio's
   * settings in force (by the version the session read carries). `lock` (PostgreSQL): the read itself takes the
   * session's row lock. Called again under the lock when the conditional insert took nothing, to say why (there
   * followed by already booked, then full).
   */
  private async refusal(trx: Db, input: { courseSettingsId: number }, now: Date, lock = false) {
    const session = await this.bookings.session(input.courseSettingsId, trx, lock);
    if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
    if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
    if (!toBool(session.bookable)) throw new DomainError('NOT_BOOKABLE');
    const settings = await this.deps.settings.at(session.settingsVersion, trx);
    if (now >= this.bookingClosesAt(session.scheduledAt, settings)) throw new DomainError('BOOKING_DEADLINE');
    return { session, settings };
  }

  /**
   * The critical section (decision 0105, 0108, 0140): on PostgreSQL the session read takes the row lock, then
   * the member's lock and the entitlement's reads (the rule decides with what they read), then one conditional
   * insert takes the seat or the waitlist place, recording the membership used, a confirmed seat stores its
   * mail (PostgreSQL: in the insert's statement; SQLite: in one more), and the commit follows. The answer is built from the session row and the
   * inserted row, without reading the booking back.
   */
  private async decide(
    trx: Db,
    user: User,
    input: { courseSettingsId: number; waitlist: boolean },
    now: Date,
    known: KnownFacts,
  ): Promise<BookingOutcome> {
    const { session, settings } = await this.refusal(trx, input, now, this.dialect === 'postgres');
    // The member's lock (after the session's) only when what counts matters: credits, limits, fair rules.
    const entitled = await this.deps.entitlement.entitlement(trx, user.id, session, now, settings, {
      lock: true,
      known: known.memberships,
      ...(known.home ? { home: known.home } : {}),
    });
    if (!entitled.ok) {
      // Holding the session already is the better answer than a limit it counts towards.
      if (await this.bookings.activeOf(user.id, session.id, trx)) throw new DomainError('ALREADY_BOOKED');
      throw DomainError.with(entitled.code, entitled.params);
    }
    const stamp = now.toISOString();
    const details = {
      courseTitle: session.courseTitle,
      scheduledAt: session.scheduledAt,
      durationMinutes: session.durationMinutes,
      trainerName: session.trainerName,
    };
    // PostgreSQL stores a seat's confirmation in the insert's statement: a round trip less (decision 0209).
    const mail =
      this.dialect === 'postgres'
        ? this.mail.bookingConfirmedRow({ firstName: user.firstName, ...details })
        : undefined;
    const taken = await this.bookings.take(
      {
        userId: user.id,
        courseSettingId: session.id,
        waitlist: input.waitlist,
        now: stamp,
        opensUntil: new Date(now.getTime() + settings.bookingDeadlineMinutes * MINUTE).toISOString(),
        membershipId: entitled.membershipId,
        ...(mail ? { mail } : {}),
      },
      trx,
    );
    if (!taken) {
      await this.refusal(trx, input, now);
      if (await this.bookings.activeOf(user.id, session.id, trx)) throw new DomainError('ALREADY_BOOKED');
      throw new DomainError('BOOKING_FULL');
    }
    if (mail) {
      if (Number(taken.mailed) > 0) this.mail.stored();
    } else if (taken.status === 'confirmed') {
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
        waitlistClosedAt: null,
        notes: null,
        checkedInAt: null,
        courseId: session.courseId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        ...details,
      },
      new Map([[taken.id, Number(taken.ahead) + 1]]),
      settings.cancellationDeadlineMinutes,
    );
    return { status: 201, booking };
  }

  /** Cancels a booking of the member (or any booking for an admin, later without the deadline). */
  async cancel(user: User, bookingId: number): Promise<Booking> {
    const settings = await this.deps.settings.current();
    return writeTransaction(this.db, this.dialect, async (trx) => {
      const now = this.clock.now();
      const found = await this.bookings.find(bookingId, trx);
      // Another member's booking is answered as missing: its existence is none of their business.
      if (!found || found.userId !== user.id) throw new DomainError('BOOKING_NOT_FOUND');
      await lockRow(trx, this.dialect, 'course_settings', found.courseSettingId);
      const booking = await this.bookings.find(bookingId, trx);
      if (!booking || booking.status === 'cancelled') return this.byId(bookingId, trx, settings);
      const start = new Date(booking.scheduledAt).getTime();
      if (booking.status === 'attended' || now.getTime() >= start)
        throw new DomainError('CANCELLATION_DEADLINE');
      if (
        booking.status === 'confirmed' &&
        now.getTime() > start - settings.cancellationDeadlineMinutes * MINUTE
      ) {
        throw new DomainError('CANCELLATION_DEADLINE');
      }
      const stamp = now.toISOString();
      // In time: the credit or the period slot goes back to the membership.
      await this.bookings.cancel(booking.id, stamp, trx);
      // A freed seat goes to the waitlist in order (each re-checked), in the same transaction; never once the
      // session began or its cut-off passed, and not while it is still over capacity from a desk override.
      if (booking.status === 'confirmed') await this.fillFreedSeats(trx, booking, now);
      return this.byId(booking.id, trx, settings);
    });
  }

  /** After a seat was freed under the session's lock: the free seats to the waitlist. */
  async fillFreedSeats(
    trx: Db,
    session: { courseSettingId: number; maxParticipants: number },
    now: Date,
    options: { mail?: boolean } = {},
  ): Promise<number[]> {
    const free = session.maxParticipants - (await this.bookings.seatsTaken(session.courseSettingId, trx));
    return this.deps.waitlist.promote(trx, session.courseSettingId, now, free, options);
  }

  async mine(userId: number): Promise<Booking[]> {
    return this.list({ userId });
  }

  async list(filter: BookingFilter): Promise<Booking[]> {
    const settings = await this.deps.settings.current();
    const rows = await this.bookings.rows(filter);
    const positions = await this.bookings.positions([...new Set(rows.map((r) => r.courseSettingId))]);
    return rows.map((row) => toBooking(row, positions, settings.cancellationDeadlineMinutes));
  }

  /** One booking for its owner; another member's is answered as missing. */
  async ownBooking(user: User, bookingId: number): Promise<Booking> {
    const [row] = await this.bookings.rows({ ids: [bookingId] });
    if (!row || row.userId !== user.id) throw new DomainError('BOOKING_NOT_FOUND');
    return toBooking(
      row,
      await this.bookings.positions([row.courseSettingId]),
      (await this.deps.settings.current()).cancellationDeadlineMinutes,
    );
  }

  /** One booking as its member and the admin see it, read inside the caller's transaction. */
  async byId(id: number, db: Db = this.db, settings?: StudioSettings): Promise<Booking> {
    const [row] = await this.bookings.rows({ ids: [id] }, db);
    if (!row) throw new DomainError('BOOKING_NOT_FOUND');
    return toBooking(
      row,
      await this.bookings.positions([row.courseSettingId], db),
      (settings ?? (await this.deps.settings.current(db))).cancellationDeadlineMinutes,
    );
  }
}

/** Turns a stored refusal back into the error it was. */
export function outcomeError(outcome: BookingOutcome): DomainError | undefined {
  if (!outcome.error || !isErrorCode(outcome.error)) return undefined;
  return new DomainError(
    outcome.error,
    undefined,
    outcome.status || ERRORS[outcome.error].status,
    outcome.params,
  );
}
