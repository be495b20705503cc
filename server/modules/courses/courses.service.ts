// Course rules: list by range, read one (with its session check), create, replace, delete, and the front
// desk's session work: a weekly series in one step, editing one session, cancelling one session with its
// bookings. Every admin change writes its audit entry inside its own write transaction; anything that
// touches seats locks the sessions first (SQLite: BEGIN IMMEDIATE; PostgreSQL: the rows FOR UPDATE).
import type { Kysely } from 'kysely';
import type { z } from '#domain/schemas/zod';
import { weeklySeries } from '#domain/courses/series';
import { DomainError } from '#domain/errors/domain-error';
import {
  COURSE_ADMIN_MESSAGES,
  SESSION_CANCELLED_NOTE,
  type SessionCancelResult,
} from '#domain/schemas/course-admin';
import type { SeriesRequestSchema, SessionUpdateRequestSchema } from '#domain/schemas/course-admin';
import type { Course, CourseListQuery, CourseWriteSchema } from '#domain/schemas/courses';
import type { User } from '#domain/schemas/users';
import type { Dialect } from '../../db/database';
import { type CourseRow, type Database, type Db, fromBool, toBool, toInstant } from '../../db/schema';
import { lockRow, lockRows, writeTransaction } from '../../db/write-transaction';
import type { Clock } from '../../lib/clock';
import type { AuditRepository } from '../audit/audit.repository';
import { changes } from '../audit/audit.table';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { Waitlist } from '../bookings/waitlist';
import type { MailService } from '../mail/mail.service';
import type { SettingsService } from '../memberships/settings.service';
import type { SessionLeadInput, TrainerAccounts } from '../trainer/trainer-accounts';
import type { LocationsRepository } from '../locations/locations.repository';
import { assertLocationExists } from '../locations/locations.service';
import type { CourseFields, CoursesRepository, SettingFields } from './courses.repository';
import { toCourse, type SessionDeadlines, type SettingWithCount } from './courses.table';

type CourseWrite = z.output<typeof CourseWriteSchema>;
type SeriesInput = z.output<typeof SeriesRequestSchema>;
type SessionInput = z.output<typeof SessionUpdateRequestSchema>;

function fieldsOf(input: CourseWrite): CourseFields {
  return {
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    imageUrl: input.imageUrl,
    durationMinutes: input.durationMinutes,
    bookable: fromBool(input.bookable),
    category: input.category ?? null,
    ...(input.locationId === undefined ? {} : { locationId: input.locationId }),
  };
}

/** The course fields the audit log compares (the description only as 'changed', it can be long). */
function auditedFields(course: CourseFields | CourseRow) {
  return {
    title: course.title,
    difficulty: course.difficulty,
    imageUrl: course.imageUrl,
    durationMinutes: course.durationMinutes,
    bookable: toBool(course.bookable),
    category: course.category,
    locationId: course.locationId,
  };
}

export interface CoursesServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  courses: CoursesRepository;
  bookings: BookingsRepository;
  audit: AuditRepository;
  clock: Clock;
  /** The studio's settings: the booking and cancellation deadlines (issue 19). */
  settings: SettingsService;
  /** Fills freed seats from the waitlist, each waiting member re-checked (issue 19). */
  waitlist: Waitlist;
  mail: MailService;
  /** Which Trainer account leads a written session (issue 22). */
  trainers: TrainerAccounts;
  /** Whether a course's location exists (issue 34). */
  locations: LocationsRepository;
}

export class CoursesService {
  private readonly db: Kysely<Database>;
  private readonly dialect: Dialect;
  private readonly courses: CoursesRepository;
  private readonly bookings: BookingsRepository;
  private readonly audit: AuditRepository;
  private readonly clock: Clock;
  private readonly settings: SettingsService;
  private readonly waitlist: Waitlist;
  private readonly mail: MailService;
  private readonly trainers: TrainerAccounts;
  private readonly locations: LocationsRepository;

  constructor(deps: CoursesServiceDeps) {
    this.db = deps.db;
    this.dialect = deps.dialect;
    this.courses = deps.courses;
    this.bookings = deps.bookings;
    this.audit = deps.audit;
    this.mail = deps.mail;
    this.clock = deps.clock;
    this.settings = deps.settings;
    this.waitlist = deps.waitlist;
    this.trainers = deps.trainers;
    this.locations = deps.locations;
  }

