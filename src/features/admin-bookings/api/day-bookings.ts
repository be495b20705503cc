// The day's sessions with every booking (GET /api/v1/check-in/sessions?date, an admin sees all sessions) or with
// their counts only (the dashboard: GET /api/v1/check-in/summaries?date), and
// the desk's booking writes for /admin/bookings: cancel for a member, give a waitlisted member a seat.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema } from '#domain/schemas/bookings';
import { CheckInSessionListSchema, CheckInSessionSummaryListSchema } from '#domain/schemas/check-in';
import { apiClient } from '../../../lib/api-client';

export const dayBookingKeys = {
  all: ['admin', 'day-bookings'] as const,
  day: (date: string) => [...dayBookingKeys.all, date] as const,
  summaries: (date: string) => [...dayBookingKeys.all, 'summaries', date] as const,
};

/** The check-in lists (another feature's prefix) show the same bookings. */
const CHECK_IN_KEY = ['check-in'] as const;

export function useDaySessions(date: string) {
  return useQuery({
    queryKey: dayBookingKeys.day(date),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.checkInSessions, {
        schema: CheckInSessionListSchema,
        query: { date },
        signal,
      }),
    refetchInterval: 60_000,
  });
}

/** The day's sessions with their counts only (the dashboard shows no participant; decision 0216). */
export function useDaySummaries(date: string) {
  return useQuery({
    queryKey: dayBookingKeys.summaries(date),
    queryFn: ({ signal }) =>
      apiClient.request(API_PATHS.checkInSummaries, {
        schema: CheckInSessionSummaryListSchema,
        query: { date },
        signal,
      }),
    refetchInterval: 60_000,
  });
}

function useDeskWrite<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dayBookingKeys.all }),
        client.invalidateQueries({ queryKey: CHECK_IN_KEY }),
      ]),
  });
}

export const useCancelForMember = () =>
  useDeskWrite((bookingId: number) =>
    apiClient.request(API_PATHS.deskBookingCancel(bookingId), { method: 'POST', schema: BookingSchema }),
  );

export const useConfirmFromWaitlist = () =>
  useDeskWrite(({ bookingId, override }: { bookingId: number; override: boolean }) =>
    apiClient.request(API_PATHS.deskBookingConfirm(bookingId), {
      method: 'POST',
      schema: BookingSchema,
      body: { override },
    }),
  );
