// POST /api/v1/bookings: a seat, or a waitlist place when the session is full. Each tap sends its own
// Idempotency-Key, so a retried request (a flaky connection) never books twice. Not optimistic: only the server
// knows whether the answer is a seat or a waitlist place; its answer goes straight into the member's bookings.
// networkMode 'always': offline the request fails at once instead of waiting in a queue (nothing is queued).
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema, type Booking } from '#domain/schemas/bookings';
import { apiClient } from '../../../lib/api-client';
import { bookingKeys } from './keys';
import { upsertBooking } from './cache';

export interface BookSessionInput {
  courseSettingsId: number;
  /** A new key per tap (newIdempotencyKey() of lib/idempotency-key). */
  idempotencyKey: string;
}

export function postBooking({ courseSettingsId, idempotencyKey }: BookSessionInput): Promise<Booking> {
  return apiClient.request(API_PATHS.bookings, {
    method: 'POST',
    body: { courseSettingsId, waitlist: true },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: BookingSchema,
  });
}

export interface BookingChangeOptions {
  /** The member whose bookings list to update. */
  userId: number;
  /** Refreshes what else shows seat counts (the course lists); the route composes it. */
  onChanged?: () => Promise<unknown> | void;
}

export function bookSessionMutationOptions(
  queryClient: QueryClient,
  { userId, onChanged }: BookingChangeOptions,
) {
  return mutationOptions({
    mutationKey: bookingKeys.mutation('book'),
    mutationFn: postBooking,
    networkMode: 'always',
    onSuccess: async (booking: Booking) => {
      upsertBooking(queryClient, userId, booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.mine(userId) }),
        onChanged?.(),
      ]);
    },
    // A refusal (full, deadline, already booked) means the screen was out of date: correct it from the server.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.mine(userId) });
      void onChanged?.();
    },
  });
}

export function useBookSession(options: BookingChangeOptions) {
  const queryClient = useQueryClient();
  return useMutation(bookSessionMutationOptions(queryClient, options));
}
