/** A caller of /api/v1 with an API key (and never a cookie unless a test adds one). */
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
export async function createKey(admin: TestUser, orgId: string, scope: 'read' | 'write' = 'write', name = 'Integration'): Promise<{ id: string; key: string }> {
  const res = await admin.client.post<{ id: string; key: string }>(`/api/orgs/${orgId}/api-keys`, { name, scope });
  if (res.status !== 201) throw new Error(`key creation failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls getContract until completed or failed. */
export async function waitForApiContract(key: string, id: string, timeoutMs = 30_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await apiCall<{ status: string }>(key, 'GET', `/api/v1/contracts/${id}`);
    if (res.status !== 200) throw new Error(`getContract ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`contract ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
