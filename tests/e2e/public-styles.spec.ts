// Issue 24: a page of islands links a stylesheet of the public pages' own (the base, or the base joined with the
// files of the block groups it is made of: vite.config.ts `--mode public-styles`, server/render/page-styles.ts)
// instead of the whole app's. It must style every public page exactly as the app's stylesheet does: each element's
// computed style (and its ::before and ::after) is taken with the page's own stylesheet, then again with only the
// app's, and the two must be the same. A signed-in
// member's visit loads the app, and with it the app's stylesheet.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { adoptSheet } from './support/page-sheet';

/** Public pages that together use every block group and the core's blocks, the course list and the 404. */
const PAGES = [
  '/',
  '/kurse',
  '/7-wochen-challenge',
  '/ueber-uns',
  '/level-up-week',
  '/kontakt',
  '/cookie-einstellungen',
  '/impressum',
  '/gibt-es-nicht',
];

/** The in-page comparison (./support/computed-styles.browser.js), its file's closing semicolon dropped. */
const STYLE_DIFFERENCES = readFileSync(
  new URL('./support/computed-styles.browser.js', import.meta.url),
  'utf8',
)
  .trim()
  .replace(/;$/, '');

/**
 * Keeps each element's computed style in the page (compare false), or lists what differs from it now. Every block
 * is shown first: the browser computes no style inside a block it skips (content-visibility: auto, off the
 * screen), and getComputedStyle did not always force it there, so a block's inside read the initial values in one
 * take and its styles in the other (1 run in 5 without the trace, whose screencast renders all the time). The
 * blocks are shown by the page's next rendering, which a screenshot makes (the page runs no script of its own, so
 * it has no frame to wait for); the comparison puts them back.
 */
async function styleDifferences(page: Page, compare: boolean): Promise<string[]> {
  // Taken away by the comparison itself (./support/computed-styles.browser.js), before it reads content-visibility.
  await adoptSheet(page, 'blocksShown', '* { content-visibility: visible !important; }');
  await page.screenshot();
  return (await page.evaluate(`${STYLE_DIFFERENCES}(${compare})`)) as string[];
}

/** The page's stylesheet links, as the server sent them. */
const stylesheets = (page: Page) =>
  page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('the public pages’ stylesheets', () => {
  // The server's HTML as it is: no island changes the page while it is compared.
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  test('style every public page as the app’s stylesheet does', async ({ page }) => {
    test.setTimeout(120_000);
    const linked = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const own = await stylesheets(page);
      expect(own, `${path} links one stylesheet`).toHaveLength(1);
      own.forEach((href) => linked.add(href));
      const appStyle = await page.locator('meta[name="app-style"]').getAttribute('content');
      expect(appStyle, `${path} names the app's stylesheet`).toMatch(/^\/assets\/style-.+\.css$/);
      expect(own, `${path} links the public stylesheets, not the app's`).not.toContain(appStyle);
      await styleDifferences(page, false);
      // Only the app's stylesheet now.
      // Page scripts are off, so no load event: the sheet is waited for from here.
      const appSheet = `[...document.styleSheets].find((sheet) => sheet.href?.endsWith(${JSON.stringify(appStyle)}))`;
      await page.evaluate(`(() => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = ${JSON.stringify(appStyle)};
        document.head.append(link);
      })()`);
      await expect.poll(() => page.evaluate(`Boolean(${appSheet})`)).toBe(true);
      await page.evaluate(
        `document.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.sheet !== ${appSheet} && link.remove())`,
      );
      expect(await styleDifferences(page, true), `${path}: what differs from the app's stylesheet`).toEqual(
        [],
      );
    }
    // One stylesheet per page; the pages of groups with CSS of their own (the challenge's four, about us, level
    // up) each have their own joined one, beside the base of the others.
    expect(linked.size).toBe(4);
  });
});

test('a signed-in member’s public page loads the app with the app’s stylesheet', async ({ page }) => {
  await openSignedIn(page, DEMO.member);
  await page.goto('/7-wochen-challenge');
  const appStyle = await page.locator('meta[name="app-style"]').getAttribute('content');
  expect(appStyle).toMatch(/^\/assets\/style-.+\.css$/);
  // Loaded and applied: the member area the app may show next (user menu, my courses) is styled by it alone.
  await expect
    .poll(() =>
      page.evaluate(
        `[...document.styleSheets].filter((sheet) => sheet.href?.endsWith(${JSON.stringify(appStyle)})).length`,
      ),
    )
    .toBe(1);
  await expect(page.getByRole('button', { name: new RegExp(DEMO.member.firstName) })).toBeVisible();
});
