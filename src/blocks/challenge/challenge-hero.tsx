// The challenge hero (seed 001 §2 item 1): the page's one h1, the cashback badge with the money animation, links
// to #anmeldung and #details.
import type { PropsOf } from '#domain/blocks/define';
import type { challengeHeroKind } from '#domain/blocks/kinds/challenge';
import { IMAGES } from '#domain/content/images';
import { Hero, HeroFacts, heroCta } from '../../components/layout/hero';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { MoneyStage } from './money-stage';
import './challenge.css';

export function ChallengeHero(props: PropsOf<typeof challengeHeroKind>) {
  return (
    <Hero
      anchor={props.anchor}
      headingId={`${props.anchor || 'challenge-hero'}-heading`}
      className="challenge-hero"
      eyebrow={props.eyebrow}
      headline={props.headline}
      accent={props.headlineAccent}
      sub={props.subheadline}
      cta={heroCta(props, 'gradient')}
      aside={
        <MoneyStage
          className="hero__media challenge-hero__media"
          badge={{
            amount: props.badgeAmount,
            label: props.badgeLabel,
            text: props.badgeText,
            position: props.badgePosition,
          }}
        >
          {props.showImage && (
            <ResponsiveImage
              image={IMAGES.heroChallenge}
              sizes="(min-width: 960px) 34rem, calc(100vw - 2rem)"
              priority
              className="challenge-hero__image"
            />
          )}
        </MoneyStage>
      }
    >
      <HeroFacts
        facts={props.figures.map(({ value, label }) => ({ value, label: label ?? '' }))}
        look="tiles"
        className="challenge-hero__figures"
      />
    </Hero>
  );
}

export default ChallengeHero;
