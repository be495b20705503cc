// axe in the browser tests: no serious or critical violation on the page as it is now (or inside `include`), each
// named by its rule and the elements it found. axe runs in the page itself, as @axe-core/playwright's legacy mode
// ran it (`axe.run` in the page, axe's own messages reaching each same-origin frame, Puck's preview included), not
// by a partial run per frame finished in a new blank page per call: that page cost about 2.5 s a call at a load of
// 9 (decision 0214). A cross-origin frame would go unchecked this way; no page checked here has one (external media
// wait for consent, which tests decline).
//
// Without the builder since decision 0231: it evaluated axe's 650 KB in the page twice per call (once for the page,
// once more for each frame), and axe ran every rule; here axe is put into a document once and runs only the rules
// that can find something serious or critical. A call cost 1.2–1.8 CPU-s on the admin's course list, now about half.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type * as AxeCore from 'axe-core';
import { adoptSheet, dropSheet } from './page-sheet';
import { test } from './test';

/** A page's global with axe in it, and the two parts of axe's inner state rulesOff reads. */
interface AxeWindow {
  axe: typeof AxeCore & {
    _audit: {
      rules: { id: string; impact?: AxeCore.ImpactValue; any: Check[]; all: Check[]; none: Check[] }[];
      checks: Record<string, { metadata?: { impact?: AxeCore.ImpactValue } }>;
    };
  };
}
interface Check {
  id: string;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe into a frame's document unless it is there already (a new document has none). */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in globalThis)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() =>
    (globalThis as unknown as AxeWindow).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * The rules whose every check is at most moderate, switched off: none of them can report what the tests look for
 * (region, landmark-*, heading-order, … about thirty of axe 4.14's rules). Read from the axe in the page, once per
 * worker; axe-walk.spec's first test shows that a critical and a serious finding still fail the check.
 */
let harmlessRules: AxeCore.RuleObject | undefined;
async function rulesOff(page: Page): Promise<AxeCore.RuleObject> {
  harmlessRules ??= await page.evaluate(() => {
    const { _audit: audit } = (globalThis as unknown as AxeWindow).axe;
    const off: AxeCore.RuleObject = {};
    for (const rule of audit.rules) {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      const known = [rule.impact, ...checks.map((check) => audit.checks[check.id]?.metadata?.impact)].filter(
        (impact) => impact !== undefined,
      );
      if (known.length > 0 && known.every((impact) => impact === 'minor' || impact === 'moderate'))
        off[rule.id] = { enabled: false };
    }
    return off;
  });
  return harmlessRules;
}

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
  await withAxe(page.mainFrame());
  // Each same-origin frame too; a frame that is going away or never answers is left out, as the builder did.
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame()))
    await Promise.race([withAxe(frame), new Promise((resolve) => setTimeout(resolve, 1000))]).catch(
      () => undefined,
    );
  // Only the violations in full: axe otherwise returns every passing and inapplicable element too, which the page
  // serialised and the runner parsed and validated on every call (decision 0230).
  const options: AxeCore.RunOptions = { resultTypes: ['violations'], rules: await rulesOff(page) };
  await adoptSheet(page, 'axeAtRest', AT_REST, 2);
  const { violations } = await page
    .evaluate(
      ({ include, options }) =>
        (globalThis as unknown as AxeWindow).axe.run(
          include ? { include: [include] } : { exclude: [] },
          options,
        ),
      { include, options },
    )
    .finally(() => dropSheet(page, 'axeAtRest'));
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
