/**
 * The site: a private bucket behind CloudFront (origin access control), the API under /api/*, SPA
 * fallback and security headers from SiteEdge, and the built SPA uploaded by BucketDeployment.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Fn, RemovalPolicy } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SiteEdge } from './site-edge';

export interface SiteProps {
  httpApi: apigwv2.IHttpApi;
  /** Origin of presigned uploads, allowed by the CSP's connect-src. */
  uploadsOrigin: string;
  /** Built SPA folder (holds index.html); undefined skips the upload. */
  siteDir: string | undefined;
  domainName?: string;
  certificateArn?: string;
}

export class Site extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly edge: SiteEdge;

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
    });

    this.edge = new SiteEdge(this, 'Edge', { uploadsOrigin: props.uploadsOrigin });

    // https://{id}.execute-api.{region}.amazonaws.com -> the host name CloudFront connects to.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));

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
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: this.edge.headers,
        functionAssociations: [
          { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: this.edge.spaFallback },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and every viewer header except Host (API Gateway needs its own).
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.edge.headers,
          compress: true,
        },
      },
    });

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
        sources: [s3deploy.Source.asset(assetsDir)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        prune: false,
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(siteDir, { exclude: ['assets'] })],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) pages.node.addDependency(assets);
  }
}
