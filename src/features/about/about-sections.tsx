// The about page's simpler blocks (seed 002 §2 "About page sections", §9 about hero stats): the hero with the
// page's one h1 and the studio's figures, values with mission and vision, the team statistics and the closing call
// to action. Story, team and location have their own files.
import { useId } from 'react';
import { CtaPair } from '../../components/blocks/smart-link';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '../../content/images';
import type { AboutStat, CultureValue } from './about-data';
import './about.css';
import { SectionHead } from '../../components/blocks/section-head';

/** A document's icon name, or undefined when it is not one we ship. */
export const knownIcon = (name: string | undefined): IconName | undefined =>
  ICON_NAMES.includes(name as IconName) ? (name as IconName) : undefined;

/** German figures; four digits stay ungrouped ('2018', '5000'), as in the statistic blocks. */
export const formatFigure = (value: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: value >= 10_000 }).format(value);

function StatList({ stats, className }: { stats: AboutStat[]; className: string }) {
  return (
    <ul className={className}>
      {stats.map((stat) => {
        const icon = knownIcon(stat.iconName);
        return (
          <li key={stat.label} className="about-stat">
            {icon && (
              <span className="about-stat__icon">
                <Icon name={icon} size="1.5rem" />
              </span>
            )}
            <span className="about-stat__value">
              {formatFigure(stat.value)}
              {stat.suffix}
            </span>
            <span className="about-stat__label">{stat.label}</span>
            {stat.description && <span className="about-stat__description">{stat.description}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export interface AboutHeroProps {
  anchor: string;
  eyebrow: string;
  headline: string;
  headlineAccent: string;
  subheadline: string;
  /** Image key from the catalogue. */
  image: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  stats: AboutStat[];
}

export function AboutHero(props: AboutHeroProps) {
  const headingId = useId();
  const image = imageByKey(props.image);
  return (
    <section id={props.anchor || undefined} className="about-hero" aria-labelledby={headingId}>
      <div className="container about-hero__grid">
        <div className="about-hero__copy">
          {props.eyebrow && <p className="eyebrow about-hero__eyebrow">{props.eyebrow}</p>}
          <h1 id={headingId} className="about-hero__headline">
            {props.headline}{' '}
            {props.headlineAccent && <span className="about-hero__accent">{props.headlineAccent}</span>}
          </h1>
          {props.subheadline && <p className="about-hero__sub">{props.subheadline}</p>}
          <CtaPair
            className="about-hero__actions"
            primaryText={props.primaryCtaText}
            primaryUrl={props.primaryCtaUrl}
            secondaryText={props.secondaryCtaText}
            secondaryUrl={props.secondaryCtaUrl}
            secondaryClassName="about-hero__secondary"
          />
        </div>
        {image && (
          <div className="about-hero__media">
            <ResponsiveImage
              image={image}
              sizes="(min-width: 64rem) 34rem, 100vw"
              priority
              className="about-hero__image"
            />
          </div>
        )}
      </div>
      {props.stats.length > 0 && (
        <div className="container">
          <StatList stats={props.stats} className="about-hero__stats" />
        </div>
      )}
    </section>
  );
}

export interface AboutValuesProps {
  anchor: string;
  eyebrow: string;
  title: string;
  intro: string;
  values: CultureValue[];
  missionTitle: string;
  mission: string;
  visionTitle: string;
  vision: string;
}

export function AboutValues(props: AboutValuesProps) {
  const headingId = useId();
  return (
    <section
      id={props.anchor || undefined}
      className="section section--muted about-values"
      aria-labelledby={headingId}
    >
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.intro} />
        <ul className="about-values__grid">
          {props.values.map((value) => {
            const icon = knownIcon(value.iconName);
            return (
              <li key={value.title} className="about-value">
                {icon && (
                  <span className="about-value__icon">
                    <Icon name={icon} size="1.75rem" />
                  </span>
                )}
                <h3>{value.title}</h3>
                <p>{value.description}</p>
              </li>
            );
          })}
        </ul>
        <div className="about-values__mission">
          {props.mission && (
            <div className="about-mission">
              <h3>{props.missionTitle}</h3>
              <p>{props.mission}</p>
            </div>
          )}
          {props.vision && (
            <div className="about-mission about-mission--vision">
              <h3>{props.visionTitle}</h3>
              <p>{props.vision}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export interface AboutStatsProps {
  anchor: string;
  eyebrow: string;
  title: string;
  intro: string;
  stats: AboutStat[];
}

export function AboutStats(props: AboutStatsProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="section about-stats" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead id={headingId} eyebrow={props.eyebrow} title={props.title} intro={props.intro} />
        <StatList stats={props.stats} className="about-stats__grid" />
      </div>
    </section>
  );
}

export interface AboutCtaProps {
  anchor: string;
  title: string;
  description: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  trustIndicators: string[];
}

export function AboutCta(props: AboutCtaProps) {
  const headingId = useId();
  return (
    <section id={props.anchor || undefined} className="about-cta" aria-labelledby={headingId}>
      <div className="container about-cta__inner">
        <div>
          <h2 id={headingId}>{props.title}</h2>
          {props.description && <p>{props.description}</p>}
          {props.trustIndicators.length > 0 && (
            <ul className="about-cta__trust">
              {props.trustIndicators.map((point) => (
                <li key={point}>
                  <Icon name="check" /> {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <CtaPair
          className="about-cta__actions"
          primaryText={props.primaryCtaText}
          primaryUrl={props.primaryCtaUrl}
          secondaryText={props.secondaryCtaText}
          secondaryUrl={props.secondaryCtaUrl}
          primaryVariant="secondaryFull"
          secondaryVariant="secondary"
        />
      </div>
    </section>
  );
}
