// The seven-week questionnaire (seed 002 §2–§5, §9): intro, then steps 1–6 with progress step/6. Step 1 is left
// only with an age of 16–99 and a gender; otherwise the field flashes red for 500 ms (cleared early when its
// value changes). Ratings 1–10 (default 5), push-ups 0–200 (default 0). A follow-up answer advances after
// 300 ms. Completion shows a 1000 ms submitting state, then emits the answers.
import { createTimedStore, type Scheduled, type TimedStore } from './timed-store';
import {
  defaultSummerAnswers,
  emittedAnswers,
  followUpFits,
  summerAnswersPatch,
  type SummerAnswers,
  type SummerAnswer,
  type SummerAnswersAction,
} from './summer';

export const QUESTIONNAIRE_STEPS = 6;
export const AGE_MIN = 16;
export const AGE_MAX = 99;
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const RATING_DEFAULT = 5;
export const PUSHUPS_MIN = 0;
export const PUSHUPS_MAX = 200;
export const PUSHUPS_DEFAULT = 0;
export const ERROR_FLASH_MS = 500;
export const FOLLOW_UP_ADVANCE_MS = 300;
export const SUBMIT_DELAY_MS = 1000;

/** Which step asks what; the seed gives the answers, not the order of every step (0070). */
export const QUESTIONNAIRE_STEP = {
  personal: 1,
  ratings: 2,
  pushups: 3,
  summer: 4,
  barriers: 5,
  finish: 6,
} as const;

/** The intro's four steps, in our German words (the seed paraphrases them; 0070). */
export const QUESTIONNAIRE_INTRO_STEPS = [
  'Fragebogen ausfüllen',
  'An der Verlosung teilnehmen',
  '7 Wochen durchziehen',
  'Chance auf eine kostenlose Teilnahme und eigenes Equipment',
] as const;

export const GENDERS = ['male', 'female', 'diverse', 'no-answer'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  male: 'Männlich',
  female: 'Weiblich',
  diverse: 'Divers',
  'no-answer': 'Keine Angabe',
};

export type RatingKey = 'fitness' | 'balance' | 'happiness';
export const RATING_KEYS: readonly RatingKey[] = ['fitness', 'balance', 'happiness'];

export interface QuestionnaireAnswers extends SummerAnswers {
  age: number | null;
  gender: Gender | null;
  fitness: number;
  balance: number;
  happiness: number;
  pushups: number;
}

export type QuestionnairePhase = 'intro' | 'questions' | 'submitting' | 'completed';

export interface QuestionnaireState {
  phase: QuestionnairePhase;
  step: number;
  answers: QuestionnaireAnswers;
  /** Fields flashing red after a refused 'Weiter' on step 1. */
  flash: { age: boolean; gender: boolean };
}

export type QuestionnaireAction =
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'setAge'; age: number | null }
  | { type: 'setGender'; gender: Gender }
  | { type: 'setRating'; key: RatingKey; value: number }
  | { type: 'stepRating'; key: RatingKey; delta: number }
  | { type: 'setPushups'; value: number }
  | { type: 'stepPushups'; delta: number }
  | { type: 'setSummer'; summer: SummerAnswer }
  | SummerAnswersAction
  | { type: 'submit' }
  /** Scheduled: the end of a red flash. */
  | { type: 'flashEnd'; field: 'age' | 'gender' }
  /** Scheduled: the follow-up's auto-advance, only if still on that step. */
  | { type: 'autoAdvance'; fromStep: number }
  /** Scheduled: the end of the submitting state. */
  | { type: 'submitted' };

export const defaultAnswers = (): QuestionnaireAnswers => ({
  age: null,
  gender: null,
  fitness: RATING_DEFAULT,
  balance: RATING_DEFAULT,
  happiness: RATING_DEFAULT,
  pushups: PUSHUPS_DEFAULT,
  ...defaultSummerAnswers(),
});

export const initialQuestionnaire = (): QuestionnaireState => ({
  phase: 'intro',
  step: 1,
  answers: defaultAnswers(),
  flash: { age: false, gender: false },
});

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;

export const clampRating = (value: number) => clamp(value, RATING_MIN, RATING_MAX);
export const clampPushups = (value: number) => clamp(value, PUSHUPS_MIN, PUSHUPS_MAX);

/** A whole number from 16 to 99. */
export const isValidAge = (age: number | null | undefined): age is number =>
  typeof age === 'number' && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_MAX;

/** The age field's text as a number, or null when empty or not a number. */
export function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** Progress of the bar: step / 6 (0 on the intro), as a fraction. */
export const questionnaireProgress = (state: QuestionnaireState) =>
  state.phase === 'intro' ? 0 : state.step / QUESTIONNAIRE_STEPS;

const withAnswers = (
  state: QuestionnaireState,
  patch: Partial<QuestionnaireAnswers>,
): QuestionnaireState => ({
  ...state,
  answers: { ...state.answers, ...patch },
});

