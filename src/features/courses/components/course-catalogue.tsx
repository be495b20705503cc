// The course catalogue (/kurse, /courses): every session from today to the end of next week, filtered by the URL's
// filters (seed 000 §3), grouped by day. Reads the same two week lists as the week grid, so the current week is one
// request and one cache entry for both. Each entry shows the course's real category (issue 37); what the page adds
// to an entry (the signed-in member's 'Nicht in deiner Mitgliedschaft') is the route's (`entryNote`).
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../../lib/navigation';
import { useIsRestoring } from '@tanstack/react-query';
import { categoryOptions, LEVEL_LABELS, sameCategory, type CourseEntry } from '#domain/courses/expand';
import { sessionPhase } from '#domain/bookings/state';
import { filterCourses, type CourseFilters as Filters } from '#domain/courses/filters';
import { berlinDate } from '#domain/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useOnlineStatus } from '../../../lib/network-status';
import { useCourseLists } from '../api/get-courses';
import { atLocation } from '../api/keys';
import { accentClass, categoryBadge, categoryLabel } from '../category';
import { filtersFromSearchParams, searchParamsFromFilters } from '../filters-url';
import { availability, longDate, spokenTimeRange, timeRange } from '../format';
import { scheduleView } from '../schedule-view';
import { followingWeek, groupByDay, studioWeek, useToday } from '../week';
import { CourseFilters } from './course-filters';
import { ScheduleStatus } from './schedule-status';
import { sessionPath } from './session-item';
import './category-accent.css';
import './course-catalogue.css';

export interface CourseCatalogueProps {
  /** What the page adds to an entry (the signed-in member's coverage mark); nothing for a visitor. */
  entryNote?: (entry: CourseEntry) => ReactNode;
  /** One location's sessions, by its slug (issue 34); absent: every location's. */
  location?: string;
  /** Above the filters: the location picker of a chain (the app composes it in). */
  toolbar?: ReactNode;
}

function CatalogueEntry({ entry, note }: { entry: CourseEntry; note?: ReactNode }) {
  const now = new Date();
  const free = sessionPhase(entry, now) === 'open';
  return (
    <li className={`catalogue-entry ${accentClass(entry.category)}`}>
      <p className="catalogue-entry__time">
        <time dateTime={entry.startTime}>
          <span aria-hidden="true">{timeRange(entry)}</span>
          <span className="visually-hidden">{spokenTimeRange(entry)}</span>
        </time>
        <span className="catalogue-entry__duration">{entry.duration} Min.</span>
      </p>
      <div className="catalogue-entry__body">
        <h3 className="catalogue-entry__title">
          <Link to={sessionPath(entry)}>{entry.title}</Link>
        </h3>
        <p className="catalogue-entry__badges">
          <Badge variant={categoryBadge(entry.category)}>{categoryLabel(entry.category)}</Badge>
          <Badge>{LEVEL_LABELS[entry.level]}</Badge>
        </p>
        <p className="catalogue-entry__meta">
          <span>
            <span className="visually-hidden">Trainer: </span>
            {entry.instructor}
          </span>
          <span aria-hidden="true"> · </span>
          <span>
            <span className="visually-hidden">Ort: </span>
            {entry.location}
          </span>
        </p>
      </div>
      <p className={`catalogue-entry__seats${free ? '' : ' catalogue-entry__seats--none'}`}>
        {availability(entry, now)}
      </p>
      {note}
    </li>
  );
}

export function CourseCatalogue({ entryNote, location, toolbar }: CourseCatalogueProps = {}) {
  const now = useToday();
  const today = berlinDate(now);
  const weeks = useMemo(() => {
    const day = new Date(`${today}T12:00:00Z`);
    return [studioWeek(day), followingWeek(day)];
  }, [today]);
  const lists = useCourseLists(weeks.map((week) => atLocation(week.range, location)));
  const isRestoring = useIsRestoring();
  const online = useOnlineStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const dates = useMemo(
    () => weeks.flatMap((week) => week.dates).filter((date) => date >= today),
    [weeks, today],
  );
  const upcoming = useMemo(() => lists.data?.filter((entry) => entry.date >= today), [lists.data, today]);
  const instructors = useMemo(
    () =>
      [...new Set((upcoming ?? []).map((entry) => entry.instructor))].sort((a, b) =>
        a.localeCompare(b, 'de'),
      ),
    [upcoming],
  );
  const categories = useMemo(() => categoryOptions(upcoming ?? []), [upcoming]);
  // A category this schedule does not carry (a mistyped shared link) is ignored, like any invalid filter.
  const filters = useMemo(() => {
    const wanted = urlFilters.category;
    return wanted && !categories.some((category) => sameCategory(category, wanted))
      ? { ...urlFilters, category: undefined }
      : urlFilters;
  }, [urlFilters, categories]);
  const days = useMemo(
    () => groupByDay(filterCourses(upcoming ?? [], filters), dates).filter((day) => day.entries.length > 0),
    [upcoming, filters, dates],
  );
  const count = days.reduce((sum, day) => sum + day.entries.length, 0);

  const view = scheduleView({
    isRestoring,
    data: upcoming,
    isError: lists.isError,
    fetchStatus: lists.fetchStatus,
    online,
  });

  const setFilters = (next: Filters) =>
    setSearchParams(searchParamsFromFilters(next, searchParams), { replace: true, preventScrollReset: true });

  return (
    <div className="catalogue">
      {toolbar}
      <CourseFilters
        filters={filters}
        onChange={setFilters}
        dates={dates}
        today={today}
        instructors={instructors}
        categories={categories}
      />
      {view !== 'ready' ? (
        <div className="catalogue__status">
          <ScheduleStatus
            view={view}
            error={lists.error}
            onRetry={lists.refetch}
            emptyText="Für diese und die nächste Woche sind keine Kurse verfügbar."
          />
        </div>
      ) : (
        <>
          <p className="catalogue__count" role="status">
            {count === 1 ? '1 Termin' : `${count} Termine`}
          </p>
          {days.length === 0 ? (
            <div className="catalogue__none">
              <p className="catalogue__none-title">Keine passenden Kurse</p>
              <p>Für diese Filter gibt es keine Termine. Versuche es mit weniger Filtern.</p>
              <Button variant="secondary" onClick={() => setFilters({})}>
                Filter zurücksetzen
              </Button>
            </div>
          ) : (
            days.map((day) => (
              <section key={day.date} className="catalogue__day" aria-labelledby={`day-${day.date}`}>
                <h2 id={`day-${day.date}`} className="catalogue__day-heading">
                  {day.date === today ? `Heute, ${longDate(day.date)}` : longDate(day.date)}
                </h2>
                <ul className="catalogue__entries">
                  {day.entries.map((entry) => (
                    <CatalogueEntry key={entry.courseSettingsId} entry={entry} note={entryNote?.(entry)} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
