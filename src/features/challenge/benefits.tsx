// The benefits section (seed 001 §2 item 3, anchor details): benefit cards with icon, features and an optional
// highlight, ending with a call to action.
import { useId } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { Badge } from '../../components/ui/badge';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import { DEFAULT_BENEFITS, type Benefit } from './content';
import { SectionCta, type SectionCtaProps } from './section-cta';
import './challenge.css';

export interface TransformationBenefitsProps extends SectionCtaProps {
  anchor: string;
  badge: string;
  title: string;
  subtitle: string;
  benefits: Benefit[];
}

const iconOf = (name: string) => (ICON_NAMES.includes(name as IconName) ? (name as IconName) : undefined);

export function TransformationBenefits(props: TransformationBenefitsProps) {
  const id = useId();
  return (
    <section
      id={props.anchor || undefined}
      className="section section--muted challenge-section"
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <div className="section__head">
          {props.badge && <Badge variant="featured">{props.badge}</Badge>}
          <h2 id={`${id}-title`}>{props.title}</h2>
          {props.subtitle && <p className="lead">{props.subtitle}</p>}
        </div>
        <ul className="benefit-grid">
          {props.benefits.map((benefit) => {
            const icon = iconOf(benefit.icon);
            return (
              <li
                key={benefit.title}
                className={benefit.highlight ? 'benefit-card benefit-card--highlight' : 'benefit-card'}
              >
                {icon && (
                  <span className={`benefit-card__icon benefit-card__icon--${benefit.iconVariant}`}>
                    <Icon name={icon} size="1.5rem" />
                  </span>
                )}
                <h3 className="benefit-card__title">{benefit.title}</h3>
                {benefit.highlight && <p className="benefit-card__highlight">{benefit.highlight}</p>}
                <p>{benefit.description}</p>
                {benefit.features.length > 0 && (
                  <ul className="check-list">
                    {benefit.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <SectionCta {...props} />
      </div>
    </section>
  );
}

export const transformationBenefitsBlock = defineBlock<TransformationBenefitsProps>({
  label: 'Transformation: Vorteile',
  defaults: {
    anchor: 'details',
    badge: 'Was du bekommst',
    title: 'Alles, was du für deine Transformation brauchst',
    subtitle: 'Training, Ernährung, Community und ein Anreiz, der wirkt: Geld zurück fürs Durchziehen.',
    benefits: DEFAULT_BENEFITS,
    ctaTitle: 'Überzeugt?',
    ctaText: 'Sichere dir deinen Platz im nächsten Durchgang.',
    ctaButtonText: 'Zu den Paketen',
    ctaUrl: '#anmeldung',
  },
  component: TransformationBenefits,
});
