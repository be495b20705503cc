import { describe, expect, it } from 'vitest';
import { FUNNEL_GOAL_IDS, TIER_PRICES, TRIAL_SLOTS, recommendTier, type FunnelGoalId } from './funnel';

describe('recommendTier (seed 001 §9)', () => {
  it.each<[FunnelGoalId[], string]>([
    [['ems'], 'HIGH PERFORMER'],
    [['full-coaching'], 'HIGH PERFORMER'],
    [['get-fit', 'ems'], 'HIGH PERFORMER'],
    [['regular-training', 'get-fit', 'full-coaching'], 'HIGH PERFORMER'],
    [['regular-training'], 'CORE'],
    [['get-fit'], 'CORE'],
    [['regular-training', 'get-fit'], 'CORE'],
    [['get-fit', 'nutrition'], 'CORE'],
    [['regular-training', 'home-training'], 'CORE'],
    [['get-fit', 'nutrition', 'track-success'], 'HYBRID PRO'],
    [['regular-training', 'get-fit', 'nutrition'], 'HYBRID PRO'],
    [['nutrition'], 'HYBRID PRO'],
    [['personal-training', 'stress-management'], 'HYBRID PRO'],
    [['home-training', 'travel-training', 'track-success'], 'HYBRID PRO'],
  ])('%j → %s', (goals, tier) => {
    expect(recommendTier(goals)).toBe(tier);
  });

  it('agrees with the rule as written for every combination of one to three goals', () => {
    const combos: FunnelGoalId[][] = [];
    const ids = [...FUNNEL_GOAL_IDS];
    ids.forEach((a, i) => {
      combos.push([a]);
      ids.slice(i + 1).forEach((b, j) => {
        combos.push([a, b]);
        ids.slice(i + j + 2).forEach((c) => combos.push([a, b, c]));
      });
    });
    expect(combos).toHaveLength(10 + 45 + 120);
    for (const goals of combos) {
      const premium = goals.some((g) => g === 'ems' || g === 'full-coaching');
      const basics = goals.filter((g) => g === 'regular-training' || g === 'get-fit');
      const everyBasic = basics.length === goals.length;
      const someBasicFew = basics.length > 0 && goals.length <= 2;
      const expected = premium ? 'HIGH PERFORMER' : everyBasic || someBasicFew ? 'CORE' : 'HYBRID PRO';
      expect(recommendTier(goals), goals.join(',')).toBe(expected);
    }
  });

  it('has the ten goal ids, the three tiers with their prices and the three trial slots', () => {
    expect(FUNNEL_GOAL_IDS).toHaveLength(10);
    expect(TIER_PRICES).toEqual({
      CORE: { badge: 'FÜR EINSTEIGER', weekly: 16, monthly: 69 },
      'HYBRID PRO': { badge: 'BELIEBT', weekly: 25, monthly: 109 },
      'HIGH PERFORMER': { badge: 'STARK BEGRENZT', weekly: 135, monthly: 585 },
    });
    expect(TRIAL_SLOTS.map((s) => `${s.day} ${s.time}`)).toEqual([
      'Montag 18:00-19:00',
      'Dienstag 19:00-20:00',
      'Mittwoch 18:00-19:00',
    ]);
  });
});
