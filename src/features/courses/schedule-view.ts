// Which of its states a schedule screen shows. Cached data always wins (offline, or while a refetch fails); an
// empty list is only declared after the stored cache was read back; without data and without network the screen
// says so instead of spinning.
export type ScheduleView = 'loading' | 'offline' | 'error' | 'empty' | 'ready';

export interface ScheduleViewInput {
  /** The persisted cache is still being read back (useIsRestoring). */
  isRestoring: boolean;
  /** The entries to show, undefined while none are there. */
  data: readonly unknown[] | undefined;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** What the browser says (navigator.onLine). */
  online: boolean;
}

export function scheduleView({
  isRestoring,
  data,
  isError,
  fetchStatus,
  online,
}: ScheduleViewInput): ScheduleView {
  if (data !== undefined && data.length > 0) return 'ready';
  // An empty (or missing) list may still be replaced by the stored cache: decide only after restoring.
  if (isRestoring) return 'loading';
  if (data !== undefined) return 'empty';
  if (fetchStatus === 'paused') return 'offline';
  if (isError) return online ? 'error' : 'offline';
  return 'loading';
}
