// The course recommendation funnel of seed 001 §2, §3, §9: the ten goals, the three membership tiers, the
// recommendation (the least tier that covers every goal, issue 37; decision 0198) and the trial slots, dated from
// the seed's weekly hours.
import { addDays, berlinDate, berlinToInstant, formatDay, formatTime } from '../time';

export const FUNNEL_GOAL_IDS = [
  'regular-training',
  'personal-training',
  'get-fit',
  'track-success',
  'home-training',
  'travel-training',
  'nutrition',
  'stress-management',
  'ems',
  'full-coaching',
] as const;
export type FunnelGoalId = (typeof FUNNEL_GOAL_IDS)[number];

export const TIER_NAMES = ['CORE', 'HYBRID PRO', 'HIGH PERFORMER'] as const;
export type TierName = (typeof TIER_NAMES)[number];

/** Weekly price and monthly debit in euros, and the badge (seed 001 §9). */
export const TIER_PRICES: Record<TierName, { badge: string; weekly: number; monthly: number }> = {
  CORE: { badge: 'FÜR EINSTEIGER', weekly: 16, monthly: 69 },
  'HYBRID PRO': { badge: 'BELIEBT', weekly: 25, monthly: 109 },
  'HIGH PERFORMER': { badge: 'STARK BEGRENZT', weekly: 135, monthly: 585 },
};

/** Seed 001 §9's features of each tier, in German (the seeded membership types and the tiers' copy). */
export const TIER_FEATURES: Record<TierName, readonly string[]> = {
  CORE: [
    'Alle regulären Gruppenkurse',
    'Persönliche Trainingsberatung',
    'Ausgewählte Tipps und Workouts in der App',
  ],
  'HYBRID PRO': [
    'Alles aus Core',
    'Onboarding und Screenings',
    'Open Gym',
    'Hybrides Training',
    '1 Personal Training pro Quartal',
    'Ernährungstipps',
    'Resilienztraining',
  ],
  'HIGH PERFORMER': [
    'Alles aus Hybrid Pro',
    '1 Personal Training pro Woche',
    'Persönliche Ernährungsberatung inkl. Supplements',
    '1 EMS-Training pro Monat',
    '1 HRV-Messung pro Monat',
    '1 Resilienz-Coaching pro Monat',
  ],
};

/** A tier's place in the row: each includes everything of the ones before ('Alles aus Core'). */
const TIER_RANK: Record<TierName, number> = { CORE: 0, 'HYBRID PRO': 1, 'HIGH PERFORMER': 2 };

/**
 * The least tier that covers each goal, and the feature of that tier that does (issue 37: the recommendation
 * covers every goal picked; seed 001 §9's rule gave CORE, which has no personal trainer, for 'Gruppenkurse' plus
 * 'mit persönlichem Trainer').
 */
export const GOAL_COVERAGE: Record<FunnelGoalId, { tier: TierName; feature: string }> = {
  'regular-training': { tier: 'CORE', feature: 'Alle regulären Gruppenkurse' },
  'get-fit': { tier: 'CORE', feature: 'Alle regulären Gruppenkurse' },
  'personal-training': { tier: 'HYBRID PRO', feature: '1 Personal Training pro Quartal' },
  'track-success': { tier: 'HYBRID PRO', feature: 'Onboarding und Screenings' },
  'home-training': { tier: 'HYBRID PRO', feature: 'Hybrides Training' },
  'travel-training': { tier: 'HYBRID PRO', feature: 'Hybrides Training' },
  nutrition: { tier: 'HYBRID PRO', feature: 'Ernährungstipps' },
  'stress-management': { tier: 'HYBRID PRO', feature: 'Resilienztraining' },
  ems: { tier: 'HIGH PERFORMER', feature: '1 EMS-Training pro Monat' },
  'full-coaching': { tier: 'HIGH PERFORMER', feature: 'Persönliche Ernährungsberatung inkl. Supplements' },
};

/** The least tier that covers every goal picked (CORE for none). */
export function recommendTier(goals: readonly FunnelGoalId[]): TierName {
  return goals.reduce<TierName>((best, goal) => {
    const needed = GOAL_COVERAGE[goal].tier;
    return TIER_RANK[needed] > TIER_RANK[best] ? needed : best;
  }, 'CORE');
}

/** Whether the tier includes everything of `other` (a tier includes the ones before it). */
export function tierIncludes(tier: TierName, other: TierName): boolean {
  return TIER_RANK[tier] >= TIER_RANK[other];
}

/** The funnel's tier of that name (a tier card of a membership type), else undefined. */
export function funnelTier(name: string): TierName | undefined {
  return TIER_NAMES.find((tier) => tier === name);
}

/**
 * The weekly trial hours (seed 001 §9: Monday 18:00-19:00, Tuesday 19:00-20:00, Wednesday 18:00-19:00), weekday
 * 1 = Monday, Berlin wall time. The funnel offers them as real dates (issue 37).
 */
