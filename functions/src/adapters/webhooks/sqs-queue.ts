/** The webhook queue on SQS: attempts as messages (later ones delayed), exhausted events to the DLQ. */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { WebhookMessage, WebhookQueue } from '../../services/webhooks';

export function createSqsWebhookQueue(settings: {
  region: string;
  queueUrl: string | undefined;
  deadLetterQueueUrl: string | undefined;
  endpoint?: string | undefined;
}): WebhookQueue {
  const client = new SQSClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
  });
  const send = async (queueUrl: string | undefined, message: WebhookMessage, delaySeconds = 0) => {
    if (!queueUrl) throw new Error('No webhook queue URL configured (WEBHOOK_QUEUE_URL, WEBHOOK_DLQ_URL)');
    await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(message),
        DelaySeconds: Math.max(0, Math.min(900, Math.round(delaySeconds))),
      }),
    );
  };
  return {
    send: (message, delaySeconds) => send(settings.queueUrl, message, delaySeconds),
    deadLetter: (message) => send(settings.deadLetterQueueUrl, message),
  };
}
