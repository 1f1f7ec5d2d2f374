/**
 * The analysis queue and the extraction queue, each with its dead-letter queue and an alarm on it,
 * shaped by functions/src/adapters/resources.ts.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { analysisQueueSettings, extractionQueueSettings } from '../../functions/src/adapters/resources';
import type { JobQueueName } from '../../functions/src/http/routes';

/** Queue names that job functions refer to (`JobFunctionDef.queue` in the catalogue). */
export type QueueName = JobQueueName;

export class Queues extends Construct {
  readonly analysis: sqs.Queue;
  readonly analysisDeadLetter: sqs.Queue;
  readonly extraction: sqs.Queue;
  readonly extractionDeadLetter: sqs.Queue;
  /** Looked up by job catalogue entries. */
  readonly byName: Record<QueueName, sqs.IQueue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const s = analysisQueueSettings;

    this.analysisDeadLetter = new sqs.Queue(this, 'AnalysisDeadLetter', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(s.deadLetterRetentionSeconds),
    });

    this.analysis = new sqs.Queue(this, 'Analysis', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(s.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(s.retentionSeconds),
      deadLetterQueue: { queue: this.analysisDeadLetter, maxReceiveCount: s.maxReceiveCount },
    });

    // A message in the DLQ is an analysis a user is still waiting for: make it visible.
    this.analysisDeadLetter
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
      .createAlarm(this, 'AnalysisDeadLetterAlarm', {
        alarmDescription: 'Analysis jobs failed repeatedly and were moved to the dead-letter queue',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });

    const e = extractionQueueSettings;
    this.extractionDeadLetter = new sqs.Queue(this, 'ExtractionDeadLetter', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.seconds(e.deadLetterRetentionSeconds),
    });
    this.extraction = new sqs.Queue(this, 'Extraction', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(e.visibilityTimeoutSeconds),
      retentionPeriod: Duration.seconds(e.retentionSeconds),
      deadLetterQueue: { queue: this.extractionDeadLetter, maxReceiveCount: e.maxReceiveCount },
    });
    // Its consumer fails the job for the user; the alarm tells operators a document could not be read.
    this.extractionDeadLetter
      .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
      .createAlarm(this, 'ExtractionDeadLetterAlarm', {
        alarmDescription: 'PDF extraction jobs failed repeatedly and were moved to the dead-letter queue',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });

    this.byName = {
      analysis: this.analysis,
      analysisDeadLetter: this.analysisDeadLetter,
      extraction: this.extraction,
      extractionDeadLetter: this.extractionDeadLetter,
    };
  }
}
