/**
 * Stands in for Lambda's SQS event source mapping: long-polls each queue, invokes the consumer with
 * an SQSEvent and deletes only the records it did not report in `batchItemFailures`. Failed records
 * stay in the queue and come back after the visibility timeout; after the queue's maxReceiveCount
 * the emulator itself moves them to the dead-letter queue (local-aws-sqs honours RedrivePolicy).
 */
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { LOCAL_REGION } from './provision';

export type SqsConsumer = (
  event: SQSEvent,
  context: Context,
) => Promise<SQSBatchResponse | void> | SQSBatchResponse | void;

export interface QueueBinding {
  queueUrl: string;
  /** Loaded lazily on the first message, like a Lambda cold start. */
  load: () => Promise<SqsConsumer>;
  /** Lambda's batch size. Default 1: local-aws-sqs only ends a long poll early once the batch is full. */
  batchSize?: number;
  /** Long-poll wait; short in tests so stop() and redelivery stay quick. Default 5. */
  waitTimeSeconds?: number;
  functionName?: string;
  /** The function's timeout, for context.getRemainingTimeInMillis(); defaults to the visibility timeout. */
  timeoutMs?: number;
}

export interface SqsBridge {
  stop(): Promise<void>;
}

export interface BridgeLogger {
  error(message: string, details?: Record<string, unknown>): void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const awsRequestId = randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${awsRequestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function toRecord(message: Message, queueArn: string): SQSRecord {
  const a = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: a.ApproximateReceiveCount ?? '1',
      SentTimestamp: a.SentTimestamp ?? String(Date.now()),
      SenderId: a.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
      ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, v]) => [
        name,
        {
          dataType: v.DataType ?? 'String',
          stringValue: v.StringValue,
          binaryValue: v.BinaryValue ? Buffer.from(v.BinaryValue).toString('base64') : undefined,
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: LOCAL_REGION,
  };
}

async function pollQueue(sqs: SQSClient, binding: QueueBinding, signal: AbortSignal, log: BridgeLogger): Promise<void> {
  const { queueUrl } = binding;
  const functionName = binding.functionName ?? `consumer-${queueUrl.split('/').pop()}`;
  const attrs = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn', 'VisibilityTimeout'] }),
    { abortSignal: signal },
  );
  const queueArn = attrs.Attributes?.QueueArn ?? queueUrl;
  const timeoutMs = binding.timeoutMs ?? Number(attrs.Attributes?.VisibilityTimeout ?? 30) * 1000;
  let consumer: SqsConsumer | undefined;

  while (!signal.aborted) {
    let messages: Message[];
    try {
      const res = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: binding.batchSize ?? 1,
          WaitTimeSeconds: binding.waitTimeSeconds ?? 5,
          // local-aws-sqs ignores MessageSystemAttributeNames; the legacy field returns
          // ApproximateReceiveCount and friends.
          AttributeNames: ['All'],
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: signal },
      );
      messages = res.Messages ?? [];
    } catch (err) {
      if (signal.aborted) return;
      log.error('SQS receive failed', { queueUrl, error: String(err) });
      await sleep(1000, signal);
      continue;
    }
    if (messages.length === 0) continue;
    // The emulator can return one message twice in a batch when its visibility timeout expires
    // during the long poll; Lambda never does, so keep the first copy.
    const unique = [...new Map(messages.map((m) => [m.MessageId, m])).values()];
    const records = unique.map((m) => toRecord(m, queueArn));

    let failed: Set<string>;
    try {
      consumer ??= await binding.load();
      const result = await consumer({ Records: records }, lambdaContext(functionName, timeoutMs));
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (err) {
      // Like Lambda: a thrown error fails the whole batch; every record is retried.
      log.error('SQS consumer threw; the whole batch will be retried', {
        functionName,
        error: err instanceof Error ? err.stack : String(err),
      });
      failed = new Set(records.map((r) => r.messageId));
    }
    const done = records.filter((r) => !failed.has(r.messageId));
    if (done.length === 0) continue;
    try {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle })),
        }),
      );
    } catch (err) {
      log.error('SQS delete failed; the records will be redelivered', { queueUrl, error: String(err) });
    }
  }
}

export function startSqsBridge(sqs: SQSClient, bindings: readonly QueueBinding[], log: BridgeLogger): SqsBridge {
  const controller = new AbortController();
  const loops = bindings.map((b) =>
    pollQueue(sqs, b, controller.signal, log).catch((err: unknown) => {
      if (!controller.signal.aborted)
        log.error('SQS bridge stopped polling', { queueUrl: b.queueUrl, error: String(err) });
    }),
  );
  return {
    async stop() {
      // Aborting cancels the in-flight long poll; a consumer already running is awaited.
      controller.abort();
      await Promise.all(loops);
    },
  };
}
