import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGE_MAX,
  AGE_MIN,
  ERROR_FLASH_MS,
  FOLLOW_UP_ADVANCE_MS,
  GENDER_LABELS,
  PUSHUPS_DEFAULT,
  PUSHUPS_MAX,
  PUSHUPS_MIN,
  QUESTIONNAIRE_STEPS,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  SUBMIT_DELAY_MS,
  createQuestionnaire,
  initialQuestionnaire,
  isValidAge,
  parseAge,
  questionnaireProgress,
  questionnaireReducer,
  type QuestionnaireAction,
  type QuestionnaireState,
} from './questionnaire';

const run = (state: QuestionnaireState, ...actions: QuestionnaireAction[]) =>
  actions.reduce(questionnaireReducer, state);
const onStep1 = () => run(initialQuestionnaire(), { type: 'start' });
const valid = () => run(onStep1(), { type: 'setAge', age: 30 }, { type: 'setGender', gender: 'female' });
const atStep = (step: number) =>
  run(valid(), ...Array.from({ length: step - 1 }, (): QuestionnaireAction => ({ type: 'next' })));

describe('the questionnaire constants (seed 002 §9)', () => {
  it('are the seed’s', () => {
    expect(QUESTIONNAIRE_STEPS).toBe(6);
    expect([AGE_MIN, AGE_MAX]).toEqual([16, 99]);
    expect([RATING_MIN, RATING_MAX, RATING_DEFAULT]).toEqual([1, 10, 5]);
    expect([PUSHUPS_MIN, PUSHUPS_MAX, PUSHUPS_DEFAULT]).toEqual([0, 200, 0]);
    expect([ERROR_FLASH_MS, FOLLOW_UP_ADVANCE_MS, SUBMIT_DELAY_MS]).toEqual([500, 300, 1000]);
    expect(Object.keys(GENDER_LABELS)).toEqual(['male', 'female', 'diverse', 'no-answer']);
  });

  it('starts on the intro with the defaults', () => {
    const state = initialQuestionnaire();
    expect(state.phase).toBe('intro');
    expect(state.answers).toMatchObject({
      age: null,
      gender: null,
      fitness: 5,
      balance: 5,
      happiness: 5,
      pushups: 0,
    });
    expect(questionnaireProgress(state)).toBe(0);
  });
});

describe('step 1: age 16–99 and gender required', () => {
  it.each([
    [15, false],
    [16, true],
    [99, true],
    [100, false],
    [30.5, false],
    [null, false],
    [Number.NaN, false],
  ])('age %s valid: %s', (age, ok) => {
    expect(isValidAge(age)).toBe(ok);
  });

  it('parses the age field', () => {
    expect(parseAge(' 42 ')).toBe(42);
    expect(parseAge('')).toBeNull();
    expect(parseAge('4a')).toBeNull();
    expect(parseAge('-20')).toBeNull();
  });

  it('does not advance and flashes what is missing', () => {
    const empty = run(onStep1(), { type: 'next' });
    expect(empty.step).toBe(1);
    expect(empty.flash).toEqual({ age: true, gender: true });

    const young = run(
      onStep1(),
      { type: 'setGender', gender: 'male' },
      { type: 'setAge', age: 15 },
      { type: 'next' },
    );
    expect(young.step).toBe(1);
    expect(young.flash).toEqual({ age: true, gender: false });

    const noGender = run(onStep1(), { type: 'setAge', age: 16 }, { type: 'next' });
    expect(noGender.flash).toEqual({ age: false, gender: true });

    expect(run(valid(), { type: 'next' }).step).toBe(2);
    expect(
      run(
        onStep1(),
        { type: 'setAge', age: 99 },
        { type: 'setGender', gender: 'no-answer' },
        { type: 'next' },
      ).step,
    ).toBe(2);
  });

  it('clears a flash when its value changes', () => {
    const flashing = run(onStep1(), { type: 'next' });
    const ageChanged = run(flashing, { type: 'setAge', age: 12 });
    expect(ageChanged.flash).toEqual({ age: false, gender: true });
    expect(run(ageChanged, { type: 'setGender', gender: 'diverse' }).flash).toEqual({
      age: false,
      gender: false,
    });
  });
});

