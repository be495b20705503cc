// The success-stories section (seed 002 §3 "Success-stories section"): every part behind its own toggle – badge,
// summary statistics (seed 002 §9 default result statistics), featured and community testimonials, progress
// highlights, one before/after pair, community feedback and the closing call to action.
import { useId, type CSSProperties } from 'react';
import { defineBlock } from '../../components/blocks/block';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { IMAGES } from '../../content/images';
import { BlockImage } from './block-image';
import { useContentDeps, type StatisticItem } from './deps';
import './content-blocks.css';

export interface StoryTestimonial {
  name: string;
  detail: string;
  quote: string;
  /** Image key of the avatar. */
  photo: string;
}

export interface SuccessStoriesProps {
  anchor: string;
  showBadge: boolean;
  showSummaryStats: boolean;
  showFeaturedTestimonials: boolean;
  showCommunityTestimonials: boolean;
  showProgressHighlights: boolean;
  showBeforeAfter: boolean;
  showCommunityFeedback: boolean;
  showCta: boolean;
  badgeText: string;
  title: string;
  subtitle: string;
  statistics: StatisticItem[];
  featuredTitle: string;
  featuredTestimonials: StoryTestimonial[];
  communityTitle: string;
  communityTestimonials: StoryTestimonial[];
  progressTitle: string;
  progressHighlights: string[];
  beforeAfterTitle: string;
  beforeAfterSubtitle: string;
  /** Image keys of the pair. */
  beforeImage: string;
  afterImage: string;
  feedbackTitle: string;
  communityFeedback: string[];
  ctaTitle: string;
  ctaSubtitle: string;
  primaryCtaText: string;
  primaryCtaUrl: string;
  /** Kept for the editor; an http(s) URL opens in a new tab anyway (SmartLink), a site path never does. */
  primaryCtaExternal: boolean;
  secondaryCtaText: string;
  secondaryCtaUrl: string;
  secondaryCtaExternal: boolean;
  backgroundColor: string;
  accentColor: string;
}

