// axe in the browser tests: no serious or critical violation on the page as it is now (or inside `include`), each
// named by its rule and the elements it found. axe runs in the page itself (@axe-core/playwright's legacy mode:
// `axe.run` in the page and each same-origin frame, Puck's preview included), not by its default of a partial run
// per frame finished in a new blank page that the builder opens, loads axe into and closes on every call: that
// page cost about 2.5 s a call at a load of 9, more than the analysis (decision 0214). A cross-origin frame would
// go unchecked this way; no page checked here has one (external media wait for consent, which tests decline).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { adoptSheet, dropSheet } from './page-sheet';
import { test } from './test';

/**
 * The page at rest while axe reads it: every block shown and rendered, transitions and animations at their end. A
 * block the browser skips (content-visibility: auto, off the screen) had no style computed, and axe, scrolling to
 * an element to find its background, rendered it mid-check: a chip's background then moved from nothing to its
 * colour under axe's eyes (challenge.spec, 'color-contrast: .results__chip', once in a CI run without the trace).
 * Laid over the page for the check (./page-sheet.ts).
 */
const AT_REST =
  '*, *::before, *::after { content-visibility: visible !important; transition-duration: 0s !important;' +
  ' transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

export async function expectAccessible(page: Page, include?: string, label?: string): Promise<void> {
  // axe walks the whole document; on a busy machine a long page takes a while.
  test.slow();
  // Only the violations in full: axe otherwise returns every passing and inapplicable element too, which the page
  // serialised and the runner parsed and validated on every call (axe-walk's public screens: 78–83 CPU-s, 68 so;
  // decision 0230).
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  await adoptSheet(page, 'axeAtRest', AT_REST, 2);
  const { violations } = await builder.analyze().finally(() => dropSheet(page, 'axeAtRest'));
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(severe, label).toEqual([]);
}

/** The whole page, the failure named by `label` (the page or state it was checked in). */
export function expectNoSevereViolations(page: Page, label: string): Promise<void> {
  return expectAccessible(page, undefined, label);
}
