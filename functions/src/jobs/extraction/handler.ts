/**
 * The extraction job: SQS consumer of {userId, jobId} messages for scanned or long PDFs
 * (services/uploads/extraction-jobs.ts). One message per invocation (batchSize 1 in the catalogue),
 * with a deadline of the function's remaining time less `settleReserveMs`, so a document too slow to
 * read fails with its message while the function still runs. Reports partial batch failures: a
 * record to retry comes back after the visibility timeout; the last failed delivery is recorded on
 * the job and then sent on to the dead-letter queue.
 */
import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { ExtractionJobMessageSchema, type ExtractionJobMessage } from '../../../../shared/schemas/uploads';
import { assertConfigured } from '../../config';
import { log } from '../../log';
import type { ExtractionJobs } from '../../services/uploads/extraction-jobs';
import { getExtractionJobDeps } from './deps';

export interface ExtractionJobHandlerDeps {
  run: ExtractionJobs['run'];
  maxReceiveCount: number;
  /** Kept back from the remaining time to record the outcome after the deadline. */
  settleReserveMs: number;
}

function parseMessage(record: SQSRecord): ExtractionJobMessage | undefined {
  try {
    const result = v.safeParse(ExtractionJobMessageSchema, JSON.parse(record.body));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

async function processRecord(deps: ExtractionJobHandlerDeps, record: SQSRecord, deadline: number | undefined): Promise<boolean> {
  const message = parseMessage(record);
  if (!message) {
    log.error('malformed extraction message', { messageId: record.messageId });
    return false;
  }
  const receiveCount = Math.max(1, Number(record.attributes?.ApproximateReceiveCount ?? '1') || 1);
  try {
    const outcome = await deps.run(message, { receiveCount, maxReceiveCount: deps.maxReceiveCount, deadline });
    if (outcome.kind === 'failed') return !outcome.deadLetter;
    return outcome.kind !== 'retry';
  } catch (err) {
    // Infrastructure trouble (table, bucket): retried after the visibility timeout.
    log.error('extraction job error', { messageId: record.messageId, ...message, receiveCount, error: err });
    return false;
  }
}

export function createExtractionJobHandler(deps: ExtractionJobHandlerDeps) {
  return async (event: SQSEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SQSBatchResponse> => {
    const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - deps.settleReserveMs : undefined;
    const batchItemFailures: SQSBatchItemFailure[] = [];
    for (const record of event.Records) {
      const done = deadline !== undefined && Date.now() >= deadline ? false : await processRecord(deps, record, deadline);
      if (!done) batchItemFailures.push({ itemIdentifier: record.messageId });
    }
    return { batchItemFailures };
  };
}

assertConfigured('the extraction job', 'uploadsBucket');

let handle: ReturnType<typeof createExtractionJobHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createExtractionJobHandler(getExtractionJobDeps());
  return handle(event, context);
};
