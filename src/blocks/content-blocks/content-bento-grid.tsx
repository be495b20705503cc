// The content bento grid (seed 002 §3 "Content bento grid"): five cells, each an image or an icon with copy and
// an optional call to action.
import type { PropsOf } from '#domain/blocks/define';
import type { contentBentoGridKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { BlockImage } from './block-image';
import { iconFromPath } from './layout';
import '../../components/layout/card-grid.css';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

export function ContentBentoGrid(props: PropsOf<typeof contentBentoGridKind>) {
  return (
    <Section {...sectionHead(props)} tone="muted">
      <ul className="content-bento">
        {props.cells.slice(0, 5).map((cell) => (
          <li
            key={cell.heading}
            className={cell.image ? 'content-bento__cell content-bento__cell--image' : 'content-bento__cell'}
            style={{ minHeight: cell.minHeight }}
          >
            {cell.image && (
              <BlockImage
                imageKey={cell.image}
                alt={cell.imageAlt}
                sizes="(min-width: 64rem) 33vw, 100vw"
                className="content-bento__image"
              />
            )}
            <div className="content-bento__copy">
              {cell.icon && (
                <span className="feature-card__icon feature-card__icon--primary">
                  <Icon name={iconFromPath(cell.icon, 'zap')} size="1.5rem" />
                </span>
              )}
              <h3>{cell.heading}</h3>
              <p>{cell.description}</p>
              {cell.ctaText && (
                <SmartLink to={cell.ctaUrl ?? ''} size="sm" variant="secondary">
                  {cell.ctaText}
                </SmartLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
