/** Every timing of the loading page in one place (docs/product-spec.md sections 4 and 9, plus our own limits). */
export const analysisTiming = {
  /** Spec: the analysis is polled every 3 seconds. */
  pollIntervalMs: 3_000,
  /** Spec: progress climbs 1 per 300 ms… */
  progressTickMs: 300,
  /** …up to 95 before completion, then jumps to 100. */
  progressCap: 95,
  /** Spec: go to the results 1.5 seconds after completion. */
  redirectDelayMs: 1_500,
  /** Spec: typewriter text runs at 30 ms per character. */
  typewriterMsPerChar: 30,
  /** Ours: after this many failed polls in a row the page stops and offers Try Again. */
  maxConsecutivePollFailures: 10,
  /** Ours: failed polls in a row before the page says it is having trouble. */
  troubleAfterFailures: 2,
  /** Ours: never spin forever. After 5 minutes still pending the page says so and offers a way out. */
  giveUpAfterMs: 5 * 60_000,
} as const;
