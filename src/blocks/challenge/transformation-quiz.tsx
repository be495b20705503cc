// The transformation quiz (seed 002 §2, §4, §9; anchor quiz): 3 steps of 3 questions, display only (nothing is
// recorded); each question slides in once 20% of it is visible, and is there at once under reduced motion or
// without IntersectionObserver. The final link goes to /kontakt?source=transformation-quiz with the offer figures.
import type { PropsOf } from '#domain/blocks/define';
import type { transformationQuizKind } from '#domain/blocks/kinds/challenge';
import { useEffect, useId, useRef, useState } from 'react';
import { Section } from '../../components/layout/section';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { useMediaQuery } from '../../lib/use-media-query';
import { REDUCED_MOTION_QUERY } from './money-stage';
import './challenge.css';
import { useIsClient } from '../../lib/use-is-client';

export const QUIZ_VISIBLE_THRESHOLD = 0.2;

/** Marks each `[data-quiz-question]` inside the list as shown once 20% of it is visible. */
function useSlideIn() {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // A page that came from the server keeps its questions shown (as they were, readable without JavaScript);
  // the slide-in is for the quiz rendered in the browser.
  const isClient = useIsClient();
  const [fromServer] = useState(!isClient);
  const supported = !fromServer && typeof IntersectionObserver !== 'undefined';
  const animate = supported && !reducedMotion;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!animate || !root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const keys: string[] = [];
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const key = (entry.target as HTMLElement).dataset.quizQuestion;
          if (key) keys.push(key);
          observer.unobserve(entry.target);
        }
        if (keys.length > 0) setShown((current) => new Set([...current, ...keys]));
      },
      { threshold: QUIZ_VISIBLE_THRESHOLD },
    );
    root.querySelectorAll('[data-quiz-question]').forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [animate]);

  return { rootRef, isShown: (key: string) => !animate || shown.has(key) };
}

export function TransformationQuiz(props: PropsOf<typeof transformationQuizKind>) {
  const id = useId();
  const { rootRef, isShown } = useSlideIn();
  return (
    <Section
      anchor={props.anchor}
      headingId={`${id}-title`}
      eyebrow={props.badge && <Badge variant="featured">{props.badge}</Badge>}
      title={props.title}
      intro={props.subtitle}
      tone="muted"
      className="quiz"
      innerRef={rootRef}
    >
      <ol className="quiz__steps">
        {props.steps.map((step, stepIndex) => (
          <li key={step.title} className="quiz__step">
            <h3 className="quiz__step-title">
              <span className="quiz__step-number">Schritt {stepIndex + 1}</span> {step.title}
            </h3>
            <ol className="quiz__questions">
              {step.questions?.map((item, questionIndex) => {
                const key = `${stepIndex}-${questionIndex}`;
                return (
                  <li
                    key={key}
                    data-quiz-question={key}
                    className={isShown(key) ? 'quiz__question quiz__question--shown' : 'quiz__question'}
                    style={{ transitionDelay: `${questionIndex * 100}ms` }}
                  >
                    <p className="quiz__question-text">{item.question}</p>
                    {item.hint && <p className="quiz__hint">{item.hint}</p>}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
      <div className="quiz__result">
        <h3 className="quiz__result-title">{props.resultTitle}</h3>
        {props.resultText && <p>{props.resultText}</p>}
        <dl className="quiz__figures">
          <div>
            <dt>{props.priceLabel}</dt>
            <dd>{props.price}</dd>
          </div>
          <div>
            <dt>{props.cashbackLabel}</dt>
            <dd>{props.cashback}</dd>
          </div>
          <div>
            <dt>{props.creditLabel}</dt>
            <dd>{props.credit}</dd>
          </div>
        </dl>
        <SmartLink to={props.ctaUrl} variant="gradient" size="lg" iconEnd="arrow-right">
          {props.ctaText}
        </SmartLink>
      </div>
    </Section>
  );
}

export default TransformationQuiz;
