/** Table, uploads bucket, queues and secret. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  analysisQueueSettings,
  tableDefinition,
  uploadsBucketSettings,
  webhookQueueSettings,
} from '../../functions/src/adapters/resources';
import { synthStack } from './helpers';

const { template } = synthStack({ appOrigin: 'https://review.example.com' });

describe('table', () => {
  it('is a single on-demand table with generic keys, GSI1, TTL, PITR and encryption', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
      ]),
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: 'GSI1',
          KeySchema: [
            { AttributeName: 'GSI1PK', KeyType: 'HASH' },
            { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
          ],
        }),
      ],
      TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('is retained when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('uploads bucket', () => {
  const uploads = () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { CorsConfiguration: Match.anyValue() },
    });
    const [entry, ...rest] = Object.entries(buckets);
    expect(rest).toHaveLength(0);
    return entry!;
  };

  it('blocks public access, is encrypted and retained', () => {
    const [, bucket] = uploads();
    expect(bucket).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      },
    });
  });

  it('allows PUT, GET and HEAD from the site origin only', () => {
    const [, bucket] = uploads();
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: ['https://review.example.com'],
        AllowedMethods: ['PUT', 'GET', 'HEAD'],
      }),
    ]);
  });

  it('expires abandoned uploads and aborts incomplete multipart uploads', () => {
    const [, bucket] = uploads();
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: uploadsBucketSettings.uploadPrefix,
          ExpirationInDays: uploadsBucketSettings.abandonedUploadExpiryDays,
          Status: 'Enabled',
        }),
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
      ]),
    );
  });

  it('denies requests without TLS', () => {
    const [id] = uploads();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('queues', () => {
  it('has the webhook queue with its dead-letter queue and an alarm on it', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: webhookQueueSettings.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('WebhooksDeadLetter'), 'Arn'] },
        maxReceiveCount: webhookQueueSettings.maxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('^Webhook events failed every delivery attempt'),
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });

  it('has the analysis queue with SSE, its visibility timeout and a redrive to the DLQ', () => {
    // Analysis, extraction (jobs.test.ts) and webhooks, each with its dead-letter queue.
    template.resourceCountIs('AWS::SQS::Queue', 6);
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: analysisQueueSettings.visibilityTimeoutSeconds,
      MessageRetentionPeriod: analysisQueueSettings.retentionSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('AnalysisDeadLetter'), 'Arn'] },
        maxReceiveCount: analysisQueueSettings.maxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: analysisQueueSettings.deadLetterRetentionSeconds,
      SqsManagedSseEnabled: true,
    });
  });

  it('alarms when a message reaches the dead-letter queue', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });
});

describe('session key secret', () => {
  it('is generated by Secrets Manager, never written into the template', () => {
    // Two: the session key and the origin-verify value (edge.test.ts); neither is in the template.
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    template.allResourcesProperties('AWS::SecretsManager::Secret', { SecretString: Match.absent() });
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      SecretString: Match.absent(),
    });
  });
});
