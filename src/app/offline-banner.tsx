// 'Offline – zuletzt aktualisiert <Zeit>' (DECISIONS "Offline and updates"): a calm line at the top of every page
// while the browser is offline. The time is the newest dataUpdatedAt of the data on screen (the queries that have
// observers), else of anything cached (page documents, menus and locations aside); de-DE, Berlin, with the date when
// it is not today.
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { partialMatchKey, QueryClientContext, type QueryCache } from '@tanstack/react-query';
import { STUDIO_LOCALE, STUDIO_TIME_ZONE } from '#domain/constants';
import { berlinDate } from '#domain/time';
import { Icon } from '../components/ui/icon';
import { locationKeys } from '../features/locations/api/keys';
import { menuKeys } from '../features/menus/api/keys';
import { pageKeys } from '../features/pages/api/keys';
import { useOnlineStatus } from '../lib/network-status';
import { queryClient as appQueryClient } from '../lib/query-client';
import './offline-banner.css';

const SITE_TEXT_KEYS = [pageKeys.all, menuKeys.all, locationKeys.all] as const;

/**
 * Newest dataUpdatedAt of the observed queries with data, else of all queries with data; 0 when none. Page
 * documents, the menus and a chain's locations do not count: they are the site's text, not the data (the
 * schedule) whose age the line reports.
 */
export function newestUpdate(cache: QueryCache): number {
  let shown = 0;
  let any = 0;
  for (const query of cache.getAll()) {
    if (query.state.data === undefined || SITE_TEXT_KEYS.some((key) => partialMatchKey(query.queryKey, key)))
      continue;
    any = Math.max(any, query.state.dataUpdatedAt);
    if (query.getObserversCount() > 0) shown = Math.max(shown, query.state.dataUpdatedAt);
  }
  return shown || any;
}

const timeFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: STUDIO_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const dayTimeFormat = new Intl.DateTimeFormat(STUDIO_LOCALE, {
  timeZone: STUDIO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** '14:05' today, '21.11., 14:05' on another day. */
export function formatUpdatedAt(updatedAt: number, now: number = Date.now()): string {
  const date = new Date(updatedAt);
  return berlinDate(date) === berlinDate(new Date(now))
    ? timeFormat.format(date)
    : dayTimeFormat.format(date);
}

function useNewestUpdate(): number {
  // The root renders this; a router rendered without the app's provider (route tests) falls back to the app cache.
  const cache = (useContext(QueryClientContext) ?? appQueryClient).getQueryCache();
  // The cache reports a query built while another component renders; hear of it after that render, not during.
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(() => queueMicrotask(onChange)),
    [cache],
  );
  return useSyncExternalStore(
    subscribe,
    () => newestUpdate(cache),
    () => 0,
  );
}

export function OfflineBanner() {
  const online = useOnlineStatus();
  const updatedAt = useNewestUpdate();
  return (
    // Always present, so screen readers announce the line when the connection drops.
    <div className="offline-banner-region" role="status">
      {!online && (
        <p className="offline-banner">
          <Icon name="wifi-off" className="offline-banner__icon" />
          <span>
            {updatedAt > 0
              ? `Offline – zuletzt aktualisiert ${formatUpdatedAt(updatedAt)}`
              : 'Offline – noch keine Daten auf diesem Gerät gespeichert'}
          </span>
        </p>
      )}
    </div>
  );
}
