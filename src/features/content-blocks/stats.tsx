// Statistic layouts of seed 002 §3: one statistic card, the stats gallery (statistics over an image strip that
// scrolls or a grid; image width 280px) and stats with feature cards (icon size 2.5rem). The card itself is the
// marketing feature's StatisticCard (count-up, reduced motion), passed in by src/app/blocks.
import { useId, type CSSProperties } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { BlockImage } from './block-image';
import { useContentDeps, type StatisticItem } from './deps';
import { iconFromPath } from './layout';
import { SectionHead } from '../../components/blocks/section-head';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';
import {
  statisticDefaults,
  statsFeatureCardsDefaults,
  statsGalleryDefaults,
} from '../../content/blocks/content-blocks';
import type {
  StatisticBlockProps,
  StatsFeatureCardsProps,
  StatsGalleryProps,
} from '../../content/blocks/content-blocks';

export function StatisticBlock({ anchor, ...stat }: StatisticBlockProps) {
  const { StatisticCard } = useContentDeps();
  return (
    <div id={anchor || undefined} className="container statistic-block cb-stats">
      <StatisticCard stat={stat} />
    </div>
  );
}

export const statisticBlock = defineBlock<StatisticBlockProps>({
  label: 'Statistik',
  defaults: statisticDefaults,
  component: StatisticBlock,
});

function StatList({ statistics, className }: { statistics: StatisticItem[]; className: string }) {
  const { StatisticCard } = useContentDeps();
  return (
    <ul className={className}>
      {statistics.map((stat, index) => (
        <li key={stat.key ?? stat.label}>
          <StatisticCard stat={stat} index={index} />
        </li>
      ))}
    </ul>
  );
}

export function StatsGallery(props: StatsGalleryProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <StatList statistics={props.statistics} className="stat-grid stat-grid--4 cb-stats" />
      </div>
      <div className={props.galleryLayout === 'scroll' ? 'stats-gallery__strip' : 'container'}>
        <ul
          className={`stats-gallery stats-gallery--${props.galleryLayout}`}
          style={{ '--stats-gallery-width': props.imageWidth } as CSSProperties}
          // A scrolling strip must be reachable by keyboard (axe: scrollable-region-focusable).
          {...(props.galleryLayout === 'scroll'
            ? { tabIndex: 0, 'aria-label': `${props.title}: Bildergalerie, seitlich scrollbar` }
            : {})}
        >
          {props.galleryImages.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <BlockImage
                imageKey={image.src}
                alt={image.alt}
                sizes={props.galleryLayout === 'scroll' ? props.imageWidth : '(min-width: 48rem) 25vw, 50vw'}
                aspectRatio="4 / 3"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const statsGalleryBlock = defineBlock<StatsGalleryProps>({
  label: 'Statistik-Galerie',
  defaults: statsGalleryDefaults,
  component: StatsGallery,
});

export function StatsFeatureCards(props: StatsFeatureCardsProps) {
  return (
    <Section {...sectionHead(props)} tone="muted">
      <StatList statistics={props.statistics} className="stat-grid stat-grid--3 cb-stats" />
      <CardGrid columns={3} className="stats-cards">
        {props.featureCards.map((card) => (
          <FeatureCard
            key={card.heading}
            icon={iconFromPath(card.icon, 'zap')}
            iconSize={props.iconSize}
            title={card.heading}
            text={card.description}
            className="stats-cards__card"
            style={props.cardBackgroundColor ? { background: props.cardBackgroundColor } : undefined}
          />
        ))}
      </CardGrid>
    </Section>
  );
}

export const statsFeatureCardsBlock = defineBlock<StatsFeatureCardsProps>({
  label: 'Statistiken mit Feature-Karten',
  defaults: statsFeatureCardsDefaults,
  component: StatsFeatureCards,
});
