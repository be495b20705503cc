// Alternating feature rows (seed 002 §3 "Alternating features"): image and copy change sides row by row.
import type { PropsOf } from '#domain/blocks/define';
import type { alternatingFeaturesKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { BlockImage } from './block-image';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

export function AlternatingFeatures(props: PropsOf<typeof alternatingFeaturesKind>) {
  return (
    <Section {...sectionHead(props)} className="alt-features">
      <ol className="alt-features__list">
        {props.features.map((row, index) => (
          <li key={row.heading} className={index % 2 ? 'alt-feature alt-feature--reverse' : 'alt-feature'}>
            <BlockImage
              imageKey={row.image}
              alt={row.imageAlt}
              sizes="(min-width: 48rem) 50vw, 100vw"
              aspectRatio="4 / 3"
              className="alt-feature__image"
            />
            <div className="alt-feature__copy">
              {row.number && (
                <p className="alt-feature__number" aria-hidden="true">
                  {row.number}
                </p>
              )}
              <h3>{row.heading}</h3>
              <p>{row.description}</p>
              <div className="cb-actions">
                {row.primaryButtonText && (
                  <SmartLink to={row.primaryButtonUrl ?? ''} iconEnd="arrow-right">
                    {row.primaryButtonText}
                  </SmartLink>
                )}
                {row.secondaryButtonText && (
                  <SmartLink to={row.secondaryButtonUrl ?? ''} variant="outline">
                    {row.secondaryButtonText}
                  </SmartLink>
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
