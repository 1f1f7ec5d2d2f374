/** An SQS record as the Lambda event source delivers it, for calling a job handler directly. */
import { randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';

export function sqsRecord(
  message: unknown,
  receiveCount = 1,
  messageId: string = randomUUID(),
  queueArn = 'arn:aws:sqs:us-east-1:000000000000:test',
): SQSRecord {
  return {
    messageId,
    receiptHandle: `handle-${messageId}-${receiveCount}`,
    body: JSON.stringify(message),
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'us-east-1',
  };
}
