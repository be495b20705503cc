// The Level Up Week page with the visitor's clock fixed: the countdown before the event and on its start day, the
// 7-day program with its 14 workshops and day statuses, no sideways scroll on a 360 px phone, and axe.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { expectNoSevereViolations } from './support/axe';
import { scrollIntoView } from './support/hydration';

/** Fixes the visitor's clock (Berlin wall time) and opens the page; waits for its h1. */
async function visitAt(page: Page, berlinTime: string) {
  // The first content page of a run loads the lazy chunks; on a busy machine that takes a while.
  test.slow();
  await page.clock.setFixedTime(new Date(berlinTime));
  await page.goto('/level-up-week');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

const countdown = (page: Page) => page.getByTestId('level-up-countdown').locator('p').first();
const programDays = (page: Page) =>
  page.getByRole('list', { name: 'Ablauf der Woche' }).locator(':scope > li');

test('ten days before the edition a visitor sees "Noch 10 Tage", the 7-day program all planned with 14 workshops, and axe finds nothing serious', async ({
  page,
}) => {
  await visitAt(page, '2027-02-26T10:00:00+01:00');
  await expect(countdown(page)).toHaveText('Noch 10 Tage');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Level Up Week');

  await expect(programDays(page)).toHaveCount(7);
  // Before the event no day is 'heute' (issue 14: day 1 read 'heute' beside 'Noch 104 Tage').
  await expect(
    page.getByRole('list', { name: 'Ablauf der Woche' }).locator(':scope > li[aria-current]'),
  ).toHaveCount(0);
  await expect(programDays(page).locator('.lu-status')).toHaveText(Array(7).fill('Status: geplant'));
  await expect(page.getByRole('list', { name: '14 Workshops' }).locator(':scope > li')).toHaveCount(14);
  await expect(page.getByRole('heading', { level: 3, name: 'Tagesfokus' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Wochenplan' })).toBeVisible();
  // The generic blocks are on the page too: the participation timeline and the next editions.
  await expect(page.locator('#ablauf [aria-current="step"]')).toContainText('Platz sichern');
  await expect(page.locator('#termine article')).toHaveCount(3);

  await expectNoSevereViolations(page, 'Level Up Week');
});

test('on the start day a phone at 360 px shows "Heute startet es!" without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await visitAt(page, '2027-03-08T07:30:00+01:00');
  await expect(countdown(page)).toHaveText('Heute startet es!');
  // The program is an island that hydrates as it nears the screen (decision 0183); the page's clock is faked,
  // the server's is not, so today's status shows once it has.
  await scrollIntoView(programDays(page).first());
  await expect(programDays(page).first().locator('.lu-status')).toHaveText('Status: heute');
  await scrollIntoView(page.locator('#termine'));
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on day 3 of the event the hero says "Event läuft" and days 1 and 2 are completed', async ({ page }) => {
  await visitAt(page, '2027-03-10T12:00:00+01:00');
  await expect(countdown(page)).toHaveText('Event läuft');
  // The program hydrates as it nears the screen, with the page's (faked) clock: brought into view and waited for,
  // not read once (a CI run read the server's render, all 'geplant').
  await scrollIntoView(programDays(page).first());
  await expect(programDays(page).locator('.lu-status')).toHaveText(
    ['abgeschlossen', 'abgeschlossen', 'heute', 'geplant', 'geplant', 'geplant', 'geplant'].map(
      (status) => `Status: ${status}`,
    ),
  );
});
