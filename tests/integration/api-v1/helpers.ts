/** A caller of /api/v1 with an API key (and never a cookie unless a test adds one), and a webhook receiver. */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { TestUser } from '../../support/users';

export interface KeyAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

export async function apiCall<T = Record<string, unknown>>(
  key: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<KeyAnswer<T>> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json') && bytes.length ? (JSON.parse(bytes.toString('utf8')) as T) : ({} as T);
  return { status: res.status, body: parsed, headers: res.headers, bytes };
}

/** Creates a key on the organisation page's route, as an owner or admin would. */
export async function createKey(
  admin: TestUser,
  orgId: string,
  scope: 'read' | 'write' = 'write',
  name = 'Integration',
): Promise<{ id: string; key: string }> {
  const res = await admin.client.post<{ id: string; key: string }>(`/api/orgs/${orgId}/api-keys`, { name, scope });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls getContract until completed or failed. */
export async function waitForApiContract(
  key: string,
  id: string,
  timeoutMs = 30_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await apiCall<{ status: string }>(key, 'GET', `/api/v1/contracts/${id}`);
    if (res.status !== 200) throw new Error(`getContract ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`contract ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
  answered: number;
}

/**
 * A webhook receiver on 127.0.0.1: keeps each POST's raw body and Clausewise-Signature header, and
 * answers the n-th (from 0) with `answer(n)`, 200 unless told otherwise.
 */
export async function startWebhookReceiver(answer: (index: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (d: string) => (body += d));
    req.on('end', () => {
      const answered = answer(received.length);
      received.push({ body, signature: String(req.headers['clausewise-signature'] ?? ''), answered });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/clausewise`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The README's rule, checked with node:crypto rather than the product's own code: `t=<seconds>,v1=<hex
 * HMAC-SHA256 with the secret over "<t>.<raw body>">`, at most five minutes old.
 */
export function signedWith(secret: string, delivery: Pick<ReceivedWebhook, 'body' | 'signature'>): boolean {
  const parts = Object.fromEntries(delivery.signature.split(',').map((p) => p.split('=', 2) as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest('hex');
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}
