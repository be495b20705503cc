// Memberships (issue 19, decision 0140): the types the studio sells, a member's memberships, the studio's
// settings (fair rules and deadlines), no-show strikes, and the member's own summary ('Meine Mitgliedschaft').
// Prices are whole cents; calendar values (a membership's first and last day, a pause) are Berlin dates
// YYYY-MM-DD, inclusive.
import { z } from '../schemas/zod';
import { IdSchema, InstantSchema, wholeNumberIn } from '../schemas/common';
import { MAX_MINIMUM_TERM_MONTHS, MAX_NOTICE_PERIOD_WEEKS } from '../contracts/deadlines';
import { weeklyPriceContradicts } from '../contracts/pricing';

export const MEMBERSHIP_MESSAGES = {
  name: 'Der Name muss 1 bis 60 Zeichen lang sein',
  nameTaken: 'Eine Mitgliedschaftsart mit diesem Namen gibt es schon',
  badge: 'Das Abzeichen darf höchstens 40 Zeichen lang sein',
  price: 'Der Preis muss zwischen 0 und 100.000 € liegen (in Cent)',
  feature: 'Jede Leistung muss 1 bis 200 Zeichen lang sein',
  features: 'Höchstens 20 Leistungen',
  category: 'Jede Kategorie muss 1 bis 40 Zeichen lang sein',
  categories: 'Mindestens eine Kategorie, höchstens 20',
  limitCount: 'Die Anzahl muss zwischen 1 und 100 liegen',
  period: 'Zeitraum muss week, month, quarter oder total sein',
  limits: 'Höchstens 10 Grenzen',
  credits: 'Die Anzahl der Buchungen muss zwischen 1 und 1000 liegen',
  days: 'Die Gültigkeit muss zwischen 1 und 3650 Tagen liegen',
  sortOrder: 'Die Reihenfolge muss zwischen 0 und 1000 liegen',
  date: 'Ungültiges Datum (JJJJ-MM-TT)',
  pauseOrder: 'Das Ende der Ruhezeit darf nicht vor ihrem Beginn liegen',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen',
  addCredits: 'Es können 1 bis 1000 Buchungen hinzugefügt werden',
  reason: 'Bitte gib einen Grund an (1 bis 500 Zeichen)',
  minutes: 'Die Minuten müssen zwischen 0 und 10.080 liegen (eine Woche)',
  maxUpcoming: 'Die Zahl muss zwischen 1 und 500 liegen oder leer sein',
  strikeLimit: 'Die Zahl muss zwischen 1 und 50 liegen oder leer sein',
  hours: 'Die Stunden müssen zwischen 0 und 168 liegen',
  firstName: 'Vorname ist erforderlich',
  lastName: 'Nachname ist erforderlich',
  minimumTerm: 'Die Mindestlaufzeit muss zwischen 1 und 24 Monaten liegen (§ 309 Nr. 9 BGB)',
  minimumTermRequired: 'Für den Online-Verkauf ist eine Mindestlaufzeit (1 bis 24 Monate) nötig',
  monthlyRequired: 'Für den Online-Verkauf ist ein Monatspreis nötig',
  noticePeriod: 'Die Kündigungsfrist muss zwischen 0 und 4 Wochen liegen (§ 309 Nr. 9 BGB)',
  weeklyContradicts: 'Der Wochenpreis passt nicht zum Monatspreis (Monatspreis × 12 ÷ 52, auf ganze Euro)',
} as const;

/** A Berlin calendar date, YYYY-MM-DD, that exists. */
export const DateSchema = z.string({ message: MEMBERSHIP_MESSAGES.date }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, MEMBERSHIP_MESSAGES.date),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, MEMBERSHIP_MESSAGES.date),
);

