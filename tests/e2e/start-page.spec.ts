// A visitor arrives on the start page, on a phone and on a desktop, and finds the way to the courses.
import { expect } from '@playwright/test';
import { test } from './support/test';
import { untilTakenOver } from './support/hydration';

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor sees the studio promise and both ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stärker als gestern.');
    await expect(page.getByRole('link', { name: 'Kurse entdecken' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt registrieren' })).toBeVisible();
    // The inline navigation is folded into the menu on a phone.
    await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  });

  test('a visitor opens the menu and goes to the courses', async ({ page }) => {
    await page.goto('/');
    // The server's HTML shows the button before the app has taken it over; a tap before then opens nothing.
    await untilTakenOver(page.getByRole('button', { name: 'Menü' }));
    await page.getByRole('button', { name: 'Menü' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Kurse' }).click();
    await expect(page).toHaveURL('/kurse');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a visitor opens and closes the menu with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menü' });
    // Tab from the top: skip link, brand, then the menu button.
    await expect(menu).toBeVisible();
    await untilTakenOver(menu);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const firstLink = page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kurse' });
    await expect(firstLink).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(firstLink).toBeHidden();

    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the start page loads without errors in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Kurse entdecken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a visitor uses the inline navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Jeden Morgen.');
    await expect(page.getByRole('button', { name: 'Menü' })).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL('/ueber-uns');
    await expect(page.getByRole('heading', { level: 1, name: /Mehr als ein Studio/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Über uns' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    await page
      .getByRole('link', { name: /Kraftraum Studio.*zur Startseite/ })
      .first()
      .click();
    await expect(page).toHaveURL('/');
  });

  test('a visitor follows the call to action to the course offering', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Kurse entdecken' }).click();
    await expect(page).toHaveURL('/kurse');
    await expect(page.getByText('Entdecke unser vielfältiges Kursangebot')).toBeVisible();
  });

  test('the footer shows the opening hours and the legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('6:00–22:00 Uhr')).toBeVisible();
    await expect(footer.getByText('8:00–20:00 Uhr')).toBeVisible();
    await expect(footer.getByText('10:00–18:00 Uhr')).toBeVisible();
    await footer.getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  test('a keyboard user skips straight to the content', async ({ page }) => {
    await page.goto('/kurse');
    await expect(page.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
