// One session in a schedule: time, title (a link to the course), trainer and place (seed 000 §2, seed 001 §2), and
// what the page offers for it (`action`: the route composes the booking button in).
import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import type { CourseEntry } from '#domain/courses/expand';
import { paths } from '../../../config/paths';
import { accentClass, categoryLabel } from '../category';
import { spokenTimeRange, timeRange } from '../format';
import './category-accent.css';

/** The detail address of one session: /courses/{id}?courseSettingsId={setting}. */
export function sessionPath(entry: Pick<CourseEntry, 'id' | 'courseSettingsId'>): string {
  return `${paths.course(entry.id)}?courseSettingsId=${entry.courseSettingsId}`;
}

export function SessionItem({ entry, action }: { entry: CourseEntry; action?: ReactNode }) {
  return (
    <li className={`session ${accentClass(entry.category)}`}>
      <time className="session__time" dateTime={entry.startTime}>
        <span aria-hidden="true">{timeRange(entry)}</span>
        <span className="visually-hidden">{spokenTimeRange(entry)}</span>
      </time>
      <Link className="session__title" to={sessionPath(entry)}>
        {entry.title}
      </Link>
      <span className="session__meta">
        <span className="visually-hidden">Trainer: </span>
        {entry.instructor}
      </span>
      <span className="session__meta session__place">
        <span className="visually-hidden">Ort: </span>
        {entry.location}
      </span>
      <span className="visually-hidden">Kategorie: {categoryLabel(entry.category)}</span>
      {action}
    </li>
  );
}
