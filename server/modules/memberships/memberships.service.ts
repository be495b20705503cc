// Memberships (issue 19, decision 0140): the types the studio sells (Admin), a member's memberships at the desk
// (assign, pause, end, extend, add credits), no-show strikes and their forgiveness, a funnel lead made a member
// in one step, the member's own summary, and the facts the booking transaction decides with: `entitlement`
// reads them under the caller's locks and asks the one pure rule (domain/memberships/entitlement.ts).
import type { Kysely, Transaction } from 'kysely';
import { effectiveCategory } from '#domain/courses/expand';
import { DomainError } from '#domain/errors/domain-error';
import {
  decideEntitlement,
  inForce,
  locationRefusal,
  periodKey,
  type Entitlement,
  type EntitlementMembership,
  type Refusal,
} from '#domain/memberships/entitlement';
import type {
  AddCreditsSchema,
  AssignMembershipSchema,
  CountedBooking,
  EndMembershipSchema,
  ExtendMembershipSchema,
  LeadToMemberResult,
  LeadToMemberSchema,
  Membership,
  MembershipType,
  MyMembership,
  PauseMembershipSchema,
  PublicMembershipType,
  StudioSettings,
  Strike,
} from '#domain/memberships/schemas';
import { MEMBERSHIP_MESSAGES } from '#domain/memberships/schemas';
import { blockedUntil } from '#domain/memberships/strikes';
import type { User } from '#domain/schemas/users';
import type { z } from '#domain/schemas/zod';
import type { MembershipTypeWriteSchema } from '#domain/memberships/schemas';
import { addDays, berlinDate, berlinToInstant } from '#domain/time';
import type { Dialect } from '../../db/database';
import { fromBool, toBool, type Database } from '../../db/schema';
import { lockMembers, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { MailService } from '../mail/mail.service';
import type { PasswordResetService } from '../users/password-reset.service';
import { hashPassword } from '../users/password';
import type { UsersRepository } from '../users/users.repository';
import { serializeRoles } from '../users/users.table';
import type { MembershipRow, MembershipsRepository } from './memberships.repository';
import { toMembership, toMembershipType, toPublicMembershipType, toStrike } from './memberships.table';
import type { SettingsService } from './settings.service';
import { randomBytes } from 'node:crypto';

type Db = Kysely<Database> | Transaction<Database>;
type TypeInput = z.output<typeof MembershipTypeWriteSchema>;
type AssignMembership = z.output<typeof AssignMembershipSchema>;
type PauseMembership = z.output<typeof PauseMembershipSchema>;
type EndMembership = z.output<typeof EndMembershipSchema>;
type ExtendMembership = z.output<typeof ExtendMembershipSchema>;
type AddCredits = z.output<typeof AddCreditsSchema>;
type LeadToMember = z.output<typeof LeadToMemberSchema>;
const DAY = 86_400_000;
/** Memberships that ended within this many days still take part in the rule (and 'mine'). */
const RECENTLY_ENDED_DAYS = 90;

export interface MembershipsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  users: UsersRepository;
  audit: AuditRepository;
  settings: SettingsService;
  mail: MailService;
  resets: PasswordResetService;
  clock: Clock;
}

/** A membership whose decision depends on the member's other bookings: a card's credits or a period limit. */
const countsSomething = (membership: Membership) =>
  membership.credits !== null || membership.limits.length > 0;

/** The session facts the rule needs: its start, its course's title and own category, and its location. */
export interface SessionForEntitlement {
  scheduledAt: string;
  courseTitle: string;
  courseCategory: string | null;
  locationId: number;
}

/** A member's home studio (issue 34): their own, or the first location when they have none. */
export interface HomeLocation {
  id: number;
  name: string;
}

/** What a member's booking reads before its transaction: the memberships, and the home studio if they hold any. */
export interface KnownFacts {
  memberships: Membership[];
  home?: HomeLocation;
}

const dateOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return berlinToInstant(y, m, d).toISOString();
};
const quarterStart = (date: string) => {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
};
/** The rule's memberships and, when there are any, the member's home studio (`ruleFacts`). */
function factsOf(
  rows: readonly (MembershipRow & { homeLocationId: number; homeLocationName: string })[],
): KnownFacts {
  const [first] = rows;
  return {
    memberships: rows.map(toMembership),
    ...(first ? { home: { id: first.homeLocationId, name: first.homeLocationName } } : {}),
  };
}
/** The week's and the quarter's start of `date`, whichever is earlier: where every period limit but 'total' starts. */
const periodsFrom = (date: string) => [periodKey(date, 'week'), quarterStart(date)].sort()[0]!;
/** The earliest period start any limit of these memberships could look at for `date` ('total': the start). */
function countedFrom(memberships: readonly Membership[], date: string): string {
  const starts = [periodsFrom(date)];
  for (const m of memberships) if (m.limits.some((l) => l.period === 'total')) starts.push(m.startsOn);
  return starts.sort()[0]!;
}
const toCounted = (row: {
  id: number;
  membershipId: number | null;
  scheduledAt: string | Date;
  title: string;
  category: string | null;
}): CountedBooking => ({
  bookingId: row.id,
  membershipId: row.membershipId!,
  startTime: new Date(row.scheduledAt).toISOString(),
  category: effectiveCategory({ title: row.title, category: row.category }),
});

function typeColumns(input: TypeInput) {
  return {
    name: input.name,
    badge: input.badge,
    weeklyPriceCents: input.weeklyPriceCents,
    monthlyPriceCents: input.monthlyPriceCents,
    oneTimePriceCents: input.oneTimePriceCents,
    features: JSON.stringify(input.features),
    categories: JSON.stringify(input.categories),
    limits: JSON.stringify(input.limits),
    credits: input.credits,
    validityDays: input.validityDays,
    active: fromBool(input.active),
    listed: fromBool(input.listed),
    sortOrder: input.sortOrder,
    soldOnline: fromBool(input.soldOnline),
    setupFeeCents: input.setupFeeCents,
    minimumTermMonths: input.minimumTermMonths,
    noticePeriodWeeks: input.noticePeriodWeeks,
    allLocations: fromBool(input.allLocations),
  };
}

export class MembershipsService {
  constructor(private readonly deps: MembershipsDeps) {}

