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
      modelProvider: 'builtin',
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
    expect(parseFunctionsConfig({ ...valid, MODEL_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'anthropic.claude' }).bedrockModelId).toBe(
      'anthropic.claude',
    );
  });

  it('treats an emulator endpoint as the local cloud', () => {
    expect(parseFunctionsConfig({ ...valid, AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000' }).isLocal).toBe(true);
  });
});
