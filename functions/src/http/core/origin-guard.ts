/**
 * Requests reach the functions only through CloudFront (infra/lib/origin-guard.ts): CloudFront adds
 * the secret `x-origin-verify` header, and a request without it (someone calling the execute-api
 * endpoint directly) is refused. Only such a request's `CloudFront-Viewer-Address` is the caller's
 * address: CloudFront sets it; a direct caller could write anything there.
 */
import { timingSafeEqual } from 'node:crypto';
import { genericMessages } from '../../../../shared/messages';
import type { FunctionsConfig } from '../../config';
import { AppError } from './errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

type ApiEvent = APIGatewayProxyEventV2;

/** Header lookup without request.ts (which imports this module for clientIp). */
function header(event: ApiEvent, lower: string): string | undefined {
  for (const [key, value] of Object.entries(event.headers ?? {})) if (key.toLowerCase() === lower) return value;
  return undefined;
}

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

type GuardConfig = Pick<FunctionsConfig, 'originVerifySecret' | 'isLocal'>;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Throws 403 when the functions sit behind CloudFront and this request did not come through it. */
export function assertThroughCloudFront(event: ApiEvent, config: GuardConfig): void {
  if (!config.originVerifySecret) return;
  const given = header(event, ORIGIN_VERIFY_HEADER);
  if (given === undefined || !sameSecret(given, config.originVerifySecret)) {
    throw new AppError(403, 'FORBIDDEN_ORIGIN', genericMessages.originRejected);
  }
}

/**
 * "198.51.100.7:46532" or "2001:db8::1:46532" (CloudFront's format: the address, a colon, the
 * port) -> the address alone.
 */
export function addressFromViewerHeader(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const colon = text.lastIndexOf(':');
  const address = colon > 0 ? text.slice(0, colon) : text;
  return address.replace(/^\[|\]$/g, '') || undefined;
}

/**
 * The caller's address for per-address limits: the viewer address CloudFront forwarded when the
 * request provably came through CloudFront (the origin secret is configured and was checked) or
 * through the local cloud's adapter (which sets the header itself), else API Gateway's source IP.
 */
export function viewerAddress(event: ApiEvent, config: GuardConfig): string {
  if (config.originVerifySecret || config.isLocal) {
    const forwarded = addressFromViewerHeader(header(event, VIEWER_ADDRESS_HEADER));
    if (forwarded) return forwarded;
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
