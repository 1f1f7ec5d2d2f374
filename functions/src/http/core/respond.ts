/** Building API Gateway (payload 2.0) responses: JSON bodies, files, cookies, errors. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { genericMessages } from '../../../../shared/messages';
import { AppError } from './errors';
import { log } from './log';

export type HttpResult = APIGatewayProxyStructuredResultV2;

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  // API answers are per-user; never let a shared cache keep them.
  'cache-control': 'no-store',
};

export function json(statusCode: number, body: unknown, cookies?: string[]): HttpResult {
  return { statusCode, headers: { ...jsonHeaders }, body: JSON.stringify(body), ...(cookies ? { cookies } : {}) };
}

export function file(body: Buffer, contentType: string, filename: string): HttpResult {
  // RFC 6266: an ASCII fallback plus the UTF-8 name for non-Latin file names.
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'cache-control': 'no-store',
    },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}

/** Renders any thrown value. Unknown errors become a generic 500 with a correlation id, never a stack. */
export function toErrorResponse(error: unknown, requestId?: string): HttpResult {
  if (error instanceof AppError) {
    return { ...json(error.status, error.body()), headers: { ...jsonHeaders, ...error.headers } };
  }
  const correlationId = requestId ?? randomUUID();
  log.error('unhandled error', { correlationId, error });
  return json(500, { message: genericMessages.errorFallback, code: 'INTERNAL_ERROR', correlationId });
}
