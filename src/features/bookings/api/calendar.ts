// The calendar: one booking as an .ics file (GET /api/v1/bookings/{id}/ics, needs the token, so it is fetched and
// handed to the browser as a download), and the member's private subscription link (GET /api/v1/calendar/link)
// with its reset (POST /api/v1/calendar/link/reset). The link is a secret: kept in memory, never persisted.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '#domain/schemas/zod';
import { API_PATHS } from '#domain/api-paths';
import { CalendarLinkSchema, type CalendarLink } from '#domain/schemas/bookings';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { bookingKeys } from './keys';

export function getBookingIcs(id: number): Promise<string> {
  return apiClient.request(API_PATHS.bookingIcs(id), { schema: z.string() });
}

/** Fetches the booking's .ics and saves it as kurs-<id>.ics. */
export async function downloadBookingIcs(id: number): Promise<void> {
  const text = await getBookingIcs(id);
  saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), `kurs-${id}.ics`);
}

export function getCalendarLink(signal?: AbortSignal): Promise<CalendarLink> {
  return apiClient.request(API_PATHS.calendarLink, { schema: CalendarLinkSchema, signal });
}

export function calendarLinkQueryOptions(userId: number) {
  return queryOptions({
    queryKey: bookingKeys.calendarLink(userId),
    queryFn: ({ signal }) => getCalendarLink(signal),
    staleTime: Infinity,
  });
}

export function useCalendarLink(userId: number) {
  return useQuery(calendarLinkQueryOptions(userId));
}

export function postCalendarLinkReset(): Promise<CalendarLink> {
  return apiClient.request(API_PATHS.calendarLinkReset, { method: 'POST', schema: CalendarLinkSchema });
}

export function useResetCalendarLink(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bookingKeys.mutation('calendar-link-reset'),
    mutationFn: postCalendarLinkReset,
    networkMode: 'always',
    onSuccess: (link) => queryClient.setQueryData(bookingKeys.calendarLink(userId), link),
  });
}
