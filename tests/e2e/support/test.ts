// The browser tests' `test` (decision 0196): every browser context's clock starts at the run's clock
// (tests/support/clock.ts), the one the server was given (playwright.config.ts), and ticks on from there, so the
// app's weeks, 'today' and deadlines in the browser agree with the server's and no journey depends on the day or
// the hour it runs. Specs import `test` from here (lint forbids '@playwright/test''s); a context a spec opens
// itself comes from `openContext`.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { RUN_CLOCK_OFFSET_MS, runClock } from '../../support/clock';

/**
 * Playwright's clock reaches pages, not service workers: a worker's `Date` is moved by the same offset when it
 * starts (it picks the weeks it warms into its course cache by the date).
 */
function moveWorkerDate(offset: number): void {
  const RealDate = Date;
  class RunDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length === 0 ? [RealDate.now() + offset] : args) as [number]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  (globalThis as { Date: DateConstructor }).Date = RunDate as DateConstructor;
}

/** Starts the context's clock at the run's 'now'; its time then passes at the real pace. */
export async function startClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: runClock().now() });
  context.on('serviceworker', (worker) => {
    worker.evaluate(moveWorkerDate, RUN_CLOCK_OFFSET_MS).catch(() => undefined);
  });
}

/** A new browser context on the run's clock (for a second person or a context with its own options). */
export async function openContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await startClock(context);
  return context;
}

/**
 * The styles the browser refused on a page (Chromium reports each Content-Security-Policy refusal in the console).
 * Every journey's page is watched: a refused style is a page that looks broken (decision 0207).
 */
export function refusedStyles(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/.test(text) && /styl/i.test(text)) refused.push(`${page.url()}: ${text}`);
  });
  return refused;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await startClock(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const refused = refusedStyles(page);
    await use(page);
    expect(refused, 'styles the Content-Security-Policy refused').toEqual([]);
  },
});
