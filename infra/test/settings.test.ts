/** Deploy-time context: origin, custom domain, SES sender, model provider, site folder. */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_APP_ORIGIN } from '../lib/settings';
import { ClausewiseStack } from '../lib/stack';
import { entryOrFixture, functionProps, statementsOf, synthStack, testApp } from './helpers';

/** Without the annotations plugin, warnings stay in metadata instead of being printed. */
const quiet = { '@aws-cdk/core:annotationsInValidationReport': false };

describe('appOrigin', () => {
  it('falls back to a visible placeholder and warns', () => {
    const { stack, template } = synthStack({ ...quiet, appOrigin: undefined, sesFromAddress: undefined });
    expect(functionProps(template, stack.api.functions.session!).Environment?.Variables.APP_ORIGIN).toBe(
      PLACEHOLDER_APP_ORIGIN,
    );
    const annotations = Annotations.fromStack(stack);
    annotations.hasWarning('/Test', Match.stringLikeRegexp('appOrigin" is not set'));
    annotations.hasWarning('/Test', Match.stringLikeRegexp('sesFromAddress" is not set'));
  });

  it('is used for the functions, the upload CORS rule and the outputs; a trailing slash is dropped', () => {
    const { stack, template } = synthStack({ appOrigin: 'https://app.example.org/' });
    expect(functionProps(template, stack.api.functions.notFound!).Environment?.Variables.APP_ORIGIN).toBe(
      'https://app.example.org',
    );
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://app.example.org'] })] },
    });
    template.hasOutput('AppOrigin', { Value: 'https://app.example.org' });
    Annotations.fromStack(stack).hasNoWarning('/Test', Match.stringLikeRegexp('appOrigin'));
  });

  it('must be an https origin without a path', () => {
    expect(() => synthStack({ appOrigin: 'http://review.example.com' })).toThrow(/must use https/);
    expect(() => synthStack({ appOrigin: 'https://review.example.com/app' })).toThrow(/without a path/);
    expect(() => synthStack({ appOrigin: 'review.example.com' })).toThrow(/must be an origin/);
  });
});

describe('custom domain', () => {
  const cert = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';

  it('adds the alias and certificate, and derives appOrigin and the sender from the domain', () => {
    const { stack, template } = synthStack({
      appOrigin: undefined,
      sesFromAddress: undefined,
      domainName: 'review.example.com',
      certificateArn: cert,
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['review.example.com'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: cert, MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    expect(functionProps(template, stack.api.functions.session!).Environment?.Variables).toMatchObject({
      APP_ORIGIN: 'https://review.example.com',
      SES_FROM_ADDRESS: 'no-reply@review.example.com',
    });
    template.hasOutput('SiteUrl', { Value: 'https://review.example.com' });
  });

  it('needs both keys, and a us-east-1 certificate', () => {
    expect(() => synthStack({ domainName: 'review.example.com' })).toThrow(/must be set together/);
    expect(() =>
      synthStack({ domainName: 'review.example.com', certificateArn: cert.replace('us-east-1', 'eu-west-1') }),
    ).toThrow(/us-east-1/);
  });
});

describe('model provider', () => {
  it('requires a model id for bedrock', () => {
    expect(() => synthStack({ modelProvider: 'bedrock' })).toThrow(/bedrockModelId" is required/);
    expect(() => synthStack({ modelProvider: 'gpt' })).toThrow(/must be one of builtin, bedrock/);
  });
});

describe('site folder', () => {
  it('a missing build fails with the command to run', () => {
    const app = testApp({ siteDir: 'infra/test/fixtures/does-not-exist' });
    expect(() => new ClausewiseStack(app, 'NoSite', { resolveEntry: entryOrFixture })).toThrow(
      /npm run build:web.*skipSiteDeployment=true/s,
    );
  });

  it('skipSiteDeployment synthesizes everything but the upload', () => {
    const { template } = synthStack({ siteDir: 'infra/test/fixtures/does-not-exist', skipSiteDeployment: 'true' });
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
  });
});

describe('Bedrock model id', () => {
  const bedrock = (bedrockModelId: string) => synthStack({ modelProvider: 'bedrock', bedrockModelId });

  it('refuses a bare model id at synth, saying why and what to use', () => {
    let message = '';
    try {
      bedrock('anthropic.claude-sonnet-4-5-20250929-v1:0');
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/bare model id \("anthropic\.claude-sonnet-4-5-20250929-v1:0"\)/);
    expect(message).toMatch(/on-demand throughput isn't supported/);
    expect(message).toMatch(/us\.anthropic\.claude-sonnet-4-5-20250929-v1:0/);
    expect(message).toMatch(/aws bedrock list-inference-profiles/);
  });

  it('refuses a foundation-model ARN and anything that is not a model id', () => {
    expect(() =>
      bedrock('arn:aws:bedrock:us-east-1::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0'),
    ).toThrow(/foundation-model ARN/);
    expect(() => bedrock('claude sonnet')).toThrow(/not a Bedrock model id/);
  });

  it('accepts inference profile ids and ARNs, each with its grant', () => {
    for (const id of [
      'us.anthropic.claude-sonnet-4-5-20250929-v1:0',
      'eu.x.y',
      'apac.a.b',
      'global.anthropic.claude-opus-4-1-v1:0',
    ]) {
      expect(bedrock(id).stack.settings.bedrockModelKind).toBe('profile-id');
    }
    const app = 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/a1b2c3d4e5f6';
    const { stack, template } = bedrock(app);
    expect(stack.settings.bedrockModelKind).toBe('application-profile-arn');
    const statements = statementsOf(template, stack.jobs.functions.analysis!).filter((s) =>
      String(s.Sid).startsWith('BedrockInvoke'),
    );
    expect(statements).toEqual([
      expect.objectContaining({ Resource: app }),
      // The profile does not name its model: any model, but only through this profile.
      expect.objectContaining({ Condition: { StringEquals: { 'bedrock:InferenceProfileArn': app } } }),
    ]);
    expect(
      bedrock('arn:aws:bedrock:eu-west-1:123456789012:provisioned-model/abc').stack.settings.bedrockModelKind,
    ).toBe('provisioned-arn');
  });
});

describe('a deploy into an account', () => {
  const aws = { deployment: 'aws', waf: 'false' };

  it('needs a real sender and operators inbox, and says how to synthesize offline instead', () => {
    expect(() => synthStack({ ...aws, sesFromAddress: undefined, operatorsEmail: 'ops@example.com' })).toThrow(
      /sesFromAddress: an address on a domain verified in SES/,
    );
    expect(() => synthStack({ ...aws })).toThrow(/operatorsEmail: the inbox[\s\S]*-c deployment=local/);
    expect(() => synthStack({ ...aws, operatorsEmail: 'operators@clausewise.local' })).toThrow(/operatorsEmail/);
    expect(synthStack({ ...aws, operatorsEmail: 'ops@example.com' }).stack.settings.deployment).toBe('aws');
  });

  it('checks the certificate region with the command to get one', () => {
    expect(() =>
      synthStack({
        domainName: 'review.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      }),
    ).toThrow(/aws acm request-certificate --region us-east-1/);
  });
});
