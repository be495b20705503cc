// Finds text that does not fit at the current width, in the page as it is now (issue 14 part 4). Two faults:
// - clipped: a line of text that sticks out of a box that clips it (overflow hidden or clip on the element or any
//   ancestor, per axis) or out of the viewport's width, while part of it is still inside. Text that lies wholly
//   outside a clipping box is hidden on purpose (a carousel's next slide, a closed panel) and is not reported.
// - broken: a word (a run of letters and digits; hyphens, soft hyphens and slashes end a word, so breaking there
//   is fine) whose characters are laid out on more than one line, as overflow-wrap or word-break do to
//   'Trainingsstu|nden'.
// Visually hidden text (a 1 px clip box) and text in aria-hidden decorations is skipped.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The detector, a function expression run in the page (its file's closing semicolon dropped). */
const FIND_FAULTS = readFileSync(new URL('./text-fit.browser.js', import.meta.url), 'utf8')
  .trim()
  .replace(/;$/, '');

export interface TextFault {
  kind: 'clipped' | 'broken';
  text: string;
  where: string;
}

/** Scrolls through the page (lazy blocks load on the way) and returns what does not fit. */
export async function textFaults(page: Page): Promise<TextFault[]> {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  })()`);
  await page.waitForLoadState('networkidle');
  return (await page.evaluate(`${FIND_FAULTS}()`)) as TextFault[];
}
