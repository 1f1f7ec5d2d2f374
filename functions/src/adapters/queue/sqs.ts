/** SQS implementation of the job queue port (locally: local-aws-sqs). */
import { ChangeMessageVisibilityCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { JobQueue } from './port';

export interface SqsQueueSettings {
  region: string;
  /** Needed to send; a consumer may leave it out and locate the queue by the record's ARN. */
  queueUrl?: string | undefined;
  endpoint?: string | undefined;
  /**
   * Use ChangeMessageVisibility for retry backoff (default true). Off against local-aws-sqs, which
   * counts a visibility change as a receive: a message could then pass maxReceiveCount between
   * deliveries and be dead-lettered without the job ever seeing its last delivery. Without it a
   * failed record simply comes back after the queue's visibility timeout.
   */
  visibilityBackoff?: boolean;
}

/** arn:aws:sqs:<region>:<account>:<name> -> the queue URL (on the emulator's endpoint when set). */
export function queueUrlFromArn(arn: string, endpoint?: string): string | undefined {
  const [, , service, region, account, name] = arn.split(':');
  if (service !== 'sqs' || !region || !account || !name) return undefined;
  return `${endpoint ? endpoint.replace(/\/$/, '') : `https://sqs.${region}.amazonaws.com`}/${account}/${name}`;
}

/** SQS caps a visibility timeout at 12 hours. */
const MAX_VISIBILITY_SECONDS = 12 * 3600;

export function createSqsJobQueue<T>(settings: SqsQueueSettings): JobQueue<T> {
  const client = new SQSClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  return {
    async send(message, options = {}) {
      if (!settings.queueUrl) throw new Error('No queue URL configured to send to');
      const delay = Math.max(0, Math.min(900, Math.round(options.delaySeconds ?? 0)));
      await client.send(
        new SendMessageCommand({
          QueueUrl: settings.queueUrl,
          MessageBody: JSON.stringify(message),
          ...(delay ? { DelaySeconds: delay } : {}),
        }),
      );
    },
    async retryAfter(receiptHandle, seconds, queueArn) {
      if (settings.visibilityBackoff === false) return;
      const queueUrl = settings.queueUrl ?? (queueArn ? queueUrlFromArn(queueArn, settings.endpoint) : undefined);
      if (!queueUrl) throw new Error('No queue URL to change the visibility on');
      await client.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: queueUrl,
          ReceiptHandle: receiptHandle,
          VisibilityTimeout: Math.max(0, Math.min(MAX_VISIBILITY_SECONDS, Math.round(seconds))),
        }),
      );
    },
  };
}
