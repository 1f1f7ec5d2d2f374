/**
 * Dispatches a Lambda's events to its actions by API Gateway route key ("GET /api/playbooks/{id}"),
 * which API Gateway and the local adapter both set from the route catalogue (../routes.ts).
 * Every error, thrown anywhere below, is rendered once here.
 */
import type { Context } from 'aws-lambda';
import type { ApiEvent } from './request';
import { toErrorResponse, type HttpResult } from './respond';
import { getConfig } from '../../config';
import { AppError } from './errors';
import { assertThroughCloudFront } from './origin-guard';

export type Action = (event: ApiEvent, context?: Context) => Promise<HttpResult>;

export function createHandler(actions: Record<string, Action>) {
  return async (event: ApiEvent, context?: Context): Promise<HttpResult> => {
    try {
      assertThroughCloudFront(event, getConfig());
      const action = actions[event.routeKey];
      if (!action) throw new AppError(404, 'ROUTE_NOT_FOUND', `No route for ${event.routeKey}`);
      return await action(event, context);
    } catch (error) {
      return toErrorResponse(error, context?.awsRequestId ?? event.requestContext?.requestId);
    }
  };
}
