// DELETE /api/v1/bookings/{id}: cancel a seat (until the cancellation deadline) or leave the waitlist (until the
// start). Optimistic: the booking shows as cancelled at once (safe: the member asked for it and the server either
// agrees or refuses), rolled back on a refusal and replaced by the server's answer on success. networkMode
// 'always': offline it fails at once, nothing waits in a queue.
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '#domain/api-paths';
import { BookingSchema, type Booking } from '#domain/schemas/bookings';
import { apiClient } from '../../../lib/api-client';
import type { BookingChangeOptions } from './book-session';
import { upsertBooking } from './cache';
import { bookingKeys } from './keys';

export function deleteBooking(id: number): Promise<Booking> {
  return apiClient.request(API_PATHS.booking(id), { method: 'DELETE', schema: BookingSchema });
}

export function cancelBookingMutationOptions(
  queryClient: QueryClient,
  { userId, onChanged }: BookingChangeOptions,
) {
  const key = bookingKeys.mine(userId);
  return mutationOptions({
    mutationKey: bookingKeys.mutation('cancel'),
    mutationFn: (booking: Booking) => deleteBooking(booking.id),
    networkMode: 'always',
    onMutate: async (booking: Booking) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Booking[]>(key);
      upsertBooking(queryClient, userId, {
        ...booking,
        status: 'cancelled',
        position: null,
        cancelledAt: new Date().toISOString(),
      });
      return { previous };
    },
    onError: (_error, _booking, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: async (booking: Booking) => {
      upsertBooking(queryClient, userId, booking);
      await Promise.all([queryClient.invalidateQueries({ queryKey: key }), onChanged?.()]);
    },
  });
}

export function useCancelBooking(options: BookingChangeOptions) {
  const queryClient = useQueryClient();
  return useMutation(cancelBookingMutationOptions(queryClient, options));
}