describe('steps and bounds', () => {
  it('moves between 1 and 6 with progress step/6', () => {
    expect(questionnaireProgress(atStep(1))).toBeCloseTo(1 / 6);
    const last = atStep(6);
    expect(last.step).toBe(6);
    expect(questionnaireProgress(last)).toBe(1);
    expect(run(last, { type: 'next' }).step).toBe(6);
    expect(run(atStep(3), { type: 'back' }).step).toBe(2);
    expect(run(atStep(1), { type: 'back' }).step).toBe(1);
  });

  it('keeps the sliders within 1–10 with minus and plus', () => {
    let state = valid();
    expect(state.answers.fitness).toBe(5);
    for (let i = 0; i < 8; i++) state = run(state, { type: 'stepRating', key: 'fitness', delta: 1 });
    expect(state.answers.fitness).toBe(10);
    for (let i = 0; i < 12; i++) state = run(state, { type: 'stepRating', key: 'balance', delta: -1 });
    expect(state.answers.balance).toBe(1);
    expect(run(state, { type: 'setRating', key: 'happiness', value: 0 }).answers.happiness).toBe(1);
    expect(run(state, { type: 'setRating', key: 'happiness', value: 11 }).answers.happiness).toBe(10);
    expect(run(state, { type: 'setRating', key: 'happiness', value: 7 }).answers.happiness).toBe(7);
    expect(state.answers.happiness).toBe(5);
  });

  it('keeps the push-ups within 0–200', () => {
    const state = valid();
    expect(run(state, { type: 'stepPushups', delta: -1 }).answers.pushups).toBe(0);
    expect(run(state, { type: 'stepPushups', delta: 1 }).answers.pushups).toBe(1);
    expect(
      run(state, { type: 'setPushups', value: 200 }, { type: 'stepPushups', delta: 1 }).answers.pushups,
    ).toBe(200);
    expect(
      run(state, { type: 'setPushups', value: 199 }, { type: 'stepPushups', delta: 1 }).answers.pushups,
    ).toBe(200);
    expect(run(state, { type: 'setPushups', value: 5000 }).answers.pushups).toBe(200);
    expect(run(state, { type: 'setPushups', value: -3 }).answers.pushups).toBe(0);
  });

  it('keeps a follow-up only if it fits the summer answer', () => {
    const yes = run(atStep(4), { type: 'setSummer', summer: 'ja' });
    expect(run(yes, { type: 'setFollowUp', followUp: 'change' }).answers.followUp).toBe('');
    const fitter = run(yes, { type: 'setFollowUp', followUp: 'fitter' });
    expect(fitter.answers.followUp).toBe('fitter');
    expect(run(fitter, { type: 'setSummer', summer: 'nein' }).answers.followUp).toBe('');
    expect(run(fitter, { type: 'setSummer', summer: 'ja' }).answers.followUp).toBe('fitter');
  });
});

