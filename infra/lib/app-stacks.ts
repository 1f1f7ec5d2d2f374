/**
 * The stacks of one deployment: the main stack and, when it is not in us-east-1 and the WAF is
 * created by the app, a small us-east-1 stack holding the CLOUDFRONT-scope web ACL (the main stack
 * reads its ARN through CDK's cross-region references).
 */
import type { App } from 'aws-cdk-lib';
import { addNagChecks } from './nag';
import { readSettings } from './settings';
import { SettingsError } from './settings-error';
import { ClausewiseStack, type ClausewiseStackProps } from './stack';
import { EdgeWafStack } from './waf';

export interface DeploymentOptions {
  stackName: string;
  account: string | undefined;
  region: string | undefined;
  /** Extra stack props (tests: catalogue overrides, entry resolution). */
  stackProps?: Omit<ClausewiseStackProps, 'env' | 'settings' | 'webAclArn'>;
}

export function createStacks(
  app: App,
  options: DeploymentOptions,
): { main: ClausewiseStack; edge: EdgeWafStack | undefined } {
  const settings = readSettings(app.node);
  const { account, region, stackName } = options;
  const env = account && region ? { account, region } : undefined;

  let edge: EdgeWafStack | undefined;
  const crossRegion = settings.waf.mode === 'create' && region !== 'us-east-1';
  if (crossRegion) {
    if (!env) {
      throw new SettingsError(
        'The WAF needs a known account and region (it lives in us-east-1, the stack elsewhere): deploy with credentials ' +
          '(a profile, or CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION), pass -c webAclArn=<existing CLOUDFRONT web ACL>, or -c waf=false.',
      );
    }
    edge = new EdgeWafStack(app, `${stackName}Edge`, {
      env: { account: env.account, region: 'us-east-1' },
      crossRegionReferences: true,
      description: 'Clausewise: WAF web ACL for the CloudFront distribution (CLOUDFRONT scope lives in us-east-1)',
      rateLimits:
        settings.waf.mode === 'create' ? settings.waf.rateLimits : { signUp: 0, login: 0, email: 0, analysis: 0 },
    });
  }

  const main = new ClausewiseStack(app, stackName, {
    description: 'Clausewise: AI contract review (CloudFront, HTTP API, Lambda, DynamoDB, S3, SQS, SES, Bedrock)',
    ...options.stackProps,
    env,
    settings,
    crossRegionReferences: crossRegion,
    ...(edge ? { webAclArn: edge.waf.webAcl.attrArn } : {}),
  });
  if (edge) main.addDependency(edge);
  addNagChecks(app);
  return { main, edge };
}
