// The Auswertung (issue 22, decision 0161): the period an admin asks for and the figures the server answers.
// Periods are Berlin calendar dates, both ends inclusive; the figures are counts, the shares are the client's.
import { DateSchema } from '../memberships/schemas';
import { IdSchema } from '../schemas/common';
import { addDays, berlinDate } from '../time';
import { z } from '../schemas/zod';

/** The longest period one report covers (a year and a leap day). */
export const REPORT_MAX_DAYS = 366;
/** The default period: the last four weeks up to today. */
export const REPORT_DEFAULT_DAYS = 28;

export const REPORT_MESSAGES = {
  order: 'Das Ende des Zeitraums darf nicht vor seinem Beginn liegen',
  length: `Der Zeitraum darf höchstens ${REPORT_MAX_DAYS} Tage umfassen`,
} as const;

/** Days from one calendar date to another (calendar arithmetic; to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last four weeks up to `now`'s Berlin date (both inclusive). */
export function defaultReportPeriod(now: Date): { from: string; to: string } {
  const to = berlinDate(now);
  return { from: addDays(to, -(REPORT_DEFAULT_DAYS - 1)), to };
}

/**
 * GET /api/v1/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&location=<id> (dates optional: the last four weeks; location
 * optional: the whole chain, issue 34).
 */
export const ReportQuerySchema = z
  .object({ from: z.optional(DateSchema), to: z.optional(DateSchema), location: z.optional(IdSchema) })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: REPORT_MESSAGES.order, path: ['to'] }),
    z.refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
      message: REPORT_MESSAGES.length,
      path: ['to'],
    }),
  );
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

const count = z.number();

/** One course over the period: its sessions (not cancelled), seats, seats taken and what became of them. */
export const CourseFiguresSchema = z.object({
  courseId: z.number(),
  title: z.string(),
  /** The location the course belongs to (issue 34). */
  locationId: z.number(),
  sessions: count,
  /** Seats offered: the sum of the sessions' maxParticipants. */
  capacity: count,
  /** Bookings that held a seat: confirmed, attended or no_show. */
  booked: count,
  attended: count,
  noShows: count,
  /** Sessions whose seats were all taken. */
  fullSessions: count,
  /** Bookings that had to queue: still waiting, or moved up from the waitlist. */
  waitlisted: count,
  /** Bookings still on the waitlist (for a past session: members left without a seat). */
  waiting: count,
});
export type CourseFigures = z.infer<typeof CourseFiguresSchema>;

/** One weekday and hour of the studio's week (Berlin wall time of the sessions' start). */
export const SlotFiguresSchema = z.object({
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number(),
  hour: z.number(),
  sessions: count,
  capacity: count,
  booked: count,
});
export type SlotFigures = z.infer<typeof SlotFiguresSchema>;

/**
 * One Berlin calendar week (Monday's date) of the period: accounts made (of one location: those whose home studio
 * it is) and leads received (the chain's only: a lead names no location, so a location's report has none).
 */
export const WeekFiguresSchema = z.object({
  week: z.string(),
  newAccounts: count,
  leads: z.optional(count),
});
export type WeekFigures = z.infer<typeof WeekFiguresSchema>;

/** A location the report can be asked for (issue 34): the admin's filter lists them, in their order. */
export const ReportLocationSchema = z.object({ id: z.number(), name: z.string() });
export type ReportLocation = z.infer<typeof ReportLocationSchema>;

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The location the figures are of; null: the whole chain (every location). */
  location: z.nullable(z.number()),
  /** Every location, in order (one: a single studio, no filter to show). */
  locations: z.array(ReportLocationSchema),
  courses: z.array(CourseFiguresSchema),
  slots: z.array(SlotFiguresSchema),
  weeks: z.array(WeekFiguresSchema),
});
export type Report = z.infer<typeof ReportSchema>;
