/** The CloudFront site: private bucket, /api/* to the HTTP API, SPA fallback, security headers. */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, NOT_FOUND_STATUS_CODE, SPA_FALLBACK_CODE } from '../lib/site-edge';
import { synthStack } from './helpers';
import { htmlFileFor } from '../../shared/spa-routes';

const { stack, template } = synthStack({ appOrigin: 'https://review.example.com' });
const distribution = () => {
  const [only] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return only!.Properties.DistributionConfig;
};

describe('site bucket', () => {
  it('is private, encrypted, TLS-only, and read by CloudFront through origin access control', () => {
    const webBucket = stack.getLogicalId(stack.site.bucket.node.defaultChild as never);
    template.hasResource('AWS::S3::Bucket', {
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
      }),
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: webBucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject' }),
        ]),
      },
    });
    const s3Origin = distribution().Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
  });
});

describe('distribution', () => {
  it('serves index.html at the root over HTTPS', () => {
    expect(distribution()).toMatchObject({
      DefaultRootObject: 'index.html',
      DefaultCacheBehavior: { ViewerProtocolPolicy: 'redirect-to-https' },
    });
  });

  it('sends /api/* to the HTTP API, uncached but compressed, with all methods, cookies, query strings and the forwarded headers', () => {
    const api = distribution().CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      Compress: true,
      CachePolicyId: { Ref: stack.getLogicalId(stack.site.apiCache.node.defaultChild as never) },
      // The stack's own policy (edge.test.ts): the headers the API reads and CloudFront-Viewer-Address.
      OriginRequestPolicyId: { Ref: stack.getLogicalId(stack.site.apiRequests.node.defaultChild as never) },
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const origin = distribution().Origins.find((o: { Id: string }) => o.Id === api.TargetOriginId);
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(JSON.stringify(origin.DomainName)).toContain(
      stack.getLogicalId(stack.api.httpApi.node.defaultChild as never),
    );
  });

  it('compresses API JSON: the /api/* cache policy enables gzip and Brotli, keeps nothing (TTL 0) and keys on every cookie', () => {
    const policies = template.findResources('AWS::CloudFront::CachePolicy');
    const config =
      policies[stack.getLogicalId(stack.site.apiCache.node.defaultChild as never)]!.Properties.CachePolicyConfig;
    expect(config).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      },
    });
    // Not all three TTLs 0: CloudFront refuses compression settings on a policy that disables caching.
    expect(config.MaxTTL).toBeGreaterThan(0);
    expect(config.MaxTTL).toBeLessThanOrEqual(1);
  });

  it('has no custom error responses (an /api 404 must stay JSON)', () => {
    expect(distribution().CustomErrorResponses).toBeUndefined();
  });

  it('runs the SPA fallback on the default behaviour only', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: SPA_FALLBACK_CODE,
    });
    expect(distribution().DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
      expect.objectContaining({ EventType: 'viewer-response' }),
    ]);
  });
});

describe('SPA fallback function', () => {
  const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (e: unknown) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('rewrites prerendered pages to their HTML, as the local static site serves them', () => {
    expect(rewrite('/')).toBe('/prerendered/home.html');
    expect(rewrite('/terms')).toBe('/prerendered/terms.html');
    expect(rewrite('/privacy/')).toBe('/prerendered/privacy.html');
    expect(rewrite('/user-guide')).toBe('/prerendered/user-guide.html');
    expect(rewrite('/contract-review')).toBe('/prerendered/contract-review.html');
    expect(rewrite('/results/01HZX')).toBe('/prerendered/results.html');
    for (const path of ['/', '/terms', '/privacy/', '/user-guide', '/results/01HZX', '/library', '/no-such-page']) {
      expect(rewrite(path)).toBe(`/${htmlFileFor(path) ?? '404.html'}`);
    }
  });

  it('rewrites client routes to /index.html, other paths to the 404 page, and leaves files alone', () => {
    expect(rewrite('/loading/01HZX')).toBe('/index.html');
    expect(rewrite('/library/')).toBe('/index.html');
    expect(rewrite('/contracts/01HZX')).toBe('/404.html');
    expect(rewrite('/no-such-page')).toBe('/404.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });
});

describe('404 status function', () => {
  const handler = new Function(`${NOT_FOUND_STATUS_CODE}; return handler;`)() as (e: unknown) => { statusCode: number };
  it('answers the 404 page with HTTP 404 and leaves every other response alone', () => {
    expect(handler({ request: { uri: '/404.html' }, response: { statusCode: 200 } }).statusCode).toBe(404);
    expect(handler({ request: { uri: '/index.html' }, response: { statusCode: 200 } }).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  const policy = () => {
    const [only] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    return only!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
  };

  it('sends HSTS for two years with subdomains and preload, nosniff, DENY and the referrer policy', () => {
    expect(policy()).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('has a CSP allowing only self plus presigned PUTs to the uploads bucket', () => {
    const csp = JSON.stringify(policy().ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://");
    const uploads = stack.getLogicalId(stack.uploads.bucket.node.defaultChild as never);
    expect(csp).toContain(`{"Fn::GetAtt":["${uploads}","RegionalDomainName"]}`);
    expect(contentSecurityPolicy('https://b.s3.eu-west-1.amazonaws.com')).toMatch(
      /connect-src 'self' https:\/\/b\.s3\.eu-west-1\.amazonaws\.com;/,
    );
  });

  it('applies to the site and the API', () => {
    const policyId = { Ref: stack.getLogicalId(stack.site.edge.headers.node.defaultChild as never) };
    expect(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(policyId);
    expect(distribution().CacheBehaviors[0].ResponseHeadersPolicyId).toEqual(policyId);
  });
});

describe('deployment of the built SPA', () => {
  it('uploads hashed assets immutable and pages no-cache, invalidating CloudFront', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 2);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });
});

describe('outputs', () => {
  it('names the site, API, table, buckets and queue', () => {
    for (const key of ['SiteUrl', 'ApiUrl', 'TableName', 'UploadsBucketName', 'WebBucketName', 'AnalysisQueueUrl']) {
      template.hasOutput(key, {});
    }
  });
});
