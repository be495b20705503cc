// One membership tier (seed 001 §9): name, badge, weekly price, monthly debit, features.
import type { ReactNode } from 'react';
import { TIER_PRICES, type TierName } from '#domain/marketing/funnel';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { TIER_FEATURES } from '../../../content/marketing';
import '../blocks/blocks.css';

const BADGE_VARIANT = { CORE: 'new', 'HYBRID PRO': 'popular', 'HIGH PERFORMER': 'limited' } as const;

export function TierCard({
  name,
  headingLevel = 3,
  highlighted = false,
  children,
}: {
  name: TierName;
  headingLevel?: 2 | 3;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const price = TIER_PRICES[name];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={highlighted ? 'tier tier--highlighted' : 'tier'}
      aria-label={`Mitgliedschaft ${name}`}
    >
      <Badge variant={BADGE_VARIANT[name]}>{price.badge}</Badge>
      <Heading className="tier__name">{name}</Heading>
      <p className="tier__price">
        <span className="tier__amount">{price.weekly}€</span> <span className="tier__unit">pro Woche</span>
      </p>
      <p className="tier__monthly">{price.monthly}€ monatliche Abbuchung</p>
      <ul className="tier__features">
        {TIER_FEATURES[name].map((feature) => (
          <li key={feature}>
            <Icon name="check" /> {feature}
          </li>
        ))}
      </ul>
      {children}
    </article>
  );
}
