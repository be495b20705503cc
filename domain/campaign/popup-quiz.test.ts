import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POPUP_AUTO_CLOSE_MS,
  POPUP_BACK,
  POPUP_CHOICE_ADVANCE_MS,
  POPUP_CLOSE_LABEL,
  POPUP_FINISH,
  POPUP_HEADLINE,
  POPUP_NEXT,
  POPUP_OPEN_BUTTON,
  POPUP_PUSHUPS_QUESTION,
  POPUP_START,
  POPUP_STEPS,
  createPopupQuiz,
  initialPopup,
  popupReducer,
  type PopupAction,
  type PopupCallbacks,
  type PopupState,
} from './popup-quiz';

const run = (state: PopupState, ...actions: PopupAction[]) => actions.reduce(popupReducer, state);
const nexts = (n: number): PopupAction[] => Array.from({ length: n }, () => ({ type: 'next' }));
const atStep = (step: number) => run(initialPopup(), { type: 'open' }, { type: 'start' }, ...nexts(step - 1));

describe('the popup quiz texts and timings (seed 002 §2, §9)', () => {
  it('are the seed’s', () => {
    expect(POPUP_OPEN_BUTTON).toBe('7-Wochen Challenge starten');
    expect(POPUP_CLOSE_LABEL).toBe('Schließen');
    expect(POPUP_HEADLINE).toBe('7 Wochen. Neuer Körper. Null Kosten.');
    expect(POPUP_START).toBe('Jetzt starten!');
    expect([POPUP_BACK, POPUP_NEXT]).toEqual(['Zurück', 'Weiter']);
    expect(POPUP_PUSHUPS_QUESTION).toBe('Wie stark bist du?');
    expect(POPUP_FINISH).toBe('Jetzt Challenge starten!');
    expect(POPUP_STEPS).toBe(6);
    expect(POPUP_AUTO_CLOSE_MS).toBe(2500);
  });
});

describe('the popup quiz flow', () => {
  it('opens on the intro, afresh every time', () => {
    const used = run(atStep(3), { type: 'stepPushups', delta: 5 }, { type: 'close', reason: 'escape' });
    expect(used.phase).toBe('closed');
    expect(used.closedBy).toBe('escape');
    const reopened = run(used, { type: 'open' });
    expect(reopened.phase).toBe('intro');
    expect(reopened.step).toBe(1);
    expect(reopened.answers.pushups).toBe(0);
  });

  it('goes forward to 6 and back to the intro, one step at a time', () => {
    expect(atStep(6).step).toBe(6);
    expect(run(atStep(6), { type: 'next' }).step).toBe(6);
    expect(run(atStep(3), { type: 'back' }).step).toBe(2);
    expect(run(atStep(1), { type: 'back' }).phase).toBe('intro');
  });

  it('counts push-ups with minus and plus, not below 0 nor above 200', () => {
    const three = atStep(3);
    expect(run(three, { type: 'stepPushups', delta: -1 }).answers.pushups).toBe(0);
    expect(
      run(three, { type: 'stepPushups', delta: 1 }, { type: 'stepPushups', delta: 1 }).answers.pushups,
    ).toBe(2);
    expect(run(three, { type: 'setPushups', value: 250 }).answers.pushups).toBe(200);
  });

  it('branches on step 4: ja → bleibt/fitter, nein → change', () => {
    const four = atStep(4);
    const yes = run(four, { type: 'setSummer', summer: 'ja' });
    expect(run(yes, { type: 'setFollowUp', followUp: 'bleibt' }).answers.followUp).toBe('bleibt');
    expect(run(yes, { type: 'setFollowUp', followUp: 'fitter' }).answers.followUp).toBe('fitter');
    expect(run(yes, { type: 'setFollowUp', followUp: 'change' }).answers.followUp).toBe('');
    const no = run(four, { type: 'setSummer', summer: 'nein' });
    expect(run(no, { type: 'setFollowUp', followUp: 'change' }).answers.followUp).toBe('change');
    expect(run(no, { type: 'setFollowUp', followUp: 'fitter' }).answers.followUp).toBe('');
  });

  it('on the follow-up, "Zurück" returns to the summer question first', () => {
    const followUp = run(atStep(4), { type: 'setSummer', summer: 'ja' });
    const back = run(followUp, { type: 'back' });
    expect(back.step).toBe(4);
    expect(back.answers.summer).toBe('');
    expect(run(back, { type: 'back' }).step).toBe(3);
  });

  it('completes only from step 6', () => {
    expect(run(atStep(5), { type: 'complete' }).phase).toBe('steps');
    expect(run(atStep(6), { type: 'complete' }).phase).toBe('completed');
  });

  it('ignores answers while closed', () => {
    expect(run(initialPopup(), { type: 'stepPushups', delta: 3 }).answers.pushups).toBe(0);
  });
});

