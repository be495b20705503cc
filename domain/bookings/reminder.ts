// The reminder rule (issue 21): a confirmed booking is reminded `minutesBefore` minutes before its session starts,
// once, and only when it was made (or moved up from the waitlist) at or before that moment: a member who booked
// ten minutes before the start needs no reminder twenty minutes before it. None after the start. Pure: the
// caller passes the clock; the server's sweep claims the due bookings in the database.

const MINUTE = 60_000;

/** An instant as the database hands it over (PostgreSQL a Date, SQLite an ISO string). */
type Instant = string | Date;

/** The facts of a confirmed booking the rule reads. */
export interface ReminderCandidate {
  scheduledAt: Instant;
  createdAt: Instant;
  /** When the booking was moved up from the waitlist; null when it was booked with a seat. */
  promotedAt: Instant | null;
}

/** The sessions whose bookings may be due now: those starting after `now` and up to the lead time ahead. */
export function reminderWindow(now: Date, minutesBefore: number): { from: Date; to: Date } | null {
  if (minutesBefore <= 0) return null;
  return { from: now, to: new Date(now.getTime() + minutesBefore * MINUTE) };
}

/** Whether the booking gets a reminder at all: it held its seat when the reminder time came. */
export function reminderDue(booking: ReminderCandidate, minutesBefore: number): boolean {
  if (minutesBefore <= 0) return false;
  const remindAt = new Date(booking.scheduledAt).getTime() - minutesBefore * MINUTE;
  return new Date(booking.promotedAt ?? booking.createdAt).getTime() <= remindAt;
}