export const TRIAL_HOURS = [
  { weekday: 1, start: '18:00', end: '19:00' },
  { weekday: 2, start: '19:00', end: '20:00' },
  { weekday: 3, start: '18:00', end: '19:00' },
] as const;

/** The funnel offers the trial hours of the next 14 Berlin days … */
export const TRIAL_SLOT_DAYS = 14;
/** … that begin at least this many hours after the request: the studio confirms before the visitor comes. */
export const TRIAL_SLOT_LEAD_HOURS = 24;
/** The studio confirms a trial slot within this many hours of the request (thank-you step and mail). */
export const TRIAL_CONFIRMATION_HOURS = 24;

const HOUR_MS = 3_600_000;

/** A dated trial slot: its id is its Berlin start, 'YYYY-MM-DDTHH:MM'. */
export interface TrialSlot {
  id: string;
  /** Berlin date YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  startsAt: Date;
}

const SLOT_ID = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The dated slot an id names, or null when it is no trial hour (a weekday and time the studio does not offer). */
export function trialSlotOf(id: string): TrialSlot | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const weekday = ((calendar.getUTCDay() + 6) % 7) + 1;
  const start = id.slice(11);
  const hours = TRIAL_HOURS.find((entry) => entry.weekday === weekday && entry.start === start);
  if (!hours) return null;
  return {
    id,
    date: id.slice(0, 10),
    start,
    end: hours.end,
    startsAt: berlinToInstant(year, month, day, hour, minute),
  };
}

/** The slots the funnel offers at `now`: the trial hours of the next 14 Berlin days, 24 hours ahead at least. */
export function trialSlots(now: Date): TrialSlot[] {
  const today = berlinDate(now);
  const slots: TrialSlot[] = [];
  for (let offset = 0; offset <= TRIAL_SLOT_DAYS; offset += 1) {
    const date = addDays(today, offset);
    // A date has one trial hour at most (its weekday's).
    const slot = TRIAL_HOURS.map((hours) => trialSlotOf(`${date}T${hours.start}`)).find(Boolean);
    if (slot && slot.startsAt.getTime() - now.getTime() >= TRIAL_SLOT_LEAD_HOURS * HOUR_MS) slots.push(slot);
  }
  return slots;
}

/**
 * Whether the server takes a lead's slot at `now`: a legacy weekday id (a lead queued by an earlier build), or a
 * trial hour that has not begun and lies within the 14 days (not the 24 hours: a lead waiting in a visitor's
 * outbox arrives late, and the studio calls to find another time; decision 0198).
 */
export function trialSlotOpen(id: string, now: Date): boolean {
  if (isLegacyTrialSlot(id)) return true;
  const slot = trialSlotOf(id);
  return !!slot && slot.startsAt > now && slot.date <= addDays(berlinDate(now), TRIAL_SLOT_DAYS);
}

/** 'Montag, 30. November 2026, 18:00–19:00 Uhr' (a legacy id: 'Dienstag, 19:00-20:00 Uhr'); the id if unknown. */
export function trialSlotLabel(id: string): string {
  const legacy = LEGACY_TRIAL_SLOTS.find((slot) => slot.id === id);
  if (legacy) return `${legacy.day}, ${legacy.time} Uhr`;
  const slot = trialSlotOf(id);
  if (!slot) return id;
  return `${formatDay(slot.startsAt)} ${slot.date.slice(0, 4)}, ${slot.start}–${slot.end} Uhr`;
}

/** When the studio confirms a request made at `now`. */
export function trialConfirmationBy(now: Date): Date {
  return new Date(now.getTime() + TRIAL_CONFIRMATION_HOURS * HOUR_MS);
}

/** 'Donnerstag, 26. November 2026, 09:00 Uhr'. */
export function confirmationLabel(instant: Date | string): string {
  const date = new Date(instant);
  return `${formatDay(date)} ${berlinDate(date).slice(0, 4)}, ${formatTime(date)} Uhr`;
}

/**
 * The weekday slots of earlier builds (no date): still accepted, so a lead that waited in a visitor's outbox
 * across a deploy is not refused, and shown for leads stored before.
 */
export const LEGACY_TRIAL_SLOTS = [
  { id: 'montag-1800', day: 'Montag', time: '18:00-19:00' },
  { id: 'dienstag-1900', day: 'Dienstag', time: '19:00-20:00' },
  { id: 'mittwoch-1800', day: 'Mittwoch', time: '18:00-19:00' },
] as const;

export function isLegacyTrialSlot(id: string): boolean {
  return LEGACY_TRIAL_SLOTS.some((slot) => slot.id === id);
}

/** A slot id the lead schema accepts (the server then checks trialSlotOpen against its clock). */
export function isTrialSlotId(id: string): boolean {
  return isLegacyTrialSlot(id) || trialSlotOf(id) !== null;
}
