// GET /api/v1/locations (public, issue 34): the chain's studios in their order. The same answer for everyone: the
// server render puts it into the pages that show a week or the locations, the persisted cache and the worker's
// cache keep it for an offline start. `useLocations` gives [] until it is there (one location shows no picker).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { LocationListSchema, type Location } from '#domain/schemas/locations';
import { apiClient } from '../../../lib/api-client';
import { locationKeys } from './keys';

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiClient.request(API_PATHS.locations, { schema: LocationListSchema, signal, auth: false });
}

export function locationsQuery() {
  return queryOptions({
    queryKey: locationKeys.list(),
    queryFn: ({ signal }) => getLocations(signal),
    // Locations change rarely: a minute without refetching; the worker may answer offline.
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });
}

const NONE: readonly Location[] = [];

/** The locations once loaded (server-rendered, restored or fetched); none until then. */
export function useLocations(): readonly Location[] {
  return useQuery(locationsQuery()).data ?? NONE;
}

/** Whether this is a chain: every location word, picker and choice shows only with two or more locations. */
export const isChain = (locations: readonly Location[]) => locations.length >= 2;
