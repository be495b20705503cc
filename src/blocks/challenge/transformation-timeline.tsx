// The week-by-week timeline (seed 001 §2 item 2, §4 "Timeline"): the current week is the last whose top has passed
// the viewport middle, re-evaluated on scroll and resize (domain/campaign/timeline.ts); weeks up to it are
// featured. Then the section stats of seed 001 §9 and a call to action.
import type { PropsOf } from '#domain/blocks/define';
import type { transformationTimelineKind } from '#domain/blocks/kinds/challenge';
import { useEffect, useId, useRef, useState } from 'react';
import { currentWeekFromTops, isWeekFeatured } from '#domain/campaign/timeline';
import { Section } from '../../components/layout/section';
import { Badge } from '../../components/ui/badge';
import { SectionCta } from './section-cta';
import './challenge.css';

/** The current week, following the reader's scroll and window size. */
export function useCurrentWeek(initial: number) {
  const [week, setWeek] = useState(initial);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let frame: number | undefined;
    const evaluate = () => {
      frame = undefined;
      const items = listRef.current?.querySelectorAll<HTMLElement>(':scope > li');
      if (!items || items.length === 0) return;
      const tops = Array.from(items, (item) => item.getBoundingClientRect().top);
      setWeek((previous) => currentWeekFromTops(tops, window.innerHeight, previous));
    };
    const schedule = () => {
      if (frame === undefined) frame = requestAnimationFrame(evaluate);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, []);

  return { week, listRef };
}

export function TransformationTimeline(props: PropsOf<typeof transformationTimelineKind>) {
  const id = useId();
  const { week, listRef } = useCurrentWeek(props.currentWeek);
  return (
    <Section
      anchor={props.anchor}
      headingId={`${id}-title`}
      eyebrow={props.badge && <Badge variant="new">{props.badge}</Badge>}
      title={props.title}
      intro={props.subtitle}
      className="timeline-section"
    >
      <ol className="challenge-timeline" ref={listRef}>
        {props.weeks.map((item, index) => {
          const number = index + 1;
          const featured = isWeekFeatured(number, week);
          return (
            <li
              key={item.title}
              className={
                featured
                  ? 'challenge-timeline__week challenge-timeline__week--featured'
                  : 'challenge-timeline__week'
              }
              aria-current={number === week ? 'step' : undefined}
              data-featured={featured}
            >
              <span className="challenge-timeline__marker" aria-hidden="true">
                {item.emoji}
              </span>
              <div className="challenge-timeline__card">
                <h3 className="challenge-timeline__title">{item.title}</h3>
                <p>{item.description}</p>
                {item.goals && item.goals.length > 0 && (
                  <ul className="check-list">
                    {item.goals.map((goal) => (
                      <li key={goal}>{goal}</li>
                    ))}
                  </ul>
                )}
                {item.results && <p className="challenge-timeline__results">{item.results}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      {props.stats.length > 0 && (
        <dl className="challenge-stats">
          {props.stats.map((stat) => (
            <div key={stat.label} className="challenge-stats__item">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <SectionCta {...props} />
    </Section>
  );
}

export default TransformationTimeline;
