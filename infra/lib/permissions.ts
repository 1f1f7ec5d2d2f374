/**
 * Least-privilege IAM from a catalogue entry's `needs` (functions/src/http/routes.ts). Each grant is
 * written out action by action rather than with the L2 `grant*` helpers, which add more than the
 * functions use (Scan, DescribeTable, GetQueueAttributes, ...).
 */
import { Aws, CfnResource, Stack } from 'aws-cdk-lib';
import type { IDependable } from 'constructs';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { FunctionNeeds } from '../../functions/src/http/routes';
import { PROFILE_PREFIXES, type BedrockModelKind } from './bedrock-model';
import { acknowledge } from './nag';
import type { AppSettings } from './settings';

/** Every read is a GetItem or a Query on a key or index (docs/DESIGN.md section 4): no Scan. */
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
  /** The extraction queue (long PDF extractions); needed by functions with needs.extractionQueue. */
  extractionQueue?: sqs.IQueue;
  /** The webhook queue and its dead-letter queue; needed by functions with needs.webhookQueue. */
  webhookQueue?: sqs.IQueue;
  webhookDeadLetterQueue?: sqs.IQueue;
  sessionKey: secretsmanager.ISecret;
  /** Completes once the secret holds a real key; functions reading it wait for it. */
  sessionKeyReady?: IDependable;
  /** The Stripe keys secret (referenced by name), read by functions with `needs.payments`. */
  stripeKeys?: secretsmanager.ISecret;
  /** The stack's SES configuration set (mail-feedback.ts): every email is sent with it. */
  sesConfigurationSetName?: string;
}

/** The ARN a send through SES configuration set `name` is authorised against (ses:SendEmail). */
export const configurationSetArn = (name: string): string =>
  `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:configuration-set/${name}`;

/** The email test tool's SES connection check. */
export const SES_QUOTA_ACTIONS = ['ses:GetSendQuota'];

/** Cross-region inference profile ids carry a geography prefix, e.g. `us.anthropic.claude-...`. */
const PROFILE_PREFIX = new RegExp(`^(${PROFILE_PREFIXES.join('|')})\\.`);

export interface BedrockStatement {
  resources: string[];
  conditions?: Record<string, unknown>;
}

/**
 * What the configured model needs (settings.ts classifies it, bedrock-model.ts):
 * - a profile id `us.x` or a system profile ARN: the profile, and the foundation model `x` in every
 *   region the profile may route to (`*`, which also matches the empty region of `global.` profiles);
 * - an application profile ARN: the profile, and any foundation model or system profile but only
 *   when called through that profile (`bedrock:InferenceProfileArn`): its model is not in the ARN;
 * - a provisioned model ARN: that ARN;
 * - no model (builtin provider): any foundation model, never invoked.
 */
export function bedrockStatements(modelId: string | undefined, kind: BedrockModelKind | undefined): BedrockStatement[] {
  const foundation = (id: string) => `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${id}`;
  if (!modelId || !kind) return [{ resources: [foundation('*')] }];
  switch (kind) {
    case 'profile-id':
      return [
        {
          resources: [
            `arn:${Aws.PARTITION}:bedrock:${Aws.REGION}:${Aws.ACCOUNT_ID}:inference-profile/${modelId}`,
            foundation(modelId.replace(PROFILE_PREFIX, '')),
          ],
        },
      ];
    case 'profile-arn': {
      const profileId = modelId.slice(modelId.indexOf('inference-profile/') + 'inference-profile/'.length);
      return [{ resources: [modelId, foundation(profileId.replace(PROFILE_PREFIX, ''))] }];
    }
    case 'application-profile-arn':
      return [
        { resources: [modelId] },
        {
          resources: [foundation('*'), `arn:${Aws.PARTITION}:bedrock:*:${Aws.ACCOUNT_ID}:inference-profile/*`],
          conditions: { StringEquals: { 'bedrock:InferenceProfileArn': modelId } },
        },
      ];
    case 'provisioned-arn':
      return [{ resources: [modelId] }];
  }
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
    const actions =
      needs.bucket === 'readwrite' ? [...BUCKET_READ_ACTIONS, ...BUCKET_WRITE_ACTIONS] : BUCKET_READ_ACTIONS;
    allow('BucketObjects', actions, [objects]);
    // ListBucket lets a HeadObject on a missing key answer 404 instead of 403.
    allow('BucketList', ['s3:ListBucket'], [targets.bucket.bucketArn]);
  }

  if (needs.queue) allow('QueueSend', QUEUE_SEND_ACTIONS, [targets.queue.queueArn]);
  if (needs.extractionQueue) {
    if (!targets.extractionQueue)
      throw new Error(`${fn.node.path}: needs.extractionQueue but the stack has no extraction queue`);
    allow('ExtractionQueueSend', QUEUE_SEND_ACTIONS, [targets.extractionQueue.queueArn]);
  }

  if (needs.webhookQueue) {
    if (!targets.webhookQueue || !targets.webhookDeadLetterQueue)
      throw new Error(`${fn.node.path}: needs.webhookQueue but the stack has no webhook queue`);
    allow('WebhookQueueSend', QUEUE_SEND_ACTIONS, [
      targets.webhookQueue.queueArn,
      targets.webhookDeadLetterQueue.queueArn,
    ]);
  }

  if (needs.ses) {
    // In the SES sandbox the recipient identities are authorised too, so the resource is every
    // identity of this account and region; the condition pins the sender to the configured address.
    const identities = `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`;
    // A send through a configuration set is authorised against the set too: the stack's own, and
    // the one SES applies by default to the sending identity when the operator configured one.
    const configurationSets = [targets.sesConfigurationSetName, settings.sesIdentityConfigurationSet]
      .filter((name): name is string => name !== undefined)
      .map(configurationSetArn);
    allow('SesSend', SES_SEND_ACTIONS, [identities, ...configurationSets], {
      StringEquals: { 'ses:FromAddress': settings.sesFromAddress },
    });
  }

  if (needs.bedrock) {
    bedrockStatements(settings.bedrockModelId, settings.bedrockModelKind).forEach((statement, i) =>
      allow(
        i === 0 ? 'BedrockInvoke' : `BedrockInvokeThroughProfile${i}`,
        BEDROCK_INVOKE_ACTIONS,
        statement.resources,
        statement.conditions,
      ),
    );
  }

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
  acknowledgeScopedWildcards(fn, needs, targets, settings);
}