  private transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.deps.db, this.deps.dialect, work);
  }

  private audit(
    trx: Db,
    actor: User,
    action: Parameters<AuditRepository['record']>[1]['action'],
    entity: {
      type: Parameters<AuditRepository['record']>[1]['entityType'];
      id: number;
    },
    details: Record<string, unknown>,
    at: string,
  ) {
    return this.deps.audit.record(
      trx,
      { actorId: actor.id, action, entityType: entity.type, entityId: entity.id, details },
      at,
    );
  }

  // Types

  async listTypes(): Promise<MembershipType[]> {
    return (await this.deps.repo.types()).map(toMembershipType);
  }

  /** The active, listed types for the public tiers (the server renderer reads them in-process too). */
  async publicTypes(): Promise<PublicMembershipType[]> {
    return (await this.deps.repo.types(this.deps.db, { active: true, listed: true })).map(
      toPublicMembershipType,
    );
  }

  async createType(actor: User, data: TypeInput): Promise<MembershipType> {
    return this.transaction(async (trx) => {
      const now = this.deps.clock.now().toISOString();
      const [id] = await this.deps.repo.insertTypes(
        [{ ...typeColumns(data), createdAt: now, updatedAt: now }],
        trx,
      );
      if (id === undefined) {
        throw new DomainError('VALIDATION', [{ path: 'name', message: MEMBERSHIP_MESSAGES.nameTaken }]);
      }
      await this.audit(
        trx,
        actor,
        'membership_type.create',
        { type: 'membership_type', id },
        { name: data.name },
        now,
      );
      return toMembershipType((await this.deps.repo.type(id, trx))!);
    });
  }

  async updateType(actor: User, id: number, data: TypeInput): Promise<MembershipType> {
    return this.transaction(async (trx) => {
      const before = await this.deps.repo.type(id, trx);
      if (!before) throw new DomainError('MEMBERSHIP_TYPE_NOT_FOUND');
      const now = this.deps.clock.now().toISOString();
      const other = await this.deps.repo.typeIdByName(data.name, trx);
      if (other !== undefined && other !== id) {
        throw new DomainError('VALIDATION', [{ path: 'name', message: MEMBERSHIP_MESSAGES.nameTaken }]);
      }
      await this.deps.repo.updateType(id, { ...typeColumns(data), updatedAt: now }, trx);
      const after = (await this.deps.repo.type(id, trx))!;
      const was = toMembershipType(before);
      const is = toMembershipType(after);
      const changes = Object.fromEntries(
        (Object.keys(is) as Array<keyof MembershipType>)
          .filter((key) => key !== 'updatedAt' && JSON.stringify(was[key]) !== JSON.stringify(is[key]))
          .map((key) => [key, { from: was[key], to: is[key] }]),
      );
      await this.audit(
        trx,
        actor,
        'membership_type.update',
        { type: 'membership_type', id },
        { changes },
        now,
      );
      return is;
    });
  }

  async deleteType(actor: User, id: number): Promise<void> {
    await this.transaction(async (trx) => {
      const type = await this.deps.repo.type(id, trx);
      if (!type) throw new DomainError('MEMBERSHIP_TYPE_NOT_FOUND');
      if (await this.deps.repo.typeInUse(id, trx)) throw new DomainError('MEMBERSHIP_TYPE_IN_USE');
      await this.deps.repo.deleteType(id, trx);
      const now = this.deps.clock.now().toISOString();
      await this.audit(
        trx,
        actor,
        'membership_type.delete',
        { type: 'membership_type', id },
        { name: type.name },
        now,
      );
    });
  }

  // A member's memberships (desk)

  private async member(userId: number, db: Db) {
    const user = await this.deps.users.findById(userId, db);
    if (!user || user.anonymisedAt) throw new DomainError('USER_NOT_FOUND');
    return user;
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
          endsOn: type.validityDays ? addDays(startsOn, type.validityDays - 1) : null,
          pausedFrom: null,
          pausedUntil: null,
          credits: type.credits,
          createdAt: now,
          updatedAt: now,
        },
        trx,
      );
      await this.audit(
        trx,
        actor,
        'membership.assign',
        { type: 'membership', id },
        {
          userId,
          typeId: type.id,
          name: type.name,
          startsOn,
        },
        now,
      );
      return this.one(id, trx);
    };
    return db ? work(db) : this.transaction(work);
  }

  private async one(id: number, db: Db): Promise<Membership> {
    const row = await this.deps.repo.membership(id, db);
    if (!row) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    return toMembership(row);
  }

  /** One desk change of a membership: read, check, write, audit with before and after. */
  private change(
    actor: User,
    id: number,
    action: 'membership.pause' | 'membership.end' | 'membership.extend' | 'membership.credits',
    patch: (
      row: MembershipRow,
    ) => Partial<Pick<MembershipRow, 'endsOn' | 'pausedFrom' | 'pausedUntil' | 'credits'>>,
    db?: Db,
  ): Promise<Membership> {
    const work = async (trx: Db) => {
      const row = await this.deps.repo.membership(id, trx);
      if (!row) throw new DomainError('MEMBERSHIP_NOT_FOUND');
      const next = patch(row);
      const now = this.deps.clock.now().toISOString();
      await this.deps.repo.updateMembership(id, { ...next, updatedAt: now }, trx);
      const from = Object.fromEntries(Object.keys(next).map((key) => [key, row[key as keyof typeof next]]));
      await this.audit(
        trx,
        actor,
        action,
        { type: 'membership', id },
        { userId: row.userId, from, to: next },
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
    return this.change(
      actor,
      id,
      'membership.end',
      (row) => {
        const endsOn = input.endsOn ?? berlinDate(this.deps.clock.now());
        if (endsOn < row.startsOn) {
          // Ending before it began: it never runs (the last day is the day before the first).
          return { endsOn: addDays(row.startsOn, -1) };
        }
        return { endsOn };
      },
      db,
    );
  }

  extend(actor: User, id: number, input: ExtendMembership): Promise<Membership> {
    return this.change(actor, id, 'membership.extend', (row) => {
      if (input.endsOn !== null && input.endsOn < row.startsOn) {
        throw new DomainError('VALIDATION', [
          { path: 'endsOn', message: MEMBERSHIP_MESSAGES.endBeforeStart },
        ]);
      }
      return { endsOn: input.endsOn };
    });
  }

  addCredits(actor: User, id: number, input: AddCredits): Promise<Membership> {
    return this.change(actor, id, 'membership.credits', (row) => {
      if (row.credits === null) throw new DomainError('MEMBERSHIP_NO_CREDITS');
      return {
        credits: row.credits + input.credits,
        ...(input.endsOn !== undefined ? { endsOn: input.endsOn } : {}),
      };
    });
  }

  // The rule's facts

  /**
   * The member's memberships as the rule reads them: all but those that ended more than RECENTLY_ENDED_DAYS
   * ago (a recently ended one still explains a refusal: 'gilt nur bis …'). 'mine' answers the same set, so
   * the client's call of the rule decides as the server's.
   */
  private async ruleMemberships(userId: number, now: Date, db: Db): Promise<Membership[]> {
    const from = addDays(berlinDate(now), -RECENTLY_ENDED_DAYS);
    return (await this.deps.repo.membershipsOf(userId, db, from)).map(toMembership);
  }

  /** `ruleMemberships` and, when there are any, the member's home studio, in one statement (issue 34). */
  private async ruleFacts(userId: number, now: Date, db: Db): Promise<KnownFacts> {
    const from = addDays(berlinDate(now), -RECENTLY_ENDED_DAYS);
    return factsOf(await this.deps.repo.membershipsWithHomeOf(userId, db, from));
  }

  /** Counted bookings from the earliest period start any limit could look at for `date`. */
  private async counted(
    userId: number,
    memberships: readonly Membership[],
    date: string,
    db: Db,
    excludeBookingId?: number,
  ): Promise<CountedBooking[]> {
    const from = countedFrom(memberships, date);
    return (await this.deps.repo.countedBookings(userId, dateOf(from), db, excludeBookingId)).map(toCounted);
  }

  private async blockOf(userId: number, settings: StudioSettings, now: Date, db: Db) {
    if (settings.strikeLimit === null) return { strikes: [], blockedUntil: null };
    const since = new Date(
      now.getTime() - (settings.strikeWindowDays + settings.blockDays) * DAY,
    ).toISOString();
    const strikes = await this.deps.repo.strikesOf(userId, since, db);
    const facts = strikes.map((s) => ({
      createdAt: new Date(s.createdAt).toISOString(),
      forgivenAt: s.forgivenAt,
    }));
    return { strikes, blockedUntil: blockedUntil(facts, settings, now) };
  }

  /**
   * Whether the member may book the session, read inside the caller's transaction under the session's and
   * the member's lock (decision 0140). `excludeBookingId`: the waitlisted booking being promoted (it counts
   * already; the rule decides as if it were booked anew). `membershipsOnly`: a promotion, where the cap and a
   * block do not apply.
   */
  async entitlement(
    trx: Db,
    userId: number,
    session: SessionForEntitlement,
    now: Date,
    settings: StudioSettings,
    options: {
      excludeBookingId?: number;
      membershipsOnly?: boolean;
      /** Take the member's lock before reading what counts (the caller holds the session's lock already). */
      lock?: boolean;
      /**
       * The memberships as read before the transaction (`known`). When none of them counts anything (no
       * credits, no limits) and no fair rule is on, the decision needs nothing the member's other bookings
       * change: no lock, no further read. Otherwise they are read again under the member's lock.
       */
      known?: Membership[];
      /** The member's home studio as read with `known`; otherwise read with the memberships here. */
      home?: HomeLocation;
    } = {},
  ): Promise<Entitlement> {
    const date = berlinDate(session.scheduledAt);
    const fairRulesOn =
      !options.membershipsOnly && (settings.maxUpcomingBookings !== null || settings.strikeLimit !== null);
    let memberships = options.known;
    let homeRead = options.home;
    if (!memberships || fairRulesOn || memberships.some(countsSomething)) {
      if (options.lock) await lockMembers(trx, this.deps.dialect, [userId]);
      // The home studio in the same statement unless the caller read it already (issue 34).
      if (homeRead) memberships = await this.ruleMemberships(userId, now, trx);
      else ({ memberships, home: homeRead } = await this.ruleFacts(userId, now, trx));
    }
    const category = effectiveCategory({ title: session.courseTitle, category: session.courseCategory });
    const sessionFacts = { startTime: new Date(session.scheduledAt).toISOString(), category };
    // The home studio only when a membership is valid there alone (issue 34); 'Alle Standorte' needs none.
    const home =
      memberships.length > 0 && !memberships.every((m) => m.allLocations)
        ? (homeRead ?? (await this.homeOf(userId, trx)))
        : undefined;
    const location = home ? { sessionLocationId: session.locationId, home } : undefined;
    if (memberships.length === 0) {
      return decideEntitlement({
        session: sessionFacts,
        memberships: [],
        countedBookings: [],
        upcomingCount: 0,
        blockedUntil: null,
        settings,
        now,
        membershipsOnly: true,
      });
    }
    const needsFairRules = !options.membershipsOnly;
    // Each read only when a rule needs it: a membership without period limits counts nothing.
    const [countedBookings, upcomingCount, block, billingBlocked] = await Promise.all([
      memberships.some((m) => m.limits.length > 0)
        ? this.counted(userId, memberships, date, trx, options.excludeBookingId)
        : Promise.resolve([]),
      needsFairRules && settings.maxUpcomingBookings !== null
        ? this.deps.repo.upcomingCount(userId, now.toISOString(), trx, options.excludeBookingId)
        : Promise.resolve(0),
      needsFairRules && settings.strikeLimit !== null
        ? this.blockOf(userId, settings, now, trx)
        : Promise.resolve({ blockedUntil: null }),
      needsFairRules && this.deps.settings.blocksAfterReturns(settings)
        ? this.deps.repo.billingFlagged(userId, trx)
        : Promise.resolve(false),
    ]);
    return decideEntitlement({
      session: sessionFacts,
      ...(location ? { location } : {}),
      memberships: memberships as EntitlementMembership[],
      countedBookings,
      upcomingCount,
      blockedUntil: block.blockedUntil,
      billingBlocked,
      settings,
      now,
      ...(options.membershipsOnly ? { membershipsOnly: true } : {}),
    });
  }

  /** The member's home studio (issue 34): their own, else the first location. */
  async homeOf(userId: number, db: Db = this.deps.db): Promise<HomeLocation> {
    const home = await this.deps.repo.homeLocation(userId, db);
    if (!home) throw new DomainError('USER_NOT_FOUND');
    return home;
  }

  /**
   * The desk's check-in of a member at a session of another location than their home studio (issue 34): allowed
   * where the membership allows it ('Alle Standorte'), else the location's refusal. The membership is the
   * booking's (`membershipId`), or for a booking made without one (the desk's override) those in force on the
   * session's day; none at all is not this rule's to refuse. Read inside the caller's transaction.
   */
  async checkInRefusal(
    trx: Db,
    userId: number,
    session: { scheduledAt: string; locationId: number },
    membershipId: number | null,
    now: Date,
  ): Promise<Refusal | undefined> {
    // One statement: the memberships with the home studio (none held: nothing for this rule to refuse).
    const { memberships, home } = await this.ruleFacts(userId, now, trx);
    if (!home || home.id === session.locationId) return undefined;
    const date = berlinDate(session.scheduledAt);
    const deciding = memberships.filter((m) =>
      membershipId !== null ? m.id === membershipId : inForce(m, date),
    );
    return locationRefusal(deciding, { sessionLocationId: session.locationId, home });
  }

  /**
   * The member's memberships as the rule reads them, outside any transaction (see `entitlement`'s `known`), with
   * their home studio when they hold any (`home`; the location rule needs it only then).
   */
  known(userId: number, now: Date): Promise<KnownFacts> {
    return this.ruleFacts(userId, now, this.deps.db);
  }

  /** 'Meine Mitgliedschaft': everything the client's call of the rule needs, and the strikes. */
  async mine(userId: number): Promise<MyMembership> {
    const db = this.deps.db;
    const now = this.deps.clock.now();
    const today = berlinDate(now);
    // Two reads side by side, each a round trip of its own on PostgreSQL (decision 0193): the memberships with
    // the home studio and the settings' version, and in one statement the member's bookings from the earlier of
    // this week's and this quarter's start that count or are still to come. The settings are read only when they
    // changed since this process read them last, or when the member holds no membership (no row to carry the
    // version): decision 0210.
    const periods = dateOf(periodsFrom(today));
    const stamp = now.toISOString();
    const [rows, bookings] = await Promise.all([
      this.deps.repo.membershipsWithHomeAndVersionOf(userId, db, addDays(today, -RECENTLY_ENDED_DAYS)),
      this.deps.repo.countedOrUpcoming(userId, periods, stamp, db),
    ]);
    const settings = rows.length
      ? await this.deps.settings.at(rows[0]!.settingsVersion, db)
      : await this.deps.settings.current(db);
    const { memberships, home } = factsOf(rows);
    const upcomingCount = bookings.filter(
      (b) =>
        (b.status === 'confirmed' || b.status === 'pending') && new Date(b.scheduledAt).toISOString() > stamp,
    ).length;
    const from = countedFrom(memberships, today);
    const [countedBookings, block, billingBlocked] = await Promise.all([
      !memberships.length
        ? []
        : from < periodsFrom(today) // a 'total' limit of a membership that started before: read from its start
          ? this.counted(userId, memberships, today, db)
          : bookings.filter((b) => toBool(b.counted) && b.membershipId !== null).map(toCounted),
      this.blockOf(userId, settings, now, db),
      this.deps.settings.blocksAfterReturns(settings) && this.deps.repo.billingFlagged(userId, db),
    ]);
    const shownSince = now.getTime() - settings.strikeWindowDays * DAY;
    return {
      memberships,
      countedBookings,
      upcomingCount,
      strikes: block.strikes
        .filter((s) => new Date(s.createdAt).getTime() >= shownSince)
        .map((s) => toStrike(s, settings)),
      blockedUntil: block.blockedUntil,
      billingBlocked,
      ...(home ? { home } : {}),
      settings,
    };
  }

  // Strikes

  async strikesOf(userId: number): Promise<Strike[]> {
    await this.member(userId, this.deps.db);
    const settings = await this.deps.settings.current();
    return (await this.deps.repo.strikesOf(userId, '1970-01-01T00:00:00.000Z')).map((s) =>
      toStrike(s, settings),
    );
  }

  async forgive(actor: User, id: number, reason: string): Promise<Strike> {
    return this.transaction(async (trx) => {
      const strike = await this.deps.repo.strike(id, trx);
      if (!strike) throw new DomainError('STRIKE_NOT_FOUND');
      const now = this.deps.clock.now().toISOString();
      if (!strike.forgivenAt) {
        await this.deps.repo.forgiveStrike(id, actor.id, reason, now, trx);
        await this.audit(
          trx,
          actor,
          'strike.forgive',
          { type: 'strike', id },
          {
            userId: strike.userId,
            bookingId: strike.bookingId,
            reason,
          },
          now,
        );
      }
      const settings = await this.deps.settings.current(trx);
      const rows = await this.deps.repo.strikesOf(strike.userId, '1970-01-01T00:00:00.000Z', trx);
      return toStrike(
        rows.find((row) => row.id === id)!,
        settings,
      );
    });
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
    const rows = (await this.deps.repo.noShows(bookingIds, trx)).filter(
      (row) =>
        !row.promotedAt ||
        new Date(row.promotedAt).getTime() <=
          new Date(row.scheduledAt).getTime() - settings.latePromotionHours * 3_600_000,
    );
    const byUser = new Map<number, number[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
    for (const [userId, ids] of byUser) {
      const before = await this.blockOf(userId, settings, now, trx);
      await this.deps.repo.insertStrikes(
        ids.map((bookingId) => ({ userId, bookingId, createdAt: stamp })),
        trx,
      );
      const after = await this.blockOf(userId, settings, now, trx);
      if (after.blockedUntil && (!before.blockedUntil || after.blockedUntil > before.blockedUntil)) {
        const user = await this.deps.users.findById(userId, trx);
        if (user && !user.anonymisedAt) {
          const windowStart = now.getTime() - settings.strikeWindowDays * DAY;
          const strikes = after.strikes.filter(
            (s) => !s.forgivenAt && new Date(s.createdAt).getTime() > windowStart,
          ).length;
          await this.deps.mail.bookingBlocked(
            user,
            { firstName: user.firstName, until: after.blockedUntil, strikes },
            trx,
          );
        }
      }
    }
  }

  // A lead becomes a member

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
      const [first = '', ...rest] = lead.name.trim().split(/\s+/);
      const firstName = input.firstName ?? (first || lead.name);
      const lastName = input.lastName ?? rest.join(' ');
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
      await this.audit(
        trx,
        actor,
        'lead.member',
        { type: 'lead', id: leadId },
        {
          userId: user.id,
          membershipId: membership.id,
          typeId: input.typeId,
          existingAccount: existing !== undefined,
        },
        now,
      );
      if (!existing) await this.deps.resets.invite(user, membership.name, trx);
      return { userId: user.id, leadId, membership, invited: !existing };
    });
  }
}
