// The tests' 'now' (decision 0196): every API suite and the browser tests start their clocks here, never at the
// real date, so no test depends on the day or the hour it runs. A Wednesday morning in Berlin: a week's edge,
// midnight, a month's end and a clock change are all days away, also after a long run.
//
// This is the one file under tests/ that reads the real clock for a date (tests/guards/no-real-date.test.ts): the
// real moment at which the test clock read TEST_START, so that every process of a run (a suite and the servers it
// starts; Playwright's runner, its workers, the browser tests' server and the browser) ticks alike.
import { tickingClock, type Clock } from '../../server/lib/clock';

export const TEST_START = new Date('2026-11-25T09:00:00+01:00');

/**
 * The real clock's epoch milliseconds at which the run's test clock read TEST_START: taken once by the first
 * process that loads this file and handed down to the processes it starts through the environment.
 */
export const TEST_SINCE = Number((process.env.TEST_RUN_SINCE ??= String(Date.now())));

/** The run's clock: TEST_START at TEST_SINCE, then at the real clock's pace. */
export function runClock(): Clock {
  return tickingClock(TEST_START, TEST_SINCE);
}

/** How far the run's clock is ahead of the machine's (ms; negative: behind). */
export const RUN_CLOCK_OFFSET_MS = TEST_START.getTime() - TEST_SINCE;

/** The environment that gives a test server (server/main.ts) the run's clock (server/config.ts: TEST_NOW). */
export function testClockEnvironment(): Record<string, string> {
  return { TEST_MODE: 'true', TEST_NOW: TEST_START.toISOString(), TEST_NOW_SINCE: String(TEST_SINCE) };
}
