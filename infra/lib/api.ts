/**
 * The HTTP API, generated from the catalogue: one function per `apiFunctions` entry, one route per
 * `apiRoutes` entry, each a Lambda proxy integration with payload format 2.0.
 */
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
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
import type { GrantTargets } from './permissions';
import type { AppSettings } from './settings';

/**
 * Functions that may read the session signing key. Kept here until FunctionNeeds gains
 * `sessionKey: true` in routes.ts, at which point the catalogue decides (see `needsSessionKey`).
 */
export const SESSION_KEY_FUNCTIONS: readonly string[] = ['session'];

export function needsSessionKey(name: string, def: FunctionDef, allowList: readonly string[] = SESSION_KEY_FUNCTIONS): boolean {
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
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions: Readonly<Record<string, nodejs.NodejsFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const defs = props.functions ?? catalogueFunctions;
    const routes = props.routes ?? catalogueRoutes;

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'Clausewise API (reached through CloudFront at /api/*)',
      // Same origin as the site through CloudFront: no CORS on the API.
      createDefaultStage: true,
    });

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
  }
}

export const pascal = (name: string): string =>
  name.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
