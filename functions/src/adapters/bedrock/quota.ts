/**
 * Bedrock sized to its quotas. Pure arithmetic, shared by the adapter (backoff)
 * and the CDK app (how many analyses may run at once, and how large a call may be).
 *
 * Bedrock's quotas are per minute and a call reserves its input tokens plus `maxTokens` up front;
 * output tokens of recent Claude models count five times ("burndown"). So the budget of calls in
 * flight is the tokens-per-minute quota over what one call reserves, and throttling clears only
 * when the minute rolls over: the backoff must be able to wait about a minute.
 */

/** Output tokens count this many times against the tokens-per-minute quota (Claude 3.7 and later). */
export const OUTPUT_BURNDOWN = 5;
/** System prompt, tool schema and outline around the contract text in one call. */
export const PROMPT_OVERHEAD_TOKENS = 4_000;
/** A conservative output speed for sizing maxTokens to a deadline (tokens per second). */
export const OUTPUT_TOKENS_PER_SECOND = 40;
/** Time to first token and input processing of a large chunk, per call. */
export const CALL_OVERHEAD_SECONDS = 15;

export interface BackoffSettings {
  /** First ceiling in ms, doubled per attempt. */
  baseDelayMs: number;
  /** Largest ceiling in ms. */
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: BackoffSettings = { baseDelayMs: 2_000, maxDelayMs: 30_000 };

/**
 * The wait before retry `attempt` (1 = after the first failure): "equal jitter", half the ceiling
 * fixed and half random, so waits add up to a quota minute in a predictable number of attempts
 * while workers still spread apart.
 */
export function backoffDelayMs(
  attempt: number,
  settings: BackoffSettings = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(ceiling / 2 + random() * (ceiling / 2));
}

/** The least total wait over the first `retries` retries (all randoms 0). */
export function minimumWaitMs(retries: number, settings: BackoffSettings = DEFAULT_BACKOFF): number {
  let total = 0;
  for (let attempt = 1; attempt <= retries; attempt++) total += backoffDelayMs(attempt, settings, () => 0);
  return total;
}

/** Tokens one call reserves against the per-minute quota. */
export function tokensReservedPerCall(chunkTokens: number, maxOutputTokens: number): number {
  return chunkTokens + PROMPT_OVERHEAD_TOKENS + maxOutputTokens * OUTPUT_BURNDOWN;
}

/**
 * The largest maxTokens for which one chunk (its call and one repair round) ends before the
 * deadline, leaving `marginSeconds` to record the result; a multiple of 1,024, at least 1,024.
 */
export function maxOutputTokensFor(deadlineSeconds: number, marginSeconds = 30): number {
  const perCall = (deadlineSeconds - marginSeconds) / 2 - CALL_OVERHEAD_SECONDS;
  const tokens = Math.floor((perCall * OUTPUT_TOKENS_PER_SECOND) / 1024) * 1024;
  return Math.max(1024, tokens);
}

export interface BudgetInput {
  tokensPerMinute: number;
  chunkTokens: number;
  maxOutputTokens: number;
  /** Chunks of one contract reviewed at once, at most. */
  chunkConcurrency: number;
  /** Analyses at once, at most (jobMaxConcurrency). */
  maxConsumers: number;
}

export interface Budget {
  /** Calls that fit the quota at the same time. */
  callsInFlight: number;
  /** Chunks of one contract reviewed at once (BEDROCK_MAX_CONCURRENCY). */
  chunkConcurrency: number;
  /** Analysis consumers (the SQS event source's maxConcurrency; Lambda's minimum is 2). */
  consumers: number;
  /** False when even two consumers one chunk at a time exceed the quota: throttling will be routine. */
  fits: boolean;
}

/**
 * Analyses first, then chunks: most contracts are one chunk, so the calls the quota holds go to as
 * many concurrent analyses as allowed (every user waiting is served), and only what is left over
 * lets a long contract review several chunks at once. Both grow with the quota, never shrink.
 */
export function concurrencyBudget(input: BudgetInput): Budget {
  const callsInFlight = Math.floor(
    input.tokensPerMinute / tokensReservedPerCall(input.chunkTokens, input.maxOutputTokens),
  );
  // Lambda's floor is two consumers, whatever the quota.
  const consumers = Math.max(2, Math.min(input.maxConsumers, callsInFlight));
  const chunkConcurrency = Math.max(1, Math.min(input.chunkConcurrency, Math.floor(callsInFlight / consumers)));
  return { callsInFlight, chunkConcurrency, consumers, fits: consumers * chunkConcurrency <= callsInFlight };
}
