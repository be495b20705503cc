// All SQL of the Auswertung (issue 22, decision 0161): aggregates only, grouped in the database, so a year of
// bookings never travels into the process. Berlin wall time on both engines: PostgreSQL converts with its zone
// database (AT TIME ZONE 'Europe/Berlin'); SQLite has no zones, so the service hands in the period's stretches of
// one UTC offset (domain berlinOffsetSpans) and each instant is shifted by the offset of its stretch.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OffsetSpan } from '#domain/time';
import { STUDIO_TIME_ZONE } from '#domain/constants';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

export interface ReportWindow {
  /** First instant of the period (00:00 Berlin of its first day), ISO. */
  from: string;
  /** First instant after the period, ISO. */
  to: string;
  /** The period cut at Berlin's clock changes (used on SQLite only). */
  spans: readonly OffsetSpan[];
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * Which locations a report covers (issue 34): undefined is the chain (every location, and rows that name none);
 * a list is those locations' courses and the accounts whose home studio is one of them.
 */
export type ReportScope = readonly number[] | undefined;

/** The sessions of one course at one weekday and hour of the period, summed. */
export interface SessionGroup {
  courseId: number;
  title: string;
  /** The course's location (issue 34). */
  locationId: number;
  weekday: number;
  hour: number;
  sessions: number;
  capacity: number;
  booked: number;
  attended: number;
  noShows: number;
  fullSessions: number;
  waitlisted: number;
  waiting: number;
}

export class ReportsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** An instant column's Berlin wall time as SQLite's date functions take it: the column and its offset modifier. */
  private sqliteLocal(column: string, spans: readonly OffsetSpan[]): RawBuilder<unknown> {
    const ref = sql.ref(column);
    const modifier = (offset: number) => sql.lit(`${offset >= 0 ? '+' : ''}${offset} minutes`);
    const last = spans[spans.length - 1];
    if (!last) return sql`${ref}`;
    if (spans.length === 1) return sql`${ref}, ${modifier(last.offsetMinutes)}`;
    const branches = spans
      .slice(0, -1)
      .map(
        (span) => sql`when ${ref} < ${sql.lit(span.to.toISOString())} then ${modifier(span.offsetMinutes)}`,
      );
    return sql`${ref}, case ${sql.join(branches, sql` `)} else ${modifier(last.offsetMinutes)} end`;
  }

  /**
   * The ISO weekday (1 = Monday … 7 = Sunday) and hour 0–23 of an instant column, Berlin time. PostgreSQL converts
   * with its zone database; SQLite is given one stretch of a single UTC offset at a time and uses integer
   * arithmetic on unixepoch (1 January 1970 was a Thursday): about a third of strftime's cost per row, and no
   * CASE over the stretches for each of a year's 30,000 sessions.
   */
  private weekdayAndHour(
    column: string,
    offsetMinutes: number,
  ): { weekday: RawBuilder<number>; hour: RawBuilder<number> } {
    const ref = sql.ref(column);
    if (this.dialect === 'postgres')
      return {
        weekday: sql<number>`cast(extract(isodow from ${ref} at time zone ${sql.lit(STUDIO_TIME_ZONE)}) as integer)`,
        hour: sql<number>`cast(extract(hour from ${ref} at time zone ${sql.lit(STUDIO_TIME_ZONE)}) as integer)`,
      };
    const local = sql`(unixepoch(${ref}) + ${sql.lit(offsetMinutes * 60)})`;
    return {
      weekday: sql<number>`((${local} / 86400 + 3) % 7 + 1)`,
      hour: sql<number>`(${local} % 86400 / 3600)`,
    };
  }

  /** The Monday (YYYY-MM-DD) of an instant column's Berlin calendar week. */
  private weekOf(column: string, spans: readonly OffsetSpan[]): RawBuilder<string> {
    if (this.dialect === 'postgres')
      return sql<string>`to_char(date_trunc('week', ${sql.ref(column)} at time zone ${sql.lit(STUDIO_TIME_ZONE)}), 'YYYY-MM-DD')`;
    return sql<string>`date(${this.sqliteLocal(column, spans)}, '-6 days', 'weekday 1')`;
  }

