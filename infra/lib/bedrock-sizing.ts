/**
 * The Bedrock provider sized to the account's tokens-per-minute quota, from
 * the pure arithmetic in functions/src/adapters/bedrock/quota.ts:
 *
 *   maxTokens   the largest answer for which one chunk (call + repair round) ends before the
 *               analysis job's deadline (its timeout less the 20 s the handler keeps to record);
 *   chunk size  contract text per call, shrunk when needed so two calls fit in the quota;
 *   consumers   the analysis queue's event-source maxConcurrency, and the chunks one contract
 *               reviews at once, so all calls in flight together reserve no more than the quota.
 *
 * Only a Bedrock stack is sized: the built-in analyzer has no quota.
 */
import { jobFunctions } from '../../functions/src/http/routes';
import {
  concurrencyBudget,
  maxOutputTokensFor,
  OUTPUT_BURNDOWN,
  PROMPT_OVERHEAD_TOKENS,
  tokensReservedPerCall,
} from '../../functions/src/adapters/bedrock/quota';
import { SettingsError } from './settings-error';
import type { AppSettings } from './settings';

/** The provider's own default (functions/src/config.ts BEDROCK_CHUNK_TOKENS) when the quota allows it. */
export const DEFAULT_CHUNK_TOKENS = 30_000;
/** Smallest chunk worth a call: below it the prompt overhead dominates and sections split mid-clause. */
export const MIN_CHUNK_TOKENS = 2_000;
/** Chunks of one contract reviewed at once at most (the provider's default BEDROCK_MAX_CONCURRENCY). */
export const MAX_CHUNK_CONCURRENCY = 3;
/** What the analysis handler keeps back from its remaining time to record the result (jobs/analysis). */
export const HANDLER_RESERVE_SECONDS = 20;

export interface BedrockSizing {
  tokensPerMinute: number;
  chunkTokens: number;
  maxOutputTokens: number;
  /** Tokens one call reserves against the quota (input + prompt + maxTokens x burndown). */
  reservedPerCall: number;
  callsInFlight: number;
  /** BEDROCK_MAX_CONCURRENCY: chunks of one contract at once. */
  chunkConcurrency: number;
  /** The analysis event source's maxConcurrency. */
  consumers: number;
  /** False when even the minimum (two consumers, one chunk each) exceeds the quota. */
  fits: boolean;
}

/** undefined for the built-in analyzer; else the sizing, or a SettingsError saying what to change. */
export function bedrockSizing(
  settings: Pick<
    AppSettings,
    'modelProvider' | 'bedrockTokensPerMinute' | 'bedrockChunkTokens' | 'bedrockMaxOutputTokens' | 'jobMaxConcurrency'
  >,
  jobTimeoutSeconds: number = jobFunctions.analysis.timeoutSeconds,
): BedrockSizing | undefined {
  if (settings.modelProvider !== 'bedrock' || settings.bedrockTokensPerMinute === undefined) return undefined;
  const tokensPerMinute = settings.bedrockTokensPerMinute;
  const maxOutputTokens =
    settings.bedrockMaxOutputTokens ?? maxOutputTokensFor(jobTimeoutSeconds - HANDLER_RESERVE_SECONDS);

  // Two calls must fit at once (Lambda runs at least two consumers): shrink the chunk, not below the minimum.
  const roomForTwo = Math.floor(tokensPerMinute / 2) - PROMPT_OVERHEAD_TOKENS - maxOutputTokens * OUTPUT_BURNDOWN;
  const chunkTokens =
    settings.bedrockChunkTokens ?? Math.min(DEFAULT_CHUNK_TOKENS, Math.floor(roomForTwo / 1000) * 1000);
  if (chunkTokens < MIN_CHUNK_TOKENS) {
    throw new SettingsError(
      `Context "bedrockTokensPerMinute" (${tokensPerMinute}) is too small for two Bedrock calls at once with maxTokens ` +
        `${maxOutputTokens} (each reserves ${PROMPT_OVERHEAD_TOKENS} + chunk + ${OUTPUT_BURNDOWN} x maxTokens): request a higher ` +
        'tokens-per-minute quota in Service Quotas and set the granted value, or lower bedrockMaxOutputTokens.',
    );
  }
  const budget = concurrencyBudget({
    tokensPerMinute,
    chunkTokens,
    maxOutputTokens,
    chunkConcurrency: MAX_CHUNK_CONCURRENCY,
    maxConsumers: settings.jobMaxConcurrency,
  });
  return {
    tokensPerMinute,
    chunkTokens,
    maxOutputTokens,
    reservedPerCall: tokensReservedPerCall(chunkTokens, maxOutputTokens),
    ...budget,
  };
}

/** The BEDROCK_* environment of a function that calls Bedrock. */
export function bedrockSizingEnv(
  sizing: BedrockSizing,
): Record<'BEDROCK_CHUNK_TOKENS' | 'BEDROCK_MAX_OUTPUT_TOKENS' | 'BEDROCK_MAX_CONCURRENCY', string> {
  return {
    BEDROCK_CHUNK_TOKENS: String(sizing.chunkTokens),
    BEDROCK_MAX_OUTPUT_TOKENS: String(sizing.maxOutputTokens),
    BEDROCK_MAX_CONCURRENCY: String(sizing.chunkConcurrency),
  };
}
