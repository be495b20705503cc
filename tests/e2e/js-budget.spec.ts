// The JavaScript budgets of a first visit, kept by the build (issue 24 item 5, decision 0183): what a public page
// loads before any scroll or tap, gzip as it would travel, counted in real Chromium at a phone's, Lighthouse's
// and a desktop's width: the islands' entry, the islands that hydrate at once, when idle or near the first
// screen, and the worker's registration. / may load 90 KB, the other first pages 100 KB. A page that hydrates the
// whole app again (about 190 KB) fails here.
import { gzipSync } from 'node:zlib';
import { expect, type Browser } from '@playwright/test';
import { openContext, test } from './support/test';

const BUDGETS: ReadonlyArray<[page: string, kb: number]> = [
  ['/', 90],
  ['/kurse', 100],
  ['/ueber-uns', 100],
  ['/7-wochen-challenge', 100],
];
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

/** The gzip bytes of every script a first visit of `path` loads until the network and its islands rest. */
async function initialScripts(browser: Browser, path: string, viewport: (typeof VIEWPORTS)[number]) {
  // A first visit: nothing cached, no worker answering.
  const context = await openContext(browser, { viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    sizes.set(
      new URL(response.url()).pathname,
      response.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Every island due at once or when idle has hydrated, and what that asked for has arrived.
  await expect(
    page.locator('[data-when="load"]:not([data-hydrated]), [data-when="idle"]:not([data-hydrated])'),
  ).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const files = [...sizes.keys()];
  const total = (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { files, kb: total / 1024 };
}

for (const [path, budget] of BUDGETS) {
  test(`${path} loads at most ${budget} KB of JavaScript (gzip) before any scroll or tap`, async ({
    browser,
  }) => {
    for (const viewport of VIEWPORTS) {
      const { files, kb } = await initialScripts(browser, path, viewport);
      // Counted for real: the islands' entry (React with it) is among them.
      expect(
        files.some((file) => /^\/islands\/islands-[\w-]+\.js$/.test(file)),
        files.join(', '),
      ).toBe(true);
      expect(kb, `${path} at ${viewport.width} px: ${files.join(', ')}`).toBeLessThanOrEqual(budget);
      test
        .info()
        .annotations.push({ type: 'initial JS', description: `${viewport.width} px: ${kb.toFixed(1)} KB` });
    }
  });
}
