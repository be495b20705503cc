// The one source of "now" on the server, replaceable in tests: API suites pass a frozen or ticking clock to
// buildApp; a test server (the browser tests', the several-processes tests') takes its clock from the
// environment (TEST_NOW, server/config.ts), never a production one (decision 0196).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Always `at`. */
export function frozenClock(at: Date): Clock {
  const ms = at.getTime();
  return { now: () => new Date(ms) };
}

/**
 * Starts at `start` when the real clock read `since` (epoch ms; default: now) and goes on at the real clock's
 * pace. Processes given the same `start` and `since` agree to the millisecond (the browser tests' server and
 * the browser's own clock, tests/e2e/support/clock.ts).
 */
export function tickingClock(start: Date, since: number = Date.now()): Clock {
  const offset = start.getTime() - since;
  return { now: () => new Date(Date.now() + offset) };
}

/** The test clock a configuration names (TEST_NOW, optionally ticking since TEST_NOW_SINCE), else the system's. */
export function clockOf(testNow: { at: Date; since: number | undefined } | undefined): Clock {
  if (!testNow) return systemClock;
  return testNow.since === undefined ? frozenClock(testNow.at) : tickingClock(testNow.at, testNow.since);
}
