// Writing one booking answer into the member's cached list (the server's answer is the truth; the list is
// refetched right after anyway).
import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '#domain/schemas/bookings';
import { bookingKeys } from './keys';

export function upsertBooking(queryClient: QueryClient, userId: number, booking: Booking): void {
  queryClient.setQueryData<Booking[]>(bookingKeys.mine(userId), (list) => {
    if (!list) return [booking];
    const found = list.some((entry) => entry.id === booking.id);
    const next = found
      ? list.map((entry) => (entry.id === booking.id ? booking : entry))
      : [...list, booking];
    return next.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id - b.id);
  });
}