/** A Berlin week, month or quarter, or the membership's whole term ('total': the challenge's 3 personal trainings). */
/** A required text: trimmed, 1 to `max` characters, one German message for every failure. */
const text = (max: number, message: string) =>
  z.string({ message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

export const PERIODS = ['week', 'month', 'quarter', 'total'] as const;
export type Period = (typeof PERIODS)[number];

const price = z.nullable(
  z
    .number({ message: MEMBERSHIP_MESSAGES.price })
    .check(...wholeNumberIn(0, 10_000_000, MEMBERSHIP_MESSAGES.price)),
);
const category = text(40, MEMBERSHIP_MESSAGES.category);

/** n bookings per Berlin week, month or quarter; for one category (e.g. 'EMS') or, without one, for all. */
export const PeriodLimitSchema = z.object({
  count: z
    .number({ message: MEMBERSHIP_MESSAGES.limitCount })
    .check(...wholeNumberIn(1, 100, MEMBERSHIP_MESSAGES.limitCount)),
  period: z.enum(PERIODS, { message: MEMBERSHIP_MESSAGES.period }),
  category: z._default(z.nullable(category), null),
});
export type PeriodLimit = z.output<typeof PeriodLimitSchema>;

/**
 * The contract terms of a type sold online (issue 31, decision 0191): `soldOnline` offers it at
 * /mitglied-werden; `monthlyPriceCents` is then debited monthly; `setupFeeCents` is the one-time 'Startpaket'
 * (0 if none; `oneTimePriceCents` stays the price of a one-off package); `minimumTermMonths` the initial term
 * (1–24, § 309 Nr. 9 a BGB; required when sold online); `noticePeriodWeeks` the notice before the initial term
 * ends (0–4, § 309 Nr. 9 c BGB). After the initial term the contract runs on indefinitely, cancellable with one
 * month's notice: fixed by law, not a field.
 */
const contractTermsShape = {
  soldOnline: z._default(z.boolean(), false),
  setupFeeCents: z._default(
    z
      .number({ message: MEMBERSHIP_MESSAGES.price })
      .check(...wholeNumberIn(0, 10_000_000, MEMBERSHIP_MESSAGES.price)),
    0,
  ),
  minimumTermMonths: z._default(
    z.nullable(
      z
        .number({ message: MEMBERSHIP_MESSAGES.minimumTerm })
        .check(...wholeNumberIn(1, MAX_MINIMUM_TERM_MONTHS, MEMBERSHIP_MESSAGES.minimumTerm)),
    ),
    null,
  ),
  noticePeriodWeeks: z._default(
    z
      .number({ message: MEMBERSHIP_MESSAGES.noticePeriod })
      .check(...wholeNumberIn(0, MAX_NOTICE_PERIOD_WEEKS, MEMBERSHIP_MESSAGES.noticePeriod)),
    4,
  ),
};

/** The terms as every reader gets them. */
const contractTermsRead = {
  soldOnline: z.boolean(),
  setupFeeCents: z.number(),
  minimumTermMonths: z.nullable(z.number()),
  noticePeriodWeeks: z.number(),
};

/**
 * POST /api/v1/membership-types and PUT …/{id} (Admin). `categories`: the course categories it entitles (the
 * four regular keys wellness, cardio, strength, fitness, or a course's own category such as 'EMS' or
 * 'Personal Training'; compared case-insensitively). `credits` + `validityDays`: a card (10er-Karte: 10
 * bookings, valid 180 days). `validityDays` alone: a fixed-term package (the 7-week challenge, 49 days).
 * Neither: runs until the desk ends it.
 */
export const MembershipTypeWriteSchema = z
  .object({
    name: text(60, MEMBERSHIP_MESSAGES.name),
    badge: z._default(z.string().check(z.trim(), z.maxLength(40, MEMBERSHIP_MESSAGES.badge)), ''),
    weeklyPriceCents: z._default(price, null),
    monthlyPriceCents: z._default(price, null),
    /** A one-off price (the challenge package: 29700). */
    oneTimePriceCents: z._default(price, null),
    features: z._default(
      z.array(text(200, MEMBERSHIP_MESSAGES.feature)).check(z.maxLength(20, MEMBERSHIP_MESSAGES.features)),
      [],
    ),
    categories: z
      .array(category, { message: MEMBERSHIP_MESSAGES.categories })
      .check(z.minLength(1, MEMBERSHIP_MESSAGES.categories), z.maxLength(20, MEMBERSHIP_MESSAGES.categories)),
    limits: z._default(z.array(PeriodLimitSchema).check(z.maxLength(10, MEMBERSHIP_MESSAGES.limits)), []),
    credits: z._default(
      z.nullable(
        z
          .number({ message: MEMBERSHIP_MESSAGES.credits })
          .check(...wholeNumberIn(1, 1000, MEMBERSHIP_MESSAGES.credits)),
      ),
      null,
    ),
    validityDays: z._default(
      z.nullable(
        z
          .number({ message: MEMBERSHIP_MESSAGES.days })
          .check(...wholeNumberIn(1, 3650, MEMBERSHIP_MESSAGES.days)),
      ),
      null,
    ),
    /** Offered at the desk (and, when listed, on the public tiers). */
    active: z._default(z.boolean(), true),
    /** Listed on the public tiers block (the three tiers; not the challenge package or a card). */
    listed: z._default(z.boolean(), true),
    /** The public tiers' order, smallest first. */
    sortOrder: z._default(
      z
        .number({ message: MEMBERSHIP_MESSAGES.sortOrder })
        .check(...wholeNumberIn(0, 1000, MEMBERSHIP_MESSAGES.sortOrder)),
      0,
    ),
    ...contractTermsShape,
    /** Valid at every location (issue 34); false: at the member's home studio only (as before locations). */
    allLocations: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((type, ctx) => {
      if (weeklyPriceContradicts(type.weeklyPriceCents, type.monthlyPriceCents))
        ctx.addIssue({
          code: 'custom',
          message: MEMBERSHIP_MESSAGES.weeklyContradicts,
          path: ['weeklyPriceCents'],
        });
      if (!type.soldOnline) return;
      if (type.monthlyPriceCents === null)
        ctx.addIssue({
          code: 'custom',
          message: MEMBERSHIP_MESSAGES.monthlyRequired,
          path: ['monthlyPriceCents'],
        });
      if (type.minimumTermMonths === null)
        ctx.addIssue({
          code: 'custom',
          message: MEMBERSHIP_MESSAGES.minimumTermRequired,
          path: ['minimumTermMonths'],
        });
    }),
  );
export type MembershipTypeWrite = z.input<typeof MembershipTypeWriteSchema>;

export const MembershipTypeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  badge: z.string(),
  weeklyPriceCents: z.nullable(z.number()),
  monthlyPriceCents: z.nullable(z.number()),
  oneTimePriceCents: z.nullable(z.number()),
  features: z.array(z.string()),
  categories: z.array(z.string()),
  limits: z.array(PeriodLimitSchema),
  credits: z.nullable(z.number()),
  validityDays: z.nullable(z.number()),
  active: z.boolean(),
  listed: z.boolean(),
  sortOrder: z.number(),
  ...contractTermsRead,
  /** Valid at every location (issue 34); false: at the member's home studio only. */
  allLocations: z.boolean(),
  updatedAt: InstantSchema,
});
export type MembershipType = z.infer<typeof MembershipTypeSchema>;
export const MembershipTypeListSchema = z.array(MembershipTypeSchema);

/** GET /api/v1/membership-types/public: the active, listed types for the public tiers block, nothing personal. */
export const PublicMembershipTypeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  badge: z.string(),
  weeklyPriceCents: z.nullable(z.number()),
  monthlyPriceCents: z.nullable(z.number()),
  oneTimePriceCents: z.nullable(z.number()),
  features: z.array(z.string()),
  sortOrder: z.number(),
  ...contractTermsRead,
});
export type PublicMembershipType = z.infer<typeof PublicMembershipTypeSchema>;
export const PublicMembershipTypeListSchema = z.array(PublicMembershipTypeSchema);

