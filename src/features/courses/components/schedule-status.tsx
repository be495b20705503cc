// The non-data states of a schedule, with the texts of seed 001 §2: loading, error with retry, nothing this week,
// and (ours) offline without anything stored yet. Every state says something: never a blank area.
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import type { ScheduleView } from '../schedule-view';
import './schedule-status.css';

export const SCHEDULE_TEXTS = {
  loading: 'Kurse werden geladen...',
  errorTitle: 'Fehler beim Laden',
  /** Seed 001 §8: the course call failed without a server text. */
  errorFallback: 'Fehler beim Laden der Kurse',
  retry: 'Erneut versuchen',
  emptyTitle: 'Keine Kurse verfügbar',
  emptyText: 'Für diese Woche sind keine Kurse verfügbar.',
  dayEmpty: 'Keine Kurse',
  offlineTitle: 'Offline – noch keine Kurse gespeichert',
  offlineText:
    'Auf diesem Gerät ist noch kein Kursplan gespeichert. Sobald wieder eine Verbindung besteht, wird er geladen.',
} as const;

export interface ScheduleStatusProps {
  view: Exclude<ScheduleView, 'ready'>;
  error?: unknown;
  onRetry: () => void;
  /** Overrides the empty texts (the catalogue covers two weeks, not one). */
  emptyTitle?: string;
  emptyText?: string;
}

export function ScheduleStatus({ view, error, onRetry, emptyTitle, emptyText }: ScheduleStatusProps) {
  if (view === 'loading') {
    return (
      <div className="schedule-status schedule-status--loading" role="status">
        <Spinner decorative />
        <p>{SCHEDULE_TEXTS.loading}</p>
      </div>
    );
  }
  if (view === 'error') {
    return (
      <div className="schedule-status schedule-status--error" role="alert">
        <Icon name="alert" size="1.75rem" className="schedule-status__icon" />
        <p className="schedule-status__title">{SCHEDULE_TEXTS.errorTitle}</p>
        <p>{errorMessage(error, { fallback: SCHEDULE_TEXTS.errorFallback })}</p>
        <Button variant="secondary" iconStart="refresh" onClick={onRetry}>
          {SCHEDULE_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (view === 'offline') {
    return (
      <div className="schedule-status schedule-status--offline" role="status">
        <Icon name="wifi-off" size="1.75rem" className="schedule-status__icon" />
        <p className="schedule-status__title">{SCHEDULE_TEXTS.offlineTitle}</p>
        <p>{SCHEDULE_TEXTS.offlineText}</p>
        <Button variant="secondary" iconStart="refresh" onClick={onRetry}>
          {SCHEDULE_TEXTS.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="schedule-status schedule-status--empty" role="status">
      <Icon name="calendar" size="1.75rem" className="schedule-status__icon" />
      <p className="schedule-status__title">{emptyTitle ?? SCHEDULE_TEXTS.emptyTitle}</p>
      <p>{emptyText ?? SCHEDULE_TEXTS.emptyText}</p>
    </div>
  );
}
