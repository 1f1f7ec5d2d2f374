/**
 * The analysis queue and the extraction queue, each with its dead-letter queue and an alarm on it,
 * shaped by functions/src/adapters/resources.ts.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  analysisQueueSettings,
  extractionQueueSettings,
  webhookQueueSettings,
} from '../../functions/src/adapters/resources';
import type { JobQueueName } from '../../functions/src/http/routes';

/** What resources.ts fixes for a job queue and its dead-letter queue. */
type QueueSettings = Readonly<
  Record<'visibilityTimeoutSeconds' | 'maxReceiveCount' | 'retentionSeconds' | 'deadLetterRetentionSeconds', number>
>;

/** Queue names that job functions refer to (`JobFunctionDef.queue` in the catalogue). */
export type QueueName = JobQueueName;

export class Queues extends Construct {
  readonly analysis: sqs.Queue;
  readonly analysisDeadLetter: sqs.Queue;
  readonly extraction: sqs.Queue;
  readonly extractionDeadLetter: sqs.Queue;
  readonly webhooks: sqs.Queue;
  readonly webhooksDeadLetter: sqs.Queue;
  /** Looked up by job catalogue entries. */
  readonly byName: Record<QueueName, sqs.IQueue>;

  /** A job queue (`<id>`) with its dead-letter queue (`<id>DeadLetter`) and an alarm on the latter. */
  private jobQueue(id: string, settings: QueueSettings, alarmDescription: string): [sqs.Queue, sqs.Queue] {
    const deadLetter = new sqs.Queue(this, `${id}DeadLetter`, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(settings.deadLetterRetentionSeconds),
    });
    const queue = new sqs.Queue(this, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(settings.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(settings.retentionSeconds),
      deadLetterQueue: { queue: deadLetter, maxReceiveCount: settings.maxReceiveCount },
    });
    deadLetter
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
      .createAlarm(this, `${id}DeadLetterAlarm`, {
        alarmDescription,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    return [queue, deadLetter];
  }

  constructor(scope: Construct, id: string) {
    super(scope, id);
    [this.analysis, this.analysisDeadLetter] = this.jobQueue(
      'Analysis',
      analysisQueueSettings,
      // A message in the DLQ is an analysis a user is still waiting for: make it visible.
      'Analysis jobs failed repeatedly and were moved to the dead-letter queue',
    );
    [this.extraction, this.extractionDeadLetter] = this.jobQueue(
      'Extraction',
      extractionQueueSettings,
      // Its consumer fails the job for the user; the alarm tells operators a document could not be read.
      'PDF extraction jobs failed repeatedly and were moved to the dead-letter queue',
    );

    [this.webhooks, this.webhooksDeadLetter] = this.jobQueue(
      'Webhooks',
      webhookQueueSettings,
      // An organisation's system missed an analysis event after every retry (or the consumer kept crashing).
      'Webhook events failed every delivery attempt and were moved to the dead-letter queue',
    );

    this.byName = {
      analysis: this.analysis,
      analysisDeadLetter: this.analysisDeadLetter,
      extraction: this.extraction,
      extractionDeadLetter: this.extractionDeadLetter,
      webhooks: this.webhooks,
    };
  }
}
