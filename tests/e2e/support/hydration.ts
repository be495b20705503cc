// Server-rendered pages are readable before the app has taken them over; a click on a link before then is an
// ordinary page load. Journeys that mean a navigation inside the app wait for React to own the element first.
// A section below the fold is taken over only as it nears the viewport (src/app/blocks/deferred-section.tsx),
// so the element is brought into view first, as a visitor scrolls to what they tap.
import { expect, type Locator, type Page } from '@playwright/test';

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
          await scrollIntoView(locator, 2_000);
          return await isTakenOver(locator);
        } catch {
          return false;
        }
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Brings the element into view as the browser does for a visitor who scrolls to it or follows a link to it. A block
 * after a page's first is skipped while it is away from the viewport (content-visibility: auto,
 * src/app/layouts/layouts.css): the page counts it at an estimated height, while the boxes inside it keep their
 * places as if it were laid out, past its estimated end when it is taller. Playwright's scrollIntoViewIfNeeded
 * scrolls to those boxes without showing the block: the view could land past the block, which then stayed
 * skipped, its island never near the viewport, and every later call found the element in view already (issue 36:
 * the funnel journey waited 15 s for the home page's tiers so). The element's own scrollIntoView shows the block.
 */
export async function scrollIntoView(locator: Locator, timeout?: number): Promise<void> {
  await locator.evaluate(
    (element: unknown) =>
      (element as { scrollIntoView(options: { block: string }): void }).scrollIntoView({ block: 'center' }),
    undefined,
    { timeout },
  );
}

/**
 * Holds every request for the app's scripts until release() is called: the page is the server's HTML, with only
 * its inline recorder of early input running.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/(assets|islands)\/.*\.js$/, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}
