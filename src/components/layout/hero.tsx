// The shared hero (decision 0134): the dark brand band with the page's heading (h1 unless a block says h2), an
// eyebrow or badge, the accent line, the sub-headline, the two calls to action, trust points, an aside (image,
// countdown, badge stage) and a footer row below (statistics). ./hero.css owns every rule of the band; a block's
// stylesheet only adds what is truly its own (the money canvas, the countdown card).
import type { ReactNode } from 'react';
import type { CtaPairValues } from '#domain/blocks/shared-fields';
import type { ButtonVariant } from '../ui/button';
import { CtaPair } from '../blocks/smart-link';
import { Icon } from '../ui/icon';
import './hero.css';

export interface HeroCta {
  primaryText: string;
  primaryUrl: string;
  secondaryText: string;
  secondaryUrl: string;
  primaryVariant?: ButtonVariant;
}

/** The calls to action of a block with the shared pair of fields (primaryCtaText, primaryCtaUrl, …). */
export function heroCta(block: CtaPairValues, primaryVariant?: ButtonVariant): HeroCta {
  return {
    primaryText: block.primaryCtaText,
    primaryUrl: block.primaryCtaUrl,
    secondaryText: block.secondaryCtaText,
    secondaryUrl: block.secondaryCtaUrl,
    primaryVariant,
  };
}

export interface HeroProps {
  anchor?: string;
  headingId: string;
  headingLevel?: 1 | 2;
  /** 'brand' adds the orange and blue glows and the diagonal stripe; 'plain' is the gradient alone. */
  backdrop?: 'brand' | 'plain';
  /** Above the heading: a string becomes the eyebrow line, a node (a badge) stands as it is. */
  eyebrow?: ReactNode;
  headline: string;
  accent?: string;
  sub?: string;
  /** Between the sub-headline and the calls to action (figures, facts). */
  children?: ReactNode;
  cta?: HeroCta;
  trust?: readonly string[];
  /** The second column from 64rem (image, countdown); the copy takes the whole width without it. */
  aside?: ReactNode;
  /** Below the columns, in its own row (statistics). */
  footer?: ReactNode;
  /** The block's own class on the band. */
  className?: string;
}

export function Hero({
  anchor,
  headingId,
  headingLevel = 1,
  backdrop = 'brand',
  eyebrow,
  headline,
  accent,
  sub,
  children,
  cta,
  trust = [],
  aside,
  footer,
  className,
}: HeroProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h1';
  return (
    <section
      id={anchor || undefined}
      className={['hero', `hero--${backdrop}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className={aside ? 'container hero__grid hero__grid--split' : 'container hero__grid'}>
        <div className="hero__copy">
          {typeof eyebrow === 'string'
            ? eyebrow && <p className="eyebrow hero__eyebrow">{eyebrow}</p>
            : eyebrow}
          <Heading id={headingId} className="hero__headline">
            {headline}
            {accent && (
              <>
                {' '}
                <span className="hero__accent">{accent}</span>
              </>
            )}
          </Heading>
          {sub && <p className="hero__sub">{sub}</p>}
          {children}
          {cta && (
            <CtaPair
              className="hero__actions"
              primaryText={cta.primaryText}
              primaryUrl={cta.primaryUrl}
              secondaryText={cta.secondaryText}
              secondaryUrl={cta.secondaryUrl}
              primaryVariant={cta.primaryVariant}
              secondaryClassName="hero__secondary"
            />
          )}
          {trust.length > 0 && (
            <ul className="hero__trust">
              {trust.map((point) => (
                <li key={point}>
                  <Icon name="check" /> {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        {aside}
      </div>
      {footer && <div className="container hero__footer">{footer}</div>}
    </section>
  );
}

export interface HeroFact {
  value: ReactNode;
  label: string;
}

/**
 * Figures on the dark band as a description list (the label read after the value): 'row' sets them apart by a
 * rule (hero statistics), 'tiles' in glass boxes (the challenge's figures).
 */
export function HeroFacts({
  facts,
  look = 'row',
  className,
}: {
  facts: readonly HeroFact[];
  look?: 'row' | 'tiles';
  className?: string;
}) {
  if (facts.length === 0) return null;
  return (
    <dl className={['hero-facts', `hero-facts--${look}`, className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
