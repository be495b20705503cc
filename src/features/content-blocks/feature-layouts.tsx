// Feature layouts of seed 002 §3: alternating feature rows, bento grid, feature showcase, feature grid (cards 1
// and 3 wide), content image grid and the five-cell content bento grid. Images are keys of src/content/images.ts.
import { useId, type CSSProperties } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { BlockImage } from './block-image';
import { cssAspectRatio, iconFromPath, isWideFeature } from './layout';
import '../../components/layout/card-grid.css';
import { Section, sectionHead } from '../../components/layout/section';
import './content-blocks.css';
import {
  alternatingFeaturesDefaults,
  bentoGridDefaults,
  contentBentoGridDefaults,
  contentImageGridDefaults,
  featureGridDefaults,
  featureShowcaseDefaults,
} from '../../content/blocks/content-blocks';
import type {
  AlternatingFeaturesProps,
  BentoCard,
  BentoGridProps,
  ContentBentoGridProps,
  ContentImageGridProps,
  FeatureGridProps,
  FeatureShowcaseProps,
} from '../../content/blocks/content-blocks';

/* ---------- Alternating features ---------- */

export function AlternatingFeatures(props: AlternatingFeaturesProps) {
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
                  <SmartLink to={row.primaryButtonUrl} iconEnd="arrow-right">
                    {row.primaryButtonText}
                  </SmartLink>
                )}
                {row.secondaryButtonText && (
                  <SmartLink to={row.secondaryButtonUrl} variant="outline">
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

export const alternatingFeaturesBlock = defineBlock<AlternatingFeaturesProps>({
  label: 'Abwechselnde Feature-Zeilen',
  defaults: alternatingFeaturesDefaults,
  component: AlternatingFeatures,
});

/* ---------- Bento grid ---------- */

function BentoTile({ card, featured }: { card: BentoCard; featured?: boolean }) {
  const style = {
    ...(card.backgroundColor ? { background: card.backgroundColor } : {}),
    ...(card.textColor ? { color: card.textColor } : {}),
  } as CSSProperties;
  const classes = [
    'bento__tile',
    `bento__tile--${card.type}`,
    featured && 'bento__tile--featured',
    card.spanFull && 'bento__tile--full',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} style={style}>
      {card.type === 'image' && (
        <BlockImage
          imageKey={card.image}
          alt={card.imageAlt}
          sizes="(min-width: 48rem) 50vw, 100vw"
          className="bento__image"
        />
      )}
      <div className="bento__copy">
        <h3>{card.heading}</h3>
        {card.description && <p>{card.description}</p>}
        {card.buttonText && (
          <SmartLink to={card.buttonUrl} size="sm" variant={featured ? 'primary' : 'secondary'}>
            {card.buttonText}
          </SmartLink>
        )}
      </div>
    </li>
  );
}

export function BentoGrid(props: BentoGridProps) {
  return (
    <Section {...sectionHead(props)}>
      <ul className="bento">
        <BentoTile card={props.featuredCard} featured />
        {props.cards.map((card) => (
          <BentoTile key={card.heading} card={card} />
        ))}
      </ul>
    </Section>
  );
}

export const bentoGridBlock = defineBlock<BentoGridProps>({
  label: 'Bento-Raster',
  defaults: bentoGridDefaults,
  component: BentoGrid,
});

/* ---------- Feature showcase ---------- */

export function FeatureShowcase(props: FeatureShowcaseProps) {
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

export const featureShowcaseBlock = defineBlock<FeatureShowcaseProps>({
  label: 'Feature-Showcase',
  defaults: featureShowcaseDefaults,
  component: FeatureShowcase,
});

/* ---------- Feature grid ---------- */

export function FeatureGrid(props: FeatureGridProps) {
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

export const featureGridBlock = defineBlock<FeatureGridProps>({
  label: 'Feature-Raster',
  defaults: featureGridDefaults,
  component: FeatureGrid,
});

/* ---------- Content image grid ---------- */

export function ContentImageGrid(props: ContentImageGridProps) {
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

export const contentImageGridBlock = defineBlock<ContentImageGridProps>({
  label: 'Inhalt mit Bildraster',
  defaults: contentImageGridDefaults,
  component: ContentImageGrid,
});

/* ---------- Content bento grid ---------- */

export function ContentBentoGrid(props: ContentBentoGridProps) {
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
                <SmartLink to={cell.ctaUrl} size="sm" variant="secondary">
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

export const contentBentoGridBlock = defineBlock<ContentBentoGridProps>({
  label: 'Inhalts-Bento',
  defaults: contentBentoGridDefaults,
  component: ContentBentoGrid,
});
