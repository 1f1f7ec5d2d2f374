/**
 * The Bedrock redline proposer: the model-backed proposer (functions/src/analyzer/bedrock/redline.ts)
 * over the same Converse call, retry policy and client settings as the Bedrock analyzer.
 */
import { createModelRedlineProposer } from '../../analyzer/bedrock/redline';
import type { RedlineProposer } from '../../analyzer/port';
import { createBedrockClient } from './client';
import { createConverseCall } from './converse';
import type { BedrockAnalyzerSettings } from '.';

export type BedrockRedlineSettings = Pick<BedrockAnalyzerSettings, 'modelId' | 'maxOutputTokens' | 'retry' | 'client'> &
  Parameters<typeof createBedrockClient>[0];

export function createBedrockRedlineProposer(settings: BedrockRedlineSettings): RedlineProposer {
  const client = settings.client ?? createBedrockClient(settings);
  return createModelRedlineProposer({
    call: createConverseCall({
      client,
      modelId: settings.modelId,
      maxOutputTokens: settings.maxOutputTokens,
      ...(settings.retry ? { retry: settings.retry } : {}),
    }),
    model: settings.modelId,
  });
}
