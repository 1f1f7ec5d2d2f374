import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../log';
import { AppError } from './errors';
import { parseBody } from './request';
import { json } from './respond';
import { createHandler } from './router';

function event(
  routeKey: string,
  body?: string,
  requestId = 'req-1',
  pathParameters?: Record<string, string>,
): APIGatewayProxyEventV2 {
  const [method = 'GET', rawPath = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: {},
    body,
    isBase64Encoded: false,
    pathParameters,
    requestContext: { requestId, http: { method, path: rawPath, sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEventV2;
}

const Schema = v.object({ name: v.pipe(v.string(), v.minLength(2, 'Name is too short')) });

const handler = createHandler({
  'POST /api/things': async (e) => json(201, parseBody(e, Schema)),
  'GET /api/boom': async () => {
    throw new Error('secret internals');
  },
  'GET /api/contract/analysis/{id}': async () => {
    log.info('looking the contract up');
    await new Promise((resolve) => setTimeout(resolve, 1));
    throw new AppError(404, 'NOT_FOUND', 'Contract not found');
  },
  'GET /api/limited': async () => {
    throw new AppError(429, 'RATE_LIMITED', 'Slow down', {}, { 'retry-after': '60' });
  },
});

describe('createHandler', () => {
  it('dispatches by route key and validates bodies with the shared schema', async () => {
    const ok = await handler(event('POST /api/things', '{"name":"Ada"}'));
    expect(ok.statusCode).toBe(201);
    const bad = await handler(event('POST /api/things', '{"name":"A"}'));
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body ?? '')).toMatchObject({
      message: 'Name is too short',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Name is too short' },
    });
  });

  it('answers malformed JSON with a validation error', async () => {
    const res = await handler(event('POST /api/things', '{nope'));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '').code).toBe('VALIDATION_FAILED');
  });

  it('hides unexpected errors behind a 500 with a correlation id', async () => {
    const res = await handler(event('GET /api/boom'));
    expect(res.statusCode).toBe(500);
    const body = JSON.parse(res.body ?? '');
    expect(body).toEqual({ message: 'An error occurred', code: 'INTERNAL_ERROR', correlationId: 'req-1' });
    expect(res.body).not.toContain('secret internals');
  });

  it('keeps AppError headers such as Retry-After', async () => {
    const res = await handler(event('GET /api/limited'));
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('60');
  });

  it('answers an unknown route key with a 404 code', async () => {
    const res = await handler(event('GET /api/unknown'));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body ?? '').code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('request log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('all carry the request id and the contract of the path, and a refused request says so once', async () => {
    const lines: Record<string, unknown>[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    });
    const route = 'GET /api/contract/analysis/{id}';
    const [a, b] = await Promise.all([
      handler(event(route, undefined, 'req-a', { id: 'contract-a' })),
      handler(event(route, undefined, 'req-b', { id: 'contract-b' })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    const of = (requestId: string) => lines.filter((line) => line.requestId === requestId);
    expect(lines).toHaveLength(4);
    expect(of('req-a')).toEqual([
      expect.objectContaining({ message: 'looking the contract up', contractId: 'contract-a', route }),
      expect.objectContaining({ message: 'request refused', contractId: 'contract-a', status: 404, code: 'NOT_FOUND' }),
    ]);
    expect(of('req-b').map((line) => line.contractId)).toEqual(['contract-b', 'contract-b']);
  });
});
