/**
 * The local API Gateway (HTTP API, payload 2.0): matches `apiRoutes` in order, builds an
 * APIGatewayProxyEventV2, calls the function's `handler` in this process and writes the
 * APIGatewayProxyResultV2 back. Routes come from functions/src/http/routes.ts, the same table the
 * CDK app reads, so a route exists locally exactly when it exists in AWS.
 */
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiFunctions, apiRoutes, type RouteDef } from '../../functions/src/http/routes';
import { lambdaContext } from './sqs-bridge';
import { chooseEncoding, compress } from './compress';

/** API Gateway's payload limit. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const API_TIMEOUT_MS = 30_000;

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** A route as in `apiRoutes`, but any function name (tests mount fixture handlers). */
export type AdapterRoute = Omit<RouteDef, 'fn'> & { fn: string };

export interface ApiAdapterOptions {
  repoRoot: string;
  routes?: readonly AdapterRoute[];
  /** Function name to handler entry (relative to repoRoot); defaults to `apiFunctions`. */
  entries?: Record<string, string>;
  log: (line: Record<string, unknown>) => void;
}

interface CompiledRoute {
  def: AdapterRoute;
  routeKey: string;
  regex: RegExp;
  params: string[];
}

function compile(def: AdapterRoute): CompiledRoute {
  const params: string[] = [];
  const pattern = def.path
    .split('/')
    .map((segment) => {
      const m = /^\{(\w+)(\+)?\}$/.exec(segment);
      if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(m[1]!);
      return m[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { def, routeKey: `${def.method} ${def.path}`, regex: new RegExp(`^${pattern}$`), params };
}

const TEXT_TYPES =
  /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|javascript|x-www-form-urlencoded|graphql))/i;

function jsonResponse(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * Reads the body, or returns undefined once it passes the limit (the caller answers 413). An
 * oversized body is still drained to its end: answering mid-upload and closing the socket makes
 * clients fail with EPIPE instead of reading the 413.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks);
}

function buildEvent(
  req: IncomingMessage,
  url: URL,
  route: CompiledRoute,
  match: RegExpExecArray,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEventV2 {
  // Payload 2.0 joins repeated headers with commas and moves cookies out of `headers`.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookieHeader = req.headers.cookie;
  const cookies = cookieHeader
    ? cookieHeader
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean)
    : undefined;

  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const pathParameters = Object.fromEntries(route.params.map((p, i) => [p, decodeURIComponent(match[i + 1]!)]));

  // Stand in for CloudFront: the caller's address in CloudFront-Viewer-Address ("ip:port"), which
  // the functions use for per-address limits. A client on this machine (tests, the smoke check) may
  // play a viewer by sending the header itself; anyone else gets their socket's address.
  const remote = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const loopback = remote === '127.0.0.1' || remote === '::1';
  if (!loopback || !headers['cloudfront-viewer-address']) {
    headers['cloudfront-viewer-address'] = `${remote}:${req.socket.remotePort ?? 0}`;
  }

  const contentType = headers['content-type'] ?? '';
  const isBinary = body.length > 0 && !TEXT_TYPES.test(contentType);
  const now = new Date();
  const host = headers.host ?? '127.0.0.1';
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(route.params.length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: isBinary ? body.toString('base64') : body.toString('utf8') } : {}),
    isBase64Encoded: isBinary,
  };
}

/** API Gateway's rules: a result without statusCode is a 200 JSON body. */
function normalise(result: APIGatewayProxyResultV2): APIGatewayProxyStructuredResultV2 {
  if (result !== null && typeof result === 'object' && 'statusCode' in result)
    return result as APIGatewayProxyStructuredResultV2;
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: typeof result === 'string' ? result : JSON.stringify(result),
  };
}

function writeResult(req: IncomingMessage, res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
  if (result.cookies?.length) res.setHeader('set-cookie', result.cookies);
  let body: Buffer =
    result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (!res.hasHeader('content-type') && body.length) res.setHeader('content-type', 'application/json');
  // CloudFront's edge compression of the /api/* behaviour (compress.ts).
  const encoding = chooseEncoding(
    req.headers['accept-encoding'],
    String(res.getHeader('content-type') ?? ''),
    res.hasHeader('content-encoding'),
    body.length,
  );
  if (encoding) {
    body = compress(body, encoding);
    res.setHeader('content-encoding', encoding);
    res.setHeader('vary', 'accept-encoding');
    res.removeHeader('content-length');
  }
  res.statusCode = result.statusCode ?? 200;
  res.end(body);
}

export function createApiAdapter(options: ApiAdapterOptions) {
  const routes = (options.routes ?? apiRoutes).map(compile);
  const entries: Record<string, string> =
    options.entries ?? Object.fromEntries(Object.entries(apiFunctions).map(([name, def]) => [name, def.entry]));
  const handlers = new Map<string, Promise<ApiHandler>>();

  // Imported on first use (a cold start) and after process.env holds the function config.
  const load = (fn: string): Promise<ApiHandler> => {
    let loaded = handlers.get(fn);
    if (!loaded) {
      const entry = entries[fn];
      if (!entry) return Promise.reject(new Error(`No entry for function ${fn}`));
      loaded = import(pathToFileURL(path.resolve(options.repoRoot, entry)).href).then(
        (mod: { handler?: ApiHandler }) => {
          if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export a handler`);
          return mod.handler;
        },
      );
      // A failed import (file not written yet, syntax error) is retried on the next request.
      loaded.catch(() => handlers.delete(fn));
      handlers.set(fn, loaded);
    }
    return loaded;
  };

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    let route: CompiledRoute | undefined;
    let match: RegExpExecArray | null = null;
    for (const r of routes) {
      if (r.def.method !== 'ANY' && r.def.method !== method) continue;
      match = r.regex.exec(url.pathname);
      if (match) {
        route = r;
        break;
      }
    }
    if (!route || !match) {
      // API Gateway's own answer for an undeclared route (the catch-all normally prevents this).
      jsonResponse(res, 404, { message: 'Not Found' });
      return;
    }
    const body = await readBody(req);
    if (!body) {
      jsonResponse(res, 413, { message: 'Request too large', code: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    const started = Date.now();
    try {
      const handler = await load(route.def.fn);
      const event = buildEvent(req, url, route, match, body, requestId);
      const result = normalise(await handler(event, lambdaContext(route.def.fn, API_TIMEOUT_MS)));
      writeResult(req, res, result);
      options.log({
        level: 'info',
        msg: 'api',
        routeKey: route.routeKey,
        path: url.pathname,
        status: res.statusCode,
        ms: Date.now() - started,
        requestId,
      });
    } catch (err) {
      // Never a stack trace to the client: the correlation id links the response to this log line.
      options.log({
        level: 'error',
        msg: 'Unhandled error in handler',
        fn: route.def.fn,
        routeKey: route.routeKey,
        correlationId: requestId,
        error: err instanceof Error ? err.stack : String(err),
      });
      if (!res.headersSent)
        jsonResponse(res, 500, { message: 'An error occurred', code: 'INTERNAL_ERROR', correlationId: requestId });
      else res.destroy();
    }
  };
}
