// Bookings made at the front desk (Admin): book a member in, over capacity only as an explicit override;
// cancel for a member without the deadline; move a waitlisted booking up by hand. The same write
// transaction and session lock as a member's booking (decision 0007), so a desk booking and a member
// taking the last seat at the same moment still never exceed maxParticipants unless the override was asked
// for. Every desk change is noted on the booking where it matters to the member and written to the audit log.
// Issue 19: the desk's booking is decided by the member's memberships like the member's own (same locks: the
// session, then the member); `membershipOverride` books anyway, with the refusal in the audit entry.
import type { Kysely } from 'kysely';
import type { z } from '#domain/schemas/zod';
import { DomainError } from '#domain/errors/domain-error';
import type { Booking } from '#domain/schemas/bookings';
import { DESK_NOTES, type DeskBookingRequestSchema } from '#domain/schemas/desk';
import type { User } from '#domain/schemas/users';
import type { Dialect } from '../../db/database';
import { type Database, type Db, toBool } from '../../db/schema';
import { lockRow, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingsService } from '../bookings/bookings.service';
import type { MailService } from '../mail/mail.service';
import type { EntitlementService } from '../memberships/entitlement.service';
import type { SettingsService } from '../memberships/settings.service';
import type { UsersRepository } from '../users/users.repository';

type DeskBookingInput = z.output<typeof DeskBookingRequestSchema>;
const MINUTE = 60_000;

export interface DeskServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  bookings: BookingsRepository;
  bookingReads: BookingsService;
  users: UsersRepository;
  audit: AuditRepository;
  clock: Clock;
  mail: MailService;
  settings: SettingsService;
  entitlement: EntitlementService;
}

const endOf = (session: { scheduledAt: string; durationMinutes: number }) =>
  new Date(session.scheduledAt).getTime() + session.durationMinutes * MINUTE;

export class DeskService {
  constructor(private readonly deps: DeskServiceDeps) {}