describe('the questionnaire with its timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends the red flash after 500 ms, restarting it on a second refused "Weiter"', () => {
    const store = createQuestionnaire();
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'next' });
    expect(store.getState().flash).toEqual({ age: true, gender: true });
    vi.advanceTimersByTime(499);
    expect(store.getState().flash.age).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().flash).toEqual({ age: false, gender: false });

    store.dispatch({ type: 'next' });
    vi.advanceTimersByTime(400);
    store.dispatch({ type: 'next' });
    vi.advanceTimersByTime(400);
    expect(store.getState().flash.gender).toBe(true);
    vi.advanceTimersByTime(100);
    expect(store.getState().flash.gender).toBe(false);
    store.dispose();
  });

  it('advances 300 ms after a follow-up answer, not if the visitor went back first', () => {
    const steps: number[] = [];
    const store = createQuestionnaire({ onStep: (step) => steps.push(step) });
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'setAge', age: 40 });
    store.dispatch({ type: 'setGender', gender: 'male' });
    for (let i = 0; i < 3; i++) store.dispatch({ type: 'next' });
    expect(store.getState().step).toBe(4);
    store.dispatch({ type: 'setSummer', summer: 'nein' });
    store.dispatch({ type: 'setFollowUp', followUp: 'change' });
    vi.advanceTimersByTime(299);
    expect(store.getState().step).toBe(4);
    vi.advanceTimersByTime(1);
    expect(store.getState().step).toBe(5);

    store.dispatch({ type: 'back' });
    // a follow-up that does not fit 'nein' is refused and schedules nothing
    store.dispatch({ type: 'setFollowUp', followUp: 'bleibt' });
    vi.advanceTimersByTime(1000);
    expect(store.getState().step).toBe(4);
    // choosing the same answer again advances again
    store.dispatch({ type: 'setFollowUp', followUp: 'change' });
    vi.advanceTimersByTime(300);
    expect(store.getState().step).toBe(5);
    store.dispatch({ type: 'back' });
    store.dispatch({ type: 'setSummer', summer: 'ja' });
    store.dispatch({ type: 'setFollowUp', followUp: 'bleibt' });
    vi.advanceTimersByTime(100);
    store.dispatch({ type: 'back' });
    vi.advanceTimersByTime(1000);
    expect(store.getState().step).toBe(3);
    expect(steps).toEqual([1, 2, 3, 4, 5, 4, 5, 4, 3]);
    store.dispose();
  });

  it('submits for 1000 ms, then emits the answers once', () => {
    const onComplete = vi.fn();
    const store = createQuestionnaire({ onComplete });
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'submit' });
    expect(store.getState().phase).toBe('questions');
    store.dispatch({ type: 'setAge', age: 16 });
    store.dispatch({ type: 'setGender', gender: 'diverse' });
    for (let i = 0; i < 5; i++) store.dispatch({ type: 'next' });
    store.dispatch({ type: 'toggleBarrier', barrier: 'zeit' });
    store.dispatch({ type: 'toggleBarrier', barrier: 'andere' });
    store.dispatch({ type: 'setOtherReasons', text: '  Schichtarbeit ' });
    store.dispatch({ type: 'submit' });
    expect(store.getState().phase).toBe('submitting');
    store.dispatch({ type: 'submit' });
    vi.advanceTimersByTime(999);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getState().phase).toBe('completed');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      age: 16,
      gender: 'diverse',
      fitness: 5,
      pushups: 0,
      barriers: ['zeit', 'andere'],
      otherReasons: 'Schichtarbeit',
    });
    vi.advanceTimersByTime(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('drops the free text when "andere" is switched off again', () => {
    const onComplete = vi.fn();
    const store = createQuestionnaire({ onComplete });
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'setAge', age: 50 });
    store.dispatch({ type: 'setGender', gender: 'female' });
    for (let i = 0; i < 5; i++) store.dispatch({ type: 'next' });
    store.dispatch({ type: 'toggleBarrier', barrier: 'andere' });
    store.dispatch({ type: 'setOtherReasons', text: 'Kinder' });
    store.dispatch({ type: 'toggleBarrier', barrier: 'andere' });
    store.dispatch({ type: 'submit' });
    vi.advanceTimersByTime(SUBMIT_DELAY_MS);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ barriers: [], otherReasons: '' });
    store.dispose();
  });

  it('fires nothing after dispose', () => {
    const onComplete = vi.fn();
    const store = createQuestionnaire({ onComplete });
    store.dispatch({ type: 'start' });
    store.dispatch({ type: 'setAge', age: 20 });
    store.dispatch({ type: 'setGender', gender: 'male' });
    for (let i = 0; i < 5; i++) store.dispatch({ type: 'next' });
    store.dispatch({ type: 'submit' });
    store.dispose();
    vi.advanceTimersByTime(5000);
    expect(onComplete).not.toHaveBeenCalled();
  });
});
