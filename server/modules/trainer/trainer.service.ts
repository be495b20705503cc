// The trainer's day (issue 22, decision 0160): 'Meine Termine' (today and the next 13 days, decision 0199; own
// sessions, all of them for an admin), one session with its participants (the check-in service's view and
// ownership rule: another trainer's session is SESSION_NOT_YOURS), the message to its participants (through the
// outbox, audited, SESSION_MESSAGES_PER_DAY per session and Berlin day), and substitutes: the session's trainer
// asks with a reason, another trainer takes the request or an admin assigns one; the session then names the new
// account, each booked member is told once (outbox: push where on, else mail) and the audit log keeps who asked
// and who took it. Checking in and marking no-shows stay the check-in service's (one place, decision 0160).
import type { Kysely } from 'kysely';
import { SESSION_MESSAGES_PER_DAY, TRAINER_AGENDA_DAYS } from '#domain/constants';
import { DomainError } from '#domain/errors/domain-error';
import {
  assertMessageAllowed,
  assertOtherTrainer,
  assertSubstituteRequestAllowed,
  assertSubstituteTakeable,
  messagesLeftToday,
  substituteStatus,
} from '#domain/trainer/rules';
import type { z } from '#domain/schemas/zod';
import type {
  SessionMessageRequestSchema,
  SessionMessageResult,
  SubstituteRequest,
  SubstituteRequestCreateSchema,
  SubstituteResult,
  TrainerAccount,
  TrainerSessionDetail,
  TrainerAgenda,
} from '#domain/schemas/trainer';
import type { User } from '#domain/schemas/users';
import type { Scoped } from '#domain/auth/permissions';
import { berlinDate, berlinToInstant, dayRange } from '#domain/time';
import type { Dialect } from '../../db/database';
import { toInstant, type Database } from '../../db/schema';
import { lockRow, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import type { CheckInService } from '../check-in/check-in.service';
import type { MailService } from '../mail/mail.service';
import { displayName, type TrainerAccounts } from './trainer-accounts';
import type { SubstituteRequestRow, TrainerRepository } from './trainer.repository';

export interface TrainerServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  repo: TrainerRepository;
  trainers: TrainerAccounts;
  checkIn: CheckInService;
  audit: AuditRepository;
  mail: MailService;
  clock: Clock;
}

function toRequest(row: SubstituteRequestRow): SubstituteRequest {
  return {
    id: row.id,
    courseSettingId: row.courseSettingId,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    scheduledAt: toInstant(row.scheduledAt),
    reason: row.reason,
    status: substituteStatus(row),
    requestedBy: {
      id: row.requestedBy,
      name: displayName({ firstName: row.askerFirstName, lastName: row.askerLastName }),
    },
    createdAt: toInstant(row.createdAt),
    takenBy:
      row.takenBy === null
        ? null
        : {
            id: row.takenBy,
            name: displayName({ firstName: row.takerFirstName ?? '', lastName: row.takerLastName ?? '' }),
          },
    takenAt: toInstant(row.takenAt),
  };
}

export class TrainerService {
  constructor(private readonly deps: TrainerServiceDeps) {}

  trainers(): Promise<TrainerAccount[]> {
    return this.deps.trainers.list();
  }

  /**
   * 'Meine Termine': the sessions the actor runs from today on, TRAINER_AGENDA_DAYS Berlin days in all (today
   * included, decision 0199), with their counts and open substitute requests. The client orders today's.
   */
  async agenda(actor: Scoped<User>): Promise<TrainerAgenda> {
    const now = this.deps.clock.now();
    const range = dayRange(now, TRAINER_AGENDA_DAYS);
    const sessions = await this.deps.checkIn.summariesBetween(actor, range.start, range.end);
    const open = await this.deps.repo.requests({ settingIds: sessions.map((s) => s.id), open: true });
    return {
      today: berlinDate(now),
      start: range.start.toISOString(),
      end: range.end.toISOString(),
      sessions: sessions.map((session) => ({
        ...session,
        substituteRequestId: open.find((r) => r.courseSettingId === session.id)?.id ?? null,
      })),
    };
  }

  /** One session the actor runs, with its participants, its open substitute request and today's messages. */
  async session(actor: Scoped<User>, id: number): Promise<TrainerSessionDetail> {
    const session = await this.deps.checkIn.session(actor, id);
    const [open] = await this.deps.repo.requests({ settingIds: [id], open: true });
    return {
      ...session,
      substituteRequest: open ? toRequest(open) : null,
      messagesToday: await this.deps.repo.messagesSince(id, this.dayStart()),
      messagesPerDay: SESSION_MESSAGES_PER_DAY,
    };
  }