/**
 * One membership of a member, as the desk and the member read it. The type's rules (categories, limits) are
 * read live from the type. `endsOn`: the last day (inclusive), null = open-ended. `credits`: the card's
 * bookings in total (added credits included), `creditsLeft` what is left now; both null for a type without
 * credits. A pause covers pausedFrom … pausedUntil, both days inclusive.
 */
export const MembershipSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  typeId: IdSchema,
  name: z.string(),
  badge: z.string(),
  categories: z.array(z.string()),
  limits: z.array(PeriodLimitSchema),
  startsOn: z.string(),
  endsOn: z.nullable(z.string()),
  pausedFrom: z.nullable(z.string()),
  pausedUntil: z.nullable(z.string()),
  credits: z.nullable(z.number()),
  creditsLeft: z.nullable(z.number()),
  /** The type's 'Alle Standorte' (issue 34): valid at every location, else at the home studio only. */
  allLocations: z.boolean(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Membership = z.infer<typeof MembershipSchema>;
export const MembershipListSchema = z.array(MembershipSchema);

/** POST /api/v1/users/{id}/memberships (desk): assign a type from a date (default today). */
export const AssignMembershipSchema = z.object({
  typeId: IdSchema,
  startsOn: z.optional(DateSchema),
});
export type AssignMembership = z.input<typeof AssignMembershipSchema>;

/** POST /api/v1/memberships/{id}/pause (desk): a rest period; both days inclusive. `null`s lift the pause. */
export const PauseMembershipSchema = z
  .object({ pausedFrom: z.nullable(DateSchema), pausedUntil: z.nullable(DateSchema) })
  .check(
    z.refine(
      (p) =>
        (p.pausedFrom === null) === (p.pausedUntil === null) &&
        (!p.pausedFrom || p.pausedFrom <= p.pausedUntil!),
      { message: MEMBERSHIP_MESSAGES.pauseOrder, path: ['pausedUntil'] },
    ),
  );
export type PauseMembership = z.input<typeof PauseMembershipSchema>;

/** POST /api/v1/memberships/{id}/end (desk): the last day (default today). */
export const EndMembershipSchema = z.object({ endsOn: z.optional(DateSchema) });
export type EndMembership = z.input<typeof EndMembershipSchema>;

/** POST /api/v1/memberships/{id}/extend (desk): a new last day, or null for open-ended. */
export const ExtendMembershipSchema = z.object({ endsOn: z.nullable(DateSchema) });
export type ExtendMembership = z.input<typeof ExtendMembershipSchema>;

/** POST /api/v1/memberships/{id}/credits (desk): more bookings on a card, optionally a new last day. */
export const AddCreditsSchema = z.object({
  credits: z
    .number({ message: MEMBERSHIP_MESSAGES.addCredits })
    .check(...wholeNumberIn(1, 1000, MEMBERSHIP_MESSAGES.addCredits)),
  endsOn: z.optional(z.nullable(DateSchema)),
});
export type AddCredits = z.input<typeof AddCreditsSchema>;

const minutes = z
  .number({ message: MEMBERSHIP_MESSAGES.minutes })
  .check(...wholeNumberIn(0, 10_080, MEMBERSHIP_MESSAGES.minutes));

/**
 * The studio's settings (GET/PUT /api/v1/settings, Admin). The defaults change nothing: no cap, no strikes,
 * no cut-off; the deadlines default to BOOKING_DEADLINE_MINUTES / CANCELLATION_DEADLINE_MINUTES of the
 * environment.
 */
export const StudioSettingsSchema = z.object({
  bookingDeadlineMinutes: minutes,
  cancellationDeadlineMinutes: minutes,
  /** The reminder goes out this many minutes before a confirmed booking's start (issue 21); 0 = no reminders. */
  reminderMinutesBefore: minutes,
  /** At most this many upcoming (confirmed or waitlisted) bookings per member; null = no cap. */
  maxUpcomingBookings: z.nullable(
    z
      .number({ message: MEMBERSHIP_MESSAGES.maxUpcoming })
      .check(...wholeNumberIn(1, 500, MEMBERSHIP_MESSAGES.maxUpcoming)),
  ),
  /** This many no-show strikes within strikeWindowDays block new bookings for blockDays; null = off. */
  strikeLimit: z.nullable(
    z
      .number({ message: MEMBERSHIP_MESSAGES.strikeLimit })
      .check(...wholeNumberIn(1, 50, MEMBERSHIP_MESSAGES.strikeLimit)),
  ),
  strikeWindowDays: z
    .number({ message: MEMBERSHIP_MESSAGES.days })
    .check(...wholeNumberIn(1, 3650, MEMBERSHIP_MESSAGES.days)),
  blockDays: z
    .number({ message: MEMBERSHIP_MESSAGES.days })
    .check(...wholeNumberIn(1, 3650, MEMBERSHIP_MESSAGES.days)),
  /** A no-show of a booking promoted from the waitlist less than this many hours before the start is no strike. */
  latePromotionHours: z
    .number({ message: MEMBERSHIP_MESSAGES.hours })
    .check(...wholeNumberIn(0, 168, MEMBERSHIP_MESSAGES.hours)),
  /** No automatic promotion from the waitlist within this many minutes of the start; 0 = until the start. */
  waitlistCutoffMinutes: minutes,
});
export type StudioSettings = z.infer<typeof StudioSettingsSchema>;

/** The fair-rule defaults (the deadlines come from the environment). */
export const FAIR_RULE_DEFAULTS = {
  maxUpcomingBookings: null,
  strikeLimit: null,
  strikeWindowDays: 30,
  blockDays: 7,
  latePromotionHours: 2,
  waitlistCutoffMinutes: 0,
} as const satisfies Omit<
  StudioSettings,
  'bookingDeadlineMinutes' | 'cancellationDeadlineMinutes' | 'reminderMinutesBefore'
>;

/** A no-show strike: its session, when it was given, when it expires, and whether the desk forgave it. */
export const StrikeSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  bookingId: IdSchema,
  courseTitle: z.string(),
  scheduledAt: InstantSchema,
  createdAt: InstantSchema,
  expiresAt: InstantSchema,
  forgivenAt: z.nullable(InstantSchema),
  forgivenReason: z.nullable(z.string()),
});
export type Strike = z.infer<typeof StrikeSchema>;
export const StrikeListSchema = z.array(StrikeSchema);

