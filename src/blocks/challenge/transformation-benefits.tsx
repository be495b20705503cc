// The benefits section (seed 001 §2 item 3, anchor details): benefit cards with icon, features and an optional
// highlight, ending with a call to action.
import type { PropsOf } from '#domain/blocks/define';
import type { transformationBenefitsKind } from '#domain/blocks/kinds/challenge';
import { useId } from 'react';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section } from '../../components/layout/section';
import { Badge } from '../../components/ui/badge';
import { SectionCta } from './section-cta';
import './challenge.css';

export function TransformationBenefits(props: PropsOf<typeof transformationBenefitsKind>) {
  const id = useId();
  return (
    <Section
      anchor={props.anchor}
      headingId={`${id}-title`}
      eyebrow={props.badge && <Badge variant="featured">{props.badge}</Badge>}
      title={props.title}
      intro={props.subtitle}
      tone="muted"
    >
      <CardGrid columns={3}>
        {props.benefits.map((benefit) => (
          <FeatureCard
            key={benefit.title}
            tone={benefit.highlight ? 'highlight' : 'plain'}
            icon={benefit.icon}
            iconTone={benefit.iconVariant}
            title={benefit.title ?? ''}
            highlight={benefit.highlight}
            text={benefit.description}
          >
            {benefit.features && benefit.features.length > 0 && (
              <ul className="check-list">
                {benefit.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </FeatureCard>
        ))}
      </CardGrid>
      <SectionCta {...props} />
    </Section>
  );
}
