// One membership tier (seed 001 §9): name, badge, weekly price, monthly debit, features. A tier is either the
// seed's own copy (copyTier) or a membership type the studio sells (issue 19, passed in by the app). A type sold
// online also shows its contract terms (issue 31, § 3 PAngV): monthly price, minimum term, the one-time fee and
// the total price for the minimum term, as domain/contracts/pricing.ts computes them.
import type { ReactNode } from 'react';
import { contractPrice, type ContractPrice } from '#domain/contracts/pricing';
import type { PublicMembershipType } from '#domain/memberships/schemas';
import { paths, typeSlug } from '../../../config/paths';
import { ContractTerms } from '../../../components/contract-terms';
import { TIER_FEATURES, TIER_PRICES, type TierName } from '#domain/marketing/funnel';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import '../../../blocks/core/blocks.css';

/** What a tier card shows; prices in euros. */
export interface TierView {
  name: string;
  badge: string | null;
  weeklyPrice: number | null;
  monthlyPrice: number | null;
  /** A package's one price (the 7-week challenge). */
  oneTimePrice?: number | null;
  features: readonly string[];
  /** The contract's prices of a type sold online (contractPrice()), null or absent for the rest. */
  contract?: ContractPrice | null;
  /** Its checkout ('Mitglied werden'), for a type sold online. */
  joinHref?: string | null;
}

const centsToEuros = (cents: number | null) => (cents === null ? null : cents / 100);

/** The contract's prices of a type sold online (total for the minimum term, § 3 PAngV), else null. */
export function contractPriceOfType(type: PublicMembershipType) {
  if (!type.soldOnline || type.monthlyPriceCents === null || type.minimumTermMonths === null) return null;
  return contractPrice({
    monthlyPriceCents: type.monthlyPriceCents,
    setupFeeCents: type.setupFeeCents,
    minimumTermMonths: type.minimumTermMonths,
  });
}

/** A public membership type as a tier card shows it (prices in euros). */
export function tierOfType(type: PublicMembershipType): TierView {
  const contract = contractPriceOfType(type);
  return {
    name: type.name,
    badge: type.badge || null,
    weeklyPrice: centsToEuros(type.weeklyPriceCents),
    monthlyPrice: centsToEuros(type.monthlyPriceCents),
    oneTimePrice: centsToEuros(type.oneTimePriceCents),
    features: type.features,
    contract,
    joinHref: contract ? paths.join(typeSlug(type.name)) : null,
  };
}

const BADGE_VARIANTS: readonly BadgeVariant[] = ['new', 'popular', 'limited'];

/** The seed's copy of one tier. */
export function copyTier(name: TierName): TierView {
  const price = TIER_PRICES[name];
  return {
    name,
    badge: price.badge,
    weeklyPrice: price.weekly,
    monthlyPrice: price.monthly,
    features: TIER_FEATURES[name],
  };
}

/** '16', '16,50' (German decimals, cents only when there are any). */
export function euros(amount: number): string {
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function TierCard({
  tier,
  headingLevel = 3,
  highlighted = false,
  index = 0,
  children,
}: {
  tier: TierView;
  headingLevel?: 2 | 3;
  highlighted?: boolean;
  /** Its place in the row: picks the badge's colour. */
  index?: number;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={highlighted ? 'tier tier--highlighted' : 'tier'}
      aria-label={`Mitgliedschaft ${tier.name}`}
    >
      {tier.badge && <Badge variant={BADGE_VARIANTS[index % BADGE_VARIANTS.length]!}>{tier.badge}</Badge>}
      <Heading className="tier__name">{tier.name}</Heading>
      {tier.weeklyPrice !== null && (
        <p className="tier__price">
          <span className="tier__amount">{`${euros(tier.weeklyPrice)}€`}</span>{' '}
          <span className="tier__unit">pro Woche</span>
        </p>
      )}
      {tier.monthlyPrice !== null && (
        <p className="tier__monthly">{`${euros(tier.monthlyPrice)}€ monatliche Abbuchung`}</p>
      )}
      {tier.weeklyPrice === null && tier.oneTimePrice != null && (
        <p className="tier__price">
          <span className="tier__amount">{`${euros(tier.oneTimePrice)}€`}</span>{' '}
          <span className="tier__unit">einmalig</span>
        </p>
      )}
      {tier.contract && <ContractTerms price={tier.contract} />}
      <ul className="tier__features">
        {tier.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" /> {feature}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
