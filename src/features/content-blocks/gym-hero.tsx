// Gym hero (seed 002 §3 "Gym hero", §9 "Local gym landing hero stats"): the page's one h1 with badge, two calls to
// action, statistics and the trust points, beside the hero image.
import { useId } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { Hero as HeroLayout, heroCta } from '../../components/layout/hero';
import { Badge } from '../../components/ui/badge';
import { BlockImage } from './block-image';
import { useContentDeps } from './deps';
import './content-blocks.css';
import { gymHeroDefaults } from '../../content/blocks/content-blocks';
import type { GymHeroProps } from '../../content/blocks/content-blocks';

export function GymHero(props: GymHeroProps) {
  const { StatisticCard } = useContentDeps();
  const headingId = useId();
  return (
    <HeroLayout
      anchor={props.anchor}
      headingId={headingId}
      backdrop="plain"
      eyebrow={
        props.showBadge && props.badgeText ? (
          <Badge variant={props.badgeVariant}>{props.badgeText}</Badge>
        ) : undefined
      }
      headline={props.headline}
      sub={props.subheadline}
      cta={heroCta(props)}
      trust={props.trustIndicators.map((item) => (typeof item === 'string' ? item : item.text))}
      aside={
        <BlockImage
          imageKey={props.heroImage}
          sizes="(min-width: 64rem) 40vw, 100vw"
          priority
          className="hero__media"
          aspectRatio="16 / 9"
        />
      }
      footer={
        props.statistics.length > 0 && (
          <ul className="hero__stats">
            {props.statistics.map((stat, index) => (
              <li key={stat.key ?? stat.label}>
                <StatisticCard stat={{ variant: 'minimal', ...stat }} index={index} />
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}

export const gymHeroBlock = defineBlock<GymHeroProps>({
  label: 'Gym-Hero',
  defaults: gymHeroDefaults,
  component: GymHero,
});