  /** The rows of written sessions, each with its lead: the Trainer account it names or matches, else the typed name. */
  private async settingFields(
    trx: Db,
    settings: readonly (SessionLeadInput & { scheduledAt: string; maxParticipants: number })[],
  ): Promise<SettingFields[]> {
    const leads = await this.trainers.leads(settings, trx);
    return settings.map((setting, i) => ({
      scheduledAt: toInstant(setting.scheduledAt),
      ...leads[i]!,
      maxParticipants: setting.maxParticipants,
    }));
  }

  /** The studio's deadline rules (its settings), at the clock's now. */
  private async deadlines(): Promise<SessionDeadlines> {
    const settings = await this.settings.current();
    const before = (scheduledAt: string, minutes: number) =>
      new Date(new Date(scheduledAt).getTime() - minutes * 60_000);
    return {
      now: this.clock.now(),
      bookingClosesAt: (scheduledAt) => before(scheduledAt, settings.bookingDeadlineMinutes),
      cancellationClosesAt: (scheduledAt) => before(scheduledAt, settings.cancellationDeadlineMinutes),
    };
  }

  private transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return writeTransaction(this.db, this.dialect, work);
  }

  /**
   * Cancels sessions and their open bookings (noted 'Kurs abgesagt'), and queues the members' mails: a course's
   * coming sessions when it is deleted with bookings, or one session.
   */
  private async cancelSessions(
    trx: Db,
    sessionIds: number[],
    open: readonly { id: number }[],
    stamp: string,
  ) {
    const bookingIds = open.map((b) => b.id);
    await this.courses.cancelSettings(sessionIds, stamp, trx);
    await this.bookings.cancel(bookingIds, stamp, trx, SESSION_CANCELLED_NOTE);
    await this.mail.forBookings('session-cancelled', bookingIds, trx);
  }

  /** One session, its row locked for the rest of the transaction; an unknown one is COURSE_SETTING_NOT_FOUND. */
  private async lockedSession(trx: Db, id: number) {
    await lockRow(trx, this.dialect, 'course_settings', id);
    const session = await this.courses.findSetting(id, trx);
    if (!session) throw new DomainError('COURSE_SETTING_NOT_FOUND');
    return session;
  }

  /**
   * Courses with the sessions in the range; a course with no session in the range is left out. Cancelled
   * sessions only with includeCancelled.
   */
  async list(query: CourseListQuery): Promise<Course[]> {
    const settings = await this.courses.settings({
      start: query.startDate && toInstant(query.startDate),
      end: query.endDate && toInstant(query.endDate),
      includeCancelled: query.includeCancelled,
      ...(query.location === undefined ? {} : { locationSlug: query.location }),
    });
    const byCourse = new Map<number, SettingWithCount[]>();
    for (const setting of settings) {
      const list = byCourse.get(setting.courseId) ?? [];
      list.push(setting);
      byCourse.set(setting.courseId, list);
    }
    const rows = await this.courses.coursesByIds([...byCourse.keys()]);
    const order = [...byCourse.keys()];
    const deadlines = await this.deadlines();
    return rows
      .map((row) => toCourse(row, byCourse.get(row.id) ?? [], deadlines))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }

  /** One course with all its sessions, the cancelled ones marked. */
  async get(id: number, courseSettingsId?: number): Promise<Course> {
    const row = await this.courses.findCourse(id);
    if (!row) throw new DomainError('COURSE_NOT_FOUND');
    const settings = await this.courses.settings({ courseIds: [id], includeCancelled: true });
    if (courseSettingsId !== undefined && !settings.some((s) => s.id === courseSettingsId)) {
      throw new DomainError('COURSE_SETTING_NOT_FOUND');
    }
    return toCourse(row, settings, await this.deadlines());
  }

  async create(actor: User, input: CourseWrite): Promise<Course> {
    const now = this.clock.now().toISOString();
    const id = await this.transaction(async (trx) => {
      if (input.locationId !== undefined)
        await assertLocationExists(this.locations, input.locationId, 'locationId', trx);
      const courseId = await this.courses.insertCourse(trx, fieldsOf(input), now);
      const sessions = await this.courses.insertSettings(
        trx,
        courseId,
        await this.settingFields(trx, input.courseSettings),
        now,
      );
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'course.create',
          entityType: 'course',
          entityId: courseId,
          details: { title: input.title, sessions },
        },
        now,
      );
      return courseId;
    });
    return this.get(id);
  }

  /**
   * Replaces the course and its sessions: listed ids are updated, new entries inserted, unlisted sessions
   * removed, unless one of them holds an active booking (then nothing changes). A cancelled session is
   * history: listing it changes nothing, and leaving it out does not remove it.
   */
  async replace(actor: User, id: number, input: CourseWrite): Promise<Course> {
    const now = this.clock.now().toISOString();
    await this.transaction(async (trx) => {
      const before = await this.courses.findCourse(id, trx);
      if (!before) throw new DomainError('COURSE_NOT_FOUND');
      if (input.locationId !== undefined)
        await assertLocationExists(this.locations, input.locationId, 'locationId', trx);
      const sessions = await this.courses.settingsOf(id, trx);
      await lockRows(
        trx,
        this.dialect,
        'course_settings',
        sessions.map((s) => s.id),
      );
      const byId = new Map(sessions.map((s) => [s.id, s]));
      const listed = input.courseSettings.filter((s) => s.id !== undefined);
      if (listed.some((s) => !byId.has(s.id as number))) throw new DomainError('COURSE_SETTING_NOT_FOUND');
      const kept = listed.filter((s) => !byId.get(s.id as number)!.cancelledAt);
      const removed = sessions
        .filter((s) => !s.cancelledAt && !listed.some((l) => l.id === s.id))
        .map((s) => s.id);
      if ((await this.courses.activeBookings(removed, trx)) > 0)
        throw new DomainError('SESSION_HAS_BOOKINGS');
      const fields = fieldsOf(input);
      await this.courses.updateCourse(trx, id, fields, now);
      await this.courses.deleteSettings(trx, id, removed);
      const updated: number[] = [];
      const keptFields = await this.settingFields(trx, kept);
      for (const [i, setting] of kept.entries()) {
        const next = keptFields[i]!;
        const old = byId.get(setting.id as number)!;
        if (
          Object.keys(changes({ ...old, scheduledAt: toInstant(old.scheduledAt) }, next, SESSION_FIELDS))
            .length
        )
          updated.push(old.id);
        await this.courses.updateSetting(trx, id, old.id, next);
      }
      const added = await this.courses.insertSettings(
        trx,
        id,
        await this.settingFields(
          trx,
          input.courseSettings.filter((s) => s.id === undefined),
        ),
        now,
      );
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'course.update',
          entityType: 'course',
          entityId: id,
          details: {
            changes: changes(
              auditedFields(before),
              auditedFields({ ...fields, locationId: fields.locationId ?? before.locationId }),
              ['title', 'difficulty', 'imageUrl', 'durationMinutes', 'bookable', 'category', 'locationId'],
            ),
            ...(before.description !== fields.description ? { descriptionChanged: true } : {}),
            sessionsAdded: added,
            sessionsUpdated: updated,
            sessionsRemoved: removed,
          },
        },
        now,
      );
    });
    return this.get(id);
  }

  /**
   * Deletes a course. Open bookings of sessions still to come refuse it unless confirmed (COURSE_HAS_BOOKINGS).
   * A course that never had a booking goes with its sessions; one with bookings is hidden instead, its coming
   * sessions cancelled and their open bookings cancelled with 'Kurs abgesagt', so members see what happened
   * and the statistics keep their numbers.
   */
  async remove(actor: User, id: number, confirm: boolean): Promise<void> {
    await this.transaction(async (trx) => {
      const course = await this.courses.findCourse(id, trx);
      if (!course) throw new DomainError('COURSE_NOT_FOUND');
      const sessions = await this.courses.settingsOf(id, trx);
      const allIds = sessions.map((s) => s.id);
      await lockRows(trx, this.dialect, 'course_settings', allIds);
      const now = this.clock.now();
      const stamp = now.toISOString();
      const coming = sessions.filter((s) => !s.cancelledAt && new Date(s.scheduledAt) > now).map((s) => s.id);
      const open = await this.bookings.open(coming, trx);
      if (open.length > 0 && !confirm) throw new DomainError('COURSE_HAS_BOOKINGS');
      const kept = (await this.bookings.countAll(allIds, trx)) > 0;
      if (kept) {
        await this.cancelSessions(trx, coming, open, stamp);
        await this.courses.markCourseDeleted(id, stamp, trx);
      } else {
        await this.courses.deleteCourse(trx, id);
      }
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'course.delete',
          entityType: 'course',
          entityId: id,
          details: {
            title: course.title,
            keptForStatistics: kept,
            cancelledSessions: kept ? coming : [],
            cancelledBookings: open.map((b) => b.id),
          },
        },
        stamp,
      );
    });
  }

  /** A weekly series: `weeks` sessions at the Berlin wall time of firstStart (decision 0040). */
  async createSeries(actor: User, courseId: number, input: SeriesInput): Promise<Course> {
    const now = this.clock.now();
    const first = new Date(input.firstStart);
    if (first <= now) {
      throw new DomainError('VALIDATION', [
        { path: 'firstStart', message: COURSE_ADMIN_MESSAGES.firstStartInPast },
      ]);
    }
    const stamp = now.toISOString();
    await this.transaction(async (trx) => {
      if (!(await this.courses.findCourse(courseId, trx))) throw new DomainError('COURSE_NOT_FOUND');
      const sessions = await this.courses.insertSettings(
        trx,
        courseId,
        await this.settingFields(
          trx,
          weeklySeries(first, input.weeks).map((start) => ({ ...input, scheduledAt: start.toISOString() })),
        ),
        stamp,
      );
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'course.series',
          entityType: 'course',
          entityId: courseId,
          details: {
            firstStart: first.toISOString(),
            weeks: input.weeks,
            trainerName: input.trainerName,
            maxParticipants: input.maxParticipants,
            sessions,
          },
        },
        stamp,
      );
    });
    return this.get(courseId);
  }

  /**
   * Edits one session. Lowering maxParticipants below the seats already given is refused; raising it moves
   * waitlisted bookings up in booking order (never once the session has started).
   */
  async updateSession(actor: User, id: number, input: SessionInput): Promise<Course> {
    const courseId = await this.transaction(async (trx) => {
      const before = await this.lockedSession(trx, id);
      if (before.cancelledAt) throw new DomainError('SESSION_CANCELLED');
      const now = this.clock.now();
      const stamp = now.toISOString();
      const seats = await this.bookings.seatsTaken(id, trx);
      if (input.maxParticipants < before.maxParticipants && input.maxParticipants < seats)
        throw new DomainError('SEATS_BELOW_BOOKED');
      const [after] = (await this.settingFields(trx, [input])) as [SettingFields];
      await this.courses.updateSetting(trx, before.courseId, id, after);
      const promoted = await this.waitlist.promote(trx, id, now, after.maxParticipants - seats);
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'session.update',
          entityType: 'course_setting',
          entityId: id,
          details: {
            courseId: before.courseId,
            changes: changes(
              { ...before, scheduledAt: toInstant(before.scheduledAt) },
              after,
              SESSION_FIELDS,
            ),
            promoted,
          },
        },
        stamp,
      );
      return before.courseId;
    });
    return this.get(courseId);
  }

  /**
   * Cancels one session before it starts. Open bookings refuse it unless confirmed
   * (SESSION_CANCEL_HAS_BOOKINGS); confirmed, they are cancelled with the note 'Kurs abgesagt'. Cancelling a
   * cancelled session answers the same again and records nothing.
   */
  async cancelSession(actor: User, id: number, confirm: boolean): Promise<SessionCancelResult> {
    const outcome = await this.transaction(async (trx) => {
      const session = await this.lockedSession(trx, id);
      if (session.cancelledAt) return { courseId: session.courseId, cancelledBookings: 0 };
      const now = this.clock.now();
      if (now >= new Date(session.scheduledAt)) throw new DomainError('SESSION_ALREADY_STARTED');
      const open = await this.bookings.open([id], trx);
      if (open.length > 0 && !confirm) throw new DomainError('SESSION_CANCEL_HAS_BOOKINGS');
      const stamp = now.toISOString();
      await this.cancelSessions(trx, [id], open, stamp);
      await this.audit.record(
        trx,
        {
          actorId: actor.id,
          action: 'session.cancel',
          entityType: 'course_setting',
          entityId: id,
          details: {
            courseId: session.courseId,
            scheduledAt: toInstant(session.scheduledAt),
            cancelledBookings: open.map((b) => b.id),
          },
        },
        stamp,
      );
      return { courseId: session.courseId, cancelledBookings: open.length };
    });
    return { course: await this.get(outcome.courseId), cancelledBookings: outcome.cancelledBookings };
  }
}

const SESSION_FIELDS = ['scheduledAt', 'trainerName', 'trainerId', 'maxParticipants'] as const;
