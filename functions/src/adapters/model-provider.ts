/**
 * The one place the configured model provider becomes the analyzer and the redline proposer:
 * the built-in engine, or Bedrock with the model id and sizing of the configuration
 * (config.ts ModelConfig). The analysis job and the redline APIs both ask here, so a provider is
 * added or changed in one switch.
 */
import {
  createBuiltinAnalyzer,
  createBuiltinRedlineProposer,
  type Analyzer,
  type RedlineProposer,
} from '../analyzer/port';
import type { FunctionsConfig } from '../config';
import { createBedrockAnalyzer } from './bedrock';
import { createBedrockRedlineProposer } from './bedrock/redline';

export interface ModelProvider {
  analyzer(): Analyzer;
  redlineProposer(): RedlineProposer;
}

export function modelProviderFrom(config: Pick<FunctionsConfig, 'model' | 'region' | 'endpoints'>): ModelProvider {
  const { model } = config;
  switch (model.provider) {
    case 'builtin':
      return { analyzer: createBuiltinAnalyzer, redlineProposer: createBuiltinRedlineProposer };
    case 'bedrock': {
      const client = { region: config.region, endpoint: config.endpoints.bedrockRuntime, modelId: model.modelId };
      return {
        analyzer: () =>
          createBedrockAnalyzer({
            ...client,
            maxConcurrency: model.maxConcurrency,
            chunkTokens: model.chunkTokens,
            maxOutputTokens: model.maxOutputTokens,
          }),
        redlineProposer: () => createBedrockRedlineProposer({ ...client, maxOutputTokens: model.maxOutputTokens }),
      };
    }
  }
}
