// What the browser tests read of documents and pages: a PDF's text (pdf-parse, as a reader's copy-and-paste would
// give it), whether a page scrolls sideways at its width, and a loaded page brought to another width.
import { expect, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** No horizontal scroll of the page itself (a table may scroll inside its own region). */
export async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Resizes the loaded page to `width` and waits until its layout has that width, its main heading is visible and two
 * animation frames have passed (what follows the width from script, a media query's listener or useMediaQuery,
 * renders in the next frame): a page checked at several widths is loaded once, not once per width (decision 0214).
 */
export async function resizeTo(page: Page, width: number, where: string, height = 800): Promise<void> {
  await page.setViewportSize({ width, height });
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.clientWidth'), { message: where })
    .toBe(width);
  await expect(page.locator('main h1, [role="main"] h1').first(), where).toBeVisible();
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
}
