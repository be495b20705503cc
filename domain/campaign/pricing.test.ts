import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_CASHBACK_EUR,
  CHALLENGE_CREDIT_EUR,
  CHALLENGE_FEE_EUR,
  MAX_PLAN_BONUS_FEATURES,
  MAX_PLAN_FEATURES,
  pricingCtaUrl,
  truncateFeatures,
} from './pricing';

const list = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

describe('pricing feature truncation (seed 001 §5)', () => {
  it('allows 6 features and 2 bonus features', () => {
    expect(MAX_PLAN_FEATURES).toBe(6);
    expect(MAX_PLAN_BONUS_FEATURES).toBe(2);
  });

  it('shows everything, without the line, up to the limits', () => {
    const shown = truncateFeatures(list('F', 6), list('B', 2));
    expect(shown.features).toEqual(list('F', 6));
    expect(shown.bonusFeatures).toEqual(list('B', 2));
    expect(shown.hidden).toBe(0);
    expect(shown.moreLabel).toBeNull();
    expect(truncateFeatures()).toEqual({ features: [], bonusFeatures: [], hidden: 0, moreLabel: null });
  });

  it('cuts at 6 features and counts the rest', () => {
    const shown = truncateFeatures(list('F', 7), []);
    expect(shown.features).toEqual(list('F', 6));
    expect(shown.moreLabel).toBe('+ 1 weitere Features');
  });

  it('cuts at 2 bonus features and counts the rest', () => {
    const shown = truncateFeatures(list('F', 3), list('B', 5));
    expect(shown.features).toHaveLength(3);
    expect(shown.bonusFeatures).toEqual(['B 1', 'B 2']);
    expect(shown.moreLabel).toBe('+ 3 weitere Features');
  });

  it('adds both remainders into one line', () => {
    const shown = truncateFeatures(list('F', 10), list('B', 4));
    expect(shown.hidden).toBe(6);
    expect(shown.moreLabel).toBe('+ 6 weitere Features');
  });
});

describe('the challenge offer and its call to action (seed 001 §9)', () => {
  it('has the seed’s figures', () => {
    expect([CHALLENGE_FEE_EUR, CHALLENGE_CASHBACK_EUR, CHALLENGE_CREDIT_EUR]).toEqual([297, 100, 197]);
    expect(CHALLENGE_FEE_EUR - CHALLENGE_CASHBACK_EUR).toBe(CHALLENGE_CREDIT_EUR);
  });

  it('links to /kontakt with utm source, medium and campaign', () => {
    expect(pricingCtaUrl()).toBe(
      '/kontakt?utm_source=website&utm_medium=pricing&utm_campaign=7-wochen-challenge',
    );
    const url = new URL(pricingCtaUrl('/kontakt?plan=hybrid#formular'), 'https://studio.example');
    expect(url.pathname).toBe('/kontakt');
    expect(url.hash).toBe('#formular');
    expect(url.searchParams.get('plan')).toBe('hybrid');
    expect(url.searchParams.get('utm_medium')).toBe('pricing');
    expect(pricingCtaUrl('/kontakt?utm_source=alt', { source: 'neu', medium: 'm', campaign: 'c d' })).toBe(
      '/kontakt?utm_source=neu&utm_medium=m&utm_campaign=c+d',
    );
  });
});
