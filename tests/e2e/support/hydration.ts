// Server-rendered pages are readable before the app has taken them over; a click on a link before then is an
// ordinary page load. Journeys that mean a navigation inside the app wait for React to own the element first.
// A section below the fold is taken over only as it nears the viewport (src/app/blocks/deferred-section.tsx),
// so the element is brought into view first, as a visitor scrolls to what they tap.
import { expect, type Locator } from '@playwright/test';

/** Whether React has taken over the element (it marks the nodes it hydrated or rendered). */
export function isTakenOver(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

export async function untilTakenOver(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => isTakenOver(locator)).toBe(true);
}
