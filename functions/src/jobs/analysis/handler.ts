/**
 * The analysis job: SQS consumer of {userId, contractId} messages. Reports partial batch failures,
 * so only the records that must come back are redelivered, after an exponential backoff set with
 * ChangeMessageVisibility. The last allowed delivery that fails marks the contract failed and
 * refunds (services/contracts/analyse.ts); reporting it once more sends it to the dead-letter queue.
 *
 * Records are worked one at a time (the event source sends one per invocation: batchSize 1 in the
 * catalogue), each with a deadline: the function's remaining time less `settleReserveMs`, so a slow
 * or hung analysis is aborted and recorded (failed and refunded on the last delivery) while the
 * function still runs, instead of being cut off by the Lambda timeout with nothing recorded.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { AnalysisJobMessageSchema } from '../../../../shared/schemas/contracts';
import { assertConfigured } from '../../config';
import { log } from '../../log';
import { parseRecord, receiveCountOf, sequentialBatch } from '../sqs-records';
import { getAnalysisJobDeps, type AnalysisJobDeps } from './deps';

async function processRecord(deps: AnalysisJobDeps, record: SQSRecord, deadline: number | undefined): Promise<boolean> {
  const message = parseRecord(AnalysisJobMessageSchema, record);
  if (!message) {
    // Cannot ever succeed: let it run out its receives into the dead-letter queue for a human.
    log.error('malformed analysis message', { messageId: record.messageId });
    return false;
  }
  const receiveCount = receiveCountOf(record);
  try {
    const outcome = await deps.runAnalysis(message, { receiveCount, maxReceiveCount: deps.maxReceiveCount, deadline });
    switch (outcome.kind) {
      case 'completed':
        // The owner's own record: an organisation's contract is analysed for the organisation.
        await deps.recordAudit?.(
          { userId: message.userId },
          { kind: 'analysis', contractId: message.contractId, ownerId: message.userId },
        );
        return true;
      case 'skipped':
        return true;
      case 'failed':
        return !outcome.deadLetter;
      case 'retry':
        await deps.queue
          .retryAfter(record.receiptHandle, outcome.afterSeconds, record.eventSourceARN)
          .catch((err: unknown) => {
            log.warn('could not set the retry delay; the default visibility timeout applies', {
              messageId: record.messageId,
              error: err,
            });
          });
        return false;
    }
  } catch (err) {
    // Infrastructure trouble (table, bucket): retry after the queue's visibility timeout.
    log.error('analysis job error', { messageId: record.messageId, ...message, receiveCount, error: err });
    return false;
  }
}

export function createAnalysisJobHandler(deps: AnalysisJobDeps) {
  return sequentialBatch(deps.settleReserveMs, (record, deadline) => processRecord(deps, record, deadline));
}

// Checked on the cold start, not on the first message: a missing bucket fails the deployment's
// first invocation with its name rather than a contract later.
assertConfigured('the analysis job', 'uploadsBucket');

let handle: ReturnType<typeof createAnalysisJobHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createAnalysisJobHandler(getAnalysisJobDeps());
  return handle(event, context);
};
