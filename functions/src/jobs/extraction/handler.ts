/**
 * The extraction job: SQS consumer of {userId, jobId} messages for scanned or long PDFs
 * (services/uploads/extraction-jobs.ts). One message per invocation (batchSize 1 in the catalogue),
 * with a deadline of the function's remaining time less `settleReserveMs`, so a document too slow to
 * read fails with its message while the function still runs. Reports partial batch failures: a
 * record to retry comes back after the visibility timeout; the last failed delivery is recorded on
 * the job and then sent on to the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ExtractionJobMessageSchema } from '../../../../shared/schemas/uploads';
import { assertConfigured } from '../../config';
import { log } from '../../log';
import { parseRecord, receiveCountOf, sequentialBatch } from '../sqs-records';
import { getExtractionJobDeps, type ExtractionJobHandlerDeps } from './deps';

async function processRecord(
  deps: ExtractionJobHandlerDeps,
  record: SQSRecord,
  deadline: number | undefined,
): Promise<boolean> {
  const message = parseRecord(ExtractionJobMessageSchema, record);
  if (!message) {
    log.error('malformed extraction message', { messageId: record.messageId });
    return false;
  }
  const receiveCount = receiveCountOf(record);
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
  return sequentialBatch(deps.settleReserveMs, (record, deadline) => processRecord(deps, record, deadline));
}

assertConfigured('the extraction job', 'uploadsBucket');

let handle: ReturnType<typeof createExtractionJobHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createExtractionJobHandler(getExtractionJobDeps());
  return handle(event, context);
};
