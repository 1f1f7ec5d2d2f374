/**
 * CDK entry point (cdk.json: `npx tsx infra/bin/app.ts`). Settings come from context; see
 * docs/DEPLOY.md for the keys. The stack is environment-agnostic unless the CLI provides an
 * account and region (a profile, or CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION).
 */
import { App, Tags } from 'aws-cdk-lib';
import { ClausewiseStack } from '../lib/stack';

const app = new App();
const stackName = (app.node.tryGetContext('stackName') as string | undefined) ?? 'Clausewise';

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

const stack = new ClausewiseStack(app, stackName, {
  description: 'Clausewise: AI contract review (CloudFront, HTTP API, Lambda, DynamoDB, S3, SQS, SES, Bedrock)',
  env: account && region ? { account, region } : undefined,
});
Tags.of(stack).add('app', 'clausewise');

app.synth();
