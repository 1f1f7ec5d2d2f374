/**
 * The analysis job against the real local DynamoDB and S3: idempotent under duplicate delivery,
 * recovers from a crash, and on the last delivery marks the contract failed and refunds once.
 * The job handler is invoked directly with SQS events (an injected analyzer decides success).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../../shared/schemas/analysis';
import { contractMessages } from '../../../shared/messages';
import { analysisQueueSettings } from '../../../functions/src/adapters/resources';
import { INLINE_TEXT_MAX_BYTES } from '../../../functions/src/domain/contracts/lifecycle';
import {
  balance,
  countingAnalyzer,
  event,
  jobHandler,
  memoryQueue,
  sampleText,
  seedUser,
  sqsRecord,
  storage,
  submission,
  submitter,
} from './helpers';

const MAX = analysisQueueSettings.maxReceiveCount;

async function submitted(credits = 1, overrides = {}) {
  const userId = await seedUser(credits);
  const queue = memoryQueue();
  const { id } = await submitter(queue)(userId, submission(overrides));
  expect(queue.sent).toEqual([{ userId, contractId: id }]);
  return { userId, contractId: id, message: queue.sent[0]! };
}

const contract = (userId: string, id: string) => storage().contracts.get(userId, id, { consistent: true });

describe('analysis job', () => {
  it('analyses a submitted contract: completed, schema-valid, indexed for the library, credit settled', async () => {
    const { userId, contractId, message } = await submitted(2);
    expect(await balance(userId)).toBe(1);
    const { analyzer, calls } = countingAnalyzer();
    const result = await jobHandler({ analyzer })(event(sqsRecord(message)));
    expect(result.batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ contractText: sampleText, behalfOf: 'Beta LLC', playbook: null });
    const stored = await contract(userId, contractId);
    expect(stored?.status).toBe('completed');
    expect(v.safeParse(AnalysisSchema, JSON.parse(stored!.analysis!)).success).toBe(true);
    expect(await storage().credits.isHeld(userId, contractId)).toBe(false);
    expect(await balance(userId)).toBe(1);
    // Listed in the library index (sparse GSI1) only now that it is analysed.
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { createTable } = await import('../../../functions/src/adapters/dynamo/client');
    const { getConfig } = await import('../../../functions/src/config');
    const c = getConfig();
    const table = createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb });
    const listed = await table.doc.send(
      new QueryCommand({
        TableName: table.name,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}#ANALYZED` },
      }),
    );
    expect(listed.Items?.map((i) => i.id)).toEqual([contractId]);
  });

  it('analyses once when the same message is delivered twice, one after the other', async () => {
    const { userId, contractId, message } = await submitted();
    const { analyzer, calls } = countingAnalyzer();
    const handle = jobHandler({ analyzer });
    const record = sqsRecord(message);
    expect((await handle(event(record))).batchItemFailures).toEqual([]);
    expect((await handle(event(sqsRecord(message, 2, record.messageId)))).batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(1);
    expect((await contract(userId, contractId))?.status).toBe('completed');
    expect(await balance(userId)).toBe(0);
  });

  it('analyses once when two copies arrive at the same time: the loser retries after the lease', async () => {
    const { userId, contractId, message } = await submitted();
    const { analyzer, calls } = countingAnalyzer({ delayMs: 200 });
    const queue = memoryQueue();
    const handle = jobHandler({ analyzer, queue });
    const [a, b] = await Promise.all([handle(event(sqsRecord(message))), handle(event(sqsRecord(message)))]);
    const failures = [...a.batchItemFailures, ...b.batchItemFailures];
    expect(failures).toHaveLength(1);
    expect(queue.delays).toHaveLength(1);
    expect(calls).toHaveLength(1);
    // The loser's redelivery finds the contract completed and is deleted without analysing.
    expect((await handle(event(sqsRecord(message, 2)))).batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(1);
    expect((await contract(userId, contractId))?.status).toBe('completed');
    expect(await balance(userId)).toBe(0);
  });

  it('recovers from a failed attempt: the record is retried with backoff, then completes', async () => {
    const { userId, contractId, message } = await submitted();
    const { analyzer, calls } = countingAnalyzer({ failOn: [1] });
    const queue = memoryQueue();
    const handle = jobHandler({ analyzer, queue });
    const first = sqsRecord(message, 1);
    expect((await handle(event(first))).batchItemFailures).toEqual([{ itemIdentifier: first.messageId }]);
    expect(queue.delays).toEqual([15]);
    expect((await contract(userId, contractId))?.status).toBe('pending');
    expect((await handle(event(sqsRecord(message, 2, first.messageId)))).batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(2);
    expect((await contract(userId, contractId))?.status).toBe('completed');
    expect(await balance(userId)).toBe(0);
  });

  it('takes over the claim of a worker that crashed mid-analysis once its lease has expired', async () => {
    const { userId, contractId, message } = await submitted();
    // A worker claimed the contract and died without releasing it.
    const crashed = await storage().contracts.claim(userId, contractId, 'dead-worker', Date.now(), 60_000);
    expect(crashed.kind).toBe('claimed');
    const { analyzer, calls } = countingAnalyzer();
    const queue = memoryQueue();
    let now = Date.now();
    const handle = jobHandler({ analyzer, queue, now: () => now, leaseMs: 60_000 });
    // Redelivered while the lease still runs: not analysed, retried after the lease.
    expect((await handle(event(sqsRecord(message, 2)))).batchItemFailures).toHaveLength(1);
    expect(calls).toHaveLength(0);
    expect(queue.delays[0]).toBeGreaterThan(50);
    // After the lease: taken over and completed, and the credit charged once.
    now += 61_000;
    expect((await handle(event(sqsRecord(message, 3)))).batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(1);
    const stored = await contract(userId, contractId);
    expect(stored?.status).toBe('completed');
    expect(stored?.attempts).toBe(2);
    expect(await balance(userId)).toBe(0);
  });

  it('marks a poison message failed on its last delivery, refunds once, and lets it dead-letter', async () => {
    const { userId, contractId, message } = await submitted(1);
    expect(await balance(userId)).toBe(0);
    const { analyzer, calls } = countingAnalyzer({ failOn: 'always' });
    const handle = jobHandler({ analyzer });
    const record = sqsRecord(message, 1);
    for (let count = 1; count < MAX; count++) {
      expect((await handle(event(sqsRecord(message, count, record.messageId)))).batchItemFailures).toHaveLength(1);
      expect((await contract(userId, contractId))?.status).toBe('pending');
      expect(await balance(userId)).toBe(0);
    }
    // The last allowed delivery: failed, refunded, and reported so SQS moves it to the DLQ.
    expect((await handle(event(sqsRecord(message, MAX, record.messageId)))).batchItemFailures).toEqual([
      { itemIdentifier: record.messageId },
    ]);
    const failed = await contract(userId, contractId);
    expect(failed).toMatchObject({ status: 'failed', errorMessage: contractMessages.analysisFailed, refunded: true });
    expect(await balance(userId)).toBe(1);
    // Seen again (a redrive, a duplicate): no second analysis, no second refund.
    expect((await handle(event(sqsRecord(message, MAX + 1)))).batchItemFailures).toEqual([]);
    expect(calls).toHaveLength(MAX);
    expect(await balance(userId)).toBe(1);
  });

  it('keeps a large contract text and its analysis in S3, not in the item', async () => {
    const big = `${sampleText}\n\n${'Supplier shall deliver the goods in accordance with the schedule. '.repeat(Math.ceil(INLINE_TEXT_MAX_BYTES / 60))}`;
    const { userId, contractId, message } = await submitted(1, { contractText: big });
    const before = await contract(userId, contractId);
    expect(before?.contractText).toBeUndefined();
    expect(before?.contractTextKey).toBe(`contracts/${userId}/${contractId}.txt`);
    const { analyzer, calls } = countingAnalyzer();
    expect((await jobHandler({ analyzer })(event(sqsRecord(message)))).batchItemFailures).toEqual([]);
    expect(calls[0]?.contractText).toBe(big);
    const after = await contract(userId, contractId);
    expect(after?.status).toBe('completed');
    expect(after?.analysisKey ?? after?.analysis).toBeDefined();
  });

  it('passes the playbook stored at PK=USER#<id>, SK=PLAYBOOK#<n> to the analyzer', async () => {
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { createTable } = await import('../../../functions/src/adapters/dynamo/client');
    const { getConfig } = await import('../../../functions/src/config');
    const c = getConfig();
    const table = createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb });
    const userId = await seedUser(1);
    await table.doc.send(
      new PutCommand({
        TableName: table.name,
        Item: { PK: `USER#${userId}`, SK: 'PLAYBOOK#7', name: 'NDA rules', content: 'Term must not exceed 3 years.' },
      }),
    );
    const queue = memoryQueue();
    await submitter(queue)(userId, submission({ playbookId: 7, additionalInstructions: 'Focus on liability.' }));
    const { analyzer, calls } = countingAnalyzer();
    await jobHandler({ analyzer })(event(sqsRecord(queue.sent[0]!)));
    expect(calls[0]).toMatchObject({
      playbook: { name: 'NDA rules', content: 'Term must not exceed 3 years.' },
      additionalInstructions: 'Focus on liability.',
    });
  });
});
