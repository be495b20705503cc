// The waitlist (issue 19, decision 0140): freed seats go to the waiting members in booking order, each
// re-checked against their memberships at that moment (a member whose card ran out or whose membership rests is
// skipped and keeps waiting; the next one moves up). No automatic promotion within the studio's cut-off before
// the start; at the cut-off, those still waiting are told once that no seat came free.
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { lockMembers, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail/mail.service';
import type { EntitlementService } from '../memberships/entitlement.service';
import type { SettingsService } from '../memberships/settings.service';
import type { BookingsRepository } from './bookings.repository';

const MINUTE = 60_000;

export interface WaitlistDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  bookings: BookingsRepository;
  entitlement: EntitlementService;
  settings: SettingsService;
  mail: MailService;
  clock: Clock;
}

export class Waitlist {
  constructor(private readonly deps: WaitlistDeps) {}

  /**
   * Gives up to `seats` freed seats of the session to its waiting members, in booking order, each re-checked;
   * the promoted bookings' ids. The caller holds the session's lock; the waiting members are locked here, all
   * at once in id order, after it (the fixed order session → members, so no two transactions wait on each
   * other). Nothing before the start's cut-off has passed: then, and from the start on, seats stay free.
   */
  async promote(
    trx: Db,
    settingId: number,
    now: Date,
    seats: number,
    options: { mail?: boolean } = {},
  ): Promise<number[]> {
    if (seats <= 0) return [];
    const { bookings, entitlement, settings: settingsService, dialect } = this.deps;
    const settings = await settingsService.current(trx);
    const session = await bookings.session(settingId, trx);
    if (!session || session.cancelledAt) return [];
    const start = new Date(session.scheduledAt).getTime();
    if (now.getTime() >= start - settings.waitlistCutoffMinutes * MINUTE) return [];
    const waiting = await bookings.waiting(settingId, trx);
    if (waiting.length === 0) return [];
    await lockMembers(
      trx,
      dialect,
      waiting.map((w) => w.userId),
    );
    const stamp = now.toISOString();
    const promoted: number[] = [];
    for (const candidate of waiting) {
      if (promoted.length >= seats) break;
      const entitled = await entitlement.entitlement(trx, candidate.userId, session, now, settings, {
        excludeBookingId: candidate.id,
        membershipsOnly: true,
      });
      if (!entitled.ok) continue;
      await bookings.promote(candidate.id, stamp, entitled.membershipId, trx);
      promoted.push(candidate.id);
    }
    if (options.mail !== false) await this.deps.mail.forBookings('waitlist-promoted', promoted, trx);
    return promoted;
  }

  /**
   * The cut-off's mail (runs on every process's timer and in tests on demand): the waitlisted bookings of
   * sessions whose cut-off has passed are closed and their members told, each exactly once (a conditional
   * UPDATE claims them in the same transaction as their mails). A cut-off of 0 minutes is off. How many.
   */
  async closeDue(): Promise<number> {
    const { db, dialect, bookings, settings: settingsService, clock } = this.deps;
    const settings = await settingsService.current();
    if (settings.waitlistCutoffMinutes <= 0) return 0;
    return writeTransaction(db, dialect, async (trx) => {
      const now = clock.now();
      const closed = await bookings.closeWaitlists(
        now.toISOString(),
        new Date(now.getTime() - 24 * 60 * MINUTE).toISOString(),
        new Date(now.getTime() + settings.waitlistCutoffMinutes * MINUTE).toISOString(),
        trx,
      );
      await this.deps.mail.forBookings('waitlist-no-seat', closed, trx);
      return closed.length;
    });
  }
}
