// Bookings made at the front desk (Admin, issue 6): book a member in (over capacity only as an explicit,
// recorded override), cancel for a member without the deadline, move a waitlisted booking up by hand.
import { z } from './zod';
import { IdSchema } from './common';

export const DESK_MESSAGES = {
  override: 'override muss true oder false sein',
} as const;

const override = z._default(z.boolean({ message: DESK_MESSAGES.override }), false);

/**
 * POST /api/v1/desk/bookings. A free seat is given as usual; a full session puts the member on the waitlist,
 * unless override is true: then they get a seat over capacity, noted on the booking and in the audit log.
 * The booking deadline and the course's bookable flag do not bind the desk; the session's end does.
 */
export const DeskBookingRequestSchema = z.object({
  userId: IdSchema,
  courseSettingsId: IdSchema,
  override,
  /**
   * Issue 19: book although no membership of the member entitles the session (or a fair rule refuses it);
   * audited with the refusal. Without it the desk gets the member's refusal (e.g. MEMBERSHIP_CATEGORY).
   */
  membershipOverride: z._default(z.boolean({ message: DESK_MESSAGES.override }), false),
});
export type DeskBookingRequest = z.input<typeof DeskBookingRequestSchema>;

/** POST /api/v1/desk/bookings/{id}/confirm: a waitlisted booking gets a seat; when full only with override. */
export const DeskConfirmRequestSchema = z.object({ override });
export type DeskConfirmRequest = z.input<typeof DeskConfirmRequestSchema>;

/** Notes the desk leaves on a booking; the member sees them with the booking. */
export const DESK_NOTES = {
  overCapacity: 'Platz über der Kapazität an der Theke vergeben',
  cancelledAtDesk: 'An der Theke storniert',
  clientDeleted: 'Konto gelöscht',
} as const;
