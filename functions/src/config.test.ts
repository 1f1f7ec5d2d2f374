import { describe, expect, it } from 'vitest';
import { ConfigError, parseFunctionsConfig } from './config';

const valid = { TABLE_NAME: 'clausewise', APP_ORIGIN: 'https://review.example.com/' };

describe('functions configuration', () => {
  it('applies defaults and normalises the origin', () => {
    const config = parseFunctionsConfig(valid);
    expect(config).toMatchObject({
      region: 'us-east-1',
      tableName: 'clausewise',
      appOrigin: 'https://review.example.com',
      model: { provider: 'builtin' },
      ocrProvider: 'local',
      freeCreditsOnVerify: 1,
      isLocal: false,
    });
  });

  it('names a missing variable', () => {
    expect(() => parseFunctionsConfig({ APP_ORIGIN: 'https://x.example' })).toThrow(/TABLE_NAME/);
  });

  it('names a malformed variable', () => {
    expect(() => parseFunctionsConfig({ ...valid, FREE_CREDITS_ON_VERIFY: 'lots' })).toThrow(/FREE_CREDITS_ON_VERIFY/);
    expect(() => parseFunctionsConfig({ ...valid, MODEL_PROVIDER: 'gpt' })).toThrow(/MODEL_PROVIDER/);
    expect(() => parseFunctionsConfig({ ...valid, AWS_ENDPOINT_URL_DYNAMODB: 'not a url' })).toThrow(
      /AWS_ENDPOINT_URL_DYNAMODB/,
    );
  });

  it('requires a model id for the bedrock provider', () => {
    expect(() => parseFunctionsConfig({ ...valid, MODEL_PROVIDER: 'bedrock' })).toThrow(ConfigError);
    expect(
      parseFunctionsConfig({ ...valid, MODEL_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'anthropic.claude' }).model,
    ).toMatchObject({
      provider: 'bedrock',
      modelId: 'anthropic.claude',
    });
  });

  it('reads the Bedrock tuning and endpoint, with defaults', () => {
    const bedrock = { ...valid, MODEL_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'anthropic.claude' };
    expect(parseFunctionsConfig(bedrock).model).toEqual({
      provider: 'bedrock',
      modelId: 'anthropic.claude',
      maxConcurrency: 3,
      chunkTokens: 30000,
      maxOutputTokens: 8192,
    });
    const tuned = parseFunctionsConfig({
      ...bedrock,
      BEDROCK_MAX_CONCURRENCY: '5',
      BEDROCK_CHUNK_TOKENS: '12000',
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: 'http://127.0.0.1:4010',
    });
    expect(tuned.model).toMatchObject({ maxConcurrency: 5, chunkTokens: 12000 });
    expect(tuned.endpoints.bedrockRuntime).toBe('http://127.0.0.1:4010');
    expect(() => parseFunctionsConfig({ ...bedrock, BEDROCK_MAX_CONCURRENCY: 'three' })).toThrow(
      /BEDROCK_MAX_CONCURRENCY/,
    );
  });

  it('treats an emulator endpoint as the local cloud', () => {
    expect(parseFunctionsConfig({ ...valid, AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000' }).isLocal).toBe(true);
  });
});
