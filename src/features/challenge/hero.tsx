// The challenge hero (seed 001 §2 item 1: the page's one h1, the cashback badge with the money animation, links to
// #anmeldung and #details), the cashback badge as a block of its own (seed 002 §3 badge positions) and the simpler
// transformation hero of the builder catalogue.
import { useEffect, useRef, type ReactNode } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { Hero, HeroFacts, heroCta } from '../../components/layout/hero';
import { Section } from '../../components/layout/section';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { IMAGES } from '#domain/content/images';
import { useMediaQuery } from '../../lib/use-media-query';
import {
  transformationHeroDefaults,
  challengeHeroDefaults,
  cashbackBadgeDefaults,
} from '../../content/blocks/challenge';
import { createMoneyAnimation, type MoneyAnimation, type Point } from './money-animation';
import './challenge.css';
import type {
  CashbackBadgeBlockProps,
  CashbackBadgeProps,
  ChallengeHeroProps,
  TransformationHeroProps,
} from '../../content/blocks/challenge';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * A stage with the cashback badge pinned to one corner and the money canvas over it. The animation is created on
 * the first pointer contact (so nothing runs, and no context is asked for, before someone hovers); under reduced
 * motion the canvas is not even rendered.
 */
export function MoneyStage({
  badge,
  children,
  className,
}: {
  badge: CashbackBadgeProps;
  children?: ReactNode;
  className?: string;
}) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const badgeRef = useRef<HTMLDivElement>(null);
  const animation = useRef<MoneyAnimation | null | undefined>(undefined);

  useEffect(() => {
    return () => {
      animation.current?.destroy();
      animation.current = undefined;
    };
  }, [reducedMotion]);

  /** The running animation, created on first use; null when it cannot or must not run. */
  const ensure = (): MoneyAnimation | null => {
    if (animation.current !== undefined) return animation.current;
    const canvas = canvasRef.current;
    if (!canvas || reducedMotion) return null;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = Math.round(canvas.clientWidth * ratio) || 1;
    canvas.height = Math.round(canvas.clientHeight * ratio) || 1;
    animation.current = createMoneyAnimation({ canvas, reducedMotion });
    return animation.current;
  };
  const badgeCentre = (): Point => {
    const canvas = canvasRef.current?.getBoundingClientRect();
    const spot = badgeRef.current?.getBoundingClientRect();
    if (!canvas || !spot) return { x: 0, y: 0 };
    return { x: spot.left + spot.width / 2 - canvas.left, y: spot.top + spot.height / 2 - canvas.top };
  };

  return (
    <div className={['money-stage', className].filter(Boolean).join(' ')}>
      {children}
      {!reducedMotion && <canvas ref={canvasRef} className="money-stage__canvas" aria-hidden="true" />}
      <div
        ref={badgeRef}
        className={`cashback-badge cashback-badge--${badge.position}`}
        data-position={badge.position}
        onPointerEnter={() => ensure()?.hoverStart(badgeCentre())}
        onPointerLeave={() => animation.current?.hoverEnd()}
        onClick={() => ensure()?.click(badgeCentre())}
      >
        <span className="cashback-badge__amount">{badge.amount}</span>
        <span className="cashback-badge__label">{badge.label}</span>
        {badge.text && <span className="cashback-badge__text">{badge.text}</span>}
      </div>
    </div>
  );
}

export function ChallengeHero(props: ChallengeHeroProps) {
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
      <HeroFacts facts={props.figures} look="tiles" className="challenge-hero__figures" />
    </Hero>
  );
}

export const challengeHeroBlock = defineBlock<ChallengeHeroProps>({
  label: 'Challenge-Hero',
  defaults: challengeHeroDefaults,
  component: ChallengeHero,
});

/** The badge on its own: a small offer card with the badge in the chosen corner. */
export function CashbackBadgeSection(props: CashbackBadgeBlockProps) {
  return (
    <Section anchor={props.anchor} label={props.title}>
      <MoneyStage badge={props} className="cashback-card">
        <div className="cashback-card__body">
          <h2 className="cashback-card__title">{props.title}</h2>
          {props.description && <p>{props.description}</p>}
        </div>
      </MoneyStage>
    </Section>
  );
}

export const cashbackBadgeBlock = defineBlock<CashbackBadgeBlockProps>({
  label: 'Cashback-Badge',
  defaults: cashbackBadgeDefaults,
  component: CashbackBadgeSection,
});

export function TransformationHero(props: TransformationHeroProps) {
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

export const transformationHeroBlock = defineBlock<TransformationHeroProps>({
  label: 'Transformation-Hero',
  defaults: transformationHeroDefaults,
  component: TransformationHero,
});
