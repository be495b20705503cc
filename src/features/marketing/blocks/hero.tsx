// Hero (seed 002 "Gym hero"): headline with accent, subheadline, two calls to action, trust indicators and
// statistics. The page's one h1.
import { defineBlock } from '../../../components/blocks/block';
import { CtaPair } from '../../../components/blocks/smart-link';
import { Icon } from '../../../components/ui/icon';
import { StatisticCard, type Statistic } from './statistic';
import './blocks.css';

export interface HeroProps {
  eyebrow: string;
  headline: string;
  headlineAccent: string;
  subheadline: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  trustIndicators: string[];
  statistics: Statistic[];
}

export function Hero(props: HeroProps) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__grid">
        <div className="hero__copy">
          {props.eyebrow && <p className="eyebrow hero__eyebrow">{props.eyebrow}</p>}
          <h1 id="hero-heading" className="hero__headline">
            {props.headline}{' '}
            {props.headlineAccent && <span className="hero__accent">{props.headlineAccent}</span>}
          </h1>
          {props.subheadline && <p className="hero__sub">{props.subheadline}</p>}
          <CtaPair
            className="hero__actions"
            primaryText={props.primaryCtaText}
            primaryUrl={props.primaryCtaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            secondaryClassName="hero__secondary"
          />
          {props.trustIndicators.length > 0 && (
            <ul className="hero__trust">
              {props.trustIndicators.map((point) => (
                <li key={point}>
                  <Icon name="check" /> {point}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {props.statistics.length > 0 && (
        <div className="container">
          <ul className="hero__stats">
            {props.statistics.map((stat, index) => (
              <li key={stat.key ?? stat.label}>
                <StatisticCard stat={{ variant: 'minimal', ...stat }} index={index} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

export const heroBlock = defineBlock<HeroProps>({
  label: 'Hero',
  defaults: {
    eyebrow: 'Functional Training & HIIT',
    headline: 'Dein Training.',
    headlineAccent: 'Deine Community.',
    subheadline:
      'Morgens funktionelles Training und HIIT in kleinen Gruppen – mit Trainern, die dich kennen.',
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    trustIndicators: ['Keine Anmeldegebühr', 'Flexible Verträge', 'Professionelle Trainer'],
    statistics: [
      { key: 'dauer', value: 45, suffix: 'Min.', label: 'Training' },
      { key: 'start', value: '6:30', suffix: 'Uhr', label: 'Kursstart' },
      { key: 'zufriedenheit', value: 100, suffix: '%', label: 'Zufriedenheit' },
    ],
  },
  component: Hero,
});
