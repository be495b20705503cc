// The Auswertung (issue 22, decision 0161): turns an admin's period (Berlin dates) into instants and the
// stretches of one UTC offset, asks the repository for its aggregates and lists every week of the period.
import {
  defaultReportPeriod,
  REPORT_DEFAULT_DAYS,
  type Report,
  type ReportQuery,
} from '#domain/reports/schemas';
import { DomainError } from '#domain/errors/domain-error';
import type { LocationScope } from '#domain/auth/permissions';
import { addDays, berlinDayStart, berlinOffsetSpans } from '#domain/time';
import type { Clock } from '../../lib/clock';
import { sharedPayload } from '../../lib/shared-payload';
import { SingleFlight } from '../../lib/single-flight';
import type { ReportScope, ReportsRepository, ReportWindow, SessionGroup } from './reports.repository';

/** The Mondays of the Berlin weeks that touch the period from–to (calendar dates, inclusive). */
export function weeksOf(from: string, to: string): string[] {
  const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const weeks: string[] = [];
  for (let monday = addDays(from, -weekday(from)); monday <= to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

/**
 * The per-course table (by title, then id) and the per-slot table (by weekday, then hour) from the period's
 * sessions grouped by course, weekday and hour.
 */
export function foldSessionGroups(groups: readonly SessionGroup[]): Pick<Report, 'courses' | 'slots'> {
  const courses = new Map<number, Report['courses'][number]>();
  const slots = new Map<string, Report['slots'][number]>();
  for (const group of groups) {
    const course = courses.get(group.courseId) ?? {
      courseId: group.courseId,
      title: group.title,
      locationId: group.locationId,
      sessions: 0,
      capacity: 0,
      booked: 0,
      attended: 0,
      noShows: 0,
      fullSessions: 0,
      waitlisted: 0,
      waiting: 0,
    };
    for (const key of [
      'sessions',
      'capacity',
      'booked',
      'attended',
      'noShows',
      'fullSessions',
      'waitlisted',
      'waiting',
    ] as const)
      course[key] += group[key];
    courses.set(group.courseId, course);
    const slotKey = `${group.weekday}:${group.hour}`;
    const slot = slots.get(slotKey) ?? {
      weekday: group.weekday,
      hour: group.hour,
      sessions: 0,
      capacity: 0,
      booked: 0,
    };
    slot.sessions += group.sessions;
    slot.capacity += group.capacity;
    slot.booked += group.booked;
    slots.set(slotKey, slot);
  }
  return {
    courses: [...courses.values()].sort((a, b) =>
      a.title < b.title ? -1 : a.title > b.title ? 1 : a.courseId - b.courseId,
    ),
    slots: [...slots.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
  };
}

export class ReportsService {
  /**
   * Admins asking for the same period at once share one computation (a year's report reads its 30,000 sessions;
   * decision 0193), also those whose requests waited while it blocked the event loop (SQLite): no answer is older
   * than twice its computation.
   */
  private readonly inFlight = new SingleFlight<Report>({ keepForDuration: true });

  constructor(
    private readonly repo: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The period's figures of one location (`query.location`) or of the whole chain. A location that does not exist
   * is a 404, not a report of zeros. A manager's `scope` (decision 0205; the route refuses a location outside it):
   * without a location, the figures of their locations (one: that location), and only their locations listed.
   */
  async report(query: ReportQuery, scope: LocationScope = 'all'): Promise<Report> {
    const fallback = defaultReportPeriod(this.clock.now());
    // One end given: the other keeps the default's distance (four weeks), so the period stays valid.
    const span = REPORT_DEFAULT_DAYS - 1;
    const from = query.from ?? (query.to ? addDays(query.to, -span) : fallback.from);
    const to = query.to ?? (query.from ? addDays(query.from, span) : fallback.to);
    const managed = scope === 'all' ? undefined : scope;
    const location = query.location ?? (managed?.length === 1 ? managed[0]! : null);
    // -1: no location's id (a manager listed at none sees a report of nothing).
    const ids = location !== null ? [location] : managed && (managed.length ? managed : [-1]);
    const key = `${from}/${to}/${location ?? (managed ? `of:${managed.join(',')}` : 'chain')}`;
    return this.inFlight.run(key, async () => {
      const known = await this.repo.locations();
      if (location !== null && !known.some((each) => each.id === location))
        throw new DomainError('NOT_FOUND');
      const locations = managed ? known.filter((each) => managed.includes(each.id)) : known;
      // The first location of the chain (not of the manager's list): accounts without a home studio are its.
      const figures = await this.compute(from, to, ids, known[0]?.id);
      return sharedPayload({ from, to, location, locations, ...figures });
    });
  }

  private async compute(
    from: string,
    to: string,
    scope: ReportScope,
    firstLocation: number | undefined,
  ): Promise<Pick<Report, 'courses' | 'slots' | 'weeks'>> {
    const start = berlinDayStart(from);
    const end = berlinDayStart(addDays(to, 1));
    const window: ReportWindow = {
      from: start.toISOString(),
      to: end.toISOString(),
      spans: berlinOffsetSpans(start, end),
    };
    // Leads name no location: a location's report has none (the chain's has them all).
    const [groups, accounts, leads] = await Promise.all([
      this.repo.sessionGroups(window, scope),
      this.repo.perWeek('users', window, scope, firstLocation),
      scope === undefined ? this.repo.perWeek('leads', window) : undefined,
    ]);
    const { courses, slots } = foldSessionGroups(groups);
    const weeks = weeksOf(from, to).map((week) => ({
      week,
      newAccounts: accounts.get(week) ?? 0,
      ...(leads ? { leads: leads.get(week) ?? 0 } : {}),
    }));
    return { courses, slots, weeks };
  }
}
