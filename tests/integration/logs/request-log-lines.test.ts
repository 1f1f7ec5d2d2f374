/**
 * A failing request is one search away from all its log lines. The contracts Lambda is called in
 * this process (as API Gateway would, with its request id) against the local cloud's emulators, for
 * two signed-in users at once, each submitting a text that is not a contract. Everything the
 * functions write is captured; searching it for one request id finds that request's lines, both the
 * service's own and the refusal, and none of the other request's.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createSignedInUser, type TestUser } from '../../support/users';

const NOT_A_CONTRACT = 'Shopping list: eggs, milk, bread, apples, coffee and a birthday card for Sam.';

function submitEvent(user: TestUser, requestId: string): APIGatewayProxyEventV2 {
  const origin = inject('cloudEnv').APP_ORIGIN ?? inject('baseUrl');
  const body = { contractText: NOT_A_CONTRACT, behalfOf: 'Acme', playbookId: 'none', additionalInstructions: '' };
  return {
    version: '2.0',
    routeKey: 'POST /api/contract/analyze',
    rawPath: '/api/contract/analyze',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', origin },
    cookies: [`session=${user.client.cookie}`],
    requestContext: { requestId, http: { method: 'POST', path: '/api/contract/analyze', sourceIp: '127.0.0.1' } },
    body: JSON.stringify(body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

describe('the log lines of a failing request', () => {
  let first: TestUser;
  let second: TestUser;

  beforeAll(async () => {
    [first, second] = await Promise.all([
      createSignedInUser({ prefix: 'logs-a', plan: 'paid', credits: 3 }),
      createSignedInUser({ prefix: 'logs-b', plan: 'paid', credits: 3 }),
    ]);
  });
  afterEach(() => vi.restoreAllMocks());

  it('all carry its request id, so one search finds every one of them and nothing else', async () => {
    const { handler } = await import('../../../functions/src/http/contracts/handler');
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);

    const [idA, idB] = [randomUUID(), randomUUID()];
    const [a, b] = await Promise.all([handler(submitEvent(first, idA)), handler(submitEvent(second, idB))]);
    vi.restoreAllMocks();
    expect([a.statusCode, b.statusCode]).toEqual([422, 422]);

    // One search, as an operator would run it on the log group: the id as plain text.
    const search = (id: string) =>
      written.filter((line) => line.includes(id)).map((line) => JSON.parse(line) as Record<string, unknown>);
    const linesA = search(idA);
    expect(linesA.map((line) => line.message)).toEqual(['submission refused: not a contract', 'request refused']);
    expect(linesA).toEqual(linesA.map(() => expect.objectContaining({ requestId: idA, userId: first.id })));
    expect(linesA[1]).toMatchObject({ status: 422, code: 'NOT_A_CONTRACT', route: 'POST /api/contract/analyze' });
    expect(search(idB).map((line) => line.userId)).toEqual([second.id, second.id]);
    // Every line the two requests wrote is found by one of the two searches.
    const structured = written.filter((line) => line.startsWith('{'));
    expect(structured.length).toBe(linesA.length + search(idB).length);
  });
});
