// Course rules: list by range, read one (with its session check), create, replace, delete.
import { DomainError } from '#domain/errors/domain-error';
import type { Course, CourseListQuery, CourseWriteSchema } from '#domain/schemas/courses';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { fromBool } from '../../db/schema';
import type { CoursesRepository } from './courses.repository';
import { type CourseFields } from './courses.repository';
import { toCourse, type SettingWithCount } from './courses.table';

type CourseWrite = z.output<typeof CourseWriteSchema>;

function fieldsOf(input: CourseWrite): CourseFields {
  return {
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    imageUrl: input.imageUrl,
    durationMinutes: input.durationMinutes,
    bookable: fromBool(input.bookable),
  };
}

const toInstant = (iso: string) => new Date(iso).toISOString();

export class CoursesService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly clock: Clock,
    /** Booking closes this many minutes before a session starts. */
    private readonly bookingDeadlineMinutes: number,
  ) {}

  private isOpen = (scheduledAt: string): boolean =>
    this.clock.now().getTime() < new Date(scheduledAt).getTime() - this.bookingDeadlineMinutes * 60_000;

  /** Courses with the sessions in the range; a course with no session in the range is left out. */
  async list(query: CourseListQuery): Promise<Course[]> {
    const settings = await this.courses.settings({
      start: query.startDate && toInstant(query.startDate),
      end: query.endDate && toInstant(query.endDate),
    });
    const byCourse = new Map<number, SettingWithCount[]>();
    for (const setting of settings) {
      const list = byCourse.get(setting.courseId) ?? [];
      list.push(setting);
      byCourse.set(setting.courseId, list);
    }
    const rows = await this.courses.coursesByIds([...byCourse.keys()]);
    const order = [...byCourse.keys()];
    return rows
      .map((row) => toCourse(row, byCourse.get(row.id) ?? [], this.isOpen))
      .sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  }

  async get(id: number, courseSettingsId?: number): Promise<Course> {
    const row = await this.courses.findCourse(id);
    if (!row) throw new DomainError('COURSE_NOT_FOUND');
    const settings = await this.courses.settings({ courseIds: [id] });
    if (courseSettingsId !== undefined && !settings.some((s) => s.id === courseSettingsId)) {
      throw new DomainError('COURSE_SETTING_NOT_FOUND');
    }
    return toCourse(row, settings, this.isOpen);
  }

  async create(input: CourseWrite): Promise<Course> {
    const now = this.clock.now().toISOString();
    const id = await this.courses.transaction(async (trx) => {
      const courseId = await this.courses.insertCourse(trx, fieldsOf(input), now);
      await this.courses.insertSettings(trx, courseId, input.courseSettings.map(settingFields), now);
      return courseId;
    });
    return this.get(id);
  }

  /**
   * Replaces the course and its sessions: listed ids are updated, new entries inserted, unlisted sessions
   * removed, unless one of them holds an active booking (then nothing changes).
   */
  async replace(id: number, input: CourseWrite): Promise<Course> {
    const now = this.clock.now().toISOString();
    await this.courses.transaction(async (trx) => {
      if (!(await this.courses.findCourse(id, trx))) throw new DomainError('COURSE_NOT_FOUND');
      const existing = await this.courses.settingIdsOf(id, trx);
      const kept = input.courseSettings.filter((s) => s.id !== undefined);
      const unknown = kept.find((s) => !existing.includes(s.id as number));
      if (unknown) throw new DomainError('COURSE_SETTING_NOT_FOUND');
      const removed = existing.filter((sid) => !kept.some((s) => s.id === sid));
      if ((await this.courses.activeBookings(removed, trx)) > 0)
        throw new DomainError('SESSION_HAS_BOOKINGS');
      await this.courses.updateCourse(trx, id, fieldsOf(input), now);
      await this.courses.deleteSettings(trx, id, removed);
      for (const setting of kept)
        await this.courses.updateSetting(trx, id, setting.id as number, settingFields(setting));
      await this.courses.insertSettings(
        trx,
        id,
        input.courseSettings.filter((s) => s.id === undefined).map(settingFields),
        now,
      );
    });
    return this.get(id);
  }

  /** Deletes a course and its sessions; refused while a session holds an active booking. */
  async remove(id: number): Promise<void> {
    await this.courses.transaction(async (trx) => {
      const settingIds = await this.courses.settingIdsOf(id, trx);
      if ((await this.courses.activeBookings(settingIds, trx)) > 0)
        throw new DomainError('COURSE_HAS_BOOKINGS');
      if (!(await this.courses.deleteCourse(trx, id))) throw new DomainError('COURSE_NOT_FOUND');
    });
  }
}

function settingFields(setting: CourseWrite['courseSettings'][number]) {
  return {
    scheduledAt: toInstant(setting.scheduledAt),
    trainerName: setting.trainerName,
    maxParticipants: setting.maxParticipants,
  };
}
