// The challenge hero (seed 001 §2 item 1: the page's one h1, the cashback badge with the money animation, links to
// #anmeldung and #details), the cashback badge as a block of its own (seed 002 §3 badge positions) and the simpler
// transformation hero of the builder catalogue.
import { useEffect, useRef, type ReactNode } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { CtaPair } from '../../components/blocks/smart-link';
import type { BadgePosition } from '../../components/ui/badge';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { IMAGES } from '../../content/images';
import { useMediaQuery } from '../../lib/use-media-query';
import { CASHBACK, CREDIT, FEE, WEEKS } from './content';
import { createMoneyAnimation, type MoneyAnimation, type Point } from './money-animation';
import './challenge.css';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface CashbackBadgeProps {
  amount: string;
  label: string;
  text: string;
  position: BadgePosition;
}

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

const BADGE_DEFAULTS: CashbackBadgeProps = {
  amount: CASHBACK,
  label: 'Cashback',
  text: 'bei Abschluss',
  position: 'top-right',
};

export interface ChallengeFigure {
  value: string;
  label: string;
}

export interface ChallengeHeroProps {
  anchor: string;
  eyebrow: string;
  headline: string;
  headlineAccent: string;
  subheadline: string;
  figures: ChallengeFigure[];
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  badgeAmount: string;
  badgeLabel: string;
  badgeText: string;
  badgePosition: BadgePosition;
  showImage: boolean;
}

export function ChallengeHero(props: ChallengeHeroProps) {
  const headingId = `${props.anchor || 'challenge-hero'}-heading`;
  return (
    <section id={props.anchor || undefined} className="challenge-hero" aria-labelledby={headingId}>
      <div className="container challenge-hero__grid">
        <div className="challenge-hero__copy">
          {props.eyebrow && <p className="eyebrow challenge-hero__eyebrow">{props.eyebrow}</p>}
          <h1 id={headingId} className="challenge-hero__headline">
            {props.headline}{' '}
            {props.headlineAccent && <span className="challenge-hero__accent">{props.headlineAccent}</span>}
          </h1>
          {props.subheadline && <p className="challenge-hero__sub">{props.subheadline}</p>}
          {props.figures.length > 0 && (
            <dl className="challenge-hero__figures">
              {props.figures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <CtaPair
            className="challenge-hero__actions"
            primaryText={props.primaryCtaText}
            primaryUrl={props.primaryCtaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            primaryVariant="gradient"
            secondaryClassName="challenge-hero__secondary"
          />
        </div>
        <MoneyStage
          className="challenge-hero__media"
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
      </div>
    </section>
  );
}

export const challengeHeroBlock = defineBlock<ChallengeHeroProps>({
  label: 'Challenge-Hero',
  defaults: {
    anchor: 'challenge',
    eyebrow: '7-Wochen-Challenge',
    headline: '7 Wochen. Neuer Körper.',
    headlineAccent: `Mit ${CASHBACK} Cashback.`,
    subheadline: `Investiere ${FEE} in dich: ${WEEKS} Wochen begleitetes Training in kleinen Gruppen. Ziehst du durch, bekommst du ${CASHBACK} zurück – die restlichen ${CREDIT} werden dir für Leistungen im Studio angerechnet.`,
    figures: [
      { value: FEE, label: 'Investition' },
      { value: `${WEEKS} Wochen`, label: 'begleitetes Training' },
      { value: CASHBACK, label: 'Cashback bei Abschluss' },
      { value: CREDIT, label: 'Guthaben fürs Studio' },
    ],
    primaryCtaText: 'Jetzt anmelden',
    primaryCtaUrl: '#anmeldung',
    secondaryCtaText: 'Details ansehen',
    secondaryCtaUrl: '#details',
    badgeAmount: BADGE_DEFAULTS.amount,
    badgeLabel: BADGE_DEFAULTS.label,
    badgeText: BADGE_DEFAULTS.text,
    badgePosition: 'top-right',
    showImage: true,
  },
  component: ChallengeHero,
});

export interface CashbackBadgeBlockProps extends CashbackBadgeProps {
  anchor: string;
  title: string;
  description: string;
}

/** The badge on its own: a small offer card with the badge in the chosen corner. */
export function CashbackBadgeSection(props: CashbackBadgeBlockProps) {
  return (
    <section id={props.anchor || undefined} className="section challenge-section" aria-label={props.title}>
      <div className="container">
        <MoneyStage badge={props} className="cashback-card">
          <div className="cashback-card__body">
            <h2 className="cashback-card__title">{props.title}</h2>
            {props.description && <p>{props.description}</p>}
          </div>
        </MoneyStage>
      </div>
    </section>
  );
}

export const cashbackBadgeBlock = defineBlock<CashbackBadgeBlockProps>({
  label: 'Cashback-Badge',
  defaults: {
    anchor: '',
    ...BADGE_DEFAULTS,
    title: `${FEE} investieren, ${CASHBACK} zurück`,
    description: `Zieh die ${WEEKS} Wochen durch und hol dir ${CASHBACK} Cashback. Die restlichen ${CREDIT} werden dir im Studio angerechnet.`,
  },
  component: CashbackBadgeSection,
});

export interface TransformationHeroProps {
  anchor: string;
  eyebrow: string;
  headline: string;
  subheadline: string;
  ctaText: string;
  ctaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  headingLevel: 1 | 2;
  showImage: boolean;
}

export function TransformationHero(props: TransformationHeroProps) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h1';
  const headingId = `${props.anchor || 'transformation-hero'}-heading`;
  return (
    <section
      id={props.anchor || undefined}
      className="transformation-hero challenge-section"
      aria-labelledby={headingId}
    >
      <div className="container transformation-hero__grid">
        <div className="transformation-hero__copy">
          {props.eyebrow && <p className="eyebrow challenge-hero__eyebrow">{props.eyebrow}</p>}
          <Heading id={headingId} className="transformation-hero__headline">
            {props.headline}
          </Heading>
          {props.subheadline && <p className="challenge-hero__sub">{props.subheadline}</p>}
          <CtaPair
            className="challenge-hero__actions"
            primaryText={props.ctaText}
            primaryUrl={props.ctaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            primaryVariant="gradient"
            secondaryClassName="challenge-hero__secondary"
          />
        </div>
        {props.showImage && (
          <div className="transformation-hero__media">
            <ResponsiveImage
              image={IMAGES.heroChallenge}
              sizes="(min-width: 960px) 34rem, calc(100vw - 2rem)"
              priority={props.headingLevel !== 2}
            />
          </div>
        )}
      </div>
    </section>
  );
}

export const transformationHeroBlock = defineBlock<TransformationHeroProps>({
  label: 'Transformation-Hero',
  defaults: {
    anchor: '',
    eyebrow: 'Deine Transformation',
    headline: '7 Wochen. Neuer Körper. Null Kosten.',
    subheadline: `Trainiere ${WEEKS} Wochen mit uns, hol dir ${CASHBACK} zurück und lass dir ${CREDIT} für deine Mitgliedschaft anrechnen.`,
    ctaText: 'Jetzt starten',
    ctaUrl: '#anmeldung',
    secondaryCtaText: 'Mehr erfahren',
    secondaryCtaUrl: '#details',
    headingLevel: 1,
    showImage: true,
  },
  component: TransformationHero,
});
