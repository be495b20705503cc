// The answer controls the questionnaire and the popup share: a counter with minus and plus, a 1–10 slider with
// minus and plus, single-choice buttons, the summer question with its follow-up, and the barrier toggles with
// the 'andere' free text. They only dispatch; the bounds and branches are the domain reducers' (0070).
import { useId } from 'react';
import {
  BARRIER_LABELS,
  BARRIERS,
  SUMMER_CHOICES,
  SUMMER_QUESTION,
  summerView,
  type Barrier,
  type FollowUp,
  type SummerAnswer,
} from '#domain/campaign/summer';
import { OTHER_REASONS_MAX } from '#domain/schemas/leads';

export function ChoiceButtons<T extends string>({
  choices,
  value,
  onChoose,
  labelledBy,
  label,
}: {
  choices: readonly { value: T; label: string }[];
  value: T | '' | null;
  onChoose: (value: T) => void;
  /** The id of the visible question, or… */
  labelledBy?: string;
  /** …the question itself when it is shown elsewhere (the dialog's title). */
  label?: string;
}) {
  return (
    <div className="cq-choices" role="group" aria-labelledby={labelledBy} aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="cq-choice"
          aria-pressed={value === choice.value}
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

interface StepperProps {
  label: string;
  /** The name in the minus/plus buttons' labels ('Liegestütze verringern'). */
  name: string;
  value: number;
  min: number;
  max: number;
  onStep: (delta: number) => void;
  onSet: (value: number) => void;
}

/** A number with minus and plus; the field accepts digits only. */
export function Counter({ label, name, value, min, max, onStep, onSet }: StepperProps) {
  const id = useId();
  return (
    <div className="cq-counter">
      <label htmlFor={id} className="cq-label">
        {label}
      </label>
      <div className="cq-counter__row">
        <button
          type="button"
          className="cq-step-btn"
          aria-label={`${name} verringern`}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <input
          id={id}
          className="cq-counter__input"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={String(max).length}
          aria-describedby={`${id}-range`}
          value={String(value)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            onSet(digits === '' ? min : Number(digits));
          }}
        />
        <button
          type="button"
          className="cq-step-btn"
          aria-label={`${name} erhöhen`}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-range`} className="cq-hint">
        {min} bis {max}
      </p>
    </div>
  );
}

/** A 1–10 rating as a range input between minus and plus. */
export function RatingSlider({ label, name, value, min, max, onStep, onSet }: StepperProps) {
  const id = useId();
  return (
    <div className="cq-slider">
      <label htmlFor={id} className="cq-label">
        {label}
      </label>
      <div className="cq-slider__row">
        <button
          type="button"
          className="cq-step-btn"
          aria-label={`${name} verringern`}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <input
          id={id}
          type="range"
          className="cq-slider__input"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={`${value} von ${max}`}
          onChange={(event) => onSet(Number(event.target.value))}
        />
        <button
          type="button"
          className="cq-step-btn"
          aria-label={`${name} erhöhen`}
          onClick={() => onStep(1)}
        >
          +
        </button>
        <output htmlFor={id} className="cq-slider__value" aria-hidden="true">
          {value}
        </output>
      </div>
    </div>
  );
}

/** Step 4: the summer question; after an answer its follow-up (summer.ts). */
export function SummerQuestion({
  summer,
  followUp,
  onSummer,
  onFollowUp,
  showBoth,
}: {
  summer: SummerAnswer | '';
  followUp: FollowUp | '';
  onSummer: (value: SummerAnswer) => void;
  onFollowUp: (value: FollowUp) => void;
  /** The questionnaire keeps the summer question visible above the follow-up; the popup shows one at a time. */
  showBoth: boolean;
}) {
  const id = useId();
  const view = summerView(summer);
  return (
    <div className="cq-summer">
      {(showBoth || view.stage === 'summer') && (
        <>
          <p id={`${id}-summer`} className="cq-question">
            {SUMMER_QUESTION}
          </p>
          <ChoiceButtons
            choices={SUMMER_CHOICES}
            value={summer}
            onChoose={onSummer}
            labelledBy={`${id}-summer`}
          />
        </>
      )}
      {view.stage === 'followUp' && (
        <>
          <p id={`${id}-follow`} className="cq-question">
            {view.question}
          </p>
          <ChoiceButtons
            choices={view.choices}
            value={followUp}
            onChoose={onFollowUp}
            labelledBy={`${id}-follow`}
          />
        </>
      )}
    </div>
  );
}

/** Step 5: the barriers toggle on and off; 'andere' opens a free-text box. */
export function BarrierToggles({
  question,
  showQuestion = true,
  barriers,
  otherReasons,
  onToggle,
  onOtherReasons,
}: {
  question: string;
  /** The popup shows the question as the dialog's title. */
  showQuestion?: boolean;
  barriers: readonly Barrier[];
  otherReasons: string;
  onToggle: (barrier: Barrier) => void;
  onOtherReasons: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="cq-barriers">
      {showQuestion && (
        <p id={`${id}-question`} className="cq-question">
          {question}
        </p>
      )}
      <p className="cq-hint" id={`${id}-hint`}>
        Mehrere Antworten möglich
      </p>
      <div
        className="cq-choices"
        role="group"
        aria-labelledby={showQuestion ? `${id}-question` : undefined}
        aria-label={showQuestion ? undefined : question}
        aria-describedby={`${id}-hint`}
      >
        {BARRIERS.map((barrier) => (
          <button
            key={barrier}
            type="button"
            className="cq-choice"
            aria-pressed={barriers.includes(barrier)}
            onClick={() => onToggle(barrier)}
          >
            {BARRIER_LABELS[barrier]}
          </button>
        ))}
      </div>
      {barriers.includes('andere') && (
        <div className="cq-other">
          <label htmlFor={`${id}-other`} className="cq-label">
            Welche anderen Gründe?
          </label>
          <textarea
            id={`${id}-other`}
            className="field__input cq-other__text"
            rows={3}
            maxLength={OTHER_REASONS_MAX}
            value={otherReasons}
            onChange={(event) => onOtherReasons(event.target.value)}
          />
        </div>
      )}
    </div>
  );
}

/** 'Schritt N von 6' with its progress bar. */
export function Progress({ step, steps }: { step: number; steps: number }) {
  const id = useId();
  return (
    <div className="cq-progress">
      <p className="cq-progress__text" id={id}>
        Schritt {step} von {steps}
      </p>
      <div
        className="cq-progress__bar"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={steps}
        aria-valuenow={step}
      >
        <span style={{ width: `${(step / steps) * 100}%` }} />
      </div>
    </div>
  );
}
