/**
 * The analysis job: SQS consumer of {userId, contractId} messages. Reports partial batch failures,
 * so only the records that must come back are redelivered, after an exponential backoff set with
 * ChangeMessageVisibility. The last allowed delivery that fails marks the contract failed and
 * refunds (services/contracts/analyse.ts); reporting it once more sends it to the dead-letter queue.
 */
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { AnalysisJobMessageSchema, type AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import type { JobQueue } from '../../adapters/queue/port';
import { log } from '../../http/core/log';
import type { RunAnalysis } from '../../services/contracts';
import { getAnalysisJobDeps } from './deps';

export interface AnalysisJobDeps {
  runAnalysis: RunAnalysis;
  queue: Pick<JobQueue<AnalysisJobMessage>, 'retryAfter'>;
  /** The queue's redrive maxReceiveCount (functions/src/adapters/resources.ts). */
  maxReceiveCount: number;
}

function parseMessage(record: SQSRecord): AnalysisJobMessage | undefined {
  try {
    const result = v.safeParse(AnalysisJobMessageSchema, JSON.parse(record.body));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

async function processRecord(deps: AnalysisJobDeps, record: SQSRecord): Promise<boolean> {
  const message = parseMessage(record);
  if (!message) {
    // Cannot ever succeed: let it run out its receives into the dead-letter queue for a human.
    log.error('malformed analysis message', { messageId: record.messageId });
    return false;
  }
  const receiveCount = Math.max(1, Number(record.attributes?.ApproximateReceiveCount ?? '1') || 1);
  try {
    const outcome = await deps.runAnalysis(message, { receiveCount, maxReceiveCount: deps.maxReceiveCount });
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
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const results = await Promise.all(event.Records.map((record) => processRecord(deps, record)));
    const batchItemFailures: SQSBatchItemFailure[] = event.Records.filter((_, i) => !results[i]).map((r) => ({
      itemIdentifier: r.messageId,
    }));
    return { batchItemFailures };
  };
}

let handle: ReturnType<typeof createAnalysisJobHandler> | undefined;

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => {
  handle ??= createAnalysisJobHandler(getAnalysisJobDeps());
  return handle(event);
};
