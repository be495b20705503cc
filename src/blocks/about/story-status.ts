// The about page's story timeline status (seed 002 §4 "About timeline item"): an item is current or completed if
// its status says so or its index is at or below the current index; the current item is emphasised.
import type { StoryStatus } from '#domain/blocks/kinds/about';

export const STORY_STATUS_LABELS: Readonly<Record<StoryStatus, string>> = {
  completed: 'Abgeschlossen',
  current: 'Aktuell',
  upcoming: 'Geplant',
};

/**
 * The shown status of item `index`. Its own 'completed' or 'current' stands; otherwise items before the current
 * index are completed, the item at it is current, later ones upcoming. A negative current index (none) leaves
 * every item to its own status.
 */
export function storyItemStatus(
  status: StoryStatus | undefined,
  index: number,
  currentIndex: number,
): StoryStatus {
  if (status === 'completed' || status === 'current') return status;
  if (currentIndex < 0) return 'upcoming';
  if (index < currentIndex) return 'completed';
  if (index === currentIndex) return 'current';
  return 'upcoming';
}

/** True for the items the timeline marks as reached (current or completed). */
export const isStoryItemReached = (status: StoryStatus) => status !== 'upcoming';
