// The stats gallery (seed 002 §3 "Stats gallery"): statistics over an image strip that scrolls or a grid (image
// width 280px). The cards are the layout kit's StatisticCard (count-up, reduced motion).
import { useId, type CSSProperties } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { statsGalleryKind } from '#domain/blocks/kinds/content-blocks';
import { BlockImage } from './block-image';
import { SectionHead } from '../../components/blocks/section-head';
import { StatList } from '../../components/layout/stat';
import './content-blocks.css';

export function StatsGallery(props: PropsOf<typeof statsGalleryKind>) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.subtitle} />
        <StatList statistics={props.statistics} className="cb-stats" />
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

export default StatsGallery;
