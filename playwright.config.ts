// Browser tests (tests/e2e) in real Chromium against the real server, which serves the built app (dist/) and the
// API. `npm test` builds before it runs these. Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
// Playwright's own browser.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { createConsentRecord } from './domain/consent/consent';
import { APP_PORT, SMTP_PORT } from './tests/e2e/support/ports';
import { runClock, testClockEnvironment } from './tests/support/clock';

// PW_PORT and PW_DIST let two checkouts' (or two people's) browser tests run side by side without sharing a
// port, a database or a build.
const PORT = APP_PORT;
const DIST = process.env.PW_DIST ?? 'dist';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const BASE_URL = `http://127.0.0.1:${PORT}`;

function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One worker: on this two-core machine a second Chromium plus the server's password hashing made long journeys
  // miss their timeout without finishing sooner overall (6.4 min with two workers against about 7 with one).
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry fails the run in CI instead of landing silently (issue 25).
  failOnFlakyTests: !!process.env.CI,
  workers: Number(process.env.PW_WORKERS ?? 1),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 45_000,
  // A page boots in about 3 s on this machine (lazy chunks, then the data): 5 s left journeys no slack.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The service worker precaches the whole build in every new context, which cost every journey CPU time it
    // did not need. Specs about the worker, offline use or installing opt in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every journey starts as a visitor who already answered the cookie banner ('Nur notwendige'), so the bar
    // never sits over what a journey clicks. tests/e2e/marketing.spec.ts starts without it to test the banner.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: BASE_URL,
          localStorage: [
            { name: 'studio.consent', value: JSON.stringify(createConsentRecord(false, runClock().now())) },
          ],
        },
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh database each run: tests must not depend on what an earlier run booked.
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      STATIC_DIR: DIST,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
      // Mail journeys start a real SMTP server on this port (tests/e2e/support/mailbox.ts); while none listens,
      // mails wait in the outbox and are retried, first after half a second.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_RETRY_MS: '500',
      // Several journeys order contracts, send leads and contact messages from this one address within a minute
      // (billing's members, join-online's orders); the limit itself is the API tests' (5 a minute there).
      INTAKE_RATE_LIMIT: '30',
      APP_URL: BASE_URL,
      // The run's clock (decision 0196): the server starts at TEST_START and ticks; every browser context's clock
      // starts at the same moment (tests/e2e/support/test.ts). Read this way only by a test server (TEST_MODE).
      ...testClockEnvironment(),
    },
  },
});
