// The content image grid (seed 002 §3 "Content image grid"): copy with feature pills beside three images.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { contentImageGridKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { BlockImage } from './block-image';
import { cssAspectRatio } from './layout';
import { Section } from '../../components/layout/section';
import './content-blocks.css';

export function ContentImageGrid(props: PropsOf<typeof contentImageGridKind>) {
  const headingId = useId();
  const ratio = cssAspectRatio(props.imageAspectRatio);
  const images = [
    [props.image1, props.image1Alt],
    [props.image2, props.image2Alt],
    [props.image3, props.image3Alt],
  ] as const;
  return (
    <Section anchor={props.anchor} labelledBy={headingId} innerClassName="content-image-grid">
      <div className="content-image-grid__copy">
        {props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>}
        <h2 id={headingId}>{props.contentHeading}</h2>
        <p className="lead">{props.contentDescription}</p>
        {props.featurePills.length > 0 && (
          <ul className="cb-pills">
            {props.featurePills.map((pill) => (
              <li key={pill.text}>
                <Icon name="check" /> {pill.text}
              </li>
            ))}
          </ul>
        )}
        {props.ctaText && (
          <SmartLink to={props.ctaUrl} iconEnd="arrow-right">
            {props.ctaText}
          </SmartLink>
        )}
      </div>
      <div className="content-image-grid__images">
        {images.map(([key, alt], index) => (
          <BlockImage
            key={index}
            imageKey={key}
            alt={alt}
            sizes="(min-width: 64rem) 25vw, 50vw"
            aspectRatio={ratio}
            className={index === 0 ? 'content-image-grid__first' : undefined}
          />
        ))}
      </div>
    </Section>
  );
}
