// No-show strikes (issue 19, decision 0140): a member's strikes for the desk, forgiving one (audited), the strikes
// a marking of no-shows gives (with the mail when they start a block), and the block in force, which the
// entitlement reads (entitlement.service.ts). The rules are domain/memberships/strikes.ts.
import type { Kysely } from 'kysely';
import { DomainError } from '#domain/errors/domain-error';
import type { StudioSettings, Strike } from '#domain/memberships/schemas';
import {
  blockedUntil,
  blockGrew,
  earnsStrike,
  strikesSince,
  unforgivenInWindow,
} from '#domain/memberships/strikes';
import type { User } from '#domain/schemas/users';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { MailService } from '../mail/mail.service';
import type { UsersRepository } from '../users/users.repository';
import type { MembershipsRepository } from './memberships.repository';
import { toStrike } from './memberships.table';
import type { SettingsService } from './settings.service';

const EVER = '1970-01-01T00:00:00.000Z';

export interface StrikesDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  users: UsersRepository;
  audit: AuditRepository;
  settings: SettingsService;
  mail: MailService;
  clock: Clock;
}

export class StrikesService {
  constructor(private readonly deps: StrikesDeps) {}

  async strikesOf(userId: number): Promise<Strike[]> {
    const user = await this.deps.users.findById(userId, this.deps.db);
    if (!user || user.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    const settings = await this.deps.settings.current();
    return (await this.deps.repo.strikesOf(userId, EVER)).map((s) => toStrike(s, settings));
  }

  async forgive(actor: User, id: number, reason: string): Promise<Strike> {
    return writeTransaction(this.deps.db, this.deps.dialect, async (trx) => {
      const strike = await this.deps.repo.strike(id, trx);
      if (!strike) throw new DomainError('STRIKE_NOT_FOUND');
      const now = this.deps.clock.now().toISOString();
      if (!strike.forgivenAt) {
        await this.deps.repo.forgiveStrike(id, actor.id, reason, now, trx);
        const details = { userId: strike.userId, bookingId: strike.bookingId, reason };
        await this.deps.audit.record(
          trx,
          { actorId: actor.id, action: 'strike.forgive', entityType: 'strike', entityId: id, details },
          now,
        );
      }
      const settings = await this.deps.settings.current(trx);
      const rows = await this.deps.repo.strikesOf(strike.userId, EVER, trx);
      return toStrike(
        rows.find((row) => row.id === id)!,
        settings,
      );
    });
  }

  /** The member's strikes a block at `now` could rest on, and the end of the block in force (or null). */
  async blockOf(userId: number, settings: StudioSettings, now: Date, db: Db) {
    if (settings.strikeLimit === null) return { strikes: [], blockedUntil: null };
    const strikes = await this.deps.repo.strikesOf(userId, strikesSince(settings, now), db);
    const facts = strikes.map((s) => ({
      createdAt: new Date(s.createdAt).toISOString(),
      forgivenAt: s.forgivenAt,
    }));
    return { strikes, blockedUntil: blockedUntil(facts, settings, now) };
  }

  /**
   * Strikes for bookings just marked as no-shows, inside the marking's transaction. None while strikes are off
   * (strikeLimit null), none for a booking promoted from the waitlist less than latePromotionHours before its
   * start. A member whose strikes now start a block gets a mail.
   */
  async recordNoShows(trx: Db, bookingIds: readonly number[], now: Date): Promise<void> {
    if (bookingIds.length === 0) return;
    const settings = await this.deps.settings.current(trx);
    if (settings.strikeLimit === null) return;
    const stamp = now.toISOString();
    const rows = (await this.deps.repo.noShows(bookingIds, trx)).filter((row) => earnsStrike(row, settings));
    const byUser = new Map<number, number[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
    for (const [userId, ids] of byUser) {
      const before = await this.blockOf(userId, settings, now, trx);
      await this.deps.repo.insertStrikes(
        ids.map((bookingId) => ({ userId, bookingId, createdAt: stamp })),
        trx,
      );
      const after = await this.blockOf(userId, settings, now, trx);
      if (!blockGrew(before.blockedUntil, after.blockedUntil)) continue;
      const user = await this.deps.users.findById(userId, trx);
      if (!user || user.anonymisedAt) continue;
      const strikes = unforgivenInWindow(after.strikes, settings, now);
      await this.deps.mail.bookingBlocked(
        user,
        { firstName: user.firstName, until: after.blockedUntil!, strikes },
        trx,
      );
    }
  }
}
