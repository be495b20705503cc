// GET /api/v1/bookings/me: the member's own bookings (every status), ordered by session start. Personal data that
// the member must read offline, so the query opts into the persisted cache (PERSONAL_PERSISTED_META) under a key
// with the user's id; sign-out removes it from memory and IndexedDB (src/lib/personal-data.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingListSchema, type Booking } from '#domain/schemas/bookings';
import { apiClient } from '../../../lib/api-client';
import { PERSONAL_PERSISTED_META } from '../../../lib/query-persistence';
import { bookingKeys } from './keys';

export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiClient.request(API_PATHS.myBookings, { schema: BookingListSchema, signal });
}

export function myBookingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: bookingKeys.mine(userId),
    queryFn: ({ signal }) => getMyBookings(signal),
    meta: PERSONAL_PERSISTED_META,
    // A waitlist place may have turned into a seat since the last look: every screen that shows the bookings
    // asks again when it mounts (the member sees a promotion on the next visit). Offline the query pauses and
    // the cached list stays.
    staleTime: 0,
  });
}

/** The signed-in member's bookings; idle (no request) while nobody is signed in. */
export function useMyBookings(userId: number | null) {
  return useQuery({
    ...myBookingsQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
}
