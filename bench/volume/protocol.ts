// What bench/volume/run.ts and its server process (bench/volume/server.ts) say to each other over IPC, and the
// app's configuration every volume bench runs it with.
import path from 'node:path';

/** The servers' JWT secret: the runner signs the members' tokens with it. */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

/**
 * The app as the volume benches run it: their secret, no static files (a directory under `dir` that is not
 * there), errors only in the log, the rate limits out of the way.
 */
export const benchConfig = (dir: string, jwtSecret = BENCH_SECRET) => ({
  jwtSecret,
  staticDir: path.join(dir, 'no-static'),
  logLevel: 'error' as const,
  authRateLimit: 1_000_000,
  apiRateLimit: 10_000_000,
  trustProxy: false,
});

/**
 * What the runner asks: the server's CPU time so far, to start its CPU profiler (or, with a file, to stop it and
 * write the profile there), the reminders' sweep of a day, to stop.
 */
export type Command =
  | { type: 'cpu' }
  | { type: 'profile'; file?: string }
  | { type: 'sweep'; steps: number; stepMinutes: number }
  | { type: 'stop' };

/** What the server answers: its origin, its CPU time (µs), the profiler's step done, each sweep call's time. */
export type Reply =
  | { type: 'ready'; origin: string }
  | { type: 'cpu'; microseconds: number }
  | { type: 'profile' }
  | { type: 'sweep'; ms: number[]; stored: number };
