// The transformation hero of the builder catalogue: a simpler hero with one image, its heading level chosen.
import type { PropsOf } from '#domain/blocks/define';
import type { transformationHeroKind } from '#domain/blocks/kinds/challenge';
import { IMAGES } from '#domain/content/images';
import { Hero } from '../../components/layout/hero';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import './challenge.css';

export function TransformationHero(props: PropsOf<typeof transformationHeroKind>) {
  return (
    <Hero
      anchor={props.anchor}
      headingId={`${props.anchor || 'transformation-hero'}-heading`}
      headingLevel={props.headingLevel}
      backdrop="plain"
      className="transformation-hero"
      eyebrow={props.eyebrow}
      headline={props.headline}
      sub={props.subheadline}
      cta={{
        primaryText: props.ctaText,
        primaryUrl: props.ctaUrl,
        secondaryText: props.secondaryCtaText,
        secondaryUrl: props.secondaryCtaUrl,
        primaryVariant: 'gradient',
      }}
      aside={
        props.showImage && (
          <div className="hero__media">
            <ResponsiveImage
              image={IMAGES.heroChallenge}
              sizes="(min-width: 960px) 34rem, calc(100vw - 2rem)"
              priority={props.headingLevel !== 2}
            />
          </div>
        )
      }
    />
  );
}
