// The self-check popup quiz (seed 002 §2–§4, §9): opened by '7-Wochen Challenge starten', an intro, then steps
// 1–6 with 'Zurück' and 'Weiter'. Step 4 branches on the summer answer (see summer.ts); step 6 starts the
// challenge. The completion event carries the answers; with autoClose (default on) the popup closes 2500 ms
// later and then goes to redirectUrl when one is set. Steps 1, 2, 5 and 6's own texts are ours (0070).
import { createTimedStore, type Scheduled, type TimedStore } from './timed-store';
import {
  defaultSummerAnswers,
  emittedAnswers,
  summerAnswersPatch,
  type SummerAnswers,
  type SummerAnswer,
  type SummerAnswersAction,
} from './summer';

export const POPUP_STEPS = 6;
export const POPUP_AUTO_CLOSE_MS = 2500;
/** A single-choice answer moves on after this long, as the questionnaire's follow-up does (0070). */
export const POPUP_CHOICE_ADVANCE_MS = 300;
/** The seed shows no bound for the popup's counter; we use the questionnaire's 0–200 (0070). */
export const POPUP_PUSHUPS_MIN = 0;
export const POPUP_PUSHUPS_MAX = 200;

// Texts from the seed, word for word.
export const POPUP_OPEN_BUTTON = '7-Wochen Challenge starten';
export const POPUP_CLOSE_LABEL = 'Schließen';
export const POPUP_HEADLINE = '7 Wochen. Neuer Körper. Null Kosten.';
export const POPUP_START = 'Jetzt starten!';
export const POPUP_BACK = 'Zurück';
export const POPUP_NEXT = 'Weiter';
export const POPUP_PUSHUPS_QUESTION = 'Wie stark bist du?';
export const POPUP_FINISH = 'Jetzt Challenge starten!';

// Texts the seed describes but does not quote: ours (0070).
export const POPUP_TEASER =
  'Unter allen Teilnehmenden verlosen wir eine komplette Transformation. Dauert nur 90 Sekunden.';
export const POPUP_BENEFITS = [
  { number: 1, title: '297 € investieren', text: '7 Wochen Training, Coaching und Ernährungstipps.' },
  {
    number: 2,
    title: '7 Wochen durchziehen',
    text: 'Mindestens 80 % der Trainings, wöchentlicher Check-in.',
  },
  {
    number: 3,
    title: '100 € zurück',
    text: 'Die übrigen 197 € werden dir auf eine Mitgliedschaft angerechnet.',
  },
] as const;
export const POPUP_GOAL_QUESTION = 'Was willst du in 7 Wochen erreichen?';
export const POPUP_GOALS = [
  { value: 'abnehmen', label: 'Abnehmen' },
  { value: 'muskeln', label: 'Muskeln aufbauen' },
  { value: 'fitter', label: 'Fitter werden' },
] as const;
export type PopupGoal = (typeof POPUP_GOALS)[number]['value'];
export const POPUP_FREQUENCY_QUESTION = 'Wie oft trainierst du im Moment?';
export const POPUP_FREQUENCIES = [
  { value: 'nie', label: 'Gar nicht' },
  { value: 'selten', label: '1–2 Mal pro Woche' },
  { value: 'oft', label: '3 Mal oder öfter' },
] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number]['value'];
export const POPUP_BARRIER_QUESTION = 'Was hat dich bisher aufgehalten?';
export const POPUP_FINISH_TEXT = 'Stark! Du bist bereit für deine 7-Wochen-Transformation.';

export interface PopupAnswers extends SummerAnswers {
  /** Step 1 (ours). */
  goal: PopupGoal | '';
  /** Step 2 (ours). */
  frequency: PopupFrequency | '';
  pushups: number;
}

export type PopupPhase = 'closed' | 'intro' | 'steps' | 'completed';
export type CloseReason = 'button' | 'escape' | 'backdrop' | 'auto';

export interface PopupState {
  phase: PopupPhase;
  step: number;
  answers: PopupAnswers;
  /** Why the popup last closed (null while open or never opened). */
  closedBy: CloseReason | null;
}

export type PopupAction =
  | { type: 'open' }
  | { type: 'close'; reason: Exclude<CloseReason, 'auto'> }
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setGoal'; goal: PopupGoal }
  | { type: 'setFrequency'; frequency: PopupFrequency }
  | { type: 'setPushups'; value: number }
  | { type: 'stepPushups'; delta: number }
  | { type: 'setSummer'; summer: SummerAnswer }
  | SummerAnswersAction
  /** 'Jetzt Challenge starten!' on step 6. */
  | { type: 'complete' }
  /** Scheduled: a single-choice answer moves on, only if still on that step. */
  | { type: 'autoAdvance'; fromStep: number }
  /** Scheduled: 2500 ms after completion, when autoClose is on. */
  | { type: 'autoClose' };

export const defaultPopupAnswers = (): PopupAnswers => ({
  goal: '',
  frequency: '',
  pushups: 0,
  ...defaultSummerAnswers(),
});

