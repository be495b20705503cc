// The desk's screens on a phone and at tablet and laptop widths (issue 6: 768 px and 1280 px): nothing wider
// than the window, every page with its h1.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';

/** Elements that stick out of the window without a scrolling box around them, for the failure message. */
const WIDE = `[...document.querySelectorAll('body *')]
  .filter((e) => {
    if (e.getBoundingClientRect().right <= window.innerWidth + 1) return false;
    for (let a = e.parentElement; a; a = a.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return false;
    return true;
  })
  .slice(0, 4)
  .map((e) => e.tagName + '.' + e.className)
  .join(' | ')`;

test('the admin screens and the check-in view fit 360 px, 768 px and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, DEMO.admin, '/admin');
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/admin',
      '/admin/courses',
      '/admin/bookings',
      '/admin/participants',
      '/admin/pages',
      '/admin/mitgliedschaften',
      '/admin/einstellungen',
      '/admin/vertraege',
      '/check-in',
      '/trainer',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(/wird geladen|werden geladen/)).toHaveCount(0, { timeout: 15_000 });
      const overflow = (await page.evaluate(
        'document.documentElement.scrollWidth - window.innerWidth',
      )) as number;
      const wide = overflow > 0 ? await page.evaluate(WIDE) : '';
      expect(overflow, `${path} at ${width} px: ${wide}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `.tmp/screenshots/desk${path.replace(/\//g, '-')}-${width}.png` });
    }
  }
});
