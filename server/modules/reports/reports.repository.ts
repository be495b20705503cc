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

  /** ISO weekday (1 = Monday … 7 = Sunday) of an instant column, Berlin time. */
  private weekday(column: string, spans: readonly OffsetSpan[]): RawBuilder<number> {
    if (this.dialect === 'postgres')
      return sql<number>`cast(extract(isodow from ${sql.ref(column)} at time zone ${sql.lit(STUDIO_TIME_ZONE)}) as integer)`;
    return sql<number>`(cast(strftime('%w', ${this.sqliteLocal(column, spans)}) as integer) + 6) % 7 + 1`;
  }

  /** Hour 0–23 of an instant column, Berlin time. */
  private hour(column: string, spans: readonly OffsetSpan[]): RawBuilder<number> {
    if (this.dialect === 'postgres')
      return sql<number>`cast(extract(hour from ${sql.ref(column)} at time zone ${sql.lit(STUDIO_TIME_ZONE)}) as integer)`;
    return sql<number>`cast(strftime('%H', ${this.sqliteLocal(column, spans)}) as integer)`;
  }

  /** The Monday (YYYY-MM-DD) of an instant column's Berlin calendar week. */
  private weekOf(column: string, spans: readonly OffsetSpan[]): RawBuilder<string> {
    if (this.dialect === 'postgres')
      return sql<string>`to_char(date_trunc('week', ${sql.ref(column)} at time zone ${sql.lit(STUDIO_TIME_ZONE)}), 'YYYY-MM-DD')`;
    return sql<string>`date(${this.sqliteLocal(column, spans)}, '-6 days', 'weekday 1')`;
  }

  /**
   * One row per session of the period that was not cancelled: its seats and what its bookings became, from the
   * counts the bookings' triggers keep (session_counts, decision 0193), so only the period's sessions are read.
   */
  private sessions(window: ReportWindow) {
    const count = (column: 'booked' | 'attended' | 'noShows' | 'waitlisted' | 'waiting') =>
      sql<number>`coalesce(${sql.ref(`n.${column}`)}, 0)`.as(column);
    return this.db
      .selectFrom('courseSettings as cs')
      .leftJoin('sessionCounts as n', 'n.courseSettingId', 'cs.id')
      .where('cs.scheduledAt', '>=', window.from)
      .where('cs.scheduledAt', '<', window.to)
      .where('cs.cancelledAt', 'is', null)
      .select([
        'cs.courseId',
        'cs.maxParticipants as capacity',
        this.weekday('cs.scheduledAt', window.spans).as('weekday'),
        this.hour('cs.scheduledAt', window.spans).as('hour'),
        count('booked'),
        count('attended'),
        count('noShows'),
        count('waitlisted'),
        count('waiting'),
      ]);
  }

  /** Per course: sessions, seats, seats taken, attendance, no-shows, full sessions and waitlist demand. */
  async byCourse(window: ReportWindow) {
    const rows = await this.db
      .selectFrom(this.sessions(window).as('s'))
      .innerJoin('courses as c', 'c.id', 's.courseId')
      .groupBy(['s.courseId', 'c.title'])
      .select((eb) => [
        's.courseId',
        'c.title',
        eb.fn.countAll<number>().as('sessions'),
        eb.fn.sum<number>('s.capacity').as('capacity'),
        eb.fn.sum<number>('s.booked').as('booked'),
        eb.fn.sum<number>('s.attended').as('attended'),
        eb.fn.sum<number>('s.noShows').as('noShows'),
        sql<number>`sum(case when ${sql.ref('s.booked')} >= ${sql.ref('s.capacity')} then 1 else 0 end)`.as(
          'fullSessions',
        ),
        eb.fn.sum<number>('s.waitlisted').as('waitlisted'),
        eb.fn.sum<number>('s.waiting').as('waiting'),
      ])
      .orderBy('c.title')
      .orderBy('s.courseId')
      .execute();
    // PostgreSQL's sum of a bigint is numeric, which pg hands over as a string.
    return rows.map((row) => ({
      courseId: row.courseId,
      title: row.title,
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

  /** Per weekday and hour of the sessions' Berlin start: sessions, seats and seats taken. */
  async bySlot(window: ReportWindow) {
    const rows = await this.db
      .selectFrom(this.sessions(window).as('s'))
      .groupBy(['s.weekday', 's.hour'])
      .select((eb) => [
        's.weekday',
        's.hour',
        eb.fn.countAll<number>().as('sessions'),
        eb.fn.sum<number>('s.capacity').as('capacity'),
        eb.fn.sum<number>('s.booked').as('booked'),
      ])
      .orderBy('s.weekday')
      .orderBy('s.hour')
      .execute();
    return rows.map((row) => ({
      weekday: int(row.weekday),
      hour: int(row.hour),
      sessions: int(row.sessions),
      capacity: int(row.capacity),
      booked: int(row.booked),
    }));
  }

  /** Rows made per Berlin week of the period (`users`: new accounts, `leads`: leads received): Monday → count. */
  async perWeek(table: 'users' | 'leads', window: ReportWindow): Promise<Map<string, number>> {
    const week = this.weekOf('createdAt', window.spans);
    const rows = await this.db
      .selectFrom(table)
      .where('createdAt', '>=', window.from)
      .where('createdAt', '<', window.to)
      .groupBy(week)
      .select((eb) => [week.as('week'), eb.fn.countAll<number>().as('n')])
      .execute();
    return new Map(rows.map((row) => [row.week, int(row.n)]));
  }
}
