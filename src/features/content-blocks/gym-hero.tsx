// Gym hero (seed 002 §3 "Gym hero", §9 "Local gym landing hero stats"): the page's one h1 with badge, two calls to
// action, statistics and the trust points, beside the hero image.
import { useId } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { CtaPair } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { IMAGES } from '../../content/images';
import { TRUST_POINTS } from '../../content/studio';
import { BlockImage } from './block-image';
import { useContentDeps, type StatisticItem } from './deps';
import './content-blocks.css';

export interface GymHeroProps {
  anchor: string;
  headline: string;
  subheadline: string;
  /** Image key (src/content/images.ts). */
  heroImage: string;
  badgeText: string;
  badgeVariant: 'new' | 'popular' | 'featured' | 'limited';
  showBadge: boolean;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  statistics: (StatisticItem & { variant?: 'minimal' | 'default' })[];
  /** Trust indicator: a plain string, or text with an icon name. */
  trustIndicators: (string | { text: string; icon?: string })[];
}

export function GymHero(props: GymHeroProps) {
  const { StatisticCard } = useContentDeps();
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="gym-hero" aria-labelledby={headingId}>
      <div className="container gym-hero__grid">
        <div className="gym-hero__copy">
          {props.showBadge && props.badgeText && (
            <Badge variant={props.badgeVariant} className="gym-hero__badge">
              {props.badgeText}
            </Badge>
          )}
          <h1 id={headingId} className="gym-hero__headline">
            {props.headline}
          </h1>
          {props.subheadline && <p className="gym-hero__sub">{props.subheadline}</p>}
          <CtaPair
            className="gym-hero__actions"
            primaryText={props.primaryCtaText}
            primaryUrl={props.primaryCtaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            secondaryClassName="gym-hero__secondary"
          />
          {props.trustIndicators.length > 0 && (
            <ul className="gym-hero__trust">
              {props.trustIndicators.map((item) => {
                const text = typeof item === 'string' ? item : item.text;
                return (
                  <li key={text}>
                    <Icon name="check" /> {text}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <BlockImage
          imageKey={props.heroImage}
          sizes="(min-width: 64rem) 40vw, 100vw"
          priority
          className="gym-hero__image"
          aspectRatio="16 / 9"
        />
      </div>
      {props.statistics.length > 0 && (
        <div className="container">
          <ul className="gym-hero__stats">
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

export const gymHeroBlock = defineBlock<GymHeroProps>({
  label: 'Gym-Hero',
  defaults: {
    anchor: '',
    headline: 'Dein Morgen-Workout im Kraftraum Studio',
    subheadline:
      'Functional Training und HIIT in kleinen Gruppen: 45 Minuten, die deinen Tag verändern – mit Trainern, die jede Wiederholung begleiten.',
    heroImage: IMAGES.heroGym.key,
    badgeText: 'Neu: Morgenkurse ab 6:30 Uhr',
    badgeVariant: 'new',
    showBadge: true,
    primaryCtaText: 'Kostenloses Probetraining',
    primaryCtaUrl: '/kontakt',
    secondaryCtaText: 'Kurse ansehen',
    secondaryCtaUrl: '/kurse',
    statistics: [
      { key: 'dauer', value: 45, suffix: ' Min.', label: 'Training', variant: 'minimal' },
      { key: 'start', value: '6:30', suffix: ' Uhr', label: 'Kursstart', variant: 'minimal' },
      { key: 'zufriedenheit', value: 100, suffix: ' %', label: 'Zufriedenheit', variant: 'minimal' },
    ],
    trustIndicators: [...TRUST_POINTS],
  },
  component: GymHero,
});
