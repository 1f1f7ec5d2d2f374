/** Reading API Gateway (payload 2.0) requests: validated JSON bodies, cookies, client address. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as v from 'valibot';
import { getConfig } from '../../config';
import { addLogContext } from '../../log';
import { AppError, validationFailed } from './errors';
import { viewerAddress } from './origin-guard';

export type ApiEvent = APIGatewayProxyEventV2;

function rawBody(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * Parses and validates a JSON body with a shared schema. The first issue's message (the spec's
 * wording) becomes the error message; every field's first message is listed in `fields`.
 */
export function parseBody<S extends v.GenericSchema>(event: ApiEvent, schema: S): v.InferOutput<S> {
  let data: unknown = {};
  const text = rawBody(event);
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw validationFailed('Request body must be valid JSON');
    }
  }
  const result = v.safeParse(schema, data);
  if (result.success) {
    // A body that names its contract (the report downloads) puts it on the request's log lines.
    const contractId = (result.output as { contractId?: unknown } | undefined)?.contractId;
    if (typeof contractId === 'string') addLogContext({ contractId });
    return result.output;
  }
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    fields[path] ??= issue.message;
  }
  throw validationFailed(result.issues[0]?.message ?? 'Invalid request', fields);
}

/** A cookie's value; a value that is not valid %-encoding reads as no cookie (never an error). */
export function getCookie(event: ApiEvent, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(cookie.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The caller's address for rate limits (the viewer behind CloudFront; see origin-guard.ts). */
export function clientIp(event: ApiEvent): string {
  return viewerAddress(event, getConfig());
}

export function header(event: ApiEvent, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === lower) return value;
  }
  return undefined;
}

/**
 * CSRF defence for state-changing calls: the browser's Origin (or Referer) must be the site's own.
 * Requests with neither header (curl, server-to-server) carry no ambient cookie risk from a browser.
 */
export function assertSameOrigin(event: ApiEvent, appOrigin: string): void {
  const origin = header(event, 'origin') ?? refererOrigin(header(event, 'referer'));
  if (origin === undefined) return;
  if (origin !== appOrigin) throw new AppError(403, 'FORBIDDEN_ORIGIN', 'Request origin not allowed');
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
