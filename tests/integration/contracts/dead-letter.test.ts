/**
 * A poison message through real SQS (local-aws-sqs) and the SQS bridge: a small queue with a
 * dead-letter queue (maxReceiveCount 2, 1 s visibility), an analyzer that always fails. The last
 * delivery marks the contract failed and refunds once, and the message ends in the DLQ.
 */
import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createSqsJobQueue } from '../../../functions/src/adapters/queue/sqs';
import type { AnalysisJobMessage } from '../../../shared/schemas/contracts';
import { contractMessages } from '../../../shared/messages';
import { ensureQueueWithDlq, localSqsClient } from '../../../scripts/local-cloud/provision';
import { startSqsBridge } from '../../../scripts/local-cloud/sqs-bridge';
import { balance, countingAnalyzer, jobHandler, quietLog, seedUser, storage, submission, submitter } from './helpers';

const env = inject('cloudEnv');
const sqs = localSqsClient(env.AWS_ENDPOINT_URL_SQS!);
afterAll(() => sqs.destroy());

describe('poison analysis message', () => {
  it('ends in the dead-letter queue with the contract failed and the credit refunded once', async () => {
    const name = `poison-${randomUUID().slice(0, 8)}`;
    const { queueUrl, dlqUrl } = await ensureQueueWithDlq(sqs, name, `${name}-dlq`, {
      visibilityTimeoutSeconds: 1,
      maxReceiveCount: 2,
      retentionSeconds: 600,
      deadLetterRetentionSeconds: 600,
    });
    const queue = createSqsJobQueue<AnalysisJobMessage>({
      region: env.AWS_REGION ?? 'us-east-1',
      queueUrl,
      endpoint: env.AWS_ENDPOINT_URL_SQS,
      visibilityBackoff: false,
    });
    const { analyzer, calls } = countingAnalyzer({ failOn: 'always' });
    const handler = jobHandler({ analyzer, queue, maxReceiveCount: 2 });
    // The function's own timeout (the analysis deadline comes from it), not the queue's 1 s visibility.
    const bridge = startSqsBridge(
      sqs,
      [{ queueUrl, load: async () => handler, waitTimeSeconds: 1, timeoutMs: 30_000 }],
      quietLog,
    );

    try {
      const userId = await seedUser(1);
      const { id } = await submitter(queue)(userId, submission());
      expect(await balance(userId)).toBe(0);

      const deadline = Date.now() + 20_000;
      let dead: string | undefined;
      while (!dead && Date.now() < deadline) {
        const res = await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: dlqUrl, WaitTimeSeconds: 1, MaxNumberOfMessages: 1 }),
        );
        dead = res.Messages?.[0]?.Body;
      }
      expect(dead && JSON.parse(dead)).toEqual({ userId, contractId: id });
      // The message can reach the DLQ (1 s visibility) before the last delivery has recorded its
      // failure on a loaded machine: wait for the outcome rather than reading it once.
      await expect
        .poll(async () => storage().contracts.get(userId, id, { consistent: true }), { timeout: 30_000, interval: 200 })
        .toMatchObject({ status: 'failed', errorMessage: contractMessages.analysisFailed, refunded: true });
      expect(calls).toHaveLength(2);
      expect(await balance(userId)).toBe(1);
    } finally {
      await bridge.stop();
    }
  });
});
