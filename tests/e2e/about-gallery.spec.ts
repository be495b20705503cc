// The results gallery on /7-wochen-challenge (filter, load more, detail modal) and the about page /ueber-uns
// (a team card opened by keyboard, the map behind 'Externe Medien', axe, no sideways scroll at 360 px).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectNoSevereViolations } from './support/axe';
import { scrollIntoView } from './support/hydration';

/** Opens a page and waits for its h1: on a busy machine the first lazy chunks can take a while. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** At 360 px nothing in the section reaches past the viewport (other blocks on the page are not ours to test). */
async function expectFitsAt360(page: Page, section: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflowing = await page.evaluate(`[...document.querySelectorAll('${section}, ${section} *')]
    .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
    .map((element) => element.tagName.toLowerCase() + '.' + element.className)`);
  expect(overflowing).toEqual([]);
}

test('a visitor filters the results gallery, loads more and reads one story in the modal', async ({
  page,
}) => {
  await visit(page, '/7-wochen-challenge');
  const gallery = page.locator('#galerie');
  await scrollIntoView(gallery);
  const cards = page.locator('#portfolio').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(gallery.getByText('2847', { exact: true })).toBeVisible();

  const more = gallery.getByRole('button', { name: 'Mehr Ergebnisse laden' });
  await more.click();
  await expect(gallery.getByRole('button', { name: 'Wird geladen …' })).toHaveAttribute('aria-busy', 'true');
  await expect(cards).toHaveCount(12);
  await expect(gallery.getByRole('button', { name: /Mehr Ergebnisse laden|Wird geladen/ })).toHaveCount(0);

  const chip = gallery.getByRole('button', { name: 'Muskelaufbau', exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(3);
  await gallery.getByRole('button', { name: 'Alle', exact: true }).click();
  await expect(cards).toHaveCount(6);

  const opener = cards.first().getByRole('button', { name: /Ganze Geschichte/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sandra, 34' });
  await expect(dialog.getByText(/Morgenkurse um 6:30 Uhr/)).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await expectFitsAt360(page, '#galerie');
});

test('on /ueber-uns a team card opens by keyboard, the map waits for consent, and axe finds nothing severe', async ({
  page,
}) => {
  test.slow();
  await visit(page, '/ueber-uns');
  const bio = page.getByText(/Lena war Leichtathletin/);
  const lena = page.getByRole('button', { name: 'Mehr über Lena' });
  await expect(bio).toBeHidden();

  // A keyboard visitor follows the hero's 'Team kennenlernen' to #team, then tabs to the first card.
  await page.getByRole('link', { name: 'Team kennenlernen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#team$/);
  await page.keyboard.press('Tab');
  await expect(lena).toBeFocused();
  await expect(lena).toHaveAttribute('aria-expanded', 'true');
  await expect(bio).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(lena).toHaveAttribute('aria-expanded', 'false');
  await expect(bio).toBeHidden();
  await page.keyboard.press('Space');
  await expect(bio).toBeVisible();

  const location = page.locator('#kontakt');
  await expect(location.getByText('6:00–22:00 Uhr')).toBeVisible();
  await expect(location.getByTestId('embed-placeholder')).toBeVisible();
  await expect(location.getByRole('button', { name: 'Karte einmal laden' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);

  await expectNoSevereViolations(page, '/ueber-uns');

  await expectFitsAt360(page, 'main');
  expect(
    await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
  ).toBeLessThanOrEqual(0);
});
