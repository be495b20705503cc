// The one source of "now" on the server, replaceable in tests (scenario tests freeze it).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
