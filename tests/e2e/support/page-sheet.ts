// A stylesheet a journey lays over the page for a while: constructed and adopted (the Content-Security-Policy
// refuses a <style> a script adds), kept on window under a name so that dropSheet, or the page's own code, takes
// it away again. axe reads a page at rest with one (./axe.ts), public-styles compares styles with every block shown
// with another.
import type { Page } from '@playwright/test';

/** Adopts `css` as window[name], then waits `frames` animation frames (none in a page without scripts). */
export async function adoptSheet(page: Page, name: string, css: string, frames = 0): Promise<void> {
  await page.evaluate(`(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(${JSON.stringify(css)});
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    window[${JSON.stringify(name)}] = sheet;
    for (let frame = 0; frame < ${frames}; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  })()`);
}

/** Takes the sheet adoptSheet kept as window[name] away. */
export async function dropSheet(page: Page, name: string): Promise<void> {
  await page.evaluate(
    `document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== window[${JSON.stringify(name)}])`,
  );
}