function Quote({ item, size }: { item: StoryTestimonial; size: 'lg' | 'sm' }) {
  return (
    <figure className={`story-quote story-quote--${size}`}>
      <blockquote>
        <p>„{item.quote}“</p>
      </blockquote>
      <figcaption>
        {item.photo && (
          <BlockImage imageKey={item.photo} alt="" sizes="3rem" className="story-quote__avatar" />
        )}
        <span>
          <strong>{item.name}</strong>
          {item.detail && <span className="story-quote__detail">{item.detail}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

export function SuccessStories(props: SuccessStoriesProps) {
  const { StatisticCard } = useContentDeps();
  const headingId = useId();
  const style = {
    ...(props.backgroundColor ? { background: props.backgroundColor } : {}),
    ...(props.accentColor ? { '--story-accent': props.accentColor } : {}),
  } as CSSProperties;
  return (
    <section
      id={props.anchor || undefined}
      className="section stories"
      style={style}
      aria-labelledby={headingId}
    >
      <div className="container stories__inner">
        <div className="section__head">
          {props.showBadge && props.badgeText && <Badge variant="featured">{props.badgeText}</Badge>}
          <h2 id={headingId}>{props.title}</h2>
          {props.subtitle && <p className="lead">{props.subtitle}</p>}
        </div>

        {props.showSummaryStats && (
          <ul className="stat-grid stat-grid--4 cb-stats">
            {props.statistics.map((stat, index) => (
              <li key={stat.key ?? stat.label}>
                <StatisticCard stat={stat} index={index} />
              </li>
            ))}
          </ul>
        )}

        {props.showFeaturedTestimonials && (
          <div className="stories__part">
            <h3>{props.featuredTitle}</h3>
            <ul className="stories__featured">
              {props.featuredTestimonials.map((item) => (
                <li key={item.name}>
                  <Quote item={item} size="lg" />
                </li>
              ))}
            </ul>
          </div>
        )}

        {props.showProgressHighlights && (
          <div className="stories__part">
            <h3>{props.progressTitle}</h3>
            <ul className="cb-pills">
              {props.progressHighlights.map((text) => (
                <li key={text}>
                  <Icon name="trophy" /> {text}
                </li>
              ))}
            </ul>
          </div>
        )}

        {props.showBeforeAfter && (
          <div className="stories__part">
            <h3>{props.beforeAfterTitle}</h3>
            {props.beforeAfterSubtitle && <p>{props.beforeAfterSubtitle}</p>}
            <div className="stories__before-after">
              <figure>
                <BlockImage
                  imageKey={props.beforeImage}
                  sizes="(min-width: 48rem) 20rem, 50vw"
                  aspectRatio="4 / 5"
                />
                <figcaption>Vorher</figcaption>
              </figure>
              <figure>
                <BlockImage
                  imageKey={props.afterImage}
                  sizes="(min-width: 48rem) 20rem, 50vw"
                  aspectRatio="4 / 5"
                />
                <figcaption>Nach 7 Wochen</figcaption>
              </figure>
            </div>
          </div>
        )}

        {props.showCommunityTestimonials && (
          <div className="stories__part">
            <h3>{props.communityTitle}</h3>
            <ul className="stories__community">
              {props.communityTestimonials.map((item) => (
                <li key={item.name}>
                  <Quote item={item} size="sm" />
                </li>
              ))}
            </ul>
          </div>
        )}

        {props.showCommunityFeedback && (
          <div className="stories__part">
            <h3>{props.feedbackTitle}</h3>
            <ul className="stories__feedback">
              {props.communityFeedback.map((text) => (
                <li key={text}>
                  <Icon name="heart" /> {text}
                </li>
              ))}
            </ul>
          </div>
        )}

        {props.showCta && (
          <div className="stories__cta">
            <div>
              <h3>{props.ctaTitle}</h3>
              {props.ctaSubtitle && <p>{props.ctaSubtitle}</p>}
            </div>
            <div className="cb-actions">
              {props.primaryCtaText && (
                <SmartLink to={props.primaryCtaUrl} variant="gradient" size="lg" iconEnd="arrow-right">
                  {props.primaryCtaText}
                </SmartLink>
              )}
              {props.secondaryCtaText && (
                <SmartLink to={props.secondaryCtaUrl} variant="outline" size="lg">
                  {props.secondaryCtaText}
                </SmartLink>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

const avatar = (index: number) => IMAGES.testimonials[index]?.key ?? '';

export const successStoriesBlock = defineBlock<SuccessStoriesProps>({
  label: 'Erfolgsgeschichten',
  defaults: {
    anchor: '',
    showBadge: true,
    showSummaryStats: true,
    showFeaturedTestimonials: true,
    showCommunityTestimonials: true,
    showProgressHighlights: true,
    showBeforeAfter: true,
    showCommunityFeedback: true,
    showCta: true,
    badgeText: 'Echte Ergebnisse',
    title: 'Erfolgsgeschichten aus dem Kraftraum Studio',
    subtitle: 'Menschen wie du, die sich für 7 Wochen entschieden haben – und geblieben sind.',
    statistics: [
      { key: 'transformationen', value: 2847, label: 'Transformationen' },
      { key: 'abnahme', value: 8.2, suffix: ' kg', label: 'durchschnittlich abgenommen' },
      { key: 'dauer', value: 7.2, suffix: ' Wochen', label: 'durchschnittliche Dauer' },
      { key: 'zufriedenheit', value: 94, suffix: ' %', label: 'Zufriedenheit' },
    ],
    featuredTitle: 'Ausgewählte Geschichten',
    featuredTestimonials: [
      {
        name: 'Sarah, 34',
        detail: '−9 kg in 7 Wochen',
        quote:
          'Ich habe nie gedacht, dass ich morgens um 6:30 Uhr freiwillig trainiere. Heute ist es der beste Teil meines Tages.',
        photo: avatar(0),
      },
      {
        name: 'Markus, 41',
        detail: '+12 % Kraft',
        quote:
          'Die kleinen Gruppen machen den Unterschied: Jemand sieht, wenn du schummelst – und wenn du besser wirst.',
        photo: avatar(1),
      },
    ],
    communityTitle: 'Stimmen aus der Community',
    communityTestimonials: [
      {
        name: 'Lena',
        detail: 'Mitglied seit 2022',
        quote: 'Endlich ein Training, bei dem ich dranbleibe.',
        photo: avatar(2),
      },
      {
        name: 'Tom',
        detail: 'Challenge-Absolvent',
        quote: '45 Minuten, die sich wie ein ganzer Tag Energie anfühlen.',
        photo: avatar(3),
      },
      {
        name: 'Aylin',
        detail: 'Mitglied seit 2023',
        quote: 'Die Trainer kennen meinen Namen – und meine Ausreden.',
        photo: avatar(4),
      },
    ],
    progressTitle: 'Was unsere Teilnehmer erreichen',
    progressHighlights: [
      'Durchschnittlich 8,2 kg weniger',
      'Spürbar mehr Kraft nach 3 Wochen',
      'Bessere Ausdauer im Alltag',
      'Neue Routine, die bleibt',
    ],
    beforeAfterTitle: 'Vorher und nachher',
    beforeAfterSubtitle: '7 Wochen Functional Training und HIIT, drei Einheiten pro Woche.',
    beforeImage: IMAGES.results[0]?.before.key ?? '',
    afterImage: IMAGES.results[0]?.after.key ?? '',
    feedbackTitle: 'Was die Community sagt',
    communityFeedback: [
      'Motivierende Trainer',
      'Tolle Atmosphäre',
      'Perfekt vor der Arbeit',
      'Endlich Ergebnisse',
    ],
    ctaTitle: 'Schreib deine eigene Erfolgsgeschichte',
    ctaSubtitle: '297€ investieren, 100€ zurückbekommen – wenn du die 7 Wochen durchziehst.',
    primaryCtaText: 'Zur 7-Wochen-Challenge',
    primaryCtaUrl: '/7-wochen-challenge',
    primaryCtaExternal: false,
    secondaryCtaText: 'Kostenloses Probetraining',
    secondaryCtaUrl: '/kontakt',
    secondaryCtaExternal: false,
    backgroundColor: '',
    accentColor: '',
  },
  component: SuccessStories,
});
