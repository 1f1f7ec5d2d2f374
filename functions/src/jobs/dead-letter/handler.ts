/**
 * The analysis dead-letter queue's consumer: each message is a contract no delivery finished. The
 * contract is failed with one refund (services/contracts/dead-letter.ts) and the message counted in
 * the DeadLetteredContracts metric, which the operators' alarm watches; a contract a worker still holds
 * comes back later (reported as a batch item failure).
 */
import type { SQSBatchItemFailure, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { AnalysisJobMessageSchema } from '../../../../shared/schemas/contracts';
import { assertConfigured, getConfig } from '../../config';
import { log, metric, metricNames } from '../../log';
import { createDeadLetterSettlement, type SettleDeadLetter } from '../../services/contracts';
import { contractStorageDeps } from '../shared-deps';
import { parseRecord } from '../sqs-records';

assertConfigured('the dead-letter consumer', 'uploadsBucket');

export function createDeadLetterHandler(settle: SettleDeadLetter) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchItemFailure[] = [];
    for (const record of event.Records) {
      const message = parseRecord(AnalysisJobMessageSchema, record);
      if (!message) {
        // Nothing to settle: no contract is named. Logged for operators and dropped.
        log.error('malformed dead-lettered analysis message', { messageId: record.messageId });
        continue;
      }
      try {
        const result = await settle(message);
        if (result.kind === 'later') {
          batchItemFailures.push({ itemIdentifier: record.messageId });
          continue;
        }
        const { outcome } = result;
        log.error('dead-lettered analysis settled', { ...message, outcome });
        metric(metricNames.deadLetteredContracts, 1, {
          ...message,
          failedHere: outcome.kind === 'failed' && outcome.movedNow,
        });
      } catch (error) {
        log.error('dead-letter settlement failed; retried later', { messageId: record.messageId, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

let handle: ReturnType<typeof createDeadLetterHandler> | undefined;

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => {
  handle ??= createDeadLetterHandler(createDeadLetterSettlement(contractStorageDeps(getConfig())));
  return handle(event);
};
