// The about page's simpler blocks (seed 002 §2 "About page sections", §9 about hero stats): the hero with the
// page's one h1 and the studio's figures, values with mission and vision, the team statistics and the closing call
// to action. Story, team and location have their own files.
import { useId } from 'react';
import { CallToActionBand } from '../../components/layout/call-to-action';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Hero, heroCta } from '../../components/layout/hero';
import { Section, sectionHead } from '../../components/layout/section';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '#domain/content/images';
import type { AboutStat } from '../../content/blocks/about';
import './about.css';
import type {
  AboutHeroProps,
  AboutValuesProps,
  AboutStatsProps,
  AboutCtaProps,
} from '../../content/blocks/about';

export type { AboutHeroProps, AboutValuesProps, AboutStatsProps, AboutCtaProps };

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

export function AboutHero(props: AboutHeroProps) {
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

export function AboutValues(props: AboutValuesProps) {
  return (
    <Section {...sectionHead({ ...props, subtitle: props.intro })} tone="muted" className="about-values">
      <CardGrid columns={4} className="about-values__grid">
        {props.values.map((value) => (
          <FeatureCard
            key={value.title}
            icon={value.iconName}
            iconSize="1.75rem"
            title={value.title}
            text={value.description}
          />
        ))}
      </CardGrid>
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
    </Section>
  );
}

export function AboutStats(props: AboutStatsProps) {
  return (
    <Section {...sectionHead({ ...props, subtitle: props.intro })} className="about-stats">
      <StatList stats={props.stats} className="about-stats__grid" />
    </Section>
  );
}

export function AboutCta(props: AboutCtaProps) {
  return (
    <CallToActionBand
      anchor={props.anchor}
      variant="warm"
      title={props.title}
      description={props.description}
      primaryText={props.primaryCtaText}
      primaryUrl={props.primaryCtaUrl}
      secondaryText={props.secondaryCtaText}
      secondaryUrl={props.secondaryCtaUrl}
      trustIndicators={props.trustIndicators}
    />
  );
}
