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
import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { AnalysisJobMessageSchema, type AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import type { JobQueue } from '../../adapters/queue/port';
import { assertConfigured } from '../../config';
import { log } from '../../log';
import type { RunAnalysis } from '../../services/contracts';
import { getAnalysisJobDeps } from './deps';

export interface AnalysisJobDeps {
  runAnalysis: RunAnalysis;
  queue: Pick<JobQueue<AnalysisJobMessage>, 'retryAfter'>;
  /** The queue's redrive maxReceiveCount (functions/src/adapters/resources.ts). */
  maxReceiveCount: number;
  /** Time kept back from the function's remaining time to record an outcome after the deadline. */
  settleReserveMs: number;
}

function parseMessage(record: SQSRecord): AnalysisJobMessage | undefined {
  try {
    const result = v.safeParse(AnalysisJobMessageSchema, JSON.parse(record.body));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

async function processRecord(deps: AnalysisJobDeps, record: SQSRecord, deadline: number | undefined): Promise<boolean> {
  const message = parseMessage(record);
  if (!message) {
    // Cannot ever succeed: let it run out its receives into the dead-letter queue for a human.
    log.error('malformed analysis message', { messageId: record.messageId });
    return false;
  }
  const receiveCount = Math.max(1, Number(record.attributes?.ApproximateReceiveCount ?? '1') || 1);
  try {
    const outcome = await deps.runAnalysis(message, { receiveCount, maxReceiveCount: deps.maxReceiveCount, deadline });
    switch (outcome.kind) {
      case 'completed':
      case 'skipped':
        return true;
      case 'failed':
        return !outcome.deadLetter;
      case 'retry':
        await deps.queue.retryAfter(record.receiptHandle, outcome.afterSeconds, record.eventSourceARN).catch((err: unknown) => {
          log.warn('could not set the retry delay; the default visibility timeout applies', { messageId: record.messageId, error: err });
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
  return async (event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SQSBatchResponse> => {
    const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - deps.settleReserveMs : undefined;
    const batchItemFailures: SQSBatchItemFailure[] = [];
    // One after the other, sharing the invocation's deadline: a slow record never starves others
    // of time they were counting on, and one past the deadline is left for its redelivery.
    for (const record of event.Records) {
      const done = deadline !== undefined && Date.now() >= deadline ? false : await processRecord(deps, record, deadline);
      if (!done) batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  };
}

// Checked on the cold start, not on the first message: a missing bucket fails the deployment's
// first invocation with its name rather than a contract later.
assertConfigured('the analysis job', 'uploadsBucket');

let handle: ReturnType<typeof createAnalysisJobHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createAnalysisJobHandler(getAnalysisJobDeps());
  return handle(event, context);
};