export function questionnaireReducer(
  state: QuestionnaireState,
  action: QuestionnaireAction,
): QuestionnaireState {
  const { answers } = state;
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' ? { ...state, phase: 'questions', step: 1 } : state;
    case 'next': {
      if (state.phase !== 'questions' || state.step >= QUESTIONNAIRE_STEPS) return state;
      if (state.step === QUESTIONNAIRE_STEP.personal) {
        const ageOk = isValidAge(answers.age);
        const genderOk = answers.gender !== null;
        if (!ageOk || !genderOk) return { ...state, flash: { age: !ageOk, gender: !genderOk } };
      }
      return { ...state, step: state.step + 1, flash: { age: false, gender: false } };
    }
    case 'back':
      if (state.phase !== 'questions' || state.step <= 1) return state;
      return { ...state, step: state.step - 1 };
    case 'setAge':
      return { ...withAnswers(state, { age: action.age }), flash: { ...state.flash, age: false } };
    case 'setGender':
      return { ...withAnswers(state, { gender: action.gender }), flash: { ...state.flash, gender: false } };
    case 'setRating':
      return withAnswers(state, { [action.key]: clampRating(action.value) });
    case 'stepRating':
      return withAnswers(state, { [action.key]: clampRating(answers[action.key] + action.delta) });
    case 'setPushups':
      return withAnswers(state, { pushups: clampPushups(action.value) });
    case 'stepPushups':
      return withAnswers(state, { pushups: clampPushups(answers.pushups + action.delta) });
    case 'setSummer':
      return withAnswers(state, {
        summer: action.summer,
        followUp: answers.followUp && followUpFits(action.summer, answers.followUp) ? answers.followUp : '',
      });
    case 'setFollowUp':
    case 'toggleBarrier':
    case 'setOtherReasons': {
      const patch = summerAnswersPatch(answers, action);
      return patch ? withAnswers(state, patch) : state;
    }
    case 'submit':
      return state.phase === 'questions' && state.step === QUESTIONNAIRE_STEPS
        ? { ...state, phase: 'submitting' }
        : state;
    case 'flashEnd':
      return state.flash[action.field]
        ? { ...state, flash: { ...state.flash, [action.field]: false } }
        : state;
    case 'autoAdvance':
      if (state.phase !== 'questions' || state.step !== action.fromStep) return state;
      return questionnaireReducer(state, { type: 'next' });
    case 'submitted':
      return state.phase === 'submitting' ? { ...state, phase: 'completed' } : state;
  }
}

/** The delayed actions a transition schedules. */
export function questionnaireEffects(
  previous: QuestionnaireState,
  action: QuestionnaireAction,
  next: QuestionnaireState,
): Scheduled<QuestionnaireAction>[] {
  const scheduled: Scheduled<QuestionnaireAction>[] = [];
  if (action.type === 'next') {
    for (const field of ['age', 'gender'] as const) {
      if (next.flash[field])
        scheduled.push({
          delayMs: ERROR_FLASH_MS,
          action: { type: 'flashEnd', field },
          key: `flash-${field}`,
        });
    }
  }
  if (
    action.type === 'setFollowUp' &&
    next.phase === 'questions' &&
    next.answers.followUp === action.followUp
  )
    scheduled.push({
      delayMs: FOLLOW_UP_ADVANCE_MS,
      action: { type: 'autoAdvance', fromStep: next.step },
      key: 'advance',
    });
  if (previous.phase !== 'submitting' && next.phase === 'submitting')
    scheduled.push({ delayMs: SUBMIT_DELAY_MS, action: { type: 'submitted' }, key: 'submit' });
  return scheduled;
}

/** The answers as emitted on completion: the free text only with 'andere'. */
export const completedAnswers = (answers: QuestionnaireAnswers): QuestionnaireAnswers =>
  emittedAnswers(answers);

export interface QuestionnaireCallbacks {
  /** Emitted on every step change (seed 002 §4). */
  onStep?: (step: number) => void;
  /** The completed event, after the 1000 ms submitting state. */
  onComplete?: (answers: QuestionnaireAnswers) => void;
}

/** The questionnaire as a store with its timers, emitting the step changes and the completion. */
export function createQuestionnaire(
  callbacks: QuestionnaireCallbacks = {},
): TimedStore<QuestionnaireState, QuestionnaireAction> {
  const store = createTimedStore(questionnaireReducer, initialQuestionnaire(), questionnaireEffects);
  let last = store.getState();
  store.subscribe(() => {
    const now = store.getState();
    if (now.phase === 'questions' && (now.step !== last.step || last.phase !== 'questions'))
      callbacks.onStep?.(now.step);
    if (now.phase === 'completed' && last.phase !== 'completed')
      callbacks.onComplete?.(completedAnswers(now.answers));
    last = now;
  });
  return store;
}
