// A member's memberships at the desk (issue 19, decision 0140): the list, assign, pause, end, extend and added
// credits, each audited with before and after, and a funnel lead made a member in one step. The rules of a
// change are domain/memberships/changes.ts; the types are membership-types.service.ts.
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { DomainError } from '#domain/errors/domain-error';
import { endedOn, extendedTo, lastDayOf, leadNames, withAddedCredits } from '#domain/memberships/changes';
import type {
  AddCreditsSchema,
  AssignMembershipSchema,
  EndMembershipSchema,
  ExtendMembershipSchema,
  LeadToMemberResult,
  LeadToMemberSchema,
  Membership,
  PauseMembershipSchema,
} from '#domain/memberships/schemas';
import type { User } from '#domain/schemas/users';
import type { z } from '#domain/schemas/zod';
import { berlinDate } from '#domain/time';
import type { Dialect } from '../../db/database';
import { fromBool, toBool, type Database, type Db } from '../../db/schema';
import { writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { PasswordResetService } from '../users/password-reset.service';
import { hashPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import { serializeRoles } from '../users/users.table';
import type { MembershipRow, MembershipsRepository } from './memberships.repository';
import { toMembership } from './memberships.table';

type AssignMembership = z.output<typeof AssignMembershipSchema>;
type PauseMembership = z.output<typeof PauseMembershipSchema>;
type EndMembership = z.output<typeof EndMembershipSchema>;
type ExtendMembership = z.output<typeof ExtendMembershipSchema>;
type AddCredits = z.output<typeof AddCreditsSchema>;
type LeadToMember = z.output<typeof LeadToMemberSchema>;
type Change = Partial<Pick<MembershipRow, 'endsOn' | 'pausedFrom' | 'pausedUntil' | 'credits'>>;

export interface MemberMembershipsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  users: UsersRepository;
  audit: AuditRepository;
  resets: PasswordResetService;
  clock: Clock;
}

export class MemberMembershipsService {
  constructor(private readonly deps: MemberMembershipsDeps) {}

  private transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.deps.db, this.deps.dialect, work);
  }

  private async member(userId: number, db: Db) {
    const user = await this.deps.users.findById(userId, db);
    if (!user || user.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    return user;
  }

  private async one(id: number, db: Db): Promise<Membership> {
    const row = await this.deps.repo.membership(id, db);
    if (!row) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    return toMembership(row);
  }

  async listOf(userId: number): Promise<Membership[]> {
    await this.member(userId, this.deps.db);
    return (await this.deps.repo.membershipsOf(userId)).map(toMembership);
  }

  /** Assigns a type from a date (default today): a validity sets the last day, credits the card's bookings. */
  async assign(actor: User, userId: number, input: AssignMembership, db?: Db): Promise<Membership> {
    const work = async (trx: Db) => {
      await this.member(userId, trx);
      const type = await this.deps.repo.type(input.typeId, trx);
      if (!type || !type.active) throw new DomainError('MEMBERSHIP_TYPE_NOT_FOUND');
      const now = this.deps.clock.now().toISOString();
      const startsOn = input.startsOn ?? berlinDate(now);
      const id = await this.deps.repo.insertMembership(
        {
          userId,
          typeId: type.id,
          startsOn,
          endsOn: lastDayOf(startsOn, type.validityDays),
          pausedFrom: null,
          pausedUntil: null,
          credits: type.credits,
          createdAt: now,
          updatedAt: now,
        },
        trx,
      );
      const details = { userId, typeId: type.id, name: type.name, startsOn };
      await this.deps.audit.record(
        trx,
        { actorId: actor.id, action: 'membership.assign', entityType: 'membership', entityId: id, details },
        now,
      );
      return this.one(id, trx);
    };
    return db ? work(db) : this.transaction(work);
  }

  /** One desk change of a membership: read, check, write, audit with before and after. */
  private change(
    actor: User,
    id: number,
    action: 'membership.pause' | 'membership.end' | 'membership.extend' | 'membership.credits',
    patch: (row: MembershipRow) => Change,
    db?: Db,
  ): Promise<Membership> {
    const work = async (trx: Db) => {
      const row = await this.deps.repo.membership(id, trx);
      if (!row) throw new DomainError('MEMBERSHIP_NOT_FOUND');
      const next = patch(row);
      const now = this.deps.clock.now().toISOString();
      await this.deps.repo.updateMembership(id, { ...next, updatedAt: now }, trx);
      const from = Object.fromEntries(Object.keys(next).map((key) => [key, row[key as keyof Change]]));
      const details = { userId: row.userId, from, to: next };
      await this.deps.audit.record(
        trx,
        { actorId: actor.id, action, entityType: 'membership', entityId: id, details },
        now,
      );
      return this.one(id, trx);
    };
    return db ? work(db) : this.transaction(work);
  }

  pause(actor: User, id: number, input: PauseMembership): Promise<Membership> {
    return this.change(actor, id, 'membership.pause', () => ({
      pausedFrom: input.pausedFrom,
      pausedUntil: input.pausedUntil,
    }));
  }

  /** Sets the last day (default today); inside the caller's transaction when given one (a contract's end). */
  end(actor: User, id: number, input: EndMembership, db?: Db): Promise<Membership> {
    const endsOn = () => input.endsOn ?? berlinDate(this.deps.clock.now());
    return this.change(
      actor,
      id,
      'membership.end',
      (row) => ({ endsOn: endedOn(row.startsOn, endsOn()) }),
      db,
    );
  }

  extend(actor: User, id: number, input: ExtendMembership): Promise<Membership> {
    return this.change(actor, id, 'membership.extend', (row) => extendedTo(row.startsOn, input.endsOn));
  }

  addCredits(actor: User, id: number, input: AddCredits): Promise<Membership> {
    return this.change(actor, id, 'membership.credits', (row) => withAddedCredits(row.credits, input));
  }

  /**
   * 'Als Mitglied anlegen': an account for the lead's address (no usable password until the member sets one
   * through the invitation link), the membership, the lead linked and marked handled, the invitation mail; one
   * transaction, audited. A visitor who already has an account (they signed up, then took the funnel) keeps it:
   * the membership goes onto that account and no invitation is sent (they have a password); a deactivated
   * account is refused, the desk reactivates it first.
   */
  async leadToMember(actor: User, leadId: number, input: LeadToMember): Promise<LeadToMemberResult> {
    const unusable = await hashPassword(randomBytes(24).toString('base64url'));
    return this.transaction(async (trx) => {
      const lead = await this.deps.repo.lead(leadId, trx);
      if (!lead) throw new DomainError('LEAD_NOT_FOUND');
      if (lead.userId !== null) throw new DomainError('LEAD_ALREADY_MEMBER');
      const { firstName, lastName } = leadNames(lead.name, input);
      const now = this.deps.clock.now().toISOString();
      const email = lead.email.trim().toLowerCase();
      const existing = await this.deps.users.findByEmail(email, trx);
      if (existing && !toBool(existing.isActive)) throw new DomainError('LEAD_ACCOUNT_INACTIVE');
      const user =
        existing ??
        (await this.deps.users.insert(
          {
            email,
            firstName,
            lastName,
            passwordHash: unusable,
            roles: serializeRoles(['User']),
            isActive: fromBool(true),
            createdAt: now,
            updatedAt: now,
          },
          trx,
        ));
      if (!user) throw new DomainError('EMAIL_TAKEN');
      const membership = await this.assign(
        actor,
        user.id,
        { typeId: input.typeId, ...(input.startsOn ? { startsOn: input.startsOn } : {}) },
        trx,
      );
      await this.deps.repo.linkLead(leadId, user.id, now, trx);
      const details = {
        userId: user.id,
        membershipId: membership.id,
        typeId: input.typeId,
        existingAccount: existing !== undefined,
      };
      await this.deps.audit.record(
        trx,
        { actorId: actor.id, action: 'lead.member', entityType: 'lead', entityId: leadId, details },
        now,
      );
      if (!existing) await this.deps.resets.invite(user, membership.name, trx);
      return { userId: user.id, leadId, membership, invited: !existing };
    });
  }
}
