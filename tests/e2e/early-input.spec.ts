// Nothing is lost before the code arrives (issue 24 item 2): the app's JavaScript is held back by request
// interception while the visitor taps and types on the server's HTML, then released. The inline recorder
// (src/app/ssr/early-input.ts) replays the taps and hands the typed text to the components once React owns them.
// Every journey also listens for console errors, hydration warnings and Content-Security-Policy violations.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { holdScripts, untilTakenOver } from './support/hydration';
import { unique } from '../support/unique';

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat|Content Security Policy/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

test.describe('taps and typing before the app has started', () => {
  // No service worker: this is a visitor's first visit, and the worker would answer the held scripts itself.
  test.use({ serviceWorkers: 'block' });

  test('a tap on the header menu at 360 px opens it once the code arrives', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await menu.click();
    // Nothing has run yet: the button is still the server's.
    expect(scripts.held()).toBeGreaterThan(0);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    scripts.release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link').first(),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a tap on a membership tier and on the call to action opens the funnel once the code arrives', async ({
    page,
  }) => {
    const problems = watchProblems(page);
    let scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const tier = page.getByRole('button', { name: /\(CORE\)/ });
    await tier.click();
    scripts.release();
    const funnel = page.getByRole('dialog', { name: 'Was sind Deine Ziele?' });
    await expect(funnel).toBeVisible();
    await expect(funnel.getByText('Schritt 1 von 4')).toBeVisible();

    // The hero's call to action on a fresh visit: the same, from the top of the page.
    await page.unrouteAll({ behavior: 'wait' });
    scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Passende Mitgliedschaft finden' }).click();
    await expect(funnel).toHaveCount(0);
    scripts.release();
    await expect(funnel).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('text typed into the FAQ search and the contact form is kept and takes effect', async ({ page }) => {
    const problems = watchProblems(page);
    let scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: /suchen/i }).first();
    await search.fill('Cashback');
    scripts.release();
    await untilTakenOver(search);
    await expect(search).toHaveValue('Cashback');
    // The search took effect: only the matching question is left.
    await expect(page.getByRole('button', { name: 'Wie bekomme ich das Cashback?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Brauche ich Vorerfahrung?' })).toHaveCount(0);

    await page.unrouteAll({ behavior: 'wait' });
    scripts = await holdScripts(page);
    await page.goto('/kontakt', { waitUntil: 'commit' });
    const form = page.locator('form').filter({ has: page.getByLabel(/^Nachricht/) });
    await form.getByLabel(/^Name/).fill('Frieda Früh');
    await form.getByLabel(/^E-Mail/).fill(`frieda.${unique()}@example.org`);
    await form.getByLabel(/^Nachricht/).fill('Getippt, bevor die Seite fertig war.');
    // Held back by the recorder until the code arrives, then ticked by the replay.
    const privacy = form.getByRole('checkbox', { name: /Datenschutz/ });
    await privacy.click();
    await expect(privacy).not.toBeChecked();
    scripts.release();
    const send = form.getByRole('button', { name: /senden/i });
    await expect(privacy).toBeChecked();
    await expect(send).toBeEnabled();
    await expect(form.getByLabel(/^Name/)).toHaveValue('Frieda Früh');
    await send.click();
    await expect(form.getByText(/Vielen Dank/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('the consent bar on a first visit', () => {
  test.use({ serviceWorkers: 'block', consentDecided: false });

  test('is painted with the server’s page, and never shown where a decision is stored', async ({ page }) => {
    const problems = watchProblems(page);
    let scripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const bar = page.getByRole('region', { name: 'Cookies und externe Medien' });
    // Before any script: the bar is the server's, and a tap on it is kept for the app.
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Nur notwendige' }).click();
    scripts.release();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate("localStorage.getItem('studio.consent')")).toContain('"externalMedia":false');

    // The next page: the server's HTML still carries the bar, but it is hidden before the app runs.
    await page.unrouteAll({ behavior: 'wait' });
    scripts = await holdScripts(page);
    await page.goto('/kurse', { waitUntil: 'commit' });
    await expect(page.locator('.consent-banner')).toHaveCount(1);
    await expect(page.locator('.consent-banner')).toBeHidden();
    scripts.release();
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
