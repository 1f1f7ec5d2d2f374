/**
 * The Bedrock analyzer: the model-backed analyzer (functions/src/analyzer/bedrock/review.ts) over
 * the Converse call (./converse.ts). Built from the functions' configuration by the analysis job
 * and from flags by the analyze CLI. docs/decisions/031-bedrock-provider.md.
 */
import type { Analyzer } from '../../analyzer/port';
import { createModelAnalyzer } from '../../analyzer/bedrock/review';
import { createBedrockClient, type BedrockClientSettings } from './client';
import { createConverseCall, type RetrySettings } from './converse';

export { BedrockCallError } from './converse';
export { ModelOutputError } from '../../analyzer/bedrock/review';

export interface BedrockAnalyzerSettings extends BedrockClientSettings {
  modelId: string;
  maxConcurrency: number;
  chunkTokens: number;
  maxOutputTokens: number;
  retry?: RetrySettings;
  /** A prepared client (tests); otherwise one is built from region, endpoint and credentials. */
  client?: ReturnType<typeof createBedrockClient>;
}

export function createBedrockAnalyzer(settings: BedrockAnalyzerSettings): Analyzer {
  const client = settings.client ?? createBedrockClient(settings);
  return createModelAnalyzer({
    call: createConverseCall({
      client,
      modelId: settings.modelId,
      maxOutputTokens: settings.maxOutputTokens,
      ...(settings.retry ? { retry: settings.retry } : {}),
    }),
    model: settings.modelId,
    maxConcurrency: settings.maxConcurrency,
    chunkTokens: settings.chunkTokens,
  });
}
