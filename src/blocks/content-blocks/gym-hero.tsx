// Gym hero (seed 002 §3 "Gym hero", §9 "Local gym landing hero stats"): the page's one h1 with badge, two calls to
// action, statistics and the trust points, beside the hero image.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { gymHeroKind } from '#domain/blocks/kinds/content-blocks';
import { Hero as HeroLayout, heroCta } from '../../components/layout/hero';
import { StatisticCard } from '../../components/layout/stat';
import { Badge } from '../../components/ui/badge';
import { BlockImage } from './block-image';
import './content-blocks.css';

export function GymHero(props: PropsOf<typeof gymHeroKind>) {
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
      trust={props.trustIndicators}
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

export default GymHero;
