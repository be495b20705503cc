// The location a visitor chose for the week and the course list (issue 34), remembered in localStorage
// (STORAGE_KEYS.location: the location's slug) and shared by every component through useSyncExternalStore. On the
// server and while the browser hydrates the server's HTML it reads as nothing chosen, so hydration matches; the
// stored choice follows in the next render. Which location a screen shows is decided by `pickLocation`.
import { useSyncExternalStore } from 'react';
import type { Location } from '#domain/schemas/locations';
import { STORAGE_KEYS } from '../../config/storage-keys';

const listeners = new Set<() => void>();
/** The choice of this page view when the browser keeps no storage (private mode). */
let unstored: string | null | undefined;

function readStored(): string | null {
  if (unstored !== undefined) return unstored;
  try {
    return localStorage.getItem(STORAGE_KEYS.location);
  } catch {
    return null;
  }
}

/** The stored choice 'Alle Standorte': every location, also for a member with a home studio. */
export const ALL_LOCATIONS = '*';

/** Remembers the chosen location's slug, or ALL_LOCATIONS. */
export function chooseLocation(slug: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.location, slug);
    unstored = undefined;
  } catch {
    unstored = slug;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.location || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored slug in the browser (after hydration); null on the server, while hydrating, or when none is stored. */
export function useStoredLocation(): string | null {
  return useSyncExternalStore(subscribe, readStored, () => null);
}

export interface LocationWishes {
  /** The location the address names (`?standort=<slug>`, a shared link): wins over everything. */
  fromUrl?: string | null;
  /** The visitor's remembered choice (a slug, or ALL_LOCATIONS). */
  stored?: string | null;
  /** The signed-in member's home studio (their default). */
  homeLocationId?: number | null;
}

/**
 * The location a screen shows, of a chain's `locations`: the address's, else the remembered choice (which may be
 * every location), else the member's home studio; undefined for every location (also always for a single location: nothing to choose).
 * A slug or id no location has (a location renamed since) counts as none.
 */
export function pickLocation(
  locations: readonly Location[],
  { fromUrl, stored, homeLocationId }: LocationWishes,
): Location | undefined {
  if (locations.length < 2) return undefined;
  const bySlug = (slug: string | null | undefined) =>
    slug ? locations.find((location) => location.slug === slug) : undefined;
  const named = bySlug(fromUrl) ?? bySlug(stored);
  if (named || stored === ALL_LOCATIONS) return named;
  return homeLocationId == null ? undefined : locations.find((location) => location.id === homeLocationId);
}
