// The browser tests' `test` (decision 0196): every browser context's clock starts at the run's clock
// (tests/support/clock.ts), the one the server was given (playwright.config.ts), and ticks on from there, so the
// app's weeks, 'today' and deadlines in the browser agree with the server's and no journey depends on the day or
// the hour it runs. Specs import `test` from here (lint forbids '@playwright/test''s); a context a spec opens
// itself comes from `openContext`.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createConsentRecord } from '#domain/consent/consent';
import { STORAGE_KEYS } from '../../../src/config/storage-keys';
import { RUN_CLOCK_OFFSET_MS, runClock } from '../../support/clock';
import { APP_PORT } from './ports';

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

/**
 * Puts `record` into the app's localStorage under `key` before the page's first script runs, unless a decision is
 * stored already (a journey that changes it keeps its change). In the page; nothing where storage is refused.
 */
function storeConsent([origin, key, record]: [string, string, string]): void {
  const page = globalThis as unknown as {
    location: { origin: string };
    localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  };
  try {
    if (page.location.origin === origin && page.localStorage.getItem(key) === null)
      page.localStorage.setItem(key, record);
  } catch {
    // An opaque origin (about:blank, data:) has no storage.
  }
}

/**
 * The context's visitor has answered the cookie banner ('Nur notwendige'), so the bar never sits over what a
 * journey clicks. Stored by an init script rather than Playwright's storageState, which opened a page of the origin
 * in every new context to write it: 0.3 CPU-s per journey (decision 0231).
 */
async function decideConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(storeConsent, [
    `http://127.0.0.1:${APP_PORT}`,
    STORAGE_KEYS.consent,
    JSON.stringify(createConsentRecord(false, runClock().now())),
  ] as [string, string, string]);
}

/**
 * A new browser context on the run's clock (for a second person or a context with its own options), its visitor
 * having answered the cookie banner as every journey's has, unless `options` brings its own storage.
 */
export async function openContext(
  browser: Browser,
  options?: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await startClock(context);
  if (options?.storageState === undefined) await decideConsent(context);
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

export const test = base.extend<{ consentDecided: boolean }>({
  /** Every journey starts with the cookie banner answered; a journey about the banner says false. */
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, use) => {
    await startClock(context);
    if (consentDecided) await decideConsent(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const refused = refusedStyles(page);
    await use(page);
    expect(refused, 'styles the Content-Security-Policy refused').toEqual([]);
  },
});
