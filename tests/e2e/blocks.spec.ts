// The block catalogue /bloecke (issue 8 item 8): the studio team sees every block kind of the registry with its
// defaults, nothing in it fails axe; a member gets the 403 page like in /admin.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectNoSevereViolations } from './support/axe';
import { BLOCK_CATALOGUE } from '../../domain/blocks/catalogue';
import { DEMO, openSignedIn } from './support/accounts';

/** Every defined kind (domain/blocks/kinds): the registry is built from the same definitions. */
const KINDS = Object.keys(BLOCK_CATALOGUE).sort();

test('an admin sees every block kind with its defaults on /bloecke, and axe finds nothing serious', async ({
  page,
}) => {
  // One sign-in (password hashing), then about 60 blocks and an axe run over all of them: axe alone took 1–2 min
  // on the shared two-core machine.
  test.setTimeout(240_000);
  await openSignedIn(page, DEMO.admin, '/bloecke');
  await expect(page.getByRole('heading', { level: 1, name: 'Blöcke' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Blöcke | Kraftraum Studio');

  const wrappers = page.locator('[data-block-kind]');
  await expect(wrappers).toHaveCount(KINDS.length);
  const shown = await wrappers.evaluateAll((nodes) =>
    nodes.map((node) => ({
      kind: node.getAttribute('data-block-kind') ?? '',
      text: (node.querySelector('.catalogue__preview')?.textContent ?? '').trim().length,
    })),
  );
  expect(shown.map((entry) => entry.kind).sort()).toEqual(KINDS);
  expect(shown.filter((entry) => entry.text === 0).map((entry) => entry.kind)).toEqual([]);
  await expect(page.locator('[data-block-error]')).toHaveCount(0);

  // The table of contents reaches a block, and the funnel block opens the recommendation funnel.
  await page
    .getByRole('navigation', { name: 'Inhaltsverzeichnis der Blöcke' })
    .getByRole('link', { name: 'Kursempfehlung mit Probetraining' })
    .click();
  await expect(page).toHaveURL(/#block-recommendation-funnel$/);
  const funnel = page.locator('[data-block-kind="recommendation-funnel"]');
  await funnel.getByRole('button', { name: 'Empfehlung erhalten' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await expectNoSevereViolations(page, '/bloecke');
});

test('a member who opens /bloecke sees "Zugriff verweigert."', async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  await page.goto('/bloecke');
  await expect(page.getByText('Zugriff verweigert.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-block-kind]')).toHaveCount(0);
});
