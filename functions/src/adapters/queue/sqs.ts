/** SQS implementation of the job queue port (locally: local-aws-sqs). */
import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobQueue } from './port';

export interface SqsQueueSettings {
  region: string;
  queueUrl: string;
  endpoint?: string | undefined;
  /**
   * Use ChangeMessageVisibility for retry backoff (default true). Off against local-aws-sqs, which
   * counts a visibility change as a receive: a message could then pass maxReceiveCount between
   * deliveries and be dead-lettered without the job ever seeing its last delivery. Without it a
   * failed record simply comes back after the queue's visibility timeout.
   */
  visibilityBackoff?: boolean;
}

/** SQS caps a visibility timeout at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 3600;

export function createSqsJobQueue<T>(settings: SqsQueueSettings): JobQueue<T> {
  const client = new SQSClient({ region: settings.region, ...(settings.endpoint ? { endpoint: settings.endpoint } : {}) });
  return {
    async send(message) {
      await client.send(new SendMessageCommand({ QueueUrl: settings.queueUrl, MessageBody: JSON.stringify(message) }));
    },
    async retryAfter(receiptHandle, seconds) {
      if (settings.visibilityBackoff === false) return;
      await client.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: settings.queueUrl,
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: Math.max(0, Math.min(MAX_VISIBILITY_SECONDS, Math.round(seconds))),
        }),
      );
    },
  };
}
