/** Deploy-time context: origin, custom domain, SES sender, model provider, site folder. */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_APP_ORIGIN } from '../lib/settings';
import { ClausewiseStack } from '../lib/stack';
import { entryOrFixture, functionProps, synthStack, testApp } from './helpers';

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
