// Check-in at the front desk, for the trainer who leads the session or an admin (seed 000 §6 plus the trainer
// name): the sessions of a Berlin day with their participants, checking a booking in, scanning a member's
// signed code or typed short code, taking a check-in back within CHECK_IN_UNDO_MINUTES (audited, decision 0199),
// marking no-shows once the session has ended, and the member's own codes.
// A check-in is idempotent twice over: by its Idempotency-Key (the first answer is stored in the same
// transaction and replayed, as for bookings, decision 0007) and by state (attended stays attended, 200).
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from '#domain/schemas/zod';
import { isAdmin, isManager, runsSession, type Scoped } from '#domain/auth/permissions';
import { encodeShortCode, parseCheckInCode } from '#domain/check-in/codes';
import { checkInOpen, checkInUndoable } from '#domain/check-in/window';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#domain/constants';
import { DomainError, refusalOf } from '#domain/errors/domain-error';
import type { ErrorCode, ErrorParams } from '#domain/errors/catalogue';
import type {
  CheckInCode,
  CheckInResult,
  CheckInScanRequestSchema,
  CheckInSession,
  CheckInSessionSummary,
  NoShowResult,
} from '#domain/schemas/check-in';
import type { Booking } from '#domain/schemas/bookings';
import type { User } from '#domain/schemas/users';
import { berlinDate, berlinToInstant } from '#domain/time';
import type { Dialect } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { lockKey, lockRow, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import { sharedPayload } from '../../lib/shared-payload';
import type { VersionedFlight } from '../../lib/single-flight';
import type { AuditRepository } from '../audit/audit.repository';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { BookingsService } from '../bookings/bookings.service';
import type { EntitlementService } from '../memberships/entitlement.service';
import type { StrikesService } from '../memberships/strikes.service';
import type { UsersRepository } from '../users/users.repository';
import type { CheckInCodes } from './check-in-codes';
import type { CheckInParticipantRow, CheckInRepository, CheckInSessionRow } from './check-in.repository';
import { countsOf, toCheckInSession, toSessionSummary } from './check-in.table';

const MINUTE = 60_000;

/** What a check-in request answered: stored under its Idempotency-Key and replayed for every repeat. */
export interface CheckInOutcome {
  status: number;
  result?: CheckInResult;
  error?: ErrorCode;
  /** The values of the refusal's message (the location rule names the home studio). */
  params?: ErrorParams;
}

export interface CheckInServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  checkIns: CheckInRepository;
  bookings: BookingsRepository;
  bookingReads: BookingsService;
  users: UsersRepository;
  audit: AuditRepository;
  codes: CheckInCodes;
  clock: Clock;
  /** No-shows become strikes when the studio turned strikes on (issue 19). */
  strikes: StrikesService;
  /** A member of another location checks in only where their membership allows it (issue 34). */
  entitlement: EntitlementService;
  /** The admins' day lists, each kept while the database's version of what it shows holds (decision 0223). */
  dayLists: VersionedFlight<CheckInSession[]>;
}

export class CheckInService {
  constructor(private readonly deps: CheckInServiceDeps) {}

