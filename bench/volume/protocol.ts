// What bench/volume/run.ts and its server process (bench/volume/server.ts) say to each other over IPC.

/** The servers' JWT secret: the runner signs the members' tokens with it. */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

/** What the runner asks: the server's CPU time so far, the reminders' sweep of a day, to stop. */
export type Command =
  { type: 'cpu' } | { type: 'sweep'; steps: number; stepMinutes: number } | { type: 'stop' };

/** What the server answers: its origin once listening, its CPU time (µs), each sweep call's time. */
export type Reply =
  | { type: 'ready'; origin: string }
  | { type: 'cpu'; microseconds: number }
  | { type: 'sweep'; ms: number[]; stored: number };
