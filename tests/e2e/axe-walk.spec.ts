// Issue 36 (Done when): axe finds no serious or critical violation on any public, member, trainer or admin screen
// at 360, 768 and 1280 px. One signed-in page per person walks their screens, each loaded once and checked at each
// width; the failure names the screen and the width. The screens come from the app's own paths (src/config/paths.ts), seeded pages included.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { paths } from '../../src/config/paths';
import { SEED_PAGES } from '../../server/db/seed-pages/index';
import { DEMO, openSignedIn } from './support/accounts';
import { expectNoSevereViolations } from './support/axe';
import { resizeTo } from './support/documents';

const WIDTHS = [360, 768, 1280] as const;

/**
 * Opens each screen once, at the narrowest width, and runs axe on it at each width in turn: the page is resized,
 * not loaded again (decision 0214), and axe runs once the layout has the new width and the main heading is there.
 */
async function walk(page: Page, screens: readonly string[]): Promise<void> {
  for (const screen of screens) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(screen);
    for (const width of WIDTHS) {
      const where = `${screen} at ${width} px`;
      await resizeTo(page, width, where);
      await expectNoSevereViolations(page, where);
    }
  }
}

test('the check fails on a critical and a serious finding, in the page and in its frame', async ({
  page,
}) => {
  // A page of the app's origin without its Content-Security-Policy's style rules to write the probe into.
  await page.goto('/robots.txt');
  await page.setContent(
    '<!doctype html><html lang="de"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<button></button><p><font color="#b0b0b0">Grau auf Weiß</font></p>' +
      '<iframe title="Rahmen" srcdoc="<!doctype html><html lang=de><title>Rahmen</title><img src=/favicon.svg>">' +
      '</iframe></main></body></html>',
  );
  await page.frameLocator('iframe').locator('img').waitFor();
  const failure = await expectNoSevereViolations(page, 'the probe').then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name: button'); // critical
  expect(failure).toContain('color-contrast: font'); // serious
  expect(failure).toContain('image-alt: iframe img'); // critical, in the frame
});

test('public screens', async ({ page, request }) => {
  test.setTimeout(240_000);
  const courses = (await (await request.get('/api/v1/courses')).json()) as Array<{ id: number }>;
  const posts = (await (await request.get('/api/v1/posts')).json()) as { items: Array<{ slug: string }> };
  await walk(page, [
    ...SEED_PAGES.map((seeded) => (seeded.slug === 'home' ? paths.home : `/${seeded.slug}`)),
    '/kurse',
    paths.course(courses[0]!.id),
    '/blog',
    `/blog/${posts.items[0]!.slug}`,
    paths.login(),
    paths.register,
    paths.forgotPassword,
    '/gibt-es-nicht',
  ]);
});

test("a member's screens", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO.member);
  await walk(page, [paths.user.dashboard, paths.user.myCourses, paths.user.profile]);
});

test("a trainer's screens", async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, DEMO.trainer);
  await walk(page, [paths.trainer, paths.checkIn]);
});

test("an admin's screens", async ({ page }) => {
  test.setTimeout(300_000);
  await openSignedIn(page, DEMO.admin);
  await walk(page, [
    paths.admin.dashboard,
    paths.admin.courses,
    paths.admin.bookings,
    paths.admin.participants,
    paths.admin.leads,
    paths.admin.messages,
    paths.admin.blog,
    paths.admin.blogNew,
    paths.admin.pages,
    paths.admin.menus,
    paths.admin.memberships,
    paths.admin.settings,
    paths.admin.reports,
    paths.admin.contracts,
    paths.admin.billing,
    paths.checkIn,
    paths.trainer,
  ]);
});
