// The about page's hero (seed 002 §2 "About page sections", §9 about hero stats): the page's one h1 and the
// studio's figures.
import { useId } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { aboutHeroKind } from '#domain/blocks/kinds/about';
import { imageByKey } from '#domain/content/images';
import { Hero, heroCta } from '../../components/layout/hero';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { StatList } from './stat-list';
import './about.css';

export function AboutHero(props: PropsOf<typeof aboutHeroKind>) {
  const headingId = useId();
  const image = imageByKey(props.image);
  return (
    <Hero
      anchor={props.anchor}
      headingId={headingId}
      backdrop="plain"
      className="about-hero"
      eyebrow={props.eyebrow}
      headline={props.headline}
      accent={props.headlineAccent}
      sub={props.subheadline}
      cta={heroCta(props)}
      aside={
        image && (
          <div className="hero__media">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 64rem) 34rem, 100vw"
              priority
              className="about-hero__image"
            />
          </div>
        )
      }
      footer={props.stats.length > 0 && <StatList stats={props.stats} className="about-hero__stats" />}
    />
  );
}
