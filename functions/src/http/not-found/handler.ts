/** Catch-all for undeclared /api paths: a 404 JSON error with a code, never an HTML page. */
import type { ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';

export async function handler(event: ApiEvent): Promise<HttpResult> {
  const method = event.requestContext?.http?.method ?? 'GET';
  return json(404, { message: `No API route for ${method} ${event.rawPath}`, code: 'ROUTE_NOT_FOUND' });
}
