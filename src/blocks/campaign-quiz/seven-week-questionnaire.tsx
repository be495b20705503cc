// The seven-week questionnaire (seed 002 §2–§5, §9; issue 8 item 5), driven by createQuestionnaire: the intro
// with the four steps, then steps 1–6 with 'Schritt N von 6'. Step 1 needs an age of 16–99 and a gender; a
// refused 'Weiter' flashes the missing field red for 500 ms (seed 002) and, since issue 20, also says why in words
// next to the field until it is fixed (aria-invalid, the message in aria-describedby, read out by a status line). Step 6 is the contact step (0083); 'An der Verlosung teilnehmen' shows
// 'Wird gesendet …' for 1000 ms, then the thank-you, and the lead goes to the outbox.
import { useEffect, useId, useRef, useState } from 'react';
import {
  AGE_MAX,
  AGE_MIN,
  createQuestionnaire,
  GENDER_LABELS,
  GENDERS,
  parseAge,
  PUSHUPS_MAX,
  PUSHUPS_MIN,
  QUESTIONNAIRE_INTRO_STEPS,
  QUESTIONNAIRE_STEP,
  QUESTIONNAIRE_STEPS,
  RATING_KEYS,
  RATING_MAX,
  RATING_MIN,
  type QuestionnaireAnswers,
} from '#domain/campaign/questionnaire';
import { POPUP_BARRIER_QUESTION } from '#domain/campaign/popup-quiz';
import { QUESTIONNAIRE_RATING_LABELS } from '#domain/schemas/leads';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { BarrierToggles, Counter, Progress, RatingSlider, SummerQuestion } from './answer-controls';
import { ContactFields, useContactStep, type ContactValues } from './contact-fields';
import { DELIVERY_WAITING_TEXT, leadOutbox, type Delivery, type LeadOutbox } from './lead-outbox';
import { useTimedStore } from './use-timed-store';
import './campaign-quiz.css';
import type { PropsOf } from '#domain/blocks/define';
import type { sevenWeekQuestionnaireKind } from '#domain/blocks/kinds/campaign-quiz';

