/**
 * What CloudFront adds in front of the SPA: security headers on every response and the SPA
 * fallback as a viewer-request function (not error responses, which would turn /api 404s into HTML).
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/**
 * Rewrites extension-less paths (client routes such as /contracts/123) to /index.html; paths with
 * an extension (/assets/app.js, /favicon.ico) are fetched as they are. Runs only on the default
 * behaviour, so /api/* never reaches it.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export function contentSecurityPolicy(uploadsOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Chakra UI (Emotion) injects <style> elements at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // Presigned PUTs go straight to the uploads bucket's regional endpoint.
    `connect-src 'self' ${uploadsOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface SiteEdgeProps {
  /** e.g. https://bucket.s3.eu-west-1.amazonaws.com (may contain tokens). */
  uploadsOrigin: string;
}

export class SiteEdge extends Construct {
  readonly headers: cloudfront.ResponseHeadersPolicy;
  readonly spaFallback: cloudfront.Function;

  constructor(scope: Construct, id: string, props: SiteEdgeProps) {
    super(scope, id);

    this.headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Clausewise security headers (CSP, HSTS, frame and referrer policies)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.uploadsOrigin), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    this.spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Rewrite extension-less paths to /index.html (SPA routes)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });
  }
}
