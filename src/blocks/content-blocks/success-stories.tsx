// The success-stories section (seed 002 §3 "Success-stories section"): every part behind its own toggle – badge,
// summary statistics (seed 002 §9 default result statistics), featured and community testimonials, progress
// highlights, one before/after pair, community feedback and the closing call to action.
import { useId, type CSSProperties } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { StoryTestimonial, successStoriesKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { StatList } from '../../components/layout/stat';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { BlockImage } from './block-image';
import './content-blocks.css';

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

export function SuccessStories(props: PropsOf<typeof successStoriesKind>) {
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

        {props.showSummaryStats && <StatList statistics={props.statistics} className="cb-stats" />}

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
                <figcaption>{props.beforeLabel}</figcaption>
              </figure>
              <figure>
                <BlockImage
                  imageKey={props.afterImage}
                  sizes="(min-width: 48rem) 20rem, 50vw"
                  aspectRatio="4 / 5"
                />
                <figcaption>{props.afterLabel}</figcaption>
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

export default SuccessStories;
