// The ways forward a refusal offers (issue 37, decision 0197): a refused booking is never a dead end. Each
// catalogue code that refuses a booking names its ways (`forward` in ./catalogue.ts, beside its message); this is
// what each way is called. Where it leads is the app's (src/config/paths.ts: `wayForwardHref`), the trial
// training is the recommendation funnel wherever a page has one.

export const WAYS_FORWARD = {
  /** The studio's tiers, each with its online checkout ('Mitglied werden'). */
  tiers: 'Mitgliedschaften ansehen',
  /** The recommendation funnel: a free trial training. */
  trial: 'Probetraining vereinbaren',
  /** A card with no bookings left is topped up at the desk. */
  topUp: 'Karte am Empfang aufladen',
  /** The desk: what only the studio can change (a pause, a block after returned debits, an inactive account). */
  desk: 'Empfang kontaktieren',
  /** The member's bookings: cancelling one frees a place under the cap. */
  myBookings: 'Meine Kurse ansehen',
  /** 'Meine Mitgliedschaft' on the dashboard: terms, slots, strikes. */
  myMembership: 'Meine Mitgliedschaft ansehen',
} as const;

export type WayForward = keyof typeof WAYS_FORWARD;
