// Level Up Week benefits (seed 001 §3 "Benefit": title, description, icon, iconVariant, features, highlight).
import type { PropsOf } from '#domain/blocks/define';
import type { levelUpBenefitsKind } from '#domain/blocks/kinds/level-up';
import { Icon } from '../../components/ui/icon';
import { iconOr } from './icon-name';
import './level-up.css';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';

export function LevelUpBenefits(props: PropsOf<typeof levelUpBenefitsKind>) {
  const headingId = `${props.anchor || 'level-up-benefits'}-heading`;
  return (
    <Section {...sectionHead(props)} headingId={headingId} tone="muted" className="lu-benefits">
      <CardGrid columns={3}>
        {props.benefits.map((benefit) => (
          <FeatureCard
            key={benefit.title}
            icon={iconOr(benefit.icon, 'check')}
            iconTone={benefit.iconVariant === 'accent' ? 'success' : benefit.iconVariant}
            title={benefit.title ?? ''}
            text={benefit.description}
          >
            {benefit.features && benefit.features.length > 0 && (
              <ul className="lu-checklist">
                {benefit.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" /> {feature}
                  </li>
                ))}
              </ul>
            )}
            {benefit.highlight && <p className="feature-card__highlight">{benefit.highlight}</p>}
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
