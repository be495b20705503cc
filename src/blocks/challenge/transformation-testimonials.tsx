// The testimonials section (seed 001 §2 item 4, §4 "Testimonial carousel"): one testimonial at a time, previous
// disabled at the first and next at the last, dots, auto-advance every 8000 ms wrapping to the first, paused while
// hovered or focused (domain/campaign/carousel.ts); under reduced motion it never moves by itself. Then the summary
// statistics and a call to action.
import type { PropsOf } from '#domain/blocks/define';
import type { ValuesOf } from '#domain/blocks/field-spec';
import type { transformationTestimonialsKind } from '#domain/blocks/kinds/challenge';
import type { testimonialFields, testimonialLabelFields } from '#domain/blocks/kinds/challenge.fields';
import { useEffect, useId, useReducer, useRef } from 'react';
import {
  canGoNext,
  canGoPrev,
  carouselReducer,
  initialCarousel,
  isAutoAdvancePaused,
  startAutoAdvance,
  type AutoAdvance,
  type CarouselAction,
} from '#domain/campaign/carousel';
import { Section } from '../../components/layout/section';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { IMAGES } from '#domain/content/images';
import { useMediaQuery } from '../../lib/use-media-query';
import { REDUCED_MOTION_QUERY } from './money-stage';
import { SectionCta } from './section-cta';
import './challenge.css';

const decimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('de-DE');

export function ratingText(rating: number): string {
  return `${Math.min(5, Math.max(1, Math.round(rating)))} von 5 Sternen`;
}

function Stars({ rating }: { rating: number }) {
  const filled = Math.min(5, Math.max(1, Math.round(rating)));
  return (
    <p className="testimonial__stars" role="img" aria-label={ratingText(rating)}>
      <span aria-hidden="true">
        {'★'.repeat(filled)}
        <span className="testimonial__stars-off">{'★'.repeat(5 - filled)}</span>
      </span>
    </p>
  );
}

export function TestimonialCarousel({
  testimonials,
  autoAdvance,
  labels,
}: {
  testimonials: ValuesOf<typeof testimonialFields>[];
  autoAdvance: boolean;
  labels: ValuesOf<typeof testimonialLabelFields>;
}) {
  const label = labels.carousel;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [state, dispatch] = useReducer(carouselReducer, testimonials.length, initialCarousel);
  const clock = useRef<AutoAdvance | null>(null);
  const moves = autoAdvance && !reducedMotion;
  const paused = isAutoAdvancePaused(state);

  useEffect(() => {
    dispatch({ type: 'setCount', count: testimonials.length });
  }, [testimonials.length]);

  useEffect(() => {
    if (!moves) return;
    const started = startAutoAdvance(() => dispatch({ type: 'tick' }), { paused: true });
    clock.current = started;
    return () => {
      started.stop();
      clock.current = null;
    };
  }, [moves]);

  useEffect(() => {
    clock.current?.setPaused(paused);
  }, [paused, moves]);

  const move = (action: CarouselAction) => {
    dispatch(action);
    clock.current?.restart();
  };

  const rotating = moves && !paused;
  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="Karussell"
      aria-label={label}
      onMouseEnter={() => dispatch({ type: 'hover', on: true })}
      onMouseLeave={() => dispatch({ type: 'hover', on: false })}
      onFocus={() => dispatch({ type: 'focus', on: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'focus', on: false });
      }}
    >
      <div className="carousel__viewport">
        <div
          className="carousel__track"
          style={{ transform: `translateX(-${state.index * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {testimonials.map((item, index) => {
            const image = IMAGES.testimonials[item.avatar ?? 0] ?? IMAGES.testimonials[0];
            const current = index === state.index;
            return (
              <div
                key={item.name}
                className="carousel__slide"
                role="group"
                aria-roledescription="Folie"
                aria-label={`${index + 1} von ${testimonials.length}`}
                aria-hidden={!current}
                inert={!current}
              >
                <figure className="testimonial">
                  <Stars rating={item.rating ?? 0} />
                  <blockquote className="testimonial__quote">
                    <p>„{item.quote}“</p>
                  </blockquote>
                  {/* One caption, the last child of the figure: who said it and their figures (a figcaption
                      must be the first or last child, issue 20). */}
                  <figcaption>
                    <div className="testimonial__person">
                      {image && (
                        <ResponsiveImage image={image} sizes="4rem" alt="" className="testimonial__avatar" />
                      )}
                      <span>
                        <strong className="testimonial__name">{item.name}</strong>
                        <span className="testimonial__details">{item.details}</span>
                      </span>
                    </div>
                    <dl className="testimonial__facts">
                      <div>
                        <dt>{labels.weightLoss}</dt>
                        <dd>{decimal.format(item.weightLoss ?? 0)} kg</dd>
                      </div>
                      <div>
                        <dt>{labels.duration}</dt>
                        <dd>
                          {item.durationWeeks} {labels.weeks}
                        </dd>
                      </div>
                      <div>
                        <dt>{labels.satisfaction}</dt>
                        <dd>{item.satisfactionScore}%</dd>
                      </div>
                    </dl>
                  </figcaption>
                  {item.programHighlight?.title && (
                    <p className="testimonial__highlight">
                      <strong>{item.programHighlight.title}:</strong> {item.programHighlight.description}
                    </p>
                  )}
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      {testimonials.length > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Vorheriger Erfahrungsbericht"
            disabled={!canGoPrev(state)}
            onClick={() => move({ type: 'prev' })}
          >
            <Icon name="chevron-left" />
          </button>
          <div className="carousel__dots" role="group" aria-label="Erfahrungsbericht wählen">
            {testimonials.map((item, index) => (
              <button
                key={item.name}
                type="button"
                className={index === state.index ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
                aria-label={`Erfahrungsbericht ${index + 1}: ${item.name}`}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => move({ type: 'goTo', index })}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Nächster Erfahrungsbericht"
            disabled={!canGoNext(state)}
            onClick={() => move({ type: 'next' })}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
    </div>
  );
}

export function TransformationTestimonials(props: PropsOf<typeof transformationTestimonialsKind>) {
  const id = useId();
  const { summary } = props;
  return (
    <Section
      anchor={props.anchor}
      headingId={`${id}-title`}
      eyebrow={props.badge && <Badge variant="popular">{props.badge}</Badge>}
      title={props.title}
      intro={props.subtitle}
    >
      <TestimonialCarousel
        testimonials={props.testimonials}
        autoAdvance={props.autoAdvance}
        labels={props.labels}
      />
      <dl className="challenge-stats">
        <div className="challenge-stats__item">
          <dt>{props.labels.participants}</dt>
          <dd>{integer.format(summary.totalParticipants ?? 0)}</dd>
        </div>
        <div className="challenge-stats__item">
          <dt>{props.labels.averageRating}</dt>
          <dd>
            {decimal.format(summary.averageRating ?? 0)}
            <span className="visually-hidden"> von 5 Sternen</span>
            <span aria-hidden="true"> ★</span>
          </dd>
        </div>
        <div className="challenge-stats__item">
          <dt>{props.labels.averageWeightLoss}</dt>
          <dd>{decimal.format(summary.averageWeightLoss ?? 0)} kg</dd>
        </div>
        <div className="challenge-stats__item">
          <dt>{props.labels.recommendation}</dt>
          <dd>{summary.recommendationRate}%</dd>
        </div>
      </dl>
      <SectionCta {...props} />
    </Section>
  );
}

export default TransformationTestimonials;
