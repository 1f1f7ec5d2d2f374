/**
 * The site: a private bucket behind CloudFront (origin access control), the API under /api/*, SPA
 * fallback and security headers from SiteEdge, and the built SPA uploaded by BucketDeployment.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, Fn, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledge } from './nag';
import { ORIGIN_VERIFY_HEADER } from './origin-guard';
import { NOT_FOUND_PAGE, SiteEdge } from './site-edge';

/**
 * Viewer headers the API reads, forwarded by CloudFront (an allow-list: all viewer headers would
 * include Host, which API Gateway refuses). A header a function starts reading must be added here.
 * CloudFront-Viewer-Address ("ip:port", set by CloudFront) is the caller's address for rate limits.
 */
export const API_FORWARDED_HEADERS = [
  'content-type',
  'origin',
  'referer',
  'user-agent',
  'accept',
  'idempotency-key',
  'stripe-signature',
  'cloudfront-viewer-address',
  'cloudfront-viewer-country',
] as const;

/** Built files that are never uploaded: source maps stay build artefacts. */
export const NOT_DEPLOYED = ['*.map', '**/*.map'];

export interface SiteProps {
  httpApi: apigwv2.IHttpApi;
  /** Host of the API origin; defaults to the execute-api host (Api.originDomainName). */
  apiOriginDomain?: string;
  /** Origin of presigned uploads, allowed by the CSP's connect-src. */
  uploadsOrigin: string;
  /** Built SPA folder (holds index.html); undefined skips the upload. */
  siteDir: string | undefined;
  domainName?: string;
  certificateArn?: string;
  /** Where CloudFront's standard logs and the site bucket's access logs go. */
  logBucket?: s3.IBucket;
  /** Value of the x-origin-verify header CloudFront adds to API requests (origin-guard.ts). */
  originVerifySecret?: string;
  /** WAFv2 web ACL (CLOUDFRONT scope, us-east-1) in front of the distribution. */
  webAclArn?: string;
}

export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly edge: SiteEdge;
  readonly apiRequests: cloudfront.OriginRequestPolicy;
  readonly apiCache: cloudfront.CachePolicy;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Only build output lives here; it is re-uploaded on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      ...(props.logBucket ? { serverAccessLogsBucket: props.logBucket, serverAccessLogsPrefix: 's3/site/' } : {}),
    });

    this.edge = new SiteEdge(this, 'Edge', { uploadsOrigin: props.uploadsOrigin });

    // https://{id}.execute-api.{region}.amazonaws.com -> the host name CloudFront connects to,
    // unless the API has its own domain (its execute-api endpoint is then disabled).
    const apiDomain = props.apiOriginDomain ?? Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

    this.apiRequests = new cloudfront.OriginRequestPolicy(this, 'ApiOriginRequests', {
      comment: 'Clausewise API: cookies, query strings, the headers the API reads and the viewer address',
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });

    // CloudFront compresses a response only when the behaviour's cache policy enables gzip and
    // Brotli, which the managed CachingDisabled policy does not, and a policy with every TTL at 0
    // may not enable them. So: a default and minimum TTL of 0 (every handler answers
    // `Cache-Control: no-store`, and a response without the header is not kept either), a maximum
    // of 1 s, and every cookie and query string in the cache key, so that even a response that
    // asked to be cached could never be served to another session.
    this.apiCache = new cloudfront.CachePolicy(this, 'ApiCache', {
      comment: 'Clausewise API: not cached (no-store), compressed at the edge (gzip, Brotli)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Clausewise web app and API',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Only meaningful with a custom certificate (the default *.cloudfront.net one is fixed).
      minimumProtocolVersion: props.certificateArn ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
        : undefined,
      webAclId: props.webAclArn,
      ...(props.logBucket ? { enableLogging: true, logBucket: props.logBucket, logFilePrefix: 'cloudfront/' } : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.edge.headers,
        functionAssociations: [
          { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edge.spaFallback },
          { eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE, function: this.edge.notFoundStatus },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            ...(props.originVerifySecret
              ? { customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret } }
              : {}),
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: this.apiCache,
          originRequestPolicy: this.apiRequests,
          responseHeadersPolicy: this.edge.headers,
          compress: true,
        },
      },
    });

    if (!props.certificateArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR4',
        'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with domainName and certificateArn the minimum is TLSv1.2_2021.',
      );
    }
    acknowledge(
      this.distribution,
      'AwsSolutions-CFR1',
      "The service is offered worldwide; there is no country to exclude. Abuse is handled by the WAF rate rules and the functions' limits.",
    );
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'AwsSolutions-CFR2',
        'WAF is off only for an offline synth (-c waf=false or deployment=local); a deploy into an account attaches the web ACL (waf.ts) or -c webAclArn.',
      );
    }

    if (props.siteDir) this.deploy(props.siteDir);
  }

  /**
   * Hashed build assets are uploaded first, immutable and never pruned (a browser holding the
   * previous index.html can still load its chunks); then everything else with no-cache, pruning
   * stale files outside assets/, and a CloudFront invalidation.
   */
  private deploy(siteDir: string): void {
    const assetsDir = path.join(siteDir, 'assets');
    let assets: s3deploy.BucketDeployment | undefined;
    if (fs.existsSync(assetsDir)) {
      assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [s3deploy.Source.asset(assetsDir, { exclude: NOT_DEPLOYED })],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [
        s3deploy.Source.asset(siteDir, { exclude: ['assets', ...NOT_DEPLOYED] }),
        // The app shell again, as the page for paths with no route (answered 404: site-edge.ts).
        s3deploy.Source.data(NOT_FOUND_PAGE, fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')),
      ],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) pages.node.addDependency(assets);

    // The upload handler is aws-cdk-lib's own singleton function (shared by both deployments).
    const handler = pages.handlerRole.node.scope;
    if (handler) {
      acknowledge(
        handler,
        'AwsSolutions-L1',
        "aws-cdk-lib's BucketDeployment handler: the library picks and updates its runtime.",
      );
      acknowledge(
        handler,
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        "aws-cdk-lib's BucketDeployment handler: the managed role only writes its own logs.",
      );
      const reason =
        "aws-cdk-lib's BucketDeployment grants: read the CDK asset bucket's objects and write the site bucket's objects (scoped by the library to those two buckets) and create CloudFront invalidations (Resource::*, as the library grants it).";
      for (const finding of [
        'Action::s3:GetBucket*',
        'Action::s3:GetObject*',
        'Action::s3:List*',
        'Action::s3:Abort*',
        'Action::s3:DeleteObject*',
        'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
        // The same bucket when the stack's account and region are known at synth time.
        ...(Token.isUnresolved(Stack.of(this).account) || Token.isUnresolved(Stack.of(this).region)
          ? []
          : [`Resource::arn:aws:s3:::cdk-hnb659fds-assets-${Stack.of(this).account}-${Stack.of(this).region}/*`]),
        `Resource::<${Stack.of(this).getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket)}.Arn>/*`,
        'Resource::*',
      ]) {
        acknowledge(handler, `AwsSolutions-IAM5[${finding}]`, reason);
      }
    }
  }
}
