import { describe, expect, it } from 'vitest';
import {
  confirmationLabel,
  FUNNEL_GOAL_IDS,
  funnelTier,
  GOAL_COVERAGE,
  isTrialSlotId,
  recommendTier,
  TIER_FEATURES,
  TIER_NAMES,
  TIER_PRICES,
  tierIncludes,
  trialConfirmationBy,
  trialSlotLabel,
  trialSlotOf,
  trialSlotOpen,
  trialSlots,
  type FunnelGoalId,
  type TierName,
} from './funnel';

/** Every feature a tier has, with those of the tiers it includes ('Alles aus Core'). */
const featuresOf = (tier: TierName) =>
  TIER_NAMES.filter((other) => tierIncludes(tier, other)).flatMap((other) => TIER_FEATURES[other]);

describe('recommendTier: the least tier that covers every goal picked (issue 37, decision 0198)', () => {
  it.each<[FunnelGoalId[], TierName]>([
    [['regular-training'], 'CORE'],
    [['get-fit'], 'CORE'],
    [['regular-training', 'get-fit'], 'CORE'],
    // The case: CORE has no personal trainer.
    [['regular-training', 'personal-training'], 'HYBRID PRO'],
    [['personal-training'], 'HYBRID PRO'],
    [['get-fit', 'nutrition'], 'HYBRID PRO'],
    [['regular-training', 'home-training'], 'HYBRID PRO'],
    [['travel-training'], 'HYBRID PRO'],
    [['track-success'], 'HYBRID PRO'],
    [['stress-management', 'get-fit'], 'HYBRID PRO'],
    [['get-fit', 'nutrition', 'track-success'], 'HYBRID PRO'],
    [['ems'], 'HIGH PERFORMER'],
    [['full-coaching'], 'HIGH PERFORMER'],
    [['get-fit', 'ems'], 'HIGH PERFORMER'],
    [['regular-training', 'personal-training', 'full-coaching'], 'HIGH PERFORMER'],
    [[...FUNNEL_GOAL_IDS], 'HIGH PERFORMER'],
  ])('%j → %s', (goals, tier) => {
    expect(recommendTier(goals)).toBe(tier);
  });

  it('names for each goal a feature its tier really has', () => {
    for (const goal of FUNNEL_GOAL_IDS) {
      const { tier, feature } = GOAL_COVERAGE[goal];
      expect(TIER_FEATURES[tier], goal).toContain(feature);
    }
  });

  it('covers every goal of each of the 1023 combinations, and no tier below would', () => {
    let combinations = 0;
    for (let mask = 1; mask < 1 << FUNNEL_GOAL_IDS.length; mask += 1) {
      const goals = FUNNEL_GOAL_IDS.filter((_, index) => mask & (1 << index));
      const tier = recommendTier(goals);
      for (const goal of goals)
        expect(featuresOf(tier), `${goals.join(',')} → ${tier}`).toContain(GOAL_COVERAGE[goal].feature);
      const lower = TIER_NAMES.filter((other) => other !== tier && tierIncludes(tier, other));
      for (const other of lower)
        expect(
          goals.every((goal) => featuresOf(other).includes(GOAL_COVERAGE[goal].feature)),
          `${goals.join(',')} would fit ${other}`,
        ).toBe(false);
      combinations += 1;
    }
    expect(combinations).toBe(1023);
  });

  it('knows the funnel tiers among the studio types by name', () => {
    expect(funnelTier('HIGH PERFORMER')).toBe('HIGH PERFORMER');
    expect(funnelTier('10er-Karte')).toBeUndefined();
  });

  it('has the ten goal ids and the three tiers with their prices', () => {
    expect(FUNNEL_GOAL_IDS).toHaveLength(10);
    expect(TIER_PRICES).toEqual({
      CORE: { badge: 'FÜR EINSTEIGER', weekly: 16, monthly: 69 },
      'HYBRID PRO': { badge: 'BELIEBT', weekly: 25, monthly: 109 },
      'HIGH PERFORMER': { badge: 'STARK BEGRENZT', weekly: 135, monthly: 585 },
    });
  });
});

