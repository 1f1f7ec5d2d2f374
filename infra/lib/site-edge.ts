/**
 * What CloudFront adds in front of the SPA: security headers on every response and the SPA
 * fallback as viewer functions (not error responses, which would turn /api 404s into HTML).
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { APP_SHELL_FILE, PRERENDERED_PAGES, routePattern, SPA_ROUTES } from '../../shared/spa-routes';

/** The app shell served for paths with no page; its answer's status is 404. */
export const NOT_FOUND_PAGE = '404.html';

const asFunctionRegExp = (route: string) => `/${routePattern(route).replace(/\//g, '\\/')}/`;

/**
 * Rewrites extension-less paths to the HTML that shared/spa-routes.ts names for them: a
 * prerendered page (/ to /prerendered/home.html), the app shell /index.html for the app's other
 * routes (e.g. /results/01HZX), and /404.html (the same app shell, uploaded under that name) for
 * any other path, which the viewer-response function answers with HTTP 404. Paths with an
 * extension (/assets/app.js, /favicon.ico) are fetched as they are. Runs only on the default
 * behaviour, so /api/* never reaches it (and its own 404s stay JSON).
 */
export const SPA_FALLBACK_CODE = `var PAGES = [${PRERENDERED_PAGES.map((p) => `[${asFunctionRegExp(p.route)}, '/${p.file}']`).join(', ')}];
var ROUTES = [${SPA_ROUTES.map(asFunctionRegExp).join(', ')}];
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    var file = '/${NOT_FOUND_PAGE}';
    for (var i = 0; i < ROUTES.length; i++) {
      if (ROUTES[i].test(uri)) file = '/${APP_SHELL_FILE}';
    }
    for (var j = 0; j < PAGES.length; j++) {
      if (PAGES[j][0].test(uri)) file = PAGES[j][1];
    }
    request.uri = file;
  }
  return request;
}`;

/** Viewer response: the 404 page is the app shell, answered with the status a missing page has. */
export const NOT_FOUND_STATUS_CODE = `function handler(event) {
  var response = event.response;
  if (event.request.uri === '/${NOT_FOUND_PAGE}') {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
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
  readonly notFoundStatus: cloudfront.Function;

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

    this.notFoundStatus = new cloudfront.Function(this, 'NotFoundStatus', {
      comment: 'Answer the app shell served for a path with no page with HTTP 404',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(NOT_FOUND_STATUS_CODE),
    });
  }
}
