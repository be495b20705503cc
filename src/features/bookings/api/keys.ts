// Query and mutation keys of the bookings feature, from one factory: all → mine(user) and calendarLink(user).
// Every personal key carries the user's id, so a cache restored on this device can never show one member's
// bookings to another. Mutations invalidate with these functions, never with a retyped array.
export const bookingKeys = {
  all: ['bookings'] as const,
  /** GET /api/v1/bookings/me of one member: persisted for offline reading (docs/decisions/0050-*.md). */
  mine: (userId: number) => [...bookingKeys.all, 'mine', userId] as const,
  /** The member's private calendar subscription: a secret, kept in memory only. */
  calendarLink: (userId: number) => [...bookingKeys.all, 'calendar-link', userId] as const,
  mutation: (name: 'book' | 'cancel' | 'calendar-link-reset') => [...bookingKeys.all, name] as const,
};
