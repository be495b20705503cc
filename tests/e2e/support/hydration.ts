// Server-rendered pages are readable before the app has taken them over; a click on a link before then is an
// ordinary page load. Journeys that mean a navigation inside the app wait for React to own the element first.
// A section below the fold is taken over only as it nears the viewport (src/app/blocks/deferred-section.tsx),
// so the element is brought into view first, as a visitor scrolls to what they tap.
import { expect, type Locator } from '@playwright/test';

/** Whether React has taken over the element (it marks the nodes it hydrated or rendered). */
export function isTakenOver(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Waits until React owns the element. A signed-in member's public page is the server's, then the app renders it
 * afresh (decision 0183): the element found first may be replaced meanwhile, so each look finds it again.
 */
export async function untilTakenOver(locator: Locator): Promise<void> {
  // 15 s: with two browser lanes side by side on two cores, the home page's funnel button was not taken over
  // within the default 10 s once.
  await expect
    .poll(
      async () => {
        try {
          await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
          return await isTakenOver(locator);
        } catch {
          return false;
        }
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}