/**
 * cdk-nag (AwsSolutions-IAM4/IAM5) findings on these grants, each with the reason it is as narrow
 * as the service allows. Acknowledged per function and per wildcard, so a new wildcard fails synth.
 */
function acknowledgeScopedWildcards(
  fn: lambda.IFunction,
  needs: FunctionNeeds,
  targets: GrantTargets,
  settings: AppSettings,
): void {
  const stack = Stack.of(fn);
  const token = (arn: 'table' | 'bucket') => `<${stack.getLogicalId(findCfn(arn, targets))}.Arn>`;
  acknowledge(
    fn,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'The AWS-managed basic execution role only lets the function write its own CloudWatch logs.',
  );
  if (needs.table) {
    acknowledge(
      fn,
      `AwsSolutions-IAM5[Resource::${token('table')}/index/*]`,
      "The table's own global secondary indexes (GSI1); reads are Query on a key, never Scan.",
    );
  }
  if (needs.bucket) {
    acknowledge(
      fn,
      `AwsSolutions-IAM5[Resource::${token('bucket')}/*]`,
      'Objects of the uploads bucket only: keys are made per user and upload at run time (uploads/<user>/...).',
    );
  }
  if (needs.ses) {
    acknowledge(
      fn,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
      'SES authorises the recipient identity too while the account is in the sandbox; the ses:FromAddress condition pins the sender to the configured address.',
    );
  }
  const unscoped = [
    ...(needs.textract
      ? [
          "Textract text detection has no resource-level permissions; it reads the upload with the caller's own S3 grant.",
        ]
      : []),
    ...(needs.sesQuota ? ['SES GetSendQuota is an account-level read with no resource.'] : []),
  ];
  if (unscoped.length) acknowledge(fn, 'AwsSolutions-IAM5[Resource::*]', unscoped.join(' '));
  if (needs.bedrock && settings.bedrockModelKind === undefined) {
    acknowledge(
      fn,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/*]',
      'The built-in analyzer never calls Bedrock; the grant is only the shape the Bedrock provider will narrow to its model.',
    );
  }
  if (needs.bedrock && (settings.bedrockModelKind === 'profile-id' || settings.bedrockModelKind === 'profile-arn')) {
    const [statement] = bedrockStatements(settings.bedrockModelId, settings.bedrockModelKind);
    const foundation = statement?.resources.find((r) => r.includes(':foundation-model/'));
    if (foundation) {
      acknowledge(
        fn,
        `AwsSolutions-IAM5[Resource::${foundation.replace(Aws.PARTITION, '<AWS::Partition>')}]`,
        'The configured model in every region its cross-region inference profile may route a call to (the profile picks the region per call).',
      );
    }
  }
  if (needs.bedrock && settings.bedrockModelKind === 'application-profile-arn') {
    for (const resource of [
      'arn:<AWS::Partition>:bedrock:*::foundation-model/*',
      'arn:<AWS::Partition>:bedrock:*:<AWS::AccountId>:inference-profile/*',
    ]) {
      acknowledge(
        fn,
        `AwsSolutions-IAM5[Resource::${resource}]`,
        'An application inference profile does not name its model; the bedrock:InferenceProfileArn condition allows these only through the configured profile.',
      );
    }
  }
}

function findCfn(kind: 'table' | 'bucket', targets: GrantTargets): CfnResource {
  const child = (kind === 'table' ? targets.table : targets.bucket).node.defaultChild;
  if (!(child instanceof CfnResource)) throw new Error(`The ${kind} has no CloudFormation resource`);
  return child;
}

/** For tests and reports: the stack-unique logical id of a function's role. */
export function roleLogicalId(fn: lambda.Function): string {
  const role = fn.role?.node.defaultChild as iam.CfnRole | undefined;
  if (!role) throw new Error(`${fn.node.path} has no role`);
  return Stack.of(fn).getLogicalId(role);
}