  /** 'Nachricht an Teilnehmende': one outbox row per booked member; at most SESSION_MESSAGES_PER_DAY a day. */
  async message(
    actor: Scoped<User>,
    id: number,
    input: z.output<typeof SessionMessageRequestSchema>,
  ): Promise<SessionMessageResult> {
    const { db, dialect, repo, checkIn, mail, audit, clock } = this.deps;
    return writeTransaction(db, dialect, async (trx) => {
      // The session's lock makes the count and the insert one step: two messages at once cannot both pass.
      await lockRow(trx, dialect, 'course_settings', id);
      const session = await checkIn.session(actor, id, trx);
      const sent = await repo.messagesSince(id, this.dayStart(), trx);
      const booked = await repo.bookedIds(id, trx);
      assertMessageAllowed(session, sent, booked.length);
      const now = clock.now().toISOString();
      const recipients = await mail.forBookings('session-message', booked, trx, {
        subject: input.subject,
        text: input.text,
        senderName: displayName(actor),
      });
      const messageId = await repo.insertMessage(
        { courseSettingId: id, senderId: actor.id, subject: input.subject, body: input.text, recipients },
        now,
        trx,
      );
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'session.message',
          entityType: 'course_setting',
          entityId: id,
          details: { messageId, subject: input.subject, recipients },
        },
        now,
      );
      return { recipients, messagesLeftToday: messagesLeftToday(sent) };
    });
  }

  /** The session's trainer (or an admin) asks for a substitute, with a reason; one open request per session. */
  async requestSubstitute(
    actor: Scoped<User>,
    id: number,
    input: z.output<typeof SubstituteRequestCreateSchema>,
  ): Promise<SubstituteRequest> {
    const { db, dialect, repo, checkIn, audit, clock } = this.deps;
    const requestId = await writeTransaction(db, dialect, async (trx) => {
      await lockRow(trx, dialect, 'course_settings', id);
      const session = await checkIn.session(actor, id, trx);
      const now = clock.now();
      const open = await repo.requests({ settingIds: [id], open: true }, trx);
      assertSubstituteRequestAllowed(session, now, open.length);
      const stamp = now.toISOString();
      const created = await repo.insertRequest(
        { courseSettingId: id, requestedBy: actor.id, reason: input.reason },
        stamp,
        trx,
      );
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'session.substitute_request',
          entityType: 'course_setting',
          entityId: id,
          details: {
            requestId: created,
            reason: input.reason,
            trainer: { id: session.trainerId, name: session.trainerName },
          },
        },
        stamp,
      );
      return created;
    });
    return this.request(requestId);
  }

  /**
   * Open requests of sessions still to come: what a trainer may take (their own are listed, not takeable); a
   * manager sees those of their locations.
   */
  async openRequests(actor: Scoped<User>): Promise<SubstituteRequest[]> {
    const rows = await this.deps.repo.requests({
      open: true,
      startsAfter: this.deps.clock.now().toISOString(),
      ...(Array.isArray(actor.scope) ? { scope: actor.scope } : {}),
    });
    return rows.map(toRequest);
  }

  /** Another trainer takes the request: the session is theirs from now on. */
  take(actor: Scoped<User>, requestId: number): Promise<SubstituteResult> {
    return this.handOver(actor, requestId, actor.id, 'session.substitute_take');
  }

  /** An admin names the Trainer account that takes the request. */
  assign(admin: User, requestId: number, trainerId: number): Promise<SubstituteResult> {
    return this.handOver(admin, requestId, trainerId, 'session.substitute_assign');
  }

  private async handOver(
    actor: User,
    requestId: number,
    trainerId: number,
    action: 'session.substitute_take' | 'session.substitute_assign',
  ): Promise<SubstituteResult> {
    const { db, dialect, repo, trainers, mail, audit, clock } = this.deps;
    const notified = await writeTransaction(db, dialect, async (trx) => {
      const [found] = await repo.requests({ id: requestId }, trx);
      if (!found) throw new DomainError('SUBSTITUTE_REQUEST_NOT_FOUND');
      await lockRow(trx, dialect, 'course_settings', found.courseSettingId);
      // Read again under the session's lock: of two trainers taking it at once, the second finds it taken.
      const [request] = await repo.requests({ id: requestId }, trx);
      if (!request) throw new DomainError('SUBSTITUTE_REQUEST_CLOSED');
      const now = clock.now();
      assertSubstituteTakeable(request, now);
      const trainer = await trainers.get(trainerId, trx);
      const lead = await repo.lead(request.courseSettingId, trx);
      assertOtherTrainer(lead?.trainerId, trainer.id);
      const stamp = now.toISOString();
      await repo.setTrainer(request.courseSettingId, trainer, trx);
      await repo.closeRequest(
        requestId,
        { takenBy: trainer.id, assignedBy: action === 'session.substitute_assign' ? actor.id : null },
        stamp,
        trx,
      );
      const told = await mail.forBookings(
        'trainer-changed',
        await repo.bookedIds(request.courseSettingId, trx),
        trx,
      );
      await audit.record(
        trx,
        {
          actorId: actor.id,
          action,
          entityType: 'course_setting',
          entityId: request.courseSettingId,
          details: {
            requestId,
            requestedBy: request.requestedBy,
            takenBy: trainer.id,
            from: { id: lead?.trainerId ?? null, name: lead?.trainerName ?? null },
            to: trainer,
            notified: told,
          },
        },
        stamp,
      );
      return told;
    });
    return { request: await this.request(requestId), notified };
  }

  private async request(id: number): Promise<SubstituteRequest> {
    const [row] = await this.deps.repo.requests({ id });
    if (!row) throw new DomainError('SUBSTITUTE_REQUEST_NOT_FOUND');
    return toRequest(row);
  }

  /** The start of today in Berlin: the daily cap counts from here. */
  private dayStart(): string {
    const [y, m, d] = berlinDate(this.deps.clock.now()).split('-').map(Number) as [number, number, number];
    return berlinToInstant(y, m, d).toISOString();
  }
}
