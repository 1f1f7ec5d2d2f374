/**
 * What every SQS consumer of this app does the same way: read a record's JSON body against its
 * message schema, and work a batch one record after another under the invocation's deadline,
 * reporting the records that must come back as partial batch failures. Each record is worked in its
 * own log context: every line names the invocation, the message and the contract or job it carries.
 */
import type { Context, SQSBatchItemFailure, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { invocationLogContext, withLogContext, type LogContext } from '../log';

/** The record's message, or undefined when its body is not JSON of the schema's shape. */
export function parseRecord<S extends v.GenericSchema>(schema: S, record: SQSRecord): v.InferOutput<S> | undefined {
  try {
    const result = v.safeParse(schema, JSON.parse(record.body));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

/** The fields every log line of one record's work carries (read from the body without trusting it). */
export function recordLogContext(record: SQSRecord): LogContext {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(record.body);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A malformed body still gets its message id.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { messageId: record.messageId, contractId: text(body.contractId), jobId: text(body.jobId) };
}

/** How many times the record has been received (1 on its first delivery). */
export const receiveCountOf = (record: SQSRecord): number =>
  Math.max(1, Number(record.attributes?.ApproximateReceiveCount ?? '1') || 1);

/**
 * A batch handler that works records one after the other, sharing the invocation's deadline (its
 * remaining time less `settleReserveMs`): a slow record never starves others of time they were
 * counting on, and one reached past the deadline is left for its redelivery. `work` answers whether
 * the record is done (false: report it as a batch item failure).
 */
export function sequentialBatch(
  settleReserveMs: number,
  work: (record: SQSRecord, deadline: number | undefined) => Promise<boolean>,
) {
  type BatchContext = Pick<Context, 'getRemainingTimeInMillis'> & Partial<Pick<Context, 'awsRequestId'>>;
  return (event: SQSEvent, context?: BatchContext): Promise<SQSBatchResponse> =>
    withLogContext(invocationLogContext(context), async () => {
      const deadline = context ? Date.now() + context.getRemainingTimeInMillis() - settleReserveMs : undefined;
      const batchItemFailures: SQSBatchItemFailure[] = [];
      for (const record of event.Records) {
        const done =
          deadline !== undefined && Date.now() >= deadline
            ? false
            : await withLogContext(recordLogContext(record), () => work(record, deadline));
        if (!done) batchItemFailures.push({ itemIdentifier: record.messageId });
      }
      return { batchItemFailures };
    });
}
