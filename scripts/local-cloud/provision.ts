/**
 * Idempotently creates the table, bucket and queues the functions expect, from the same shapes the
 * CDK app reads (functions/src/adapters/resources.ts). Uses the real SDK v3 clients, so a resource
 * the emulators cannot create fails here, loudly, rather than later inside a handler.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
// uploadsBucketSettings' lifecycle expiry is not emulated: s3rver has no lifecycle rules.
import {
  analysisQueueSettings,
  extractionQueueSettings,
  tableDefinition,
  webhookQueueSettings,
} from '../../functions/src/adapters/resources';
import type { JobQueueName } from '../../functions/src/http/routes';

/** Names of the local resources. In AWS the CDK app names them; locally they are fixed. */
export const localResourceNames = {
  table: 'clausewise-local',
  uploadsBucket: 'clausewise-uploads-local',
  /** Keyed like `jobFunctions[*].queue`, so the SQS bridge can find a job's queue by its key. */
  queues: { analysis: 'clausewise-analysis', extraction: 'clausewise-extraction', webhooks: 'clausewise-webhooks' },
  webhookDeadLetterQueue: 'clausewise-webhooks-dlq',
  analysisDeadLetterQueue: 'clausewise-analysis-dlq',
  extractionDeadLetterQueue: 'clausewise-extraction-dlq',
} as const;

export const LOCAL_REGION = 'us-east-1';
export const DUMMY_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface Endpoints {
  dynamodb: string;
  s3: string;
  sqs: string;
}

export interface ProvisionedResources {
  tableName: string;
  uploadsBucket: string;
  /** Queue key (`jobFunctions[*].queue`, e.g. 'analysis') to queue URL. */
  queueUrls: Record<JobQueueName, string>;
  analysisDeadLetterQueueUrl: string;
  webhookDeadLetterQueueUrl: string;
}

const clientOptions = (endpoint: string) => ({ endpoint, region: LOCAL_REGION, credentials: DUMMY_CREDENTIALS });

export function localSqsClient(endpoint: string): SQSClient {
  return new SQSClient(clientOptions(endpoint));
}

export function localS3Client(endpoint: string): S3Client {
  // s3rver only understands path-style URLs.
  return new S3Client({ ...clientOptions(endpoint), forcePathStyle: true });
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient(clientOptions(endpoint));
}

async function ensureTable(db: DynamoDBClient, name: string): Promise<void> {
  try {
    await db.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableDefinition;
  const keyNames = new Set<string>([partitionKey, sortKey]);
  for (const gsi of globalSecondaryIndexes) keyNames.add(gsi.partitionKey).add(gsi.sortKey);
  await db.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyNames].map((n) => ({ AttributeName: n, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  try {
    await db.send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
      }),
    );
  } catch (err) {
    // dynalite has no UpdateTimeToLive: expired items simply stay, which is why the services
    // also check expiry explicitly (docs/DESIGN.md section 5).
    if ((err as { name?: string }).name !== 'UnknownOperationException') throw err;
  }
}

async function ensureBucket(s3: S3Client, name: string, appOrigin: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: name }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: name }));
  }
  // Always (re)applied: the app origin changes between runs when port 0 is used.
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: name,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [appOrigin],
            AllowedMethods: ['PUT', 'GET', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

/** CreateQueue is idempotent in SQS when the attributes match, which they do here. */
async function ensureQueue(sqs: SQSClient, name: string, attributes: Record<string, string>): Promise<string> {
  const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }));
  if (!QueueUrl) throw new Error(`CreateQueue returned no URL for ${name}`);
  return QueueUrl;
}

export async function queueArn(sqs: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`No QueueArn for ${queueUrl}`);
  return arn;
}

/** A queue with a dead-letter queue; exported so tests can build small, fast-redriving ones. */
export async function ensureQueueWithDlq(
  sqs: SQSClient,
  name: string,
  dlqName: string,
  settings: {
    visibilityTimeoutSeconds: number;
    maxReceiveCount: number;
    retentionSeconds: number;
    deadLetterRetentionSeconds: number;
  },
): Promise<{ queueUrl: string; dlqUrl: string }> {
  const dlqUrl = await ensureQueue(sqs, dlqName, {
    MessageRetentionPeriod: String(settings.deadLetterRetentionSeconds),
  });
  const queueUrl = await ensureQueue(sqs, name, {
    VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
    MessageRetentionPeriod: String(settings.retentionSeconds),
    RedrivePolicy: JSON.stringify({
      deadLetterTargetArn: await queueArn(sqs, dlqUrl),
      maxReceiveCount: settings.maxReceiveCount,
    }),
  });
  return { queueUrl, dlqUrl };
}

export async function provision(endpoints: Endpoints, appOrigin: string): Promise<ProvisionedResources> {
  const db = localDynamoClient(endpoints.dynamodb);
  const s3 = localS3Client(endpoints.s3);
  const sqs = localSqsClient(endpoints.sqs);
  try {
    const names = localResourceNames;
    await ensureTable(db, names.table);
    await ensureBucket(s3, names.uploadsBucket, appOrigin);
    const analysis = await ensureQueueWithDlq(
      sqs,
      names.queues.analysis,
      names.analysisDeadLetterQueue,
      analysisQueueSettings,
    );
    const extraction = await ensureQueueWithDlq(
      sqs,
      names.queues.extraction,
      names.extractionDeadLetterQueue,
      extractionQueueSettings,
    );
    const webhooks = await ensureQueueWithDlq(
      sqs,
      names.queues.webhooks,
      names.webhookDeadLetterQueue,
      webhookQueueSettings,
    );
    return {
      tableName: names.table,
      uploadsBucket: names.uploadsBucket,
      queueUrls: {
        analysis: analysis.queueUrl,
        analysisDeadLetter: analysis.dlqUrl,
        extraction: extraction.queueUrl,
        extractionDeadLetter: extraction.dlqUrl,
        webhooks: webhooks.queueUrl,
      },
      analysisDeadLetterQueueUrl: analysis.dlqUrl,
      webhookDeadLetterQueueUrl: webhooks.dlqUrl,
    };
  } finally {
    db.destroy();
    s3.destroy();
    sqs.destroy();
  }
}
