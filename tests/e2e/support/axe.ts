// axe in the browser tests: no serious or critical violation on the page as it is now (or inside `include`), each
// named by its rule and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './test';

export async function expectAccessible(page: Page, include?: string, label?: string): Promise<void> {
  // axe walks the whole document; on a busy machine a long page takes a while.
  test.slow();
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
