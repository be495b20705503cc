// The 7-week challenge page (issue 8 item 1): every in-page anchor of seed 001 §2 resolves to a section, the hero's
// 'Details' link lands on the benefits, the testimonial carousel moves by buttons and dots, the pricing call to
// action goes to /kontakt with the utm parameters, and axe finds nothing serious.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectNoSevereViolations } from './support/axe';
import { scrollIntoView } from './support/hydration';

const PATH = '/7-wochen-challenge';

/** Seed 001 §2's anchors, as the plan of issue 8 places them on this page. */
const ANCHORS = [
  'challenge',
  'story',
  'details',
  'zukunft',
  'community',
  'galerie',
  'portfolio',
  'quiz',
  'morgenroutine',
  'anmeldung',
  'verlosung',
  'faq',
  'still-have-questions',
  'beratung',
  'whatsapp',
  'kontakt',
  'probetraining',
  'contact',
];

/** Opens the page and waits for its h1: on a busy machine the first lazy chunks can take long. */
async function visit(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test.describe('the 7-week challenge page', () => {
  test('every in-page anchor resolves, and the hero links to the pricing and the benefits', async ({
    page,
  }) => {
    await visit(page);
    // Wait until the last section (the closing call to action) is there, then count in one go.
    await expect(page.locator('#contact')).toBeAttached();
    const missing = (await page.evaluate(
      `${JSON.stringify(ANCHORS)}.filter((id) => document.getElementById(id) === null)`,
    )) as string[];
    expect(missing, `anchors without an element: ${missing.join(', ')}`).toEqual([]);

    const hero = page.locator('#challenge');
    await expect(hero.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', '#anmeldung');
    await hero.getByRole('link', { name: 'Details ansehen' }).click();
    await expect(page).toHaveURL(/#details$/);
    await expect(page.locator('#details')).toBeInViewport();
    await expect(page.locator('#details').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the testimonial carousel moves with next, previous and the dots', async ({ page }) => {
    await visit(page);
    const carousel = page.getByRole('region', { name: 'Erfahrungsberichte' });
    await scrollIntoView(carousel);
    const prev = carousel.getByRole('button', { name: 'Vorheriger Erfahrungsbericht' });
    const next = carousel.getByRole('button', { name: 'Nächster Erfahrungsbericht' });
    const current = carousel.getByRole('group', { name: /^\d+ von \d+$/ });
    await expect(prev).toBeDisabled();
    await expect(current).toHaveAttribute('aria-label', '1 von 6');
    await next.click();
    await expect(current).toHaveAttribute('aria-label', '2 von 6');
    await expect(prev).toBeEnabled();
    await carousel.getByRole('button', { name: /^Erfahrungsbericht 6:/ }).click();
    await expect(current).toHaveAttribute('aria-label', '6 von 6');
    await expect(next).toBeDisabled();
    await expect(current).toBeInViewport();
    await prev.click();
    await expect(current).toHaveAttribute('aria-label', '5 von 6');
  });

  test('the pricing call to action goes to /kontakt with utm source, medium and campaign', async ({
    page,
  }) => {
    await visit(page);
    const pricing = page.locator('#anmeldung');
    const cta = pricing.getByRole('link', { name: 'Jetzt Challenge starten' });
    const url = new URL((await cta.getAttribute('href'))!, 'http://x');
    expect(url.pathname).toBe('/kontakt');
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign'])
      expect(url.searchParams.get(key)).toBeTruthy();
    await expect(pricing.getByText('+ 2 weitere Features').first()).toBeVisible();
    await cta.click();
    await expect(page).toHaveURL(/\/kontakt\?.*utm_source=/);
  });

  test('has no serious or critical axe violations, and no sideways scroll at 360 px', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page);
    await expect(page.locator('#contact')).toBeAttached();
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )) as number;
    expect(overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0);
    await expectNoSevereViolations(page, 'the challenge page at 360 px');
  });
});