  /**
   * The period's sessions that were not cancelled, in one pass: grouped by course and the weekday and hour of
   * their Berlin start, with their seats and what their bookings became, from the counts the bookings' triggers
   * keep (session_counts, decision 0193), so only the period's sessions are read, once. The service folds the
   * groups into the per-course and the per-slot tables.
   */
  async sessionGroups(window: ReportWindow, scope?: ReportScope): Promise<SessionGroup[]> {
    // SQLite: one query per stretch of one UTC offset (a year has three); PostgreSQL: one for the window.
    const stretches =
      this.dialect === 'postgres'
        ? [{ from: window.from, to: window.to, offsetMinutes: 0 }]
        : window.spans.map((span) => ({
            from: span.from.toISOString() > window.from ? span.from.toISOString() : window.from,
            to: span.to.toISOString() < window.to ? span.to.toISOString() : window.to,
            offsetMinutes: span.offsetMinutes,
          }));
    const parts = await Promise.all(stretches.map((stretch) => this.groupsOf(stretch, scope)));
    const groups = parts.flat();
    const courses = new Map(
      groups.length
        ? (
            await this.db
              .selectFrom('courses')
              .select(['id', 'title', 'locationId'])
              .where('id', 'in', [...new Set(groups.map((group) => group.courseId))])
              .execute()
          ).map((course) => [course.id, course])
        : [],
    );
    return groups.map((group) => {
      const course = courses.get(group.courseId);
      return { ...group, title: course?.title ?? '', locationId: course?.locationId ?? 0 };
    });
  }

  private async groupsOf(stretch: { from: string; to: string; offsetMinutes: number }, scope: ReportScope) {
    const { weekday, hour } = this.weekdayAndHour('cs.scheduledAt', stretch.offsetMinutes);
    const total = (column: 'booked' | 'attended' | 'noShows' | 'waitlisted' | 'waiting') =>
      sql<number>`coalesce(sum(${sql.ref(`n.${column}`)}), 0)`.as(column);
    const rows = await this.db
      .selectFrom('courseSettings as cs')
      .leftJoin('sessionCounts as n', 'n.courseSettingId', 'cs.id')
      .where('cs.scheduledAt', '>=', stretch.from)
      .where('cs.scheduledAt', '<', stretch.to)
      .where('cs.cancelledAt', 'is', null)
      // One location's sessions through its courses (courses_location, then course_settings_course_scheduled):
      // the location's few courses first, each one's sessions of the period by its index.
      .$if(scope !== undefined, (query) =>
        query.where('cs.courseId', 'in', (eb) =>
          eb
            .selectFrom('courses')
            .select('courses.id')
            .where('courses.locationId', 'in', [...scope!]),
        ),
      )
      .groupBy(['cs.courseId', weekday, hour])
      .select((eb) => [
        'cs.courseId',
        weekday.as('weekday'),
        hour.as('hour'),
        eb.fn.countAll<number>().as('sessions'),
        eb.fn.sum<number>('cs.maxParticipants').as('capacity'),
        total('booked'),
        total('attended'),
        total('noShows'),
        sql<number>`sum(case when coalesce(${sql.ref('n.booked')}, 0) >= ${sql.ref('cs.maxParticipants')} then 1 else 0 end)`.as(
          'fullSessions',
        ),
        total('waitlisted'),
        total('waiting'),
      ])
      .execute();
    // PostgreSQL's sum of a bigint is numeric, which pg hands over as a string.
    return rows.map((row) => ({
      courseId: row.courseId,
      weekday: int(row.weekday),
      hour: int(row.hour),
      sessions: int(row.sessions),
      capacity: int(row.capacity),
      booked: int(row.booked),
      attended: int(row.attended),
      noShows: int(row.noShows),
      fullSessions: int(row.fullSessions),
      waitlisted: int(row.waitlisted),
      waiting: int(row.waiting),
    }));
  }

  /**
   * Rows made per Berlin week of the period (`users`: new accounts, `leads`: leads received): Monday → count. Of a
   * scope: the accounts whose home studio is in it, and with the first location those without one (leads name no
   * location: ask for them with the chain only).
   */
  async perWeek(
    table: 'users' | 'leads',
    window: ReportWindow,
    scope?: ReportScope,
    firstLocation?: number,
  ): Promise<Map<string, number>> {
    const week = this.weekOf('createdAt', window.spans);
    // An account without a home studio belongs to the first location, as everywhere in the app (firstLocationId).
    const withoutHome = scope !== undefined && firstLocation !== undefined && scope.includes(firstLocation);
    const rows = await this.db
      .selectFrom(table)
      .where('createdAt', '>=', window.from)
      .where('createdAt', '<', window.to)
      .$if(scope !== undefined && table === 'users', (query) =>
        query.where((eb) => {
          const home = eb(sql.ref('homeLocationId'), 'in', [...scope!]);
          return withoutHome ? eb.or([home, eb(sql.ref('homeLocationId'), 'is', null)]) : home;
        }),
      )
      .groupBy(week)
      .select((eb) => [week.as('week'), eb.fn.countAll<number>().as('n')])
      .execute();
    return new Map(rows.map((row) => [row.week, int(row.n)]));
  }

  /** The locations a report can be asked for, in their order (the admin's filter lists them). */
  async locations(): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
  }
}
