// Text that fits (issue 14 part 4): at 360 px no public or member page clips a word or breaks one mid-word. One
// browser page walks every route (the chunks come from its cache), first signed out, then as the demo member.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { DEMO, openSignedIn } from './support/accounts';
import { textFaults } from './support/text-fit';

const PUBLIC = [
  '/',
  '/kurse',
  '/courses/1',
  '/blog',
  '/blog/richtig-aufwaermen',
  '/auth/login',
  '/auth/register',
  '/cookie-einstellungen',
  '/kontakt',
  '/ueber-uns',
  '/datenschutz',
  '/7-wochen-challenge',
  '/level-up-week',
  '/gibt-es-nicht',
];
const MEMBER = ['/user', '/user/profile', '/user/my-courses'];

test.use({ viewport: { width: 360, height: 760 }, reducedMotion: 'reduce' });

test('no public or member page clips a word or breaks one mid-word at 360 px', async ({ page }) => {
  test.setTimeout(240_000);
  const found: Record<string, unknown[]> = {};
  const walk = async (paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/werden geladen|wird geladen/)).toHaveCount(0, { timeout: 15_000 });
      const faults = await textFaults(page);
      if (faults.length > 0) found[path] = faults;
    }
  };
  await walk(PUBLIC);
  await openSignedIn(page, DEMO.member);
  await walk(MEMBER);
  expect(found).toEqual({});
});
