/**
 * The edge, CDK side: the API reachable only through
 * CloudFront, stage throttling, the origin request policy, access logs, the alarm topic, the WAF,
 * source maps kept out of the site upload, and cdk-nag clean on every synthesis.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { createStacks } from '../lib/app-stacks';
import { API_FORWARDED_HEADERS } from '../lib/site';
import { DEFAULT_WAF_RATE_LIMITS } from '../lib/settings';
import { WAF_WINDOW_SECONDS } from '../lib/waf';
import { entryOrFixture, functionProps, synthStack, testApp } from './helpers';

const { stack, template } = synthStack({ operatorsEmail: 'sales@review.example.com' });
const distribution = () => {
  const [only] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return only!.Properties.DistributionConfig;
};
const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stack.getLogicalId(construct.node.defaultChild as never);

describe('the API only through CloudFront', () => {
  it('CloudFront adds the origin secret, resolved from Secrets Manager at deploy time', () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const header = origin.OriginCustomHeaders.find((h: { HeaderName: string }) => h.HeaderName === 'x-origin-verify');
    const reference = JSON.stringify(header.HeaderValue);
    expect(reference).toContain('{{resolve:secretsmanager:');
    expect(reference).toContain(logicalId(stack.originGuard.secret));
  });

  it('every API function gets the same value to check', () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    const expected = origin.OriginCustomHeaders[0].HeaderValue;
    for (const fn of Object.values(stack.api.functions)) {
      expect(functionProps(template, fn).Environment?.Variables.ORIGIN_VERIFY_SECRET).toEqual(expected);
    }
  });

  it('without an API domain, CloudFront reaches the execute-api host (the origin secret is the guard)', () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(logicalId(stack.api.httpApi));
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    const [httpApi] = Object.values(template.findResources('AWS::ApiGatewayV2::Api'));
    expect(httpApi!.Properties.DisableExecuteApiEndpoint).toBeUndefined();
  });

  it('with an API domain, the default execute-api endpoint is disabled and CloudFront uses the domain, still with the secret', () => {
    const certificate = 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';
    const custom = synthStack({ apiDomainName: 'api.review.example.com', apiCertificateArn: certificate });
    custom.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    custom.template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: 'api.review.example.com',
      DomainNameConfigurations: [Match.objectLike({ CertificateArn: certificate, EndpointType: 'REGIONAL' })],
    });
    custom.template.hasResourceProperties('AWS::ApiGatewayV2::ApiMapping', {
      DomainName: { Ref: custom.stack.getLogicalId(custom.stack.api.customDomain!.node.defaultChild as never) },
      Stage: '$default',
    });
    const [config] = Object.values(custom.template.findResources('AWS::CloudFront::Distribution')).map(
      (d) => d.Properties.DistributionConfig,
    );
    const api = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.DomainName).toBe('api.review.example.com');
    expect(origin.OriginCustomHeaders.map((h: { HeaderName: string }) => h.HeaderName)).toContain('x-origin-verify');
    custom.template.hasOutput('ApiDomainTarget', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('ApiDomain'), 'RegionalDomainName'] },
    });
    expect(() => synthStack({ apiDomainName: 'api.review.example.com' })).toThrow(/must be set together/);
    expect(() => synthStack({ apiDomainName: 'api.review.example.com', apiCertificateArn: 'not-an-arn' })).toThrow(
      /apiCertificateArn/,
    );
  });

  it('forwards CloudFront-Viewer-Address and the headers the API reads, never Host', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.anyValue() },
      }),
    });
    const [policy] = Object.values(template.findResources('AWS::CloudFront::OriginRequestPolicy'));
    expect(policy!.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers).toEqual(
      expect.arrayContaining(['cloudfront-viewer-address', 'origin', 'content-type', 'idempotency-key']),
    );
    expect(API_FORWARDED_HEADERS).not.toContain('host');
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.OriginRequestPolicyId).toEqual({ Ref: logicalId(stack.site.apiRequests) });
  });

  it('throttles the stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const { template: custom } = synthStack({ apiThrottleRate: '7', apiThrottleBurst: '9' });
    custom.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 },
    });
  });
});

describe('access logs', () => {
  const logBucket = () => logicalId(stack.accessLogs.bucket);

  it('the HTTP API writes a JSON access log to a log group with retention', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [logicalId(stack.accessLogs.apiLogGroup), 'Arn'] },
        Format: Match.stringLikeRegexp('"routeKey":"\\$context.routeKey"'),
      },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('CloudFront and the uploads and site buckets log to the log bucket, which expires them', () => {
    expect(distribution().Logging).toMatchObject({
      Bucket: { 'Fn::GetAtt': [logBucket(), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: Match.anyValue(),
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucket() }, LogFilePrefix: 's3/uploads/' },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucket() }, LogFilePrefix: 's3/site/' },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'expire-access-logs', ExpirationInDays: 90, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('the retention is configurable', () => {
    const { template: custom } = synthStack({ accessLogRetentionDays: '30' });
    custom.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Id: 'expire-access-logs', ExpirationInDays: 30 })]),
      },
    });
    custom.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });
});

describe('alarm topic', () => {
  it('mails operatorsEmail, or alarmEmail when set', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'sales@review.example.com',
    });
    const { template: custom } = synthStack({
      operatorsEmail: 'sales@review.example.com',
      alarmEmail: 'oncall@review.example.com',
    });
    custom.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@review.example.com',
    });
  });

  it('is the action of every alarm: the dead-letter queue, job errors and API 5xx', () => {
    const topic = { Ref: logicalId(stack.alarms.topic) };
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    expect(alarms.length).toBeGreaterThanOrEqual(3);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([topic]);
      expect(alarm.Properties.OKActions).toEqual([topic]);
    }
    const metrics = alarms.map((a) => `${a.Properties.Namespace}/${a.Properties.MetricName}`);
    expect(metrics).toEqual(
      expect.arrayContaining(['AWS/SQS/ApproximateNumberOfMessagesVisible', 'AWS/Lambda/Errors', 'AWS/ApiGateway/5xx']),
    );
  });

  it('only accepts TLS publishers', () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('WAF', () => {
  const deployContext = { operatorsEmail: 'sales@review.example.com', deployment: 'aws' };

  function deploy(region: string, context: Record<string, unknown> = {}) {
    const app = testApp({ ...deployContext, ...context });
    const stacks = createStacks(app, {
      stackName: 'Waf',
      account: '123456789012',
      region,
      stackProps: { resolveEntry: entryOrFixture },
    });
    app.synth(); // runs cdk-nag: throws on any unacknowledged finding
    return stacks;
  }

  it('is off for a plain local synth', () => {
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(distribution().WebACLId).toBeUndefined();
  });

  it('a deploy in us-east-1 creates a CLOUDFRONT web ACL with the rate rules and attaches it', () => {
    const { main, edge } = deploy('us-east-1');
    expect(edge).toBeUndefined();
    const t = Template.fromStack(main);
    t.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const [acl] = Object.values(t.findResources('AWS::WAFv2::WebACL'));
    type Json = { [key: string]: Json } & Record<string, unknown>;
    const rules = acl!.Properties.Rules as { Name: string; Statement: Json; Action?: Json }[];
    const rate = (name: string) => rules.find((r) => r.Name === name)!;
    for (const [name, limit] of [
      ['RateSignUp', DEFAULT_WAF_RATE_LIMITS.signUp],
      ['RateLogin', DEFAULT_WAF_RATE_LIMITS.login],
      ['RateEmail', DEFAULT_WAF_RATE_LIMITS.email],
      ['RateAnalysis', DEFAULT_WAF_RATE_LIMITS.analysis],
    ] as const) {
      expect(rate(name).Statement.RateBasedStatement).toMatchObject({
        Limit: limit,
        AggregateKeyType: 'IP',
        EvaluationWindowSec: WAF_WINDOW_SECONDS,
      });
      expect(rate(name).Action?.Block?.CustomResponse).toMatchObject({
        ResponseCode: 429,
        ResponseHeaders: [{ Name: 'retry-after', Value: String(WAF_WINDOW_SECONDS) }],
      });
    }
    expect(JSON.stringify(rate('RateSignUp').Statement)).toContain('/api/contract/user');
    expect(JSON.stringify(rate('RateLogin').Statement)).toContain('/api/auth/login');
    expect(JSON.stringify(rate('RateEmail').Statement)).toContain('/api/email/');
    expect(JSON.stringify(rate('RateAnalysis').Statement)).toContain('/api/contract/analyze');
    expect(rules.map((r) => r.Name)).toContain('AWSManagedRulesCommonRuleSet');
    const [dist] = Object.values(t.findResources('AWS::CloudFront::Distribution'));
    expect(dist!.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
  });

  it('a deploy elsewhere puts the web ACL in a us-east-1 edge stack; the limits are configurable', () => {
    const { main, edge } = deploy('eu-west-1', { wafRateLimitSignUp: '15' });
    expect(edge?.region).toBe('us-east-1');
    Template.fromStack(main).resourceCountIs('AWS::WAFv2::WebACL', 0);
    const edgeTemplate = Template.fromStack(edge!);
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      Rules: Match.arrayWith([
        Match.objectLike({ Name: 'RateSignUp', Statement: { RateBasedStatement: Match.objectLike({ Limit: 15 }) } }),
      ]),
    });
    const [dist] = Object.values(Template.fromStack(main).findResources('AWS::CloudFront::Distribution'));
    expect(JSON.stringify(dist!.Properties.DistributionConfig.WebACLId)).toMatch(/GetStackOutput|Reader/);
  });

  it('an existing web ACL can be given instead', () => {
    const arn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shared/1234abcd-12ab-34cd-56ef-1234567890ab';
    const { main, edge } = deploy('eu-west-1', { webAclArn: arn });
    expect(edge).toBeUndefined();
    const [dist] = Object.values(Template.fromStack(main).findResources('AWS::CloudFront::Distribution'));
    expect(dist!.Properties.DistributionConfig.WebACLId).toBe(arn);
    expect(() =>
      deploy('eu-west-1', { webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' }),
    ).toThrow(/CLOUDFRONT scope/);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('a local synth has no unacknowledged finding', () => {
    const app = testApp({});
    createStacks(app, {
      stackName: 'Nag',
      account: undefined,
      region: undefined,
      stackProps: { resolveEntry: entryOrFixture },
    });
    expect(() => app.synth()).not.toThrow();
  });

  it('nor one with a custom API domain (execute-api endpoint disabled)', () => {
    const app = testApp({
      apiDomainName: 'api.review.example.com',
      apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
    });
    createStacks(app, {
      stackName: 'NagApiDomain',
      account: undefined,
      region: undefined,
      stackProps: { resolveEntry: entryOrFixture },
    });
    expect(() => app.synth()).not.toThrow();
  });

  it('an unacknowledged finding fails synthesis', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'nag-'));
    const app = testApp({}, { outdir });
    const { main } = createStacks(app, {
      stackName: 'Nag',
      account: undefined,
      region: undefined,
      stackProps: { resolveEntry: entryOrFixture },
    });
    // A bucket nobody reviewed: no access logs, no TLS-only policy.
    new s3.Bucket(main, 'Unreviewed');
    expect(() => app.synth()).toThrow(/Nag\/Unreviewed[\s\S]*AwsSolutions-S1/);
    fs.rmSync(outdir, { recursive: true, force: true });
  });

  it('Bedrock with each kind of model id has no unacknowledged finding', () => {
    for (const bedrockModelId of [
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/a1b2c3d4e5f6',
    ]) {
      const app = testApp({ modelProvider: 'bedrock', bedrockModelId });
      createStacks(app, {
        stackName: 'Nag',
        account: '123456789012',
        region: 'eu-west-1',
        stackProps: { resolveEntry: entryOrFixture },
      });
      expect(() => app.synth(), bedrockModelId).not.toThrow();
    }
  });
});

describe('site upload', () => {
  it('leaves source maps out of the deployed files', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const app = testApp({}, { outdir, stage: true });
    createStacks(app, {
      stackName: 'Site',
      account: undefined,
      region: undefined,
      stackProps: { resolveEntry: entryOrFixture },
    });
    const assembly = app.synth();
    const manifest = JSON.parse(fs.readFileSync(path.join(assembly.directory, 'Site.assets.json'), 'utf8')) as {
      files: Record<string, { source: { path: string; packaging?: string } }>;
    };
    const staged = Object.values(manifest.files)
      .filter((f) => f.source.packaging === 'zip')
      .map((f) => path.join(assembly.directory, f.source.path));
    const files = staged.flatMap((dir) => (fs.existsSync(dir) && fs.statSync(dir).isDirectory() ? listFiles(dir) : []));
    expect(files.some((f) => f.endsWith('app.js'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    fs.rmSync(outdir, { recursive: true, force: true });
  });
});

describe('local synth', () => {
  it('lists what a deploy will need', () => {
    const { stack: local } = synthStack({
      '@aws-cdk/core:annotationsInValidationReport': false,
      operatorsEmail: undefined,
    });
    Annotations.fromStack(local).hasWarning(
      '/Test',
      Match.stringLikeRegexp('A deploy .* will need:[\\s\\S]*operatorsEmail'),
    );
  });
});

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