export function SevenWeekQuestionnaire({
  anchor,
  texts,
  outbox = leadOutbox,
}: PropsOf<typeof sevenWeekQuestionnaireKind> & { outbox?: LeadOutbox }) {
  const id = useId();
  const contactStep = useContactStep();
  const contactRef = useRef<ContactValues | null>(null);
  const outboxRef = useRef(outbox);
  const [delivery, setDelivery] = useState<Delivery>('sending');
  useEffect(() => {
    outboxRef.current = outbox;
  });

  const [state, store] = useTimedStore(() =>
    createQuestionnaire({
      onComplete: (answers: QuestionnaireAnswers) => {
        const contact = contactRef.current;
        if (!contact || answers.age === null || answers.gender === null) return;
        void outboxRef.current
          .deliver({
            source: 'questionnaire',
            answers: { ...answers, age: answers.age, gender: answers.gender },
            contact,
          })
          .then((left) => setDelivery(left === 0 ? 'sent' : 'waiting'));
      },
    }),
  );
  const { phase, step, answers, flash } = state;
  const dispatch = store.dispatch;
  const [triedPersonal, setTriedPersonal] = useState(false);

  useEffect(() => {
    if (delivery !== 'waiting') return;
    return outboxRef.current.keepRetrying();
  }, [delivery]);

  // A new step (or the thank-you) takes focus, so keyboard and screen-reader users go on where it starts.
  const bodyRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (phase === 'submitting') return;
    bodyRef.current?.focus({ preventScroll: true });
  }, [phase, step]);

  const submit = () => {
    const contact = contactStep.validate();
    if (!contact) return;
    contactRef.current = contact;
    dispatch({ type: 'submit' });
  };

  const T = texts;
  const flashing = flash.age || flash.gender;
  // After a refused 'Weiter' on step 1, each missing answer says why until it is given.
  const ageProblem =
    triedPersonal && (answers.age === null || answers.age < AGE_MIN || answers.age > AGE_MAX)
      ? `Bitte gib dein Alter an: ${AGE_MIN} bis ${AGE_MAX} Jahre.`
      : '';
  const genderProblem = triedPersonal && answers.gender === null ? 'Bitte wähle dein Geschlecht.' : '';
  const personalProblems = [ageProblem, genderProblem].filter(Boolean).join(' ');
  return (
    <section id={anchor || undefined} className="section cq-section" aria-labelledby={`${id}-title`}>
      <div className="container cq-inner">
        <div className="section__head">
          <p className="cq-eyebrow">{T.eyebrow}</p>
          <h2 id={`${id}-title`}>{T.title}</h2>
          <p className="lead">{T.lead}</p>
        </div>

        <div
          className="cq-card"
          ref={bodyRef}
          tabIndex={-1}
          aria-labelledby={`${id}-card-title`}
          role="group"
        >
          {phase === 'intro' && (
            <>
              <h3 id={`${id}-card-title`} className="cq-card__title">
                {T.introTitle}
              </h3>
              <ol className="cq-intro">
                {QUESTIONNAIRE_INTRO_STEPS.map((text, index) => (
                  <li key={text}>
                    <span className="cq-intro__number" aria-hidden="true">
                      {index + 1}
                    </span>
                    {text}
                  </li>
                ))}
              </ol>
              <div className="cq-actions">
                <Button
                  variant="gradient"
                  size="lg"
                  iconEnd="arrow-right"
                  onClick={() => dispatch({ type: 'start' })}
                >
                  {T.start}
                </Button>
              </div>
            </>
          )}

          {(phase === 'questions' || phase === 'submitting') && (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step === QUESTIONNAIRE_STEP.personal) setTriedPersonal(true);
                if (step === QUESTIONNAIRE_STEPS) submit();
                else dispatch({ type: 'next' });
              }}
            >
              <Progress step={step} steps={QUESTIONNAIRE_STEPS} />
              <h3 id={`${id}-card-title`} className="cq-card__title">
                {T.stepTitles?.[step - 1]}
              </h3>

              {step === QUESTIONNAIRE_STEP.personal && (
                <div className="cq-fields">
                  <div
                    className={['cq-field', flash.age && 'cq-flash', ageProblem && 'field--invalid']
                      .filter(Boolean)
                      .join(' ')}
                    data-testid="age-field"
                  >
                    <label htmlFor={`${id}-age`} className="cq-label">
                      {T.age} <span aria-hidden="true">*</span>
                    </label>
                    <input
                      id={`${id}-age`}
                      className="field__input cq-age"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      maxLength={2}
                      autoComplete="off"
                      required
                      aria-invalid={flash.age || Boolean(ageProblem) || undefined}
                      aria-describedby={ageProblem ? `${id}-age-hint ${id}-age-error` : `${id}-age-hint`}
                      value={answers.age === null ? '' : String(answers.age)}
                      onChange={(event) =>
                        dispatch({ type: 'setAge', age: parseAge(event.target.value.replace(/\D/g, '')) })
                      }
                    />
                    <p id={`${id}-age-hint`} className="cq-hint">
                      {AGE_MIN} bis {AGE_MAX} Jahre
                    </p>
                    {ageProblem && (
                      <p id={`${id}-age-error`} className="field__error">
                        {ageProblem}
                      </p>
                    )}
                  </div>
                  <div className={flash.gender ? 'cq-field cq-flash' : 'cq-field'} data-testid="gender-field">
                    <p id={`${id}-gender`} className="cq-label">
                      {T.gender} <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> (Pflichtfeld)</span>
                    </p>
                    <div
                      className="cq-choices"
                      role="group"
                      aria-labelledby={`${id}-gender`}
                      aria-describedby={genderProblem ? `${id}-gender-error` : undefined}
                      aria-invalid={flash.gender || Boolean(genderProblem) || undefined}
                    >
                      {GENDERS.map((gender) => (
                        <button
                          key={gender}
                          type="button"
                          className="cq-choice"
                          aria-pressed={answers.gender === gender}
                          onClick={() => dispatch({ type: 'setGender', gender })}
                        >
                          {GENDER_LABELS[gender]}
                        </button>
                      ))}
                    </div>
                    {genderProblem && (
                      <p id={`${id}-gender-error`} className="field__error">
                        {genderProblem}
                      </p>
                    )}
                  </div>
                  <p className="visually-hidden" role="status">
                    {personalProblems || (flashing ? T.flashStatus : '')}
                  </p>
                </div>
              )}

              {step === QUESTIONNAIRE_STEP.ratings && (
                <div className="cq-fields">
                  <p className="cq-hint">{T.ratingHint}</p>
                  {RATING_KEYS.map((key) => (
                    <RatingSlider
                      key={key}
                      label={T.ratings?.[key] ?? ''}
                      name={QUESTIONNAIRE_RATING_LABELS[key]}
                      value={answers[key]}
                      min={RATING_MIN}
                      max={RATING_MAX}
                      onStep={(delta) => dispatch({ type: 'stepRating', key, delta })}
                      onSet={(value) => dispatch({ type: 'setRating', key, value })}
                    />
                  ))}
                </div>
              )}

              {step === QUESTIONNAIRE_STEP.pushups && (
                <Counter
                  label={T.pushups ?? ''}
                  name="Liegestütze"
                  value={answers.pushups}
                  min={PUSHUPS_MIN}
                  max={PUSHUPS_MAX}
                  onStep={(delta) => dispatch({ type: 'stepPushups', delta })}
                  onSet={(value) => dispatch({ type: 'setPushups', value })}
                />
              )}

              {step === QUESTIONNAIRE_STEP.summer && (
                <SummerQuestion
                  showBoth
                  summer={answers.summer}
                  followUp={answers.followUp}
                  onSummer={(summer) => dispatch({ type: 'setSummer', summer })}
                  onFollowUp={(followUp) => dispatch({ type: 'setFollowUp', followUp })}
                />
              )}

              {step === QUESTIONNAIRE_STEP.barriers && (
                <BarrierToggles
                  question={POPUP_BARRIER_QUESTION}
                  barriers={answers.barriers}
                  otherReasons={answers.otherReasons}
                  onToggle={(barrier) => dispatch({ type: 'toggleBarrier', barrier })}
                  onOtherReasons={(text) => dispatch({ type: 'setOtherReasons', text })}
                />
              )}

              {step === QUESTIONNAIRE_STEP.finish && (
                <fieldset className="cq-fieldset" disabled={phase === 'submitting'}>
                  <legend className="cq-hint">{T.contactText}</legend>
                  <ContactFields step={contactStep} />
                </fieldset>
              )}

              <div className="cq-actions">
                {step > 1 && (
                  <Button
                    variant="ghost"
                    iconStart="arrow-left"
                    disabled={phase === 'submitting'}
                    onClick={() => dispatch({ type: 'back' })}
                  >
                    {T.back}
                  </Button>
                )}
                {step < QUESTIONNAIRE_STEPS ? (
                  <Button type="submit" iconEnd="arrow-right">
                    {T.next}
                  </Button>
                ) : (
                  <Button type="submit" variant="gradient" loading={phase === 'submitting'}>
                    {phase === 'submitting' ? T.submitting : T.submit}
                  </Button>
                )}
              </div>
            </form>
          )}

          {phase === 'completed' && (
            <div className="cq-thanks" role="status">
              <span className="cq-thanks__icon" aria-hidden="true">
                <Icon name="trophy" size="2rem" />
              </span>
              <h3 id={`${id}-card-title`} className="cq-card__title">
                {T.thanksTitle}
              </h3>
              <p>{T.thanksText}</p>
              {delivery === 'waiting' && <p className="cq-waiting">{DELIVERY_WAITING_TEXT}</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

export default SevenWeekQuestionnaire;
