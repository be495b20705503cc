// The feature grid (seed 002 §3 "Feature grid", §9 "Layout"): numbered cards, cards 1 and 3 wide, colours from
// the palette, and an optional button below.
import type { CSSProperties } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { featureGridKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { isWideFeature } from './layout';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

export function FeatureGrid(props: PropsOf<typeof featureGridKind>) {
  return (
    <Section {...sectionHead(props)}>
      <ul className="feature-grid">
        {props.features.map((feature, index) => (
          <li
            key={feature.heading}
            className={
              isWideFeature(index) ? 'feature-grid__card feature-grid__card--wide' : 'feature-grid__card'
            }
            style={
              {
                ...(feature.backgroundColor ? { background: feature.backgroundColor } : {}),
                ...(feature.textColor ? { color: feature.textColor } : {}),
                ...(feature.borderColor ? { borderColor: feature.borderColor } : {}),
                ...(feature.numberColor ? { '--feature-number': feature.numberColor } : {}),
              } as CSSProperties
            }
          >
            <p className="feature-grid__number" aria-hidden="true">
              {feature.number}
            </p>
            <h3>{feature.heading}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
      {props.showButton && props.buttonText && (
        <div className="cb-actions cb-actions--center">
          <SmartLink to={props.buttonUrl} iconEnd="arrow-right">
            {props.buttonText}
          </SmartLink>
        </div>
      )}
    </Section>
  );
}
