// Level Up Week benefits (seed 001 §3 "Benefit": title, description, icon, iconVariant, features, highlight).
import { defineBlock } from '../../components/blocks/block';
import { Icon } from '../../components/ui/icon';
import { BENEFITS, type Benefit } from './content';
import { iconOr } from './icon-name';
import './level-up.css';
import { SectionHead } from '../../components/blocks/section-head';

export interface LevelUpBenefitsProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  benefits: Benefit[];
}

export function LevelUpBenefits(props: LevelUpBenefitsProps) {
  const headingId = `${props.anchor || 'level-up-benefits'}-heading`;
  return (
    <section
      id={props.anchor || undefined}
      className="lu-section lu-section--muted lu-benefits"
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHead
          className="lu-section-head"
          id={headingId}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.subtitle}
        />
        <ul className="lu-benefits__grid">
          {props.benefits.map((benefit) => (
            <li key={benefit.title} className="lu-benefit">
              <span className={`lu-benefit__icon lu-benefit__icon--${benefit.iconVariant ?? 'primary'}`}>
                <Icon name={iconOr(benefit.icon, 'check')} size="1.5rem" />
              </span>
              <h3 className="lu-benefit__title">{benefit.title}</h3>
              <p>{benefit.description}</p>
              {benefit.features.length > 0 && (
                <ul className="lu-checklist">
                  {benefit.features.map((feature) => (
                    <li key={feature}>
                      <Icon name="check" /> {feature}
                    </li>
                  ))}
                </ul>
              )}
              {benefit.highlight && <p className="lu-benefit__highlight">{benefit.highlight}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const levelUpBenefitsBlock = defineBlock<LevelUpBenefitsProps>({
  label: 'Level Up Week: Vorteile',
  defaults: {
    anchor: 'vorteile',
    eyebrow: 'Warum mitmachen?',
    title: 'Was dir die Level Up Week bringt',
    subtitle: 'Eine Woche, die sich anfühlt wie ein Neustart – und danach im Alltag weiterwirkt.',
    benefits: BENEFITS,
  },
  component: LevelUpBenefits,
});