export const initialPopup = (): PopupState => ({
  phase: 'closed',
  step: 1,
  answers: defaultPopupAnswers(),
  closedBy: null,
});

const clampPushups = (value: number) =>
  Number.isFinite(value) ? Math.min(POPUP_PUSHUPS_MAX, Math.max(POPUP_PUSHUPS_MIN, Math.round(value))) : 0;

const withAnswers = (state: PopupState, patch: Partial<PopupAnswers>): PopupState =>
  state.phase === 'steps' ? { ...state, answers: { ...state.answers, ...patch } } : state;

export function popupReducer(state: PopupState, action: PopupAction): PopupState {
  const { answers } = state;
  switch (action.type) {
    case 'open':
      // Opening always starts afresh on the intro.
      return { ...initialPopup(), phase: 'intro' };
    case 'close':
      return state.phase === 'closed' ? state : { ...state, phase: 'closed', closedBy: action.reason };
    case 'start':
      return state.phase === 'intro' ? { ...state, phase: 'steps', step: 1 } : state;
    case 'next':
      return state.phase === 'steps' && state.step < POPUP_STEPS ? { ...state, step: state.step + 1 } : state;
    case 'back':
      if (state.phase !== 'steps') return state;
      // On step 4's follow-up, 'Zurück' first returns to the summer question (0070).
      if (state.step === 4 && answers.summer !== '')
        return { ...state, answers: { ...answers, summer: '', followUp: '' } };
      return state.step > 1 ? { ...state, step: state.step - 1 } : { ...state, phase: 'intro' };
    case 'setGoal':
      return withAnswers(state, { goal: action.goal });
    case 'setFrequency':
      return withAnswers(state, { frequency: action.frequency });
    case 'setPushups':
      return withAnswers(state, { pushups: clampPushups(action.value) });
    case 'stepPushups':
      return withAnswers(state, { pushups: clampPushups(answers.pushups + action.delta) });
    case 'setSummer':
      return withAnswers(state, { summer: action.summer, followUp: '' });
    case 'setFollowUp':
    case 'toggleBarrier':
    case 'setOtherReasons': {
      const patch = summerAnswersPatch(answers, action);
      return patch ? withAnswers(state, patch) : state;
    }
    case 'complete':
      return state.phase === 'steps' && state.step === POPUP_STEPS ? { ...state, phase: 'completed' } : state;
    case 'autoAdvance':
      return state.phase === 'steps' && state.step === action.fromStep && state.step < POPUP_STEPS
        ? { ...state, step: state.step + 1 }
        : state;
    case 'autoClose':
      return state.phase === 'completed' ? { ...state, phase: 'closed', closedBy: 'auto' } : state;
  }
}

export interface PopupOptions {
  /** Default true (seed 002 §3). */
  autoClose?: boolean;
  /** Where to go after the auto-close; nothing when empty. */
  redirectUrl?: string;
}

/** The delayed actions a transition schedules. */
export function popupEffects(options: PopupOptions = {}) {
  const autoClose = options.autoClose ?? true;
  return (previous: PopupState, action: PopupAction, next: PopupState): Scheduled<PopupAction>[] => {
    const scheduled: Scheduled<PopupAction>[] = [];
    const chose =
      (action.type === 'setGoal' && next.answers.goal === action.goal) ||
      (action.type === 'setFrequency' && next.answers.frequency === action.frequency) ||
      (action.type === 'setFollowUp' && next.answers.followUp === action.followUp);
    if (chose && next.phase === 'steps')
      scheduled.push({
        delayMs: POPUP_CHOICE_ADVANCE_MS,
        action: { type: 'autoAdvance', fromStep: next.step },
        key: 'advance',
      });
    if (autoClose && previous.phase !== 'completed' && next.phase === 'completed')
      scheduled.push({ delayMs: POPUP_AUTO_CLOSE_MS, action: { type: 'autoClose' }, key: 'autoClose' });
    return scheduled;
  };
}

/** The answer record of the completion event: the free text only with 'andere'. */
export const popupResult = (answers: PopupAnswers): PopupAnswers => emittedAnswers(answers);

export interface PopupCallbacks extends PopupOptions {
  onComplete?: (answers: PopupAnswers) => void;
  onClose?: (reason: CloseReason) => void;
  /** Called with redirectUrl after the auto-close, when one is set. */
  navigate?: (url: string) => void;
}

/** The popup as a store with its timers: completion event, auto-close, redirect. */
export function createPopupQuiz(callbacks: PopupCallbacks = {}): TimedStore<PopupState, PopupAction> {
  const store = createTimedStore(popupReducer, initialPopup(), popupEffects(callbacks));
  let last = store.getState();
  store.subscribe(() => {
    const now = store.getState();
    if (now.phase === 'completed' && last.phase !== 'completed')
      callbacks.onComplete?.(popupResult(now.answers));
    if (now.phase === 'closed' && last.phase !== 'closed') {
      if (now.closedBy) callbacks.onClose?.(now.closedBy);
      if (now.closedBy === 'auto' && callbacks.redirectUrl) callbacks.navigate?.(callbacks.redirectUrl);
    }
    last = now;
  });
  return store;
}
