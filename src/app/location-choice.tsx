// Which location the week and the course list show (issue 34), composed of the locations feature (the list, the
// remembered choice) and the session (the member's home studio): the address's `?standort=<slug>`, else the
// remembered choice, else the signed-in member's home studio, else every location. A single location is never
// chosen: its screens read and show exactly what they did before locations existed.
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from '../lib/navigation';
import type { Location } from '#domain/schemas/locations';
import { LOCATION_PARAM } from '../config/paths';
import { useSession } from '../features/auth/session-store';
import { useLocations } from '../features/locations/api/get-locations';
import { chooseLocation, pickLocation, useStoredLocation } from '../features/locations/chosen-location';
import { LocationPicker } from '../features/locations/components/location-picker';
import { keepLocationWeekOffline } from '../features/locations/offline-week';

export interface CourseLocation {
  locations: readonly Location[];
  /** The location shown; undefined: every location (always for a single location). */
  location: Location | undefined;
  /** The picker for the screen (nothing for a single location). */
  picker: (hint: string) => ReactNode;
}

export function useCourseLocation(): CourseLocation {
  const locations = useLocations();
  const stored = useStoredLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(LOCATION_PARAM);
  const homeLocationId = useSession((state) =>
    state.status === 'signedIn' ? (state.user?.homeLocationId ?? null) : null,
  );
  const location = pickLocation(locations, { fromUrl, stored, homeLocationId });
  const slug = location?.slug;
  useEffect(() => {
    if (slug !== undefined) keepLocationWeekOffline(slug);
  }, [slug]);
  const choose = (slug: string) => {
    chooseLocation(slug);
    // The address follows the choice, so a link copied now shows the same location (and the old one is gone).
    if (fromUrl !== null) {
      const next = new URLSearchParams(searchParams);
      next.delete(LOCATION_PARAM);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  };
  return {
    locations,
    location,
    picker: (hint) => <LocationPicker locations={locations} value={location} onChange={choose} hint={hint} />,
  };
}
