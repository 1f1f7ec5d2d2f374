/**
 * The analysis dead-letter queue's consumer: each message is a contract no delivery finished. The
 * contract is failed with one refund (services/contracts/dead-letter.ts) and the message counted in
 * the DeadLetteredContracts metric, which the operators' alarm watches; a contract a worker still holds
 * comes back later (reported as a batch item failure).
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { AnalysisJobMessageSchema } from '../../../../shared/schemas/contracts';
import { assertConfigured } from '../../config';
import { log, metric, metricNames } from '../../log';
import type { SettleDeadLetter } from '../../services/contracts';
import { parseRecord, sequentialBatch } from '../sqs-records';
import { getDeadLetterSettlement } from './deps';

assertConfigured('the dead-letter consumer', 'uploadsBucket');

export function createDeadLetterHandler(settle: SettleDeadLetter) {
  // No deadline of its own (settling is a few writes); a record answered false comes back later.
  return sequentialBatch(0, async (record) => {
    const message = parseRecord(AnalysisJobMessageSchema, record);
    if (!message) {
      // Nothing to settle: no contract is named. Logged for operators and dropped.
      log.error('malformed dead-lettered analysis message', { messageId: record.messageId });
      return true;
    }
    try {
      const result = await settle(message);
      if (result.kind === 'later') return false;
      const { outcome } = result;
      log.error('dead-lettered analysis settled', { ...message, outcome });
      metric(metricNames.deadLetteredContracts, 1, {
        ...message,
        failedHere: outcome.kind === 'failed' && outcome.movedNow,
      });
      return true;
    } catch (error) {
      log.error('dead-letter settlement failed; retried later', { messageId: record.messageId, error });
      return false;
    }
  });
}

let handle: ReturnType<typeof createDeadLetterHandler> | undefined;

export const handler = (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  handle ??= createDeadLetterHandler(getDeadLetterSettlement());
  return handle(event, context);
};
