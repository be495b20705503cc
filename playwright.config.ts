// Browser tests (tests/e2e) in real Chromium against the real server, which serves the built app (dist/) and the
// API. `npm test` builds before it runs these. Chromium: its headless shell, which journeys that need the whole
// browser leave for it (tests/e2e/support/browsers.ts, decision 0227).
import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL } from './tests/e2e/support/browsers';
import { APP_PORT, SMTP_PORT } from './tests/e2e/support/ports';
import { testClockEnvironment } from './tests/support/clock';

// PW_PORT and PW_DIST let two checkouts' (or two people's) browser tests run side by side without sharing a
// port, a database or a build.
const PORT = APP_PORT;
const DIST = process.env.PW_DIST ?? 'dist';
const DATA_DIR = `.tmp/e2e-data-${PORT}`;
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Two lanes side by side (npm run test:e2e:lanes, decisions 0195 and 0211: nothing else runs beside them), each
// one spec at a time: 'week' holds the journeys that make courses, sessions or bookings, read the week or its
// seats, or use the mailbox (one SMTP port for the server), so none of them sees another's course mid-way; 'pages'
// holds the rest. 'last' holds the journeys that change what every page shows (published pages and posts, menus,
// prices, the month's billing run) or count what all others add (leads, the reports); npm test runs it after
// 'week', on a fresh server.
const WEEK = [
  'admin',
  'bookings',
  'check-in',
  'desk',
  'early-input',
  'funnel',
  'honest-booking',
  'insecure-context',
  'join-online',
  'js-budget',
  'layouts',
  'mails',
  'member-coverage',
  'members-phone',
  'no-javascript',
  'notifications',
  'offline',
  'page-titles',
  'password-reset',
  'public-page-privacy',
  'schedule',
  'server-render',
  'start-page',
  'text-fit',
  'trainer',
  // Journeys that could run in either lane, here so the two take about as long: 'pages' held 1,922 s of the
  // lanes' 3,267 s (decision 0211). None of them changes what another journey reads. hydration-taps (85 s) went
  // back to 'pages' when the lanes ran side by side: 'week' held 548 s of their 961 (decision 0229).
  'blocks',
  'challenge',
];
const LAST = [
  'admin-paging',
  'billing',
  'blog',
  'memberships',
  'menus',
  'page-editor',
  'page-images',
  'reports',
  'reports-locations',
];
// 'chain' holds the journeys of a studio chain (issue 34): they add a second location, which puts a picker above
// every week and hydrates the week at once; npm test runs it after 'pages' while 'last' follows 'week', each lane
// on a fresh server of its own ('pages' on PW_PORT + 200, 'chain' + 100, package.json; decision 0230), so none
// sees another's data.
const CHAIN = ['locations'];
const specs = (names: readonly string[]) => names.map((name) => `${name}.spec.ts`);

const CHROMIUM = { ...devices['Desktop Chrome'], launchOptions: HEADLESS_SHELL };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Two workers unless told otherwise: npm run test:e2e:lanes runs 'week' and 'pages' side by side, one worker
  // each (decision 0229; npm test runs them as two steps, decision 0230); 'last' and 'chain' have one project each.
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on its retry fails the run in CI instead of landing silently (issue 25).
  failOnFlakyTests: !!process.env.CI,
  workers: Number(process.env.PW_WORKERS ?? 2),
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
    // A trace costs a fifth of Chromium's CPU (its screencast), and its constant rendering hid races (members-phone's
    // menu, public-styles' skipped blocks: decision 0227's addenda): recorded on the retry of a failed journey
    // only, which then fails the run (failOnFlakyTests) with the trace to read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'week', testMatch: specs(WEEK), workers: 1, use: CHROMIUM },
    { name: 'pages', testIgnore: specs([...WEEK, ...LAST, ...CHAIN]), workers: 1, use: CHROMIUM },
    { name: 'last', testMatch: specs(LAST), workers: 1, use: CHROMIUM },
    { name: 'chain', testMatch: specs(CHAIN), workers: 1, use: CHROMIUM },
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
      // Two lanes sign in and call the API from this one address at once; the limits themselves are the API
      // API tests' (tests/api/users.test.ts, sessions.test.ts, rate-limit-store.test.ts).
      AUTH_RATE_LIMIT: '200',
      API_RATE_LIMIT: '6000',
      APP_URL: BASE_URL,
      // The run's clock (decision 0196): the server starts at TEST_START and ticks; every browser context's clock
      // starts at the same moment (tests/e2e/support/test.ts). Read this way only by a test server (TEST_MODE).
      ...testClockEnvironment(),
    },
  },
});
