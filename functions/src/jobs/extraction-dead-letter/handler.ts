/**
 * The extraction dead-letter queue's consumer: each message is an extraction no delivery finished
 * (a crash, timeout or out-of-memory on every delivery). Its job is failed with a clear message,
 * unless it finished, and the upload deleted, so the review page stops waiting and says so.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { ExtractionJobMessageSchema } from '../../../../shared/schemas/uploads';
import { assertConfigured } from '../../config';
import { log } from '../../log';
import type { ExtractionJobs } from '../../services/uploads/extraction-jobs';
import { getExtractionDeadLetterSettlement } from './deps';
import { parseRecord, sequentialBatch } from '../sqs-records';

assertConfigured('the extraction dead-letter consumer', 'uploadsBucket');

export function createExtractionDeadLetterHandler(settle: ExtractionJobs['settleDeadLetter']) {
  // No deadline of its own (settling is a few writes); a record answered false comes back later.
  return sequentialBatch(0, async (record) => {
    const message = parseRecord(ExtractionJobMessageSchema, record);
    if (!message) {
      log.error('malformed dead-lettered extraction message', { messageId: record.messageId });
      return true;
    }
    try {
      const outcome = await settle(message);
      if (outcome === 'later') return false;
      log.error('dead-lettered extraction settled', { ...message, outcome });
      return true;
    } catch (error) {
      log.error('extraction dead-letter settlement failed; retried later', { messageId: record.messageId, error });
      return false;
    }
  });
}

let handle: ReturnType<typeof createExtractionDeadLetterHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createExtractionDeadLetterHandler(getExtractionDeadLetterSettlement());
  return handle(event, context);
};
