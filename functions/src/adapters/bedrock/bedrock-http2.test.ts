/**
 * The real Bedrock runtime client, serialisation and configured endpoint, end to end against a
 * local HTTP/2 stub of `POST /model/{modelId}/converse` (tests/support/bedrock-stub.ts).
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../../../shared/schemas/analysis';
import { startBedrockStub, type BedrockStub } from '../../../../tests/support/bedrock-stub';
import { createBedrockAnalyzer } from '.';

const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/bedrock/${name}.json`, 'utf8')) as unknown;
const contractText = readFileSync('functions/src/analyzer/__fixtures__/services-agreement.txt', 'utf8');
const MODEL = 'us.anthropic.claude-3-7-sonnet-20250219-v1:0';

let stub: BedrockStub;
beforeAll(async () => {
  stub = await startBedrockStub();
});
afterAll(() => stub.close());

const analyzer = () =>
  createBedrockAnalyzer({
    region: 'eu-west-1',
    endpoint: stub.url,
    credentials: { accessKeyId: 'AKIDLOCALSTUB', secretAccessKey: 'local-stub-secret' },
    modelId: MODEL,
    maxConcurrency: 3,
    chunkTokens: 30_000,
    maxOutputTokens: 8192,
    retry: { sleep: async () => undefined },
  });

describe('Bedrock analyzer over HTTP/2 against a local Converse stub', () => {
  it('sends a signed Converse request to /model/{id}/converse and parses the tool answer', async () => {
    stub.requests.length = 0;
    stub.answer({ body: fixture('converse-review') });
    const result = await analyzer().analyze({ contractText, behalfOf: 'Beta Retail LLC' });

    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req!.path).toBe(`/model/${encodeURIComponent(MODEL)}/converse`);
    expect(req!.modelId).toBe(MODEL);
    expect(String(req!.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDLOCALSTUB\/\d{8}\/eu-west-1\/bedrock\/aws4_request/,
    );
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toMatchObject({
      toolConfig: { toolChoice: { tool: { name: 'record_contract_review' } } },
      inferenceConfig: { maxTokens: 8192, temperature: 0 },
    });
    expect(JSON.stringify(req!.body.messages)).toContain('MASTER SERVICES AGREEMENT');
    expect(v.safeParse(AnalysisSchema, result.analysis).success).toBe(true);
    expect(result.usage).toEqual({ inputTokens: 4127, outputTokens: 1268 });
    expect(result.analysis.risk_assessment_issues.categorized_risks[0]!.spans[0]!.start).toBeGreaterThan(0);
  });

  it('deserialises service errors: throttling is retried, access denied fails at once', async () => {
    stub.requests.length = 0;
    stub.answer(
      { status: 429, errorType: 'ThrottlingException', message: 'Too many requests, please wait before trying again.' },
      { status: 503, errorType: 'ServiceUnavailableException', message: 'Service unavailable.' },
      { body: fixture('converse-review') },
    );
    const ok = await analyzer().analyze({ contractText, behalfOf: 'Beta Retail LLC' });
    expect(stub.requests).toHaveLength(3);
    expect(ok.provider).toBe('bedrock');

    stub.answer({
      status: 403,
      errorType: 'AccessDeniedException',
      message: "You don't have access to the model with the specified model ID.",
    });
    await expect(analyzer().analyze({ contractText, behalfOf: 'Beta Retail LLC' })).rejects.toMatchObject({
      name: 'BedrockCallError',
      code: 'AccessDeniedException',
      permanent: true,
    });
  });
});
