import { describe, expect, it } from 'vitest';
import { DEFAULT_STORY_CURRENT_INDEX, DEFAULT_STORY_ITEMS, DEFAULT_TEAM } from '#domain/blocks/kinds/about';
import { storyItemStatus } from './story-status';

describe('story item status', () => {
  it('is completed before the current index, current at it and upcoming after it', () => {
    expect([0, 1, 2, 3].map((index) => storyItemStatus('upcoming', index, 2))).toEqual([
      'completed',
      'completed',
      'current',
      'upcoming',
    ]);
  });

  it("keeps an item's own completed or current status beyond the current index", () => {
    expect(storyItemStatus('completed', 5, 1)).toBe('completed');
    expect(storyItemStatus('current', 5, 1)).toBe('current');
    expect(storyItemStatus(undefined, 5, 1)).toBe('upcoming');
    expect(storyItemStatus(undefined, 0, -1)).toBe('upcoming');
  });

  it('marks exactly one default item as current', () => {
    const statuses = DEFAULT_STORY_ITEMS.map((item, index) =>
      storyItemStatus(item.status, index, DEFAULT_STORY_CURRENT_INDEX),
    );
    expect(statuses.filter((status) => status === 'current')).toHaveLength(1);
    expect(statuses.at(-1)).toBe('upcoming');
  });
});

describe('default team', () => {
  it('has 8 members whose experience averages the 7 years of seed 002 §9', () => {
    expect(DEFAULT_TEAM).toHaveLength(8);
    const years = DEFAULT_TEAM.reduce((sum, member) => sum + (member.yearsExperience ?? 0), 0);
    expect(years / DEFAULT_TEAM.length).toBe(7);
  });
});
