import { describe, expect, it } from 'vitest';
import { CHALLENGE_WEEKS, DEFAULT_CURRENT_WEEK, currentWeekFromTops, isWeekFeatured } from './timeline';

// Seven weeks 300 px apart; the first top is at `first` px from the top of an 800 px viewport (middle 400).
const tops = (first: number) => Array.from({ length: CHALLENGE_WEEKS }, (_, i) => first + i * 300);

describe('the challenge timeline current week (seed 001 §4)', () => {
  it('has 7 weeks and defaults to week 3', () => {
    expect(CHALLENGE_WEEKS).toBe(7);
    expect(DEFAULT_CURRENT_WEEK).toBe(3);
    expect(currentWeekFromTops([], 800)).toBe(3);
  });

  it('keeps the previous week while no top has passed the middle', () => {
    expect(currentWeekFromTops(tops(900), 800)).toBe(3);
    expect(currentWeekFromTops(tops(900), 800, 5)).toBe(5);
  });

  it('is the last week whose top passed the middle', () => {
    expect(currentWeekFromTops(tops(399), 800)).toBe(1);
    expect(currentWeekFromTops(tops(50), 800)).toBe(2);
    expect(currentWeekFromTops(tops(-550), 800)).toBe(4);
    expect(currentWeekFromTops(tops(-5000), 800)).toBe(7);
  });

  it('counts a top exactly on the middle as not passed', () => {
    expect(currentWeekFromTops(tops(400), 800, 6)).toBe(6);
    expect(currentWeekFromTops([399.5, 400, 401], 800)).toBe(1);
  });

  it('follows a resize of the viewport', () => {
    const positions = [-200, 100, 400, 700];
    expect(currentWeekFromTops(positions, 600)).toBe(2);
    expect(currentWeekFromTops(positions, 1000)).toBe(3);
    expect(currentWeekFromTops(positions, 1500)).toBe(4);
  });

  it('features the weeks up to and including the current one', () => {
    const featured = [1, 2, 3, 4, 5, 6, 7].filter((week) => isWeekFeatured(week, DEFAULT_CURRENT_WEEK));
    expect(featured).toEqual([1, 2, 3]);
    expect(isWeekFeatured(7, 7)).toBe(true);
    expect(isWeekFeatured(2, 1)).toBe(false);
  });
});
