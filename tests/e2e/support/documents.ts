// What the browser tests read of documents and pages: a PDF's text (pdf-parse, as a reader's copy-and-paste would
// give it) and whether a page scrolls sideways at its width.
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
