/**
 * The webhook job: SQS consumer of {organizationId, eventId, attempt} messages. Each attempt settles
 * its message (a retry is a new delayed message, services/webhooks), so a record is reported as a
 * failure only when the table or the queue could not be reached; the queue's redrive then moves a
 * message that keeps failing that way to the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as v from 'valibot';
import { getConfig } from '../../config';
import { log } from '../../log';
import type { Webhooks } from '../../services/webhooks';
import { parseRecord, sequentialBatch } from '../sqs-records';
import { webhooksFrom, WEBHOOK_TIMEOUT_MS } from './deps';

const WebhookMessageSchema = v.object({
  organizationId: v.pipe(v.string(), v.minLength(1)),
  eventId: v.pipe(v.string(), v.minLength(1)),
  attempt: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export function createWebhookJobHandler(webhooks: Webhooks) {
  return sequentialBatch(WEBHOOK_TIMEOUT_MS + 5_000, async (record) => {
    const message = parseRecord(WebhookMessageSchema, record);
    if (!message) {
      log.error('malformed webhook message', { messageId: record.messageId });
      return false;
    }
    try {
      await webhooks.deliver(message);
      return true;
    } catch (error) {
      log.error('webhook job error', { messageId: record.messageId, ...message, error });
      return false;
    }
  });
}

let handle: ReturnType<typeof createWebhookJobHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createWebhookJobHandler(webhooksFrom(getConfig()));
  return handle(event, context);
};
