// Pricing cards of the challenge page (seed 001 §5, §9): at most 6 features and 2 bonus features are shown,
// followed by '+ N weitere Features' for the remainder.

export const MAX_PLAN_FEATURES = 6;
export const MAX_PLAN_BONUS_FEATURES = 2;
/** Word for word as the seed has it (also for N = 1). */
export const moreFeaturesLabel = (count: number) => `+ ${count} weitere Features`;

export const CHALLENGE_FEE_EUR = 297;
export const CHALLENGE_CASHBACK_EUR = 100;
export const CHALLENGE_CREDIT_EUR = 197;
export const CHALLENGE_WEEKS_OFFER = 7;

export interface TruncatedFeatures {
  features: string[];
  bonusFeatures: string[];
  /** Features and bonus features not shown, together. */
  hidden: number;
  /** '+ N weitere Features', or null when everything is shown. */
  moreLabel: string | null;
}

export function truncateFeatures(
  features: readonly string[] = [],
  bonusFeatures: readonly string[] = [],
): TruncatedFeatures {
  const hidden =
    Math.max(0, features.length - MAX_PLAN_FEATURES) +
    Math.max(0, bonusFeatures.length - MAX_PLAN_BONUS_FEATURES);
  return {
    features: features.slice(0, MAX_PLAN_FEATURES),
    bonusFeatures: bonusFeatures.slice(0, MAX_PLAN_BONUS_FEATURES),
    hidden,
    moreLabel: hidden > 0 ? moreFeaturesLabel(hidden) : null,
  };
}

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

/** The seed names the parameters, not their values; these are ours (0070). */
export const PRICING_UTM: Utm = { source: 'website', medium: 'pricing', campaign: '7-wochen-challenge' };

/** The pricing call to action: /kontakt (or the plan's URL) with utm_source, utm_medium and utm_campaign. */
export function pricingCtaUrl(url = '/kontakt', utm: Utm = PRICING_UTM): string {
  const [beforeHash, hash] = url.split('#', 2) as [string, string | undefined];
  const [path, query = ''] = beforeHash.split('?', 2) as [string, string | undefined];
  const params = new URLSearchParams(query);
  params.set('utm_source', utm.source);
  params.set('utm_medium', utm.medium);
  params.set('utm_campaign', utm.campaign);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
