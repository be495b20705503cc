// Statistic layouts of seed 002 §3: one statistic card, the stats gallery (statistics over an image strip that
// scrolls or a grid; image width 280px) and stats with feature cards (icon size 2.5rem). The card itself is the
// marketing feature's StatisticCard (count-up, reduced motion), passed in by src/app/blocks.
import { useId, type CSSProperties } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { Icon } from '../../components/ui/icon';
import { IMAGES } from '../../content/images';
import { BlockImage } from './block-image';
import { useContentDeps, type StatisticItem } from './deps';
import { iconFromPath, type GalleryImage } from './layout';
import { SectionHead } from '../../components/blocks/section-head';
import './content-blocks.css';

export interface StatisticBlockProps extends StatisticItem {
  anchor: string;
}

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
  defaults: {
    anchor: '',
    value: 2847,
    label: 'Teilnehmer haben die 7-Wochen-Challenge gemeistert',
    suffix: '',
    description: 'Seit dem ersten Durchgang im Kraftraum Studio.',
    iconName: 'users',
    variant: 'primary',
    size: 'md',
    animated: true,
    countUp: true,
  },
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

const STUDIO_STATS: StatisticItem[] = [
  { key: 'teilnehmer', value: 2847, label: 'Teilnehmer' },
  { key: 'erfolg', value: 94, suffix: ' %', label: 'Erfolgsquote' },
  { key: 'abnahme', value: 8, suffix: ' kg', label: 'durchschnittlich abgenommen' },
  { key: 'zufriedenheit', value: 97, suffix: ' %', label: 'Zufriedenheit' },
];

export interface StatsGalleryProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  galleryImages: GalleryImage[];
  galleryLayout: 'scroll' | 'grid';
  /** CSS width of one image in the scrolling strip (seed 002 §9: 280px). */
  imageWidth: string;
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
  defaults: {
    anchor: '',
    eyebrow: 'Ergebnisse',
    title: 'Zahlen, die man sieht',
    subtitle: 'Hinter jeder Zahl stehen Menschen, die morgens um 6:30 Uhr aufgestanden sind.',
    statistics: STUDIO_STATS,
    galleryImages: IMAGES.gallery.slice(0, 6).map((image) => ({ src: image.key, alt: '' })),
    galleryLayout: 'scroll',
    imageWidth: '280px',
  },
  component: StatsGallery,
});

export interface FeatureCard {
  icon: string;
  heading: string;
  description: string;
}

export interface StatsFeatureCardsProps {
  anchor: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  featureCards: FeatureCard[];
  cardBackgroundColor: string;
  iconSize: string;
}

export function StatsFeatureCards(props: StatsFeatureCardsProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section section--muted" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <StatList statistics={props.statistics} className="stat-grid stat-grid--3 cb-stats" />
        <ul className="stats-cards">
          {props.featureCards.map((card) => (
            <li
              key={card.heading}
              className="stats-cards__card"
              style={props.cardBackgroundColor ? { background: props.cardBackgroundColor } : undefined}
            >
              <span className="usp-card__icon">
                <Icon name={iconFromPath(card.icon, 'zap')} size={props.iconSize} />
              </span>
              <h3>{card.heading}</h3>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const statsFeatureCardsBlock = defineBlock<StatsFeatureCardsProps>({
  label: 'Statistiken mit Feature-Karten',
  defaults: {
    anchor: '',
    eyebrow: 'Kraftraum Studio in Zahlen',
    title: 'Ergebnisse, auf die du bauen kannst',
    subtitle: '',
    statistics: [
      { key: 'dauer', value: 45, suffix: ' Min.', label: 'pro Einheit' },
      { key: 'start', value: '6:30', suffix: ' Uhr', label: 'erster Kurs' },
      { key: 'zufriedenheit', value: 100, suffix: ' %', label: 'Zufriedenheit' },
    ],
    featureCards: [
      {
        icon: 'flame',
        heading: 'Intensiv',
        description: 'HIIT-Intervalle, die dich fordern – und jede Woche weiterbringen.',
      },
      {
        icon: 'dumbbell',
        heading: 'Funktionell',
        description: 'Kraft für den Alltag statt Maschinen für einzelne Muskeln.',
      },
      {
        icon: 'users',
        heading: 'Gemeinsam',
        description: 'Eine Community, die dich morgens aus dem Bett holt.',
      },
    ],
    cardBackgroundColor: '',
    iconSize: '2.5rem',
  },
  component: StatsFeatureCards,
});
