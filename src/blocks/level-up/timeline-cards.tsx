// Generic timeline cards (seed 002 §3 "Timeline item", §4, §9): each card is completed, active or pending by the
// current step (domain stepStatus) unless it states its status; the progress bar is current / total, capped at
// 100 % (domain timelineProgress); the connector is 80/96/112 px by card size; cards slide in 100 ms apart, never
// later than 700 ms, when the list scrolls into view (not under reduced motion).
import type { PropsOf } from '#domain/blocks/define';
import type { CardSize, timelineCardsKind } from '#domain/blocks/kinds/level-up';
import { timelineProgress } from '#domain/campaign/level-up';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { SmartLink } from '../../components/blocks/smart-link';
import { Icon } from '../../components/ui/icon';
import { iconOr } from './icon-name';
import { animationDelayMs, CONNECTOR_HEIGHT_PX, resolveStepStatus, STEP_STATUS_TEXT } from './model';
import './level-up.css';
import { Section, sectionHead } from '../../components/layout/section';
import { useIsClient } from '../../lib/use-is-client';

/** True once the element has been on screen (at once without IntersectionObserver). */
function useSeen<T extends Element>() {
  const ref = useRef<T | null>(null);
  // A page that came from the server shows its cards as they were (and without JavaScript); the reveal is for
  // the cards rendered in the browser.
  const isClient = useIsClient();
  const [fromServer] = useState(!isClient);
  const [seen, setSeen] = useState(false);
  const observable = !fromServer && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (seen || !observable || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, observable]);
  return { ref, seen: seen || !observable };
}

export function TimelineCards(props: PropsOf<typeof timelineCardsKind>) {
  const { ref, seen } = useSeen<HTMLOListElement>();
  const size: CardSize = props.size in CONNECTOR_HEIGHT_PX ? props.size : 'md';
  const progress = timelineProgress(props.currentStep, props.items.length);
  const headingId = `${props.anchor || 'timeline-cards'}-heading`;
  return (
    <Section {...sectionHead(props)} headingId={headingId} className="lu-timeline">
      {props.showProgress && (
        <div className="lu-progress lu-timeline__progress">
          <div
            className="lu-progress__bar"
            role="progressbar"
            aria-label={props.progressLabel || 'Fortschritt'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            aria-valuetext={`${Math.round(progress)} %`}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <p className="lu-progress__label">
            {props.progressLabel}: Schritt {Math.min(props.currentStep, props.items.length)} von{' '}
            {props.items.length}
          </p>
        </div>
      )}
      <ol
        ref={ref}
        className={`lu-tl lu-tl--${size}${seen ? ' lu-tl--seen' : ''}`}
        style={{ '--lu-connector': `${CONNECTOR_HEIGHT_PX[size]}px` } as CSSProperties}
      >
        {props.items.map((item, index) => {
          const status = resolveStepStatus(item, index, props.currentStep);
          return (
            <li
              key={item.key || item.title}
              className={`lu-tl__item lu-tl__item--${status}`}
              data-status={status}
              aria-current={status === 'active' ? 'step' : undefined}
              style={{ '--lu-delay': `${animationDelayMs(index)}ms` } as CSSProperties}
            >
              <div className="lu-tl__rail" aria-hidden="true">
                <span className="lu-tl__marker">
                  <Icon name={status === 'completed' ? 'check' : iconOr(item.icon, 'target')} />
                </span>
                {index < props.items.length - 1 && <span className="lu-tl__connector" />}
              </div>
              <article className="lu-tl__card">
                <p className="lu-tl__meta">
                  <span>Schritt {item.step ?? index + 1}</span>
                  {item.date && <span>{item.date}</span>}
                  <span className={`lu-status lu-status--${status}`}>
                    <span className="visually-hidden">Status: </span>
                    {STEP_STATUS_TEXT[status]}
                  </span>
                </p>
                <h3 className="lu-tl__title">{item.title}</h3>
                {item.description && <p className="lu-tl__text">{item.description}</p>}
                {item.features && item.features.length > 0 && (
                  <ul className="lu-checklist">
                    {item.features.map((feature) => (
                      <li key={feature}>
                        <Icon name="check" /> {feature}
                      </li>
                    ))}
                  </ul>
                )}
                {item.ctaText && item.ctaUrl && (
                  <SmartLink to={item.ctaUrl} variant={item.ctaVariant || 'outline'} size="sm">
                    {item.ctaText}
                  </SmartLink>
                )}
              </article>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
