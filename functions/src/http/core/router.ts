/**
 * Dispatches a Lambda's events to its actions by API Gateway route key ("GET /api/playbooks/{id}"),
 * which API Gateway and the local adapter both set from the route catalogue (../routes.ts).
 * Every error, thrown anywhere below, is rendered once here. Each request runs in its own log
 * context (functions/src/log/context.ts): every line it writes names its request id, and its
 * contract when the path names one; a refused or failed request ends with one line saying so.
 */
import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { ApiEvent } from './request';
import { toErrorResponse, type HttpResult } from './respond';
import { getConfig } from '../../config';
import { AppError } from './errors';
import { log, withLogContext, type LogContext } from '../../log';
import { assertThroughCloudFront } from './origin-guard';

export type Action = (event: ApiEvent, context?: Context) => Promise<HttpResult>;

/** Paths whose `{id}` is a contract's: /api/contract/..., /api/docx/..., /api/v1/contracts/... */
const CONTRACT_PATH = /\/(contracts?|docx)\//;

/** The fields every log line of this request carries. */
export function requestLogContext(event: ApiEvent, context?: Context): LogContext {
  const id = event.pathParameters?.id;
  return {
    requestId: event.requestContext?.requestId ?? context?.awsRequestId ?? randomUUID(),
    route: event.routeKey,
    contractId: id && CONTRACT_PATH.test(event.routeKey ?? '') ? id : undefined,
    jobId: event.pathParameters?.jobId,
  };
}

export function createHandler(actions: Record<string, Action>) {
  return (event: ApiEvent, context?: Context): Promise<HttpResult> =>
    withLogContext(requestLogContext(event, context), async () => {
      let result: HttpResult;
      try {
        assertThroughCloudFront(event, getConfig());
        const action = actions[event.routeKey];
        if (!action) throw new AppError(404, 'ROUTE_NOT_FOUND', `No route for ${event.routeKey}`);
        result = await action(event, context);
      } catch (error) {
        result = toErrorResponse(error, event.requestContext?.requestId ?? context?.awsRequestId);
      }
      const status = result.statusCode ?? 200;
      if (status >= 400 && status < 500) log.info('request refused', { status, code: codeOf(result) });
      return result;
    });
}

/** The error body's code, for the refused-request line. */
function codeOf(result: HttpResult): string | undefined {
  if (typeof result.body !== 'string' || result.isBase64Encoded) return undefined;
  try {
    const code = (JSON.parse(result.body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
