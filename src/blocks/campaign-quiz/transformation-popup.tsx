// The self-check popup (seed 002 §2–§4, §9; issue 8 item 6), driven by createPopupQuiz: a short section with the
// '7-Wochen Challenge starten' button; the dialog (src/components/ui/modal: 'Schließen', Escape, backdrop) shows
// the intro, then steps 1–6 with Zurück/Weiter. Step 6 carries the contact fields (0083); 'Jetzt Challenge
// starten!' completes: the answers and the contact go to the lead outbox, the popup closes 2500 ms later when
// autoClose is on, then goes to redirectUrl if one is set.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '../../lib/navigation';
import {
  createPopupQuiz,
  POPUP_BACK,
  POPUP_BARRIER_QUESTION,
  POPUP_BENEFITS,
  POPUP_FINISH,
  POPUP_FINISH_TEXT,
  POPUP_FREQUENCIES,
  POPUP_FREQUENCY_QUESTION,
  POPUP_GOAL_QUESTION,
  POPUP_GOALS,
  POPUP_HEADLINE,
  POPUP_NEXT,
  POPUP_PUSHUPS_MAX,
  POPUP_PUSHUPS_MIN,
  POPUP_PUSHUPS_QUESTION,
  POPUP_START,
  POPUP_STEPS,
  POPUP_TEASER,
  type PopupAnswers,
} from '#domain/campaign/popup-quiz';
import { Button } from '../../components/ui/button';
import { Icon, ICON_NAMES, type IconName } from '../../components/ui/icon';
import { Modal, type ModalProps } from '../../components/ui/modal';
import { BarrierToggles, ChoiceButtons, Counter, Progress, SummerQuestion } from './answer-controls';
import { ContactFields, useContactStep, type ContactValues } from './contact-fields';
import { DELIVERY_WAITING_TEXT, leadOutbox, type Delivery, type LeadOutbox } from './lead-outbox';
import { useTimedStore } from './use-timed-store';
import './campaign-quiz.css';
import type { PropsOf } from '#domain/blocks/define';
import type { transformationPopupKind } from '#domain/blocks/kinds/campaign-quiz';

type TransformationPopupProps = PropsOf<typeof transformationPopupKind>;

/** The kit's modal has sizes up to xl; the seed's 2xl and 3xl use its widest panel. */
const MODAL_SIZE: Record<TransformationPopupProps['modalMaxWidth'], NonNullable<ModalProps['size']>> = {
  sm: 'sm',
  md: 'md',
  lg: 'lg',
  xl: 'xl',
  '2xl': 'xl',
  '3xl': 'xl',
  full: 'full',
};

const isIcon = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);
const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function stepTitle(step: number, texts: TransformationPopupProps['texts']): string {
  switch (step) {
    case 1:
      return POPUP_GOAL_QUESTION;
    case 2:
      return POPUP_FREQUENCY_QUESTION;
    case 3:
      return POPUP_PUSHUPS_QUESTION;
    case 4:
      return texts.summerTitle ?? '';
    case 5:
      return POPUP_BARRIER_QUESTION;
    default:
      return texts.readyTitle ?? '';
  }
}

