// What a member may book (decision 0140, issue 34): the facts the booking transaction decides with (`entitlement`
// reads them under the caller's locks and asks the one pure rule, domain/memberships/entitlement.ts), the
// memberships a booking reads before its transaction (`known`), the desk's check-in at another studio, the member's
// home studio, and 'Meine Mitgliedschaft' (`mine`): everything the client's call of the same rule needs. The
// booking's hot path: the statements are prepared (server/db/prepared.ts), each read only when a rule needs it.
import type { Kysely } from 'kysely';
import { effectiveCategory } from '#domain/courses/expand';
import { DomainError } from '#domain/errors/domain-error';
import {
  decideEntitlement,
  inForce,
  locationRefusal,
  type Entitlement,
  type EntitlementMembership,
  type Refusal,
} from '#domain/memberships/entitlement';
import {
  countedFrom,
  countedSince,
  countsSomething,
  periodsFrom,
  ruleMembershipsFrom,
  upcomingCount,
} from '#domain/memberships/reads';
import type { CountedBooking, Membership, MyMembership, StudioSettings } from '#domain/memberships/schemas';
import { shownStrikes } from '#domain/memberships/strikes';
import { berlinDate } from '#domain/time';
import type { Dialect } from '../../db/database';
import { toBool, type Database, type Db } from '../../db/schema';
import { lockMembers } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { MembershipRow, MembershipsRepository } from './memberships.repository';
import { toCounted, toMembership, toStrike } from './memberships.table';
import type { SettingsService } from './settings.service';
import type { StrikesService } from './strikes.service';

export interface EntitlementDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: MembershipsRepository;
  settings: SettingsService;
  strikes: StrikesService;
  clock: Clock;
}

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

export class EntitlementService {
  constructor(private readonly deps: EntitlementDeps) {}

  /**
   * The member's memberships as the rule reads them: all but those that ended more than RECENTLY_ENDED_DAYS
   * ago (a recently ended one still explains a refusal: 'gilt nur bis …'). 'mine' answers the same set, so
   * the client's call of the rule decides as the server's.
   */
  private async ruleMemberships(userId: number, now: Date, db: Db): Promise<Membership[]> {
    const from = ruleMembershipsFrom(berlinDate(now));
    return (await this.deps.repo.ruleMembershipsOf(userId, db, from)).map(toMembership);
  }

  /** `ruleMemberships` and, when there are any, the member's home studio, in one statement (issue 34). */
  private async ruleFacts(userId: number, now: Date, db: Db): Promise<KnownFacts> {
    const from = ruleMembershipsFrom(berlinDate(now));
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
    const since = countedSince(countedFrom(memberships, date));
    return (await this.deps.repo.countedBookings(userId, since, db, excludeBookingId)).map(toCounted);
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
    const [countedBookings, upcoming, block, billingBlocked] = await Promise.all([
      memberships.some((m) => m.limits.length > 0)
        ? this.counted(userId, memberships, date, trx, options.excludeBookingId)
        : Promise.resolve([]),
      needsFairRules && settings.maxUpcomingBookings !== null
        ? this.deps.repo.upcomingCount(userId, now.toISOString(), trx, options.excludeBookingId)
        : Promise.resolve(0),
      needsFairRules && settings.strikeLimit !== null
        ? this.deps.strikes.blockOf(userId, settings, now, trx)
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
      upcomingCount: upcoming,
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
    const periods = countedSince(periodsFrom(today));
    const [rows, bookings] = await Promise.all([
      this.deps.repo.membershipsWithHomeAndVersionOf(userId, db, ruleMembershipsFrom(today)),
      this.deps.repo.countedOrUpcoming(userId, periods, now.toISOString(), db),
    ]);
    const settings = rows.length
      ? await this.deps.settings.at(rows[0]!.settingsVersion, db)
      : await this.deps.settings.current(db);
    const { memberships, home } = factsOf(rows);
    const from = countedFrom(memberships, today);
    const [countedBookings, block, billingBlocked] = await Promise.all([
      !memberships.length
        ? []
        : from < periodsFrom(today) // a 'total' limit of a membership that started before: read from its start
          ? this.counted(userId, memberships, today, db)
          : bookings.filter((b) => toBool(b.counted) && b.membershipId !== null).map(toCounted),
      this.deps.strikes.blockOf(userId, settings, now, db),
      this.deps.settings.blocksAfterReturns(settings) && this.deps.repo.billingFlagged(userId, db),
    ]);
    return {
      memberships,
      countedBookings,
      upcomingCount: upcomingCount(bookings, now),
      strikes: shownStrikes(block.strikes, settings, now).map((s) => toStrike(s, settings)),
      blockedUntil: block.blockedUntil,
      billingBlocked,
      ...(home ? { home } : {}),
      settings,
    };
  }
}
