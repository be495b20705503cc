// The current-week course grid (seed 000 §2) with the states of the weekly timetable (seed 001 §2): seven day
// columns Monday–Sunday of the current Berlin week on a wide screen; on a phone the days as a list, today first and
// the days already past folded away at the end. The request is exactly the studio week of seed 000 §7. Both layouts
// are in the HTML and CSS shows the one that fits (issue 20): the server's page and a browser without JavaScript
// show seven columns on a desktop; the hidden layout is display: none, out of the reading and focus order.
import { useId, useMemo, type ReactNode } from 'react';
import type { CourseEntry } from '#domain/courses/expand';
import { useIsRestoring } from '@tanstack/react-query';
import { berlinDate } from '#domain/time';
import { useOnlineStatus } from '../../../lib/network-status';
import { useCourseList, usePrefetchCourseList } from '../api/get-courses';
import { atLocation } from '../api/keys';
import { shortDate, weekdayName } from '../format';
import { scheduleView } from '../schedule-view';
import { followingWeek, groupByDay, studioWeek, todayFirst, useToday, type DaySchedule } from '../week';
import { SCHEDULE_TEXTS, ScheduleStatus } from './schedule-status';
import { SessionItem } from './session-item';
import './week-grid.css';

export interface CourseWeekGridProps {
  showHeader?: boolean;
  headerTitle?: string;
  headerSubtitle?: string;
  /** Fetch on every mount, past the 300000 ms freshness (seed 001 §2 loads the timetable with a forced refresh). */
  forceRefresh?: boolean;
  /** What each entry offers besides its link (the route composes the booking button in). */
  sessionAction?: (entry: CourseEntry) => ReactNode;
  /** One location's week, by its slug (issue 34); absent: every location's. */
  location?: string;
  /** Above the days, below the heading: the location picker of a chain (the app composes it in). */
  toolbar?: ReactNode;
}

function Day({
  day,
  today,
  sessionAction,
}: {
  day: DaySchedule;
  today: string;
  sessionAction?: CourseWeekGridProps['sessionAction'];
}) {
  const isToday = day.date === today;
  const headingId = useId();
  return (
    <li
      className={`week-day${isToday ? ' week-day--today' : ''}${day.date < today ? ' week-day--past' : ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="week-day__heading">
        <span className="week-day__name">{weekdayName(day.date)}</span>{' '}
        <span className="week-day__date">{shortDate(day.date)}</span>
        {isToday && <span className="week-day__today">Heute</span>}
      </h3>
      {day.entries.length > 0 ? (
        <ul className="week-day__sessions">
          {day.entries.map((entry) => (
            <SessionItem key={entry.courseSettingsId} entry={entry} action={sessionAction?.(entry)} />
          ))}
        </ul>
      ) : (
        <p className="week-day__none">
          <em>{SCHEDULE_TEXTS.dayEmpty}</em>
        </p>
      )}
    </li>
  );
}

export function CourseWeekGrid({
  showHeader = true,
  headerTitle = 'Aktuelle Woche',
  headerSubtitle,
  forceRefresh = false,
  sessionAction,
  location,
  toolbar,
}: CourseWeekGridProps) {
  const now = useToday();
  const today = berlinDate(now);
  const week = useMemo(() => studioWeek(new Date(`${today}T12:00:00Z`)), [today]);
  const query = useCourseList(atLocation(week.range, location), { force: forceRefresh });
  const nextWeek = useMemo(() => followingWeek(new Date(`${today}T12:00:00Z`)), [today]);
  usePrefetchCourseList(atLocation(nextWeek.range, location), query.isSuccess);
  const isRestoring = useIsRestoring();
  const online = useOnlineStatus();
  const headingId = useId();

  const view = scheduleView({
    isRestoring,
    data: query.data,
    isError: query.isError,
    fetchStatus: query.fetchStatus,
    online,
  });
  const days = useMemo(() => groupByDay(query.data ?? [], week.dates), [query.data, week.dates]);
  const { upcoming, past } = todayFirst(days, today);

  return (
    <section
      className="week-grid"
      aria-labelledby={showHeader ? headingId : undefined}
      aria-label={showHeader ? undefined : headerTitle}
      aria-busy={view === 'loading' || undefined}
    >
      {showHeader && (
        <header className="week-grid__header">
          <h2 id={headingId}>{headerTitle}</h2>
          {headerSubtitle && <p className="week-grid__subtitle">{headerSubtitle}</p>}
        </header>
      )}
      {toolbar}
      {view !== 'ready' ? (
        <ScheduleStatus view={view} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className="week-grid__layout week-grid__layout--columns" data-layout="columns">
            <ol className="week-grid__days week-grid__days--columns">
              {days.map((day) => (
                <Day key={day.date} day={day} today={today} sessionAction={sessionAction} />
              ))}
            </ol>
          </div>
          <div className="week-grid__layout week-grid__layout--list" data-layout="list">
            <ol className="week-grid__days week-grid__days--list">
              {upcoming.map((day) => (
                <Day key={day.date} day={day} today={today} sessionAction={sessionAction} />
              ))}
            </ol>
            {past.length > 0 && (
              <details className="week-grid__past">
                <summary>
                  Frühere Tage dieser Woche ({past.length === 1 ? '1 Tag' : `${past.length} Tage`})
                </summary>
                <ol className="week-grid__days week-grid__days--list">
                  {past.map((day) => (
                    <Day key={day.date} day={day} today={today} sessionAction={sessionAction} />
                  ))}
                </ol>
              </details>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * The weekly course timetable block of seed 001 §2 for content pages: the same week, loaded with the forced
 * refresh; its heading is the page's to give.
 */
export function WeeklyTimetable(props: Omit<CourseWeekGridProps, 'forceRefresh'>) {
  return <CourseWeekGrid showHeader={false} headerTitle="Wochenplan" {...props} forceRefresh />;
}
