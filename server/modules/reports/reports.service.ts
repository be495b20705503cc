// The Auswertung (issue 22, decision 0161): turns an admin's period (Berlin dates) into instants and the
// stretches of one UTC offset, asks the repository for its aggregates and lists every week of the period.
import {
  defaultReportPeriod,
  REPORT_DEFAULT_DAYS,
  type Report,
  type ReportQuery,
} from '#domain/reports/schemas';
import { addDays, berlinDayStart, berlinOffsetSpans } from '#domain/time';
import type { Clock } from '../../lib/clock';
import type { ReportsRepository, ReportWindow } from './reports.repository';

/** The Mondays of the Berlin weeks that touch the period from–to (calendar dates, inclusive). */
export function weeksOf(from: string, to: string): string[] {
  const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // 0 = Monday
  const weeks: string[] = [];
  for (let monday = addDays(from, -weekday(from)); monday <= to; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async report(query: ReportQuery): Promise<Report> {
    const fallback = defaultReportPeriod(this.clock.now());
    // One end given: the other keeps the default's distance (four weeks), so the period stays valid.
    const span = REPORT_DEFAULT_DAYS - 1;
    const from = query.from ?? (query.to ? addDays(query.to, -span) : fallback.from);
    const to = query.to ?? (query.from ? addDays(query.from, span) : fallback.to);
    const start = berlinDayStart(from);
    const end = berlinDayStart(addDays(to, 1));
    const window: ReportWindow = {
      from: start.toISOString(),
      to: end.toISOString(),
      spans: berlinOffsetSpans(start, end),
    };
    const [courses, slots, accounts, leads] = await Promise.all([
      this.repo.byCourse(window),
      this.repo.bySlot(window),
      this.repo.perWeek('users', window),
      this.repo.perWeek('leads', window),
    ]);
    const weeks = weeksOf(from, to).map((week) => ({
      week,
      newAccounts: accounts.get(week) ?? 0,
      leads: leads.get(week) ?? 0,
    }));
    return { from, to, courses, slots, weeks };
  }
}
