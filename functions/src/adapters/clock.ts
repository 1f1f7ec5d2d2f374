/**
 * The one clock port: every use case reads the time through it, so tests set the time by passing
 * their own. The system clock is the only implementation the functions use.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