describe('trial slots: the seed’s weekly hours as real Berlin dates of the next 14 days', () => {
  // Wednesday 25 November 2026, 09:00 Berlin (UTC+1).
  const WEDNESDAY = new Date('2026-11-25T08:00:00Z');

  it('offers the hours of the next 14 days that begin 24 hours ahead at least', () => {
    expect(trialSlots(WEDNESDAY).map((slot) => slot.id)).toEqual([
      '2026-11-30T18:00',
      '2026-12-01T19:00',
      '2026-12-02T18:00',
      '2026-12-07T18:00',
      '2026-12-08T19:00',
      '2026-12-09T18:00',
    ]);
  });

  it.each([
    // Monday 17:59:59 Berlin: Tuesday 19:00 is 25 hours ahead, Monday 18:00 of the next week is on day 7.
    ['2026-11-30T16:59:59Z', '2026-12-01T19:00', '2026-12-14T18:00'],
    // Tuesday 19:00 exactly 24 hours before Wednesday 19:00? Wednesday's hour is 18:00: 23 hours, not offered.
    ['2026-12-01T18:00:00Z', '2026-12-07T18:00', '2026-12-15T19:00'],
    // Across the March clock change (29 March 2027): Monday 18:00 CEST is 16:00 UTC.
    ['2027-03-26T12:00:00Z', '2027-03-29T18:00', '2027-04-07T18:00'],
  ])('at %s the first slot is %s and the last %s', (now, first, last) => {
    const slots = trialSlots(new Date(now));
    expect(slots[0]?.id).toBe(first);
    expect(slots.at(-1)?.id).toBe(last);
    for (const slot of slots)
      expect(slot.startsAt.getTime() - Date.parse(now)).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('dates a slot in Berlin time, summer and winter', () => {
    expect(trialSlotOf('2027-03-29T18:00')?.startsAt.toISOString()).toBe('2027-03-29T16:00:00.000Z');
    expect(trialSlotOf('2026-11-30T18:00')?.startsAt.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(trialSlotOf('2026-12-01T19:00')?.end).toBe('20:00');
  });

  it.each([
    ['2026-11-30T18:00', true],
    ['montag-1800', true],
    ['2026-11-30T19:00', false], // Monday's hour is 18:00
    ['2026-11-26T18:00', false], // a Thursday
    ['2026-02-30T18:00', false],
    ['2026-11-30 18:00', false],
    ['', false],
  ])('accepts %j as a slot id: %s', (id, valid) => {
    expect(isTrialSlotId(id)).toBe(valid);
  });

  it('takes at the server a slot that has not begun within the 14 days, and legacy ids', () => {
    expect(trialSlotOpen('2026-11-25T18:00', WEDNESDAY)).toBe(true);
    expect(trialSlotOpen('2026-11-24T19:00', WEDNESDAY)).toBe(false);
    expect(trialSlotOpen('2026-12-09T18:00', WEDNESDAY)).toBe(true);
    expect(trialSlotOpen('2026-12-14T18:00', WEDNESDAY)).toBe(false);
    expect(trialSlotOpen('dienstag-1900', WEDNESDAY)).toBe(true);
  });

  it('says the slot and the confirmation with their dates', () => {
    expect(trialSlotLabel('2026-11-30T18:00')).toBe('Montag, 30. November 2026, 18:00–19:00 Uhr');
    expect(trialSlotLabel('dienstag-1900')).toBe('Dienstag, 19:00-20:00 Uhr');
    expect(confirmationLabel(trialConfirmationBy(WEDNESDAY))).toBe(
      'Donnerstag, 26. November 2026, 09:00 Uhr',
    );
  });
});