  private transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.deps.db, this.deps.dialect, work);
  }

  /**
   * A booking read again after its session's row is locked (a desk change waits for a booking in flight on the
   * same session); an unknown one is BOOKING_NOT_FOUND.
   */
  private async lockedBooking(trx: Db, bookingId: number) {
    const found = await this.deps.bookings.find(bookingId, trx);
    if (!found) throw new DomainError('BOOKING_NOT_FOUND');
    await lockRow(trx, this.deps.dialect, 'course_settings', found.courseSettingId);
    return (await this.deps.bookings.find(bookingId, trx))!;
  }

  /**
   * Books a member in at the desk. The booking deadline and the course's bookable flag do not bind the desk;
   * the session's end does. A full session puts the member on the waitlist, unless `override`: then they get
   * a seat over capacity, noted on the booking and in the audit log.
   */
  async book(actor: User, input: DeskBookingInput): Promise<Booking> {
    const { bookings, users, audit, clock } = this.deps;
    return this.transaction(async (trx) => {
      await lockRow(trx, this.deps.dialect, 'course_settings', input.courseSettingsId);
      const member = await users.findById(input.userId, trx);
      if (!member || member.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
      if (!toBool(member.isActive)) throw new DomainError('MEMBERSHIP_INACTIVE');
      const session = await bookings.session(input.courseSettingsId, trx);
      if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
      if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
      const now = clock.now();
      if (now.getTime() >= endOf(session)) throw new DomainError('BOOKING_DEADLINE');
      if (await bookings.activeOf(member.id, session.id, trx)) throw new DomainError('ALREADY_BOOKED');
      const settings = await this.deps.settings.current(trx);
      const entitled = await this.deps.entitlement.entitlement(trx, member.id, session, now, settings, {
        lock: true,
      });
      if (!entitled.ok && !input.membershipOverride) throw DomainError.with(entitled.code, entitled.params);
      const seatsBefore = await bookings.seatsTaken(session.id, trx);
      const full = seatsBefore >= session.maxParticipants;
      const overCapacity = full && input.override;
      const status = !full || overCapacity ? 'confirmed' : 'pending';
      const stamp = now.toISOString();
      const id = await bookings.insert(
        {
          userId: member.id,
          courseSettingId: session.id,
          status,
          now: stamp,
          notes: overCapacity ? DESK_NOTES.overCapacity : null,
          membershipId: entitled.ok ? entitled.membershipId : null,
        },
        trx,
      );
      if (status === 'confirmed') await this.deps.mail.forBookings('booking-confirmed', [id], trx);
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'booking.desk_create',
          entityType: 'booking',
          entityId: id,
          details: {
            userId: member.id,
            courseSettingsId: session.id,
            status,
            override: input.override,
            overCapacity,
            seatsBefore,
            maxParticipants: session.maxParticipants,
            membershipId: entitled.ok ? entitled.membershipId : null,
            membershipOverride: !entitled.ok,
            ...(entitled.ok ? {} : { refusal: entitled.code, refusalMessage: entitled.message }),
          },
        },
        stamp,
      );
      return this.deps.bookingReads.byId(id, trx);
    });
  }

  /**
   * Cancels a member's booking without the cancellation deadline, also after the start. The freed seat goes
   * to the first on the waitlist as always: only before the start, and only when the session is not over
   * capacity. A checked-in or no-show booking cannot be cancelled; a cancelled one is answered unchanged.
   */
  async cancel(actor: User, bookingId: number): Promise<Booking> {
    const { bookings, audit, clock } = this.deps;
    return this.transaction(async (trx) => {
      const booking = await this.lockedBooking(trx, bookingId);
      if (booking.status === 'cancelled') return this.deps.bookingReads.byId(booking.id, trx);
      if (booking.status === 'attended' || booking.status === 'no_show')
        throw new DomainError('BOOKING_NOT_CANCELLABLE');
      const now = clock.now();
      const stamp = now.toISOString();
      // After the cancellation deadline a seat's credit or period slot stays used (a late cancellation).
      const { cancellationDeadlineMinutes } = await this.deps.settings.current(trx);
      const late =
        booking.status === 'confirmed' &&
        now.getTime() > new Date(booking.scheduledAt).getTime() - cancellationDeadlineMinutes * MINUTE;
      await bookings.cancel(booking.id, stamp, trx, DESK_NOTES.cancelledAtDesk, { keepCounted: late });
      const [promoted] =
        booking.status === 'confirmed' ? await this.deps.bookingReads.fillFreedSeats(trx, booking, now) : [];
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'booking.desk_cancel',
          entityType: 'booking',
          entityId: booking.id,
          details: {
            userId: booking.userId,
            courseSettingsId: booking.courseSettingId,
            previousStatus: booking.status,
            promoted: promoted ?? null,
            lateCancellation: late,
          },
        },
        stamp,
      );
      return this.deps.bookingReads.byId(booking.id, trx);
    });
  }

  /**
   * Moves a waitlisted booking to a seat by hand (out of turn). A full session refuses it (BOOKING_FULL)
   * unless `override`, which gives a seat over capacity, noted and audited.
   */
  async confirm(actor: User, bookingId: number, override: boolean): Promise<Booking> {
    const { bookings, audit, clock } = this.deps;
    return this.transaction(async (trx) => {
      const booking = await this.lockedBooking(trx, bookingId);
      if (booking.status !== 'pending') throw new DomainError('BOOKING_NOT_WAITLISTED');
      if (booking.sessionCancelledAt) throw new DomainError('SESSION_CANCELLED');
      const now = clock.now();
      if (now.getTime() >= endOf(booking)) throw new DomainError('BOOKING_DEADLINE');
      const seatsBefore = await bookings.seatsTaken(booking.courseSettingId, trx);
      const full = seatsBefore >= booking.maxParticipants;
      if (full && !override) throw new DomainError('BOOKING_FULL');
      const stamp = now.toISOString();
      await bookings.confirm(booking.id, stamp, trx, full ? DESK_NOTES.overCapacity : undefined);
      await this.deps.mail.forBookings('waitlist-promoted', [booking.id], trx);
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'booking.desk_confirm',
          entityType: 'booking',
          entityId: booking.id,
          details: {
            userId: booking.userId,
            courseSettingsId: booking.courseSettingId,
            override,
            overCapacity: full,
            seatsBefore,
            maxParticipants: booking.maxParticipants,
          },
        },
        stamp,
      );
      return this.deps.bookingReads.byId(booking.id, trx);
    });
  }
}
