/**
 * CDK entry point (cdk.json: `npx tsx infra/bin/app.ts`). Settings come from context; see
 * docs/DEPLOY.md for the keys. The stack is environment-agnostic unless the CLI provides an
 * account and region (a profile, or CDK_DEFAULT_ACCOUNT / CDK_DEFAULT_REGION).
 */
import { App, Tags } from 'aws-cdk-lib';
import { createStacks } from '../lib/app-stacks';

const app = new App();
const stackName = (app.node.tryGetContext('stackName') as string | undefined) ?? 'Clausewise';

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;

// With credentials (a deploy, or a synth against an account) every setting a live stack needs is
// checked; offline, defaults are used and synthesis lists what a deploy will need (settings.ts).
if (app.node.tryGetContext('deployment') === undefined) {
  app.node.setContext('deployment', account && region ? 'aws' : 'local');
}

const { main, edge } = createStacks(app, { stackName, account, region });
Tags.of(main).add('app', 'clausewise');
if (edge) Tags.of(edge).add('app', 'clausewise');

app.synth();