describe('the popup quiz with its timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function walk(callbacks: PopupCallbacks) {
    const store = createPopupQuiz(callbacks);
    const d = store.dispatch;
    d({ type: 'open' });
    d({ type: 'start' });
    d({ type: 'setGoal', goal: 'muskeln' });
    vi.advanceTimersByTime(POPUP_CHOICE_ADVANCE_MS);
    d({ type: 'setFrequency', frequency: 'selten' });
    vi.advanceTimersByTime(POPUP_CHOICE_ADVANCE_MS);
    expect(store.getState().step).toBe(3);
    d({ type: 'stepPushups', delta: 1 });
    d({ type: 'stepPushups', delta: 1 });
    d({ type: 'next' });
    d({ type: 'setSummer', summer: 'ja' });
    d({ type: 'setFollowUp', followUp: 'fitter' });
    vi.advanceTimersByTime(299);
    expect(store.getState().step).toBe(4);
    vi.advanceTimersByTime(1);
    expect(store.getState().step).toBe(5);
    d({ type: 'toggleBarrier', barrier: 'energie' });
    d({ type: 'toggleBarrier', barrier: 'andere' });
    d({ type: 'setOtherReasons', text: 'Schicht' });
    d({ type: 'next' });
    d({ type: 'complete' });
    return store;
  }

  it('emits the answers, closes after 2500 ms and goes to redirectUrl', () => {
    const onComplete = vi.fn();
    const onClose = vi.fn();
    const navigate = vi.fn();
    const store = walk({ onComplete, onClose, navigate, redirectUrl: '/danke' });
    expect(onComplete).toHaveBeenCalledWith({
      goal: 'muskeln',
      frequency: 'selten',
      pushups: 2,
      summer: 'ja',
      followUp: 'fitter',
      barriers: ['energie', 'andere'],
      otherReasons: 'Schicht',
    });
    vi.advanceTimersByTime(2499);
    expect(store.getState().phase).toBe('completed');
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(store.getState().phase).toBe('closed');
    expect(onClose).toHaveBeenCalledWith('auto');
    expect(navigate).toHaveBeenCalledWith('/danke');
    store.dispose();
  });

  it('closes without navigating when no redirectUrl is set', () => {
    const navigate = vi.fn();
    const store = walk({ navigate });
    vi.advanceTimersByTime(2500);
    expect(store.getState().phase).toBe('closed');
    expect(navigate).not.toHaveBeenCalled();
    store.dispose();
  });

  it('stays open with autoClose off', () => {
    const navigate = vi.fn();
    const store = walk({ autoClose: false, redirectUrl: '/danke', navigate });
    vi.advanceTimersByTime(60_000);
    expect(store.getState().phase).toBe('completed');
    expect(navigate).not.toHaveBeenCalled();
    store.dispose();
  });

  it('a close by hand before the 2500 ms wins: no second close, no redirect, a reopened popup stays open', () => {
    const onClose = vi.fn();
    const navigate = vi.fn();
    const store = walk({ onClose, navigate, redirectUrl: '/danke' });
    vi.advanceTimersByTime(1000);
    store.dispatch({ type: 'close', reason: 'button' });
    store.dispatch({ type: 'open' });
    vi.advanceTimersByTime(5000);
    expect(store.getState().phase).toBe('intro');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('button');
    expect(navigate).not.toHaveBeenCalled();
    store.dispose();
  });
});
