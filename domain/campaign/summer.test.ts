import { describe, expect, it } from 'vitest';
import {
  BARRIERS,
  FOLLOW_UP_AFTER_NO,
  FOLLOW_UP_AFTER_YES,
  effectiveOtherReasons,
  followUpFits,
  summerView,
  toggleBarrier,
} from './summer';

describe('step 4: the summer branches (seed 002 §4)', () => {
  it('asks with "Ja, war ich!" and "Nein, leider nicht" before an answer', () => {
    const view = summerView('');
    expect(view.stage).toBe('summer');
    expect(view.choices.map((choice) => [choice.value, choice.label])).toEqual([
      ['ja', 'Ja, war ich!'],
      ['nein', 'Nein, leider nicht'],
    ]);
    expect(summerView(undefined).stage).toBe('summer');
  });

  it('after "ja" offers bleibt and fitter', () => {
    const view = summerView('ja');
    expect(view.question).toBe('Willst du, dass das so bleibt?');
    expect(view.question).toBe(FOLLOW_UP_AFTER_YES);
    expect(view.choices.map((choice) => [choice.value, choice.label])).toEqual([
      ['bleibt', 'Auf jeden Fall!'],
      ['fitter', 'Ich will noch fitter werden'],
    ]);
  });

  it('after "nein" offers change', () => {
    const view = summerView('nein');
    expect(view.question).toBe('Lass es uns ändern!');
    expect(view.question).toBe(FOLLOW_UP_AFTER_NO);
    expect(view.choices.map((choice) => [choice.value, choice.label])).toEqual([
      ['change', "7 Wochen - Let's go!"],
    ]);
  });

  it('accepts only the follow-ups of the branch', () => {
    expect(followUpFits('ja', 'bleibt')).toBe(true);
    expect(followUpFits('ja', 'fitter')).toBe(true);
    expect(followUpFits('ja', 'change')).toBe(false);
    expect(followUpFits('nein', 'change')).toBe(true);
    expect(followUpFits('nein', 'bleibt')).toBe(false);
    expect(followUpFits('', 'change')).toBe(false);
  });
});

describe('the barrier checklist', () => {
  it('has the six values', () => {
    expect(BARRIERS).toEqual(['zeit', 'motivation', 'energie', 'plan', 'partner', 'andere']);
  });

  it('toggles on and off in catalogue order', () => {
    let chosen = toggleBarrier([], 'andere');
    chosen = toggleBarrier(chosen, 'zeit');
    expect(chosen).toEqual(['zeit', 'andere']);
    expect(toggleBarrier(chosen, 'zeit')).toEqual(['andere']);
    expect(toggleBarrier(['andere'], 'andere')).toEqual([]);
  });

  it('keeps the free text only with "andere"', () => {
    expect(effectiveOtherReasons(['andere'], '  Knie ')).toBe('Knie');
    expect(effectiveOtherReasons(['zeit'], 'Knie')).toBe('');
  });
});
