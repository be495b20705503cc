// axe in the browser tests: no serious or critical violation on the page as it is now (or inside `include`).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export async function expectAccessible(page: Page, include?: string) {
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
  expect(severe).toEqual([]);
}