/** POST /api/v1/strikes/{id}/forgive (desk). */
export const ForgiveStrikeSchema = z.object({
  reason: text(500, MEMBERSHIP_MESSAGES.reason),
});
export type ForgiveStrike = z.input<typeof ForgiveStrikeSchema>;

/** A booking that counts against a membership's period limits (confirmed, waitlisted, attended, no-show, late-cancelled). */
export const CountedBookingSchema = z.object({
  bookingId: IdSchema,
  membershipId: IdSchema,
  startTime: InstantSchema,
  category: z.string(),
});
export type CountedBooking = z.infer<typeof CountedBookingSchema>;

/**
 * GET /api/v1/memberships/mine: everything `decideEntitlement` needs on the client, plus the strikes.
 * `countedBookings`: the member's counted bookings from the start of the current quarter on.
 */
export const MyMembershipSchema = z.object({
  memberships: MembershipListSchema,
  countedBookings: z.array(CountedBookingSchema),
  upcomingCount: z.number(),
  strikes: StrikeListSchema,
  blockedUntil: z.nullable(InstantSchema),
  /** Two returned debits in a row and the billing settings block bookings then (issue 33). */
  billingBlocked: z.optional(z.boolean()),
  /** The member's home studio (issue 34; the first location when none is chosen): the location rule's. */
  home: z.optional(z.object({ id: IdSchema, name: z.string() })),
  settings: StudioSettingsSchema,
});
export type MyMembership = z.infer<typeof MyMembershipSchema>;

/** POST /api/v1/leads/{id}/member (desk, 'Als Mitglied anlegen'): account + membership + lead linked + invitation. */
export const LeadToMemberSchema = z.object({
  typeId: IdSchema,
  startsOn: z.optional(DateSchema),
  /** The lead has one name field; the desk may split it (default: first word / rest). */
  firstName: z.optional(text(100, MEMBERSHIP_MESSAGES.firstName)),
  lastName: z.optional(text(100, MEMBERSHIP_MESSAGES.lastName)),
});
export type LeadToMember = z.input<typeof LeadToMemberSchema>;

export const LeadToMemberResultSchema = z.object({
  userId: IdSchema,
  leadId: IdSchema,
  membership: MembershipSchema,
  /** False when the lead's address already had an account: the membership went onto it, no invitation. */
  invited: z.boolean(),
});
export type LeadToMemberResult = z.infer<typeof LeadToMemberResultSchema>;
