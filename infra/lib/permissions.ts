/**
 * Least-privilege IAM from a catalogue entry's `needs` (functions/src/http/routes.ts). Each grant is
 * written out action by action rather than with the L2 `grant*` helpers, which add more than the
 * functions use (Scan, DescribeTable, GetQueueAttributes, ...).
 */
import { Aws, Stack } from 'aws-cdk-lib';
import type { IDependable } from 'constructs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { FunctionNeeds } from '../../functions/src/http/routes';
import type { AppSettings } from './settings';

/** Every read is a GetItem or a Query on a key or index (DESIGN section 4): no Scan. */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];
export const BUCKET_READ_ACTIONS = ['s3:GetObject'];
export const BUCKET_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'];
export const QUEUE_SEND_ACTIONS = ['sqs:SendMessage'];
export const SES_SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];
/** Converse and ConverseStream are authorised by these two actions; there is no bedrock:Converse action. */
export const BEDROCK_INVOKE_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];
export const TEXTRACT_ACTIONS = [
  'textract:StartDocumentTextDetection',
  'textract:GetDocumentTextDetection',
  'textract:DetectDocumentText',
];

export interface GrantTargets {
  table: dynamodb.ITable;
  bucket: s3.IBucket;
  queue: sqs.IQueue;
  sessionKey: secretsmanager.ISecret;
  /** Completes once the secret holds a real key; functions reading it wait for it. */
  sessionKeyReady?: IDependable;
  /** The Stripe keys secret (referenced by name), read by functions with `needs.payments`. */
  stripeKeys?: secretsmanager.ISecret;
}

/** The email test tool's SES connection check. */
export const SES_QUOTA_ACTIONS = ['ses:GetSendQuota'];

/** Cross-region inference profile ids carry a geography prefix, e.g. `us.anthropic.claude-...`. */
const PROFILE_PREFIX = /^(us|eu|apac|us-gov|ca|jp|au|global)\./;

/** Model ARNs a function may invoke: the configured model (any region, for cross-region profiles) or all foundation models. */
export function bedrockResourceArns(modelId: string | undefined): string[] {
  const foundation = (id: string) => `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${id}`;
  if (!modelId) return [foundation('*')];
  if (modelId.startsWith('arn:')) return [modelId];
  const base = modelId.replace(PROFILE_PREFIX, '');
  if (base === modelId) return [foundation(modelId)];
  return [foundation(base), `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`];
}

export function grantNeeds(
  fn: lambda.IFunction,
  needs: FunctionNeeds,
  targets: GrantTargets,
  settings: AppSettings,
  options: { sessionKey: boolean },
): void {
  const allow = (sid: string, actions: string[], resources: string[], conditions?: Record<string, unknown>) =>
    fn.addToRolePolicy(new iam.PolicyStatement({ sid, actions, resources, conditions }));

  if (needs.table) {
    const { tableArn } = targets.table;
    const actions = needs.table === 'readwrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
    allow('Table', actions, [tableArn, `${tableArn}/index/*`]);
  }

  if (needs.bucket) {
    const objects = targets.bucket.arnForObjects('*');
    const actions = needs.bucket === 'readwrite' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : BUCKET_READ_ACTIONS;
    allow('BucketObjects', actions, [objects]);
    // ListBucket lets a HeadObject on a missing key answer 404 instead of 403.
    allow('BucketList', ['s3:ListBucket'], [targets.bucket.bucketArn]);
  }

  if (needs.queue) allow('QueueSend', QUEUE_SEND_ACTIONS, [targets.queue.queueArn]);

  if (needs.ses) {
    // In the SES sandbox the recipient identities are authorised too, so the resource is every
    // identity of this account and region; the condition pins the sender to the configured address.
    const identities = `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`;
    allow('SesSend', SES_SEND_ACTIONS, [identities], {
      StringEquals: { 'ses:FromAddress': settings.sesFromAddress },
    });
  }

  if (needs.bedrock) allow('BedrockInvoke', BEDROCK_INVOKE_ACTIONS, bedrockResourceArns(settings.bedrockModelId));

  // Textract has no resource-level permissions; it reads S3 with the caller's own bucket grant.
  if (needs.textract) allow('Textract', TEXTRACT_ACTIONS, ['*']);

  // GetSendQuota has no resource-level permissions.
  if (needs.sesQuota) allow('SesQuota', SES_QUOTA_ACTIONS, ['*']);

  if (needs.payments) {
    if (!targets.stripeKeys) throw new Error(`${fn.node.path}: needs.payments but the stack has no Stripe keys secret`);
    // A secret referenced by name has a partial ARN; `-??????` matches the suffix Secrets Manager adds.
    allow('StripeKeysRead', ['secretsmanager:GetSecretValue'], [`${targets.stripeKeys.secretArn}-??????`]);
  }

  if (options.sessionKey) {
    allow('SessionKeyRead', ['secretsmanager:GetSecretValue'], [targets.sessionKey.secretArn]);
  }
}

/** For tests and reports: the stack-unique logical id of a function's role. */
export function roleLogicalId(fn: lambda.Function): string {
  const role = fn.role?.node.defaultChild as iam.CfnRole | undefined;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  return Stack.of(fn).getLogicalId(role);
}
