/**
 * The analysis job with MODEL_PROVIDER=bedrock: the analyzer the job builds from the configuration
 * (jobs/analysis/deps.ts analyzerFor) talks HTTP/2 to a local Converse stub, and the job stores the
 * analysis and its token usage on the contract record in the local DynamoDB.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../../shared/schemas/analysis';
import { getConfig, parseFunctionsConfig } from '../../../functions/src/config';
import { analyzerFor } from '../../../functions/src/jobs/analysis/deps';
import { startBedrockStub, type BedrockStub } from '../../support/bedrock-stub';
import {
  balance,
  event,
  jobHandler,
  memoryQueue,
  seedUser,
  sqsRecord,
  storage,
  submission,
  submitter,
} from './helpers';

const MODEL = 'anthropic.claude-3-5-sonnet-20240620-v1:0';
const contractText = readFileSync('functions/src/analyzer/__fixtures__/services-agreement.txt', 'utf8');
const fixture = (name: string) => JSON.parse(readFileSync(`tests/fixtures/bedrock/${name}.json`, 'utf8')) as unknown;

let stub: BedrockStub;
beforeAll(async () => {
  stub = await startBedrockStub();
});
afterAll(() => stub.close());

/** The job's analyzer exactly as configured by the environment, with Bedrock pointed at the stub. */
function bedrockAnalyzer() {
  const config = parseFunctionsConfig({
    ...process.env,
    MODEL_PROVIDER: 'bedrock',
    BEDROCK_MODEL_ID: MODEL,
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: stub.url,
  });
  expect(config.endpoints.dynamodb).toBe(getConfig().endpoints.dynamodb);
  return analyzerFor(config);
}

async function submitted(credits = 1) {
  const userId = await seedUser(credits);
  const queue = memoryQueue();
  const { id } = await submitter(queue)(userId, submission({ contractText, behalfOf: 'Beta Retail LLC' }));
  return { userId, contractId: id, message: queue.sent[0]! };
}

describe('analysis job with MODEL_PROVIDER=bedrock', () => {
  it('analyses through Converse and records the model and token usage on the contract', async () => {
    const { userId, contractId, message } = await submitted(1);
    stub.answer({ body: fixture('converse-invalid') }, { body: fixture('converse-review') });
    const result = await jobHandler({ analyzer: bedrockAnalyzer() })(event(sqsRecord(message)));
    expect(result.batchItemFailures).toEqual([]);
    const stored = await storage().contracts.get(userId, contractId, { consistent: true });
    expect(stored).toMatchObject({
      status: 'completed',
      analysisProvider: 'bedrock',
      analysisModel: MODEL,
      // The repair round's tokens count too.
      analysisUsage: { inputTokens: 4127 * 2, outputTokens: 212 + 1268 },
    });
    const analysis = v.parse(AnalysisSchema, JSON.parse(stored!.analysis!));
    expect(analysis.engine).toEqual({ provider: 'bedrock', version: MODEL });
    const span = analysis.risk_assessment_issues.categorized_risks[0]!.spans[0]!;
    expect(contractText.slice(span.start, span.end)).toMatch(/^Customer shall indemnify/);
    expect(await balance(userId)).toBe(0);
  });

  it('fails at once, with a refund, when the model cannot be used (AccessDenied is permanent)', async () => {
    const { userId, contractId, message } = await submitted(1);
    stub.answer({
      status: 403,
      errorType: 'AccessDeniedException',
      message: "You don't have access to the model with the specified model ID.",
    });
    expect((await jobHandler({ analyzer: bedrockAnalyzer() })(event(sqsRecord(message, 1)))).batchItemFailures).toEqual(
      [],
    );
    expect(await storage().contracts.get(userId, contractId, { consistent: true })).toMatchObject({
      status: 'failed',
      refunded: true,
    });
    expect(await balance(userId)).toBe(1);
  });

  it('retries the delivery later when Bedrock stays throttled (not a permanent failure)', async () => {
    const { userId, contractId, message } = await submitted(1);
    const throttled = { status: 429, errorType: 'ThrottlingException', message: 'Too many requests' } as const;
    stub.answer(throttled, throttled, throttled, throttled, throttled);
    const config = parseFunctionsConfig({
      ...process.env,
      MODEL_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: MODEL,
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: stub.url,
    });
    const { createBedrockAnalyzer } = await import('../../../functions/src/adapters/bedrock');
    if (config.model.provider !== 'bedrock') throw new Error('MODEL_PROVIDER=bedrock was not read');
    const { maxConcurrency, chunkTokens, maxOutputTokens } = config.model;
    const sizing = { maxConcurrency, chunkTokens, maxOutputTokens };
    const analyzer = createBedrockAnalyzer({
      region: config.region,
      endpoint: stub.url,
      modelId: MODEL,
      ...sizing,
      retry: { sleep: async () => undefined },
    });
    const queue = memoryQueue();
    const record = sqsRecord(message, 1);
    expect((await jobHandler({ analyzer, queue })(event(record))).batchItemFailures).toEqual([
      { itemIdentifier: record.messageId },
    ]);
    expect(queue.delays).toEqual([15]);
    expect((await storage().contracts.get(userId, contractId, { consistent: true }))?.status).toBe('pending');
  });
});