  /** A write of bookings (the day lists' version moves with it: the bookings' triggers, decision 0223). */
  private write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.deps.db, this.deps.dialect, work);
  }

  /**
   * The sessions of a Berlin day (today by default): all for an admin, those of their locations for a manager,
   * their own for a trainer.
   */
  sessionsOfDay(actor: Scoped<User>, date?: string): Promise<CheckInSession[]> {
    const { from, to } = this.day(date);
    return this.sessionsBetween(actor, from, to);
  }

  /**
   * The same sessions with their counts only (the admin dashboard's day, decision 0216): what the bookings'
   * triggers keep (session_counts), no participant read.
   */
  summariesOfDay(actor: Scoped<User>, date?: string): Promise<CheckInSessionSummary[]> {
    const { from, to } = this.day(date);
    return this.summariesBetween(actor, from, to);
  }

  /** A Berlin calendar day (today by default) as the instants it starts and ends at. */
  private day(date?: string) {
    const [y, m, d] = (date ?? berlinDate(this.deps.clock.now())).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    return { from: berlinToInstant(y, m, d), to: berlinToInstant(y, m, d + 1) };
  }

  /** The sessions starting in [from, to) with their participants: all for an admin, their own for a trainer. */
  async sessionsBetween(actor: Scoped<User>, from: Date, to: Date): Promise<CheckInSession[]> {
    const range = { from: from.toISOString(), to: to.toISOString() };
    const admin = isAdmin(actor);
    if (!admin && !isManager(actor)) return this.readSessions(actor, range);
    // Every desk of the studio, or of a manager's locations, asks for the same day: one list computed per version
    // of what it shows, which the database keeps (decision 0223); the sessions themselves are read with every
    // request and are part of it. Kept per filter and per kind of desk (what a manager runs is decided apart).
    const filter = this.sessionFilter(actor, range);
    const sessions = await this.deps.checkIns.versionedSessions(filter);
    const key = JSON.stringify({ ...filter, desk: admin ? 'admin' : 'manager' });
    return this.deps.dayLists.run(key, JSON.stringify(sessions), async () =>
      sharedPayload(await this.withParticipants(actor, sessions, range)),
    );
  }

  private async readSessions(
    actor: Scoped<User>,
    range: { from: string; to: string },
  ): Promise<CheckInSession[]> {
    return this.withParticipants(
      actor,
      await this.deps.checkIns.sessions(this.sessionFilter(actor, range)),
      range,
    );
  }

  /** The sessions the actor runs among `rows`, each with its participants. */
  private async withParticipants(
    actor: Scoped<User>,
    rows: readonly CheckInSessionRow[],
    range: { from: string; to: string },
  ): Promise<CheckInSession[]> {
    const admin = isAdmin(actor);
    const sessions = rows.filter((s) => runsSession(actor, s));
    const bySession = new Map<number, CheckInParticipantRow[]>(sessions.map((s) => [s.id, []]));
    const participants = await this.deps.checkIns.participants(admin ? range : sessions.map((s) => s.id));
    for (const participant of participants) bySession.get(participant.courseSettingId)?.push(participant);
    return sessions.map((s) => toCheckInSession(s, bySession.get(s.id) ?? []));
  }

  /**
   * The sessions starting in [from, to) the actor may run, with their counts but not their participants (the
   * trainer's week): a trainer's own are picked in SQL, the counts read from session_counts in the same
   * statement (decision 0210), no booking read.
   */
  async summariesBetween(actor: Scoped<User>, from: Date, to: Date): Promise<CheckInSessionSummary[]> {
    const range = { from: from.toISOString(), to: to.toISOString() };
    const sessions = (await this.deps.checkIns.summaries(this.sessionFilter(actor, range))).filter((s) =>
      runsSession(actor, s),
    );
    return sessions.map((s) => toSessionSummary(s, countsOf(s)));
  }

  /** Which sessions the actor's lists read: all (admin), their locations' (manager), their own (trainer). */
  private sessionFilter(actor: Scoped<User>, range: { from: string; to: string }) {
    if (actor.scope === 'all') return range;
    if (actor.scope) return { ...range, locationIds: actor.scope };
    return { ...range, trainerId: actor.id };
  }

  /** One session with its participants, for the trainer who leads it or an admin (SESSION_NOT_YOURS else). */
  async session(actor: Scoped<User>, id: number, db?: Db): Promise<CheckInSession> {
    const [session] = await this.deps.checkIns.sessions({ id }, db);
    if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
    if (!runsSession(actor, session)) throw new DomainError('SESSION_NOT_YOURS');
    return toCheckInSession(session, await this.deps.checkIns.participants([id], db));
  }

  /** Checks a booking in. */
  checkIn(actor: Scoped<User>, bookingId: number, idempotencyKey: string): Promise<CheckInOutcome> {
    return this.idempotent(actor, idempotencyKey, { checkIn: bookingId }, (trx) =>
      this.checkInBooking(trx, actor, bookingId),
    );
  }

  /** Checks in the member a scanned or typed code names, for their booking of the session. */
  scan(
    actor: Scoped<User>,
    input: z.output<typeof CheckInScanRequestSchema>,
    idempotencyKey?: string,
  ): Promise<CheckInOutcome> {
    const code = parseCheckInCode(input.code);
    return this.idempotent(
      actor,
      idempotencyKey,
      { scan: code, courseSettingsId: input.courseSettingsId },
      async (trx) => {
        let userId: number | undefined;
        if (code?.kind === 'signed')
          userId = this.deps.codes.verify(code.userId, code.signature) ? code.userId : undefined;
        else if (code?.kind === 'short') userId = await this.deps.users.idByCheckInCode(code.shortCode, trx);
        if (userId === undefined) throw new DomainError('CHECK_IN_CODE_INVALID');
        const session = await this.deps.bookings.session(input.courseSettingsId, trx);
        if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
        if (!runsSession(actor, session)) throw new DomainError('SESSION_NOT_YOURS');
        const booking = await this.deps.bookings.activeOf(userId, session.id, trx);
        if (booking) return this.checkInBooking(trx, actor, booking.id);
        if (await this.deps.bookings.latestCancelledOf(userId, session.id, trx))
          throw new DomainError('CHECK_IN_CANCELLED');
        throw new DomainError('CHECK_IN_NO_BOOKING');
      },
    );
  }

  /**
   * Takes a check-in back (a wrong name tapped): within CHECK_IN_UNDO_MINUTES of it (CHECK_IN_UNDO_EXPIRED after),
   * by whoever runs the session; the booking holds its seat again, unchecked (also one that had been a no-show:
   * marking no-shows again sets it, with its strike). Audited with when and by whom it had been checked in.
   */
  async undoCheckIn(actor: Scoped<User>, bookingId: number): Promise<Booking> {
    const { dialect, bookings, checkIns, bookingReads, audit, clock } = this.deps;
    return this.write(async (trx) => {
      const found = await bookings.find(bookingId, trx);
      if (!found) throw new DomainError('BOOKING_NOT_FOUND');
      if (!runsSession(actor, found)) throw new DomainError('SESSION_NOT_YOURS');
      await lockRow(trx, dialect, 'course_settings', found.courseSettingId);
      const current = (await checkIns.checkInOf(bookingId, trx))!;
      if (current.status !== 'attended' || !current.checkedInAt)
        throw new DomainError('CHECK_IN_NOT_CHECKED_IN');
      const now = clock.now();
      const checkedInAt = new Date(current.checkedInAt).toISOString();
      if (!checkInUndoable(checkedInAt, now)) throw new DomainError('CHECK_IN_UNDO_EXPIRED');
      const stamp = now.toISOString();
      await checkIns.undoCheckIn(bookingId, stamp, trx);
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'booking.check_in_undone',
          entityType: 'booking',
          entityId: bookingId,
          details: {
            courseSettingId: current.courseSettingId,
            checkedInAt,
            checkedInBy: current.checkedInBy,
          },
        },
        stamp,
      );
      return bookingReads.byId(bookingId, trx);
    });
  }

  /**
   * After the session has ended, its confirmed bookings that were never checked in become no-shows. The
   * answer is the session as the check-in view shows it.
   */
  async markNoShows(actor: Scoped<User>, settingId: number): Promise<NoShowResult> {
    const { dialect, checkIns, bookings, audit, clock } = this.deps;
    return this.write(async (trx) => {
      await lockRow(trx, dialect, 'course_settings', settingId);
      const [session] = await checkIns.sessions({ id: settingId }, trx);
      if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
      if (!runsSession(actor, session)) throw new DomainError('SESSION_NOT_YOURS');
      if (session.cancelledAt) throw new DomainError('SESSION_CANCELLED');
      const now = clock.now();
      if (now.getTime() < new Date(session.scheduledAt).getTime() + session.durationMinutes * MINUTE)
        throw new DomainError('SESSION_NOT_ENDED');
      const stamp = now.toISOString();
      const marked = await bookings.markNoShows(settingId, stamp, trx);
      await this.deps.strikes.recordNoShows(trx, marked, now);
      if (marked.length > 0) {
        await audit.record(
          trx,
          {
            actorId: actor.id,
            action: 'session.no_shows',
            entityType: 'course_setting',
            entityId: settingId,
            details: { bookings: marked },
          },
          stamp,
        );
      }
      const view = toCheckInSession(session, await checkIns.participants([settingId], trx));
      return { session: view, marked: marked.length };
    });
  }

  /** The member's signed code and their short code (made once, on first request). */
  async codeFor(user: User): Promise<CheckInCode> {
    const { users } = this.deps;
    let shortCode = await users.checkInCodeOf(user.id);
    for (let attempt = 0; !shortCode && attempt < 10; attempt++) {
      // 40 random bits; a code someone else already holds is refused by the unique index: draw again.
      await users.setCheckInCode(user.id, encodeShortCode(randomBytes(5)));
      shortCode = await users.checkInCodeOf(user.id);
    }
    if (!shortCode) throw new Error('no free check-in short code after 10 attempts');
    return { code: this.deps.codes.sign(user.id), shortCode };
  }

  /**
   * confirmed (or a no-show being corrected) → attended; attended → unchanged, alreadyCheckedIn; waitlisted
   * or cancelled → 409. Possible from CHECK_IN_OPENS_MINUTES before the start on (CHECK_IN_TOO_EARLY before),
   * and any time after it (a check-in queued offline may arrive late).
   */
  private async checkInBooking(trx: Db, actor: Scoped<User>, bookingId: number): Promise<CheckInResult> {
    const { bookings, users, bookingReads, clock, dialect } = this.deps;
    const found = await bookings.find(bookingId, trx);
    if (!found) throw new DomainError('BOOKING_NOT_FOUND');
    if (!runsSession(actor, found)) throw new DomainError('SESSION_NOT_YOURS');
    await lockRow(trx, dialect, 'course_settings', found.courseSettingId);
    const booking = (await bookings.find(bookingId, trx))!;
    const now = clock.now();
    if (!checkInOpen(booking.scheduledAt, now)) throw new DomainError('CHECK_IN_TOO_EARLY');
    if (booking.status === 'pending') throw new DomainError('CHECK_IN_WAITLISTED');
    if (booking.status === 'cancelled') throw new DomainError('CHECK_IN_CANCELLED');
    const alreadyCheckedIn = booking.status === 'attended';
    if (!alreadyCheckedIn) {
      // A member of another location: only where their membership is valid at all locations (issue 34).
      const elsewhere = await this.deps.entitlement.checkInRefusal(
        trx,
        booking.userId,
        booking,
        booking.membershipId,
        now,
      );
      if (elsewhere) throw DomainError.with(elsewhere.code, elsewhere.params);
    }
    if (!alreadyCheckedIn) await bookings.checkIn(booking.id, now.toISOString(), actor.id, trx);
    const member = await users.findById(booking.userId, trx);
    return {
      booking: await bookingReads.byId(booking.id, trx),
      member: { id: booking.userId, firstName: member?.firstName ?? '', lastName: member?.lastName ?? '' },
      alreadyCheckedIn,
    };
  }

  /**
   * Runs `work` in one write transaction; with a key, the first answer (success or refusal) is stored per
   * actor and key in the same transaction and every repeat gets it back; the same key for another request
   * is refused (IDEMPOTENCY_KEY_REUSED).
   */
  private idempotent(
    actor: Scoped<User>,
    key: string | undefined,
    request: unknown,
    work: (trx: Db) => Promise<CheckInResult>,
  ): Promise<CheckInOutcome> {
    const { dialect, bookings, clock } = this.deps;
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    return this.write(async (trx) => {
      if (key) {
        await lockKey(trx, dialect, `idempotency:${actor.id}:${key}`);
        const stored = await bookings.idempotencyRecord(actor.id, key, trx);
        if (stored) {
          if (stored.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
          return JSON.parse(stored.responseBody) as CheckInOutcome;
        }
      }
      const outcome: CheckInOutcome = await work(trx).then((result) => ({ status: 200, result }), refusalOf);
      if (key) {
        const now = clock.now();
        await bookings.deleteIdempotencyRecordsBefore(
          actor.id,
          new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * MINUTE).toISOString(),
          trx,
        );
        await bookings.saveIdempotencyRecord(
          {
            userId: actor.id,
            key,
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
}