/** The outbox is the site's lead outbox; a test hands in its own. */
export function TransformationPopup({
  outbox = leadOutbox,
  ...props
}: TransformationPopupProps & { outbox?: LeadOutbox }) {
  const id = useId();
  const navigate = useNavigate();
  const contactStep = useContactStep();
  const contactRef = useRef<ContactValues | null>(null);
  const latest = useRef({ outbox, navigate });
  const [delivery, setDelivery] = useState<Delivery>('sending');
  useEffect(() => {
    latest.current = { outbox, navigate };
  });

  const [state, store] = useTimedStore(() =>
    createPopupQuiz({
      autoClose: props.autoClose,
      redirectUrl: props.redirectUrl,
      navigate: (url) => {
        if (isInternal(url)) latest.current.navigate(url);
        else window.location.assign(url);
      },
      onComplete: (answers: PopupAnswers) => {
        const contact = contactRef.current;
        if (!contact) return;
        setDelivery('sending');
        void latest.current.outbox
          .deliver({ source: 'self-check', answers, contact })
          .then((left) => setDelivery(left === 0 ? 'sent' : 'waiting'));
      },
    }),
  );
  const { phase, step, answers } = state;
  const dispatch = store.dispatch;

  useEffect(() => {
    if (delivery !== 'waiting') return;
    return latest.current.outbox.keepRetrying();
  }, [delivery]);

  // Each step takes focus at its start, inside the dialog.
  const bodyRef = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (phase === 'closed') {
      shown.current = false;
      return;
    }
    if (!shown.current) {
      shown.current = true;
      return;
    }
    bodyRef.current?.focus();
  }, [phase, step]);

  const finish = () => {
    const contact = contactStep.validate();
    if (!contact) return;
    contactRef.current = contact;
    dispatch({ type: 'complete' });
  };

  const title =
    phase === 'intro'
      ? POPUP_HEADLINE
      : phase === 'completed'
        ? props.texts.thanksTitle
        : stepTitle(step, props.texts);

  return (
    <section
      id={props.anchor || undefined}
      className="section cq-section cq-popup-section"
      aria-labelledby={`${id}-title`}
    >
      <div className="container cq-popup-teaser">
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.text && <p className="lead">{props.text}</p>}
        <Button
          variant={props.buttonVariant}
          size={props.buttonSize}
          iconStart={isIcon(props.buttonIcon) ? props.buttonIcon : undefined}
          aria-haspopup="dialog"
          onClick={() => dispatch({ type: 'open' })}
        >
          {props.buttonText}
        </Button>
      </div>

      <Modal
        open={phase !== 'closed'}
        onClose={() => dispatch({ type: 'close', reason: 'button' })}
        title={title}
        size={MODAL_SIZE[props.modalMaxWidth]}
        closeOnBackdrop={props.closeOnBackdrop}
      >
        <div
          className="cq-popup"
          data-backdrop={props.modalBackdrop}
          data-close-button={props.showCloseButton ? 'shown' : 'hidden'}
          ref={bodyRef}
          tabIndex={-1}
        >
          {phase === 'intro' && (
            <>
              <p className="cq-popup__teaser">{POPUP_TEASER}</p>
              <ol className="cq-benefits">
                {POPUP_BENEFITS.map((benefit) => (
                  <li key={benefit.number} className="cq-benefit">
                    <span className="cq-benefit__number" aria-hidden="true">
                      {benefit.number}
                    </span>
                    <div>
                      <h3 className="cq-benefit__title">{benefit.title}</h3>
                      <p>{benefit.text}</p>
                    </div>
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
                  {POPUP_START}
                </Button>
              </div>
            </>
          )}

          {phase === 'steps' && (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step === POPUP_STEPS) finish();
                else dispatch({ type: 'next' });
              }}
            >
              <Progress step={step} steps={POPUP_STEPS} />
              {step === 1 && (
                <ChoiceButtons
                  choices={POPUP_GOALS}
                  value={answers.goal}
                  label={POPUP_GOAL_QUESTION}
                  onChoose={(goal) => dispatch({ type: 'setGoal', goal })}
                />
              )}
              {step === 2 && (
                <ChoiceButtons
                  choices={POPUP_FREQUENCIES}
                  value={answers.frequency}
                  label={POPUP_FREQUENCY_QUESTION}
                  onChoose={(frequency) => dispatch({ type: 'setFrequency', frequency })}
                />
              )}
              {step === 3 && (
                <Counter
                  label={props.texts.pushupsLabel ?? ''}
                  name="Liegestütze"
                  value={answers.pushups}
                  min={POPUP_PUSHUPS_MIN}
                  max={POPUP_PUSHUPS_MAX}
                  onStep={(delta) => dispatch({ type: 'stepPushups', delta })}
                  onSet={(value) => dispatch({ type: 'setPushups', value })}
                />
              )}
              {step === 4 && (
                <SummerQuestion
                  showBoth={false}
                  summer={answers.summer}
                  followUp={answers.followUp}
                  onSummer={(summer) => dispatch({ type: 'setSummer', summer })}
                  onFollowUp={(followUp) => dispatch({ type: 'setFollowUp', followUp })}
                />
              )}
              {step === 5 && (
                <BarrierToggles
                  question={POPUP_BARRIER_QUESTION}
                  showQuestion={false}
                  barriers={answers.barriers}
                  otherReasons={answers.otherReasons}
                  onToggle={(barrier) => dispatch({ type: 'toggleBarrier', barrier })}
                  onOtherReasons={(text) => dispatch({ type: 'setOtherReasons', text })}
                />
              )}
              {step === 6 && (
                <>
                  <p className="cq-popup__finish">{POPUP_FINISH_TEXT}</p>
                  <fieldset className="cq-fieldset">
                    <legend className="cq-hint">{props.texts.contactText}</legend>
                    <ContactFields step={contactStep} />
                  </fieldset>
                </>
              )}
              <div className="cq-actions">
                <Button variant="ghost" iconStart="arrow-left" onClick={() => dispatch({ type: 'back' })}>
                  {POPUP_BACK}
                </Button>
                {step < POPUP_STEPS ? (
                  <Button type="submit" iconEnd="arrow-right">
                    {POPUP_NEXT}
                  </Button>
                ) : (
                  <Button type="submit" variant="gradient" iconEnd="zap">
                    {POPUP_FINISH}
                  </Button>
                )}
              </div>
            </form>
          )}

          {phase === 'completed' && (
            <div className="cq-thanks" role="status">
              <span className="cq-thanks__icon" aria-hidden="true">
                <Icon name="check" size="2rem" />
              </span>
              <p>{props.texts.thanksText}</p>
              {delivery === 'waiting' && <p className="cq-waiting">{DELIVERY_WAITING_TEXT}</p>}
              {props.autoClose ? (
                <p className="cq-hint">{props.texts.autoCloseText}</p>
              ) : (
                <div className="cq-actions">
                  <Button onClick={() => dispatch({ type: 'close', reason: 'button' })}>
                    {props.texts.close}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      </Modal>
    </section>
  );
}

export default TransformationPopup;
