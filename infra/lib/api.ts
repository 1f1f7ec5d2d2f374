/**
 * The HTTP API, generated from the catalogue: one function per `apiFunctions` entry, one route per
 * `apiRoutes` entry, each a Lambda proxy integration with payload format 2.0.
 */
import { Fn } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import {
  apiFunctions as catalogueFunctions,
  apiRoutes as catalogueRoutes,
  type FunctionDef,
  type HttpMethod,
  type RouteDef,
} from '../../functions/src/http/routes';
import { createAppFunction } from './app-function';
import { acknowledge } from './nag';
import type { GrantTargets } from './permissions';
import type { AppSettings } from './settings';

/**
 * Functions that may read the session signing key. Kept here until FunctionNeeds gains
 * `sessionKey: true` in routes.ts, at which point the catalogue decides (see `needsSessionKey`).
 */
export const SESSION_KEY_FUNCTIONS: readonly string[] = ['session'];

export function needsSessionKey(
  name: string,
  def: FunctionDef,
  allowList: readonly string[] = SESSION_KEY_FUNCTIONS,
): boolean {
  const flag = (def.needs as { sessionKey?: boolean }).sessionKey;
  if (flag !== undefined) return flag;
  return allowList.includes(name) && def.needs.table !== undefined;
}

const METHODS: Record<HttpMethod, apigwv2.HttpMethod> = {
  GET: apigwv2.HttpMethod.GET,
  POST: apigwv2.HttpMethod.POST,
  PUT: apigwv2.HttpMethod.PUT,
  DELETE: apigwv2.HttpMethod.DELETE,
  ANY: apigwv2.HttpMethod.ANY,
};

export interface ApiProps {
  targets: GrantTargets;
  settings: AppSettings;
  /** Defaults to the catalogue in functions/src/http/routes.ts. */
  functions?: Readonly<Record<string, FunctionDef>>;
  routes?: readonly Pick<RouteDef, 'method' | 'path'>[] & readonly { fn: string }[];
  sessionKeyFunctions?: readonly string[];
  resolveEntry?: (entry: string) => string;
  /** The stage's access log (JSON, one line per request). */
  accessLogGroup?: logs.ILogGroup;
  /** Value every request must carry in x-origin-verify (the functions' ORIGIN_VERIFY_SECRET). */
  originVerifySecret?: string;
}

/** One JSON line per request; `$context.identity.sourceIp` is the CloudFront edge, the viewer is in the function logs. */
export const API_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  sourceIp: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  responseLength: '$context.responseLength',
});

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  /** The host CloudFront connects to: the API's custom domain when configured, else the execute-api host. */
  readonly originDomainName: string;
  /** Set with settings.apiDomain: point a CNAME for the API's domain at its `regionalDomainName`. */
  readonly customDomain: apigwv2.DomainName | undefined;
  readonly functions: Readonly<Record<string, nodejs.NodejsFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const defs = props.functions ?? catalogueFunctions;
    const routes = props.routes ?? catalogueRoutes;

    // With a custom domain for the API, CloudFront reaches it by that name and the default
    // execute-api endpoint is turned off (decision 131). The origin secret header
    // stays checked either way: the custom domain is public too.
    const apiDomain = props.settings.apiDomain;
    this.customDomain = apiDomain
      ? new apigwv2.DomainName(this, 'ApiDomain', {
          domainName: apiDomain.name,
          certificate: acm.Certificate.fromCertificateArn(this, 'ApiCertificate', apiDomain.certificateArn),
        })
      : undefined;
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Clausewise API (reached through CloudFront at /api/*)',
      // Same origin as the site through CloudFront: no CORS on the API.
      createDefaultStage: true,
      ...(this.customDomain
        ? { disableExecuteApiEndpoint: true, defaultDomainMapping: { domainName: this.customDomain } }
        : {}),
    });
    // https://{id}.execute-api.{region}.amazonaws.com -> the host name CloudFront connects to.
    this.originDomainName = apiDomain ? apiDomain.name : Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));

    // Stage throttling: a ceiling for the whole API (per account and region Lambda concurrency is
    // shared with the jobs); per-address limits are the WAF's and the functions' rate limits.
    const stage = this.httpApi.defaultStage?.node.defaultChild as apigwv2.CfnStage;
    stage.defaultRouteSettings = {
      throttlingRateLimit: props.settings.apiThrottle.rateLimit,
      throttlingBurstLimit: props.settings.apiThrottle.burstLimit,
    };
    if (props.accessLogGroup) {
      stage.accessLogSettings = { destinationArn: props.accessLogGroup.logGroupArn, format: API_ACCESS_LOG_FORMAT };
    }

    const functions: Record<string, nodejs.NodejsFunction> = {};
    const integrations: Record<string, HttpLambdaIntegration> = {};
    for (const [name, def] of Object.entries(defs)) {
      const fn = createAppFunction(this, `${pascal(name)}Function`, {
        name,
        kind: 'api',
        def,
        targets: props.targets,
        settings: props.settings,
        sessionKey: needsSessionKey(name, def, props.sessionKeyFunctions),
        resolveEntry: props.resolveEntry,
      });
      if (props.originVerifySecret) fn.addEnvironment('ORIGIN_VERIFY_SECRET', props.originVerifySecret);
      functions[name] = fn;
      integrations[name] = new HttpLambdaIntegration(`${pascal(name)}Integration`, fn, {
        payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
      });
    }
    this.functions = functions;

    for (const route of routes) {
      const integration = integrations[route.fn];
      if (!integration) {
        throw new Error(`Route ${route.method} ${route.path} names unknown function "${route.fn}"`);
      }
      this.httpApi.addRoutes({ path: route.path, methods: [METHODS[route.method]], integration });
    }
    acknowledge(
      this.httpApi,
      'AwsSolutions-APIG4',
      'Authorisation is in the functions: each protected action verifies the signed session cookie (ES256) and loads the user (http/core/auth.ts); public routes (sign-up, sign-in, waitlist) are public by design and rate limited.',
    );
  }
}

export const pascal = (name: string): string =>
  name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
