// The course recommendation funnel of seed 001 §2, §3, §9: the ten goals, the three membership tiers, the
// recommendation rule exactly as written, and the trial slots.

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

const BASIC_GOALS: ReadonlySet<FunnelGoalId> = new Set(['regular-training', 'get-fit']);

/**
 * 1. ems or full-coaching among the goals: HIGH PERFORMER.
 * 2. Otherwise, every chosen goal is regular-training or get-fit, or some are and there are at most 2 goals: CORE.
 * 3. Otherwise: HYBRID PRO.
 */
export function recommendTier(goals: readonly FunnelGoalId[]): TierName {
  if (goals.includes('ems') || goals.includes('full-coaching')) return 'HIGH PERFORMER';
  const basic = goals.filter((goal) => BASIC_GOALS.has(goal)).length;
  if (basic === goals.length || (basic > 0 && goals.length <= 2)) return 'CORE';
  return 'HYBRID PRO';
}

/** Trial slots (seed 001 §9): Monday 18:00-19:00, Tuesday 19:00-20:00, Wednesday 18:00-19:00. */
export const TRIAL_SLOTS = [
  { id: 'montag-1800', day: 'Montag', time: '18:00-19:00' },
  { id: 'dienstag-1900', day: 'Dienstag', time: '19:00-20:00' },
  { id: 'mittwoch-1800', day: 'Mittwoch', time: '18:00-19:00' },
] as const;
export type TrialSlotId = (typeof TRIAL_SLOTS)[number]['id'];
export const TRIAL_SLOT_IDS = TRIAL_SLOTS.map((slot) => slot.id) as [TrialSlotId, ...TrialSlotId[]];
