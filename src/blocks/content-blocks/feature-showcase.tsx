// The feature showcase (seed 002 §3 "Feature showcase"): highlighted entries, each an image with its heading.
import type { PropsOf } from '#domain/blocks/define';
import type { featureShowcaseKind } from '#domain/blocks/kinds/content-blocks';
import { BlockImage } from './block-image';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';

export function FeatureShowcase(props: PropsOf<typeof featureShowcaseKind>) {
  return (
    <Section {...sectionHead(props)} tone="muted">
      <ul className="showcase">
        {props.featuredItems.map((item) => (
          <li key={item.heading} className="showcase__item">
            <BlockImage
              imageKey={item.image}
              alt={item.imageAlt}
              sizes="(min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw"
              aspectRatio="4 / 3"
            />
            <h3>{item.heading}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
