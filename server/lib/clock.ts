// The one source of "now" on the server, replaceable in tests: API suites pass a frozen or ticking clock to
// buildApp; a test server (the browser tests', the several-processes tests') takes its clock from the
// environment (TEST_NOW, server/config.ts) for its whole process, never a production one (decision 0196).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Where installTestClock keeps the machine's Date. */
const REAL_DATE = Symbol.for('studio.realDate');

/** The machine's clock (epoch ms), also in a process whose `Date` reads a test clock. */
function realNow(): number {
  return ((globalThis as { [REAL_DATE]?: DateConstructor })[REAL_DATE] ?? Date).now();
}

/** Always `at`. */
export function frozenClock(at: Date): Clock {
  const ms = at.getTime();
  return { now: () => new Date(ms) };
}

/**
 * Starts at `start` when the real clock read `since` (epoch ms; default: now) and goes on at the real clock's
 * pace. Processes given the same `start` and `since` agree to the millisecond (the browser tests' server and
 * the browser's own clock, tests/e2e/support/test.ts).
 */
export function tickingClock(start: Date, since: number = realNow()): Clock {
  const offset = start.getTime() - since;
  return { now: () => new Date(realNow() + offset) };
}

/**
 * Makes this whole process read a test server's clock (TEST_NOW, frozen or ticking since TEST_NOW_SINCE) wherever
 * it asks `Date` for now: the app's services (through systemClock), and also the page renderer, which runs the
 * browser's components and these read `new Date()` themselves, and libraries (jose dates and checks the access
 * tokens with it: a browser on the same clock reads their expiry right). Dates made from a value are
 * untouched; timers and performance.now() keep the real pace. Only server/main.ts calls it, and only when the
 * configuration allowed a test clock (never with NODE_ENV=production, server/config.ts), and the API tests' setup
 * (tests/api/setup-clock.ts), so that no code under test reads the machine's date.
 */
export function installTestClock(testNow: { at: Date; since: number | undefined }): void {
  // Installed twice (a test process loads the setup again per file), the clock is still read off the real one.
  const holder = globalThis as { [REAL_DATE]?: DateConstructor };
  const RealDate = (holder[REAL_DATE] ??= Date);
  const at = testNow.at.getTime();
  const since = testNow.since;
  const now = since === undefined ? () => at : () => at + (realNow() - since);
  class TestDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length === 0 ? [now()] : args) as [number]));
    }
    static override now(): number {
      return now();
    }
    /** Dates made before, or by Node itself, are dates too. */
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = TestDate as DateConstructor;
}
