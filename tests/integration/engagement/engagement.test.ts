/**
 * POST /api/engagement/track against the local cloud: accepted without cookies, sanitised before it
 * is stored, refused over the size limit or the per-address rate, and counted by the operator CLI.
 * Requests come from distinct loopback addresses (127.0.0.x) so each test owns its rate window.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { scriptCommand } from '../../support/run-script';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { ENGAGEMENT_SHARDS } from '../../../functions/src/adapters/dynamo/engagement-events-repo';
import { engagementRateRule } from '../../../functions/src/services/engagement';
import { ENGAGEMENT_MAX_BODY_BYTES } from '../../../shared/schemas/engagement';
import { inOneRateWindow } from '../../support/rate-window';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let nextAddress = 10 + Math.floor(Math.random() * 200);

/** POSTs a body from a given loopback source address, as a browser tab on that machine would. */
function track(body: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/engagement/track', inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const freshAddress = () => `127.0.0.${nextAddress++}`;

async function storedEventsOf(sessionId: string): Promise<Record<string, unknown>[]> {
  const env = inject('cloudEnv');
  const { doc, name } = createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
  const day = new Date().toISOString().slice(0, 10);
  const items: Record<string, unknown>[] = [];
  for (let shard = 0; shard < ENGAGEMENT_SHARDS; shard++) {
    const out = await doc.send(
      new QueryCommand({
        TableName: name,
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'sessionId = :sid',
        ExpressionAttributeValues: { ':pk': `EVENTS#${day}#${shard}`, ':sid': sessionId },
      }),
    );
    items.push(...(out.Items ?? []));
  }
  return items;
}

describe('engagement tracking', () => {
  it('stores an event with a TTL, without query strings, tokens, passwords or contract text', async () => {
    const sessionId = randomUUID();
    const from = freshAddress();
    const event = {
      eventType: 'feature_usage',
      page: '/reset-password/abcdefghijklmnop?email=someone@example.com',
      sessionId,
      component: 'library',
      action: 'search_contracts',
      metadata: {
        query: 'indemnity',
        password: 'hunter22',
        contractText: 'This Agreement...',
        resultCount: 3,
        authToken: 'x',
      },
    };
    expect(await track(JSON.stringify(event), from)).toBe(202);
    expect(await track(JSON.stringify({ eventType: 'page_view', page: '/library', sessionId }), from)).toBe(202);

    const stored = await storedEventsOf(sessionId);
    expect(stored).toHaveLength(2);
    const feature = stored.find((e) => e.eventType === 'feature_usage')!;
    expect(feature).toMatchObject({ page: '/reset-password/:token', component: 'library', action: 'search_contracts' });
    expect(feature.metadata).toEqual({ query: 'indemnity', resultCount: 3 });
    expect(JSON.stringify(stored)).not.toMatch(/hunter22|This Agreement|someone@example/);
    const ttl = Number(feature.ttl);
    expect(ttl).toBeGreaterThan(Date.now() / 1000 + 80 * 24 * 3600);
  });

  it('refuses events over the size limit, malformed events and other origins', async () => {
    const from = freshAddress();
    const sessionId = randomUUID();
    const big = JSON.stringify({
      eventType: 'error',
      sessionId,
      metadata: { message: 'x'.repeat(ENGAGEMENT_MAX_BODY_BYTES) },
    });
    expect(await track(big, from)).toBe(413);
    expect(await track(JSON.stringify({ eventType: 'made_up', sessionId }), from)).toBe(400);
    expect(await track(JSON.stringify({ eventType: 'page_view', sessionId: 'not-a-uuid' }), from)).toBe(400);
    expect(await track('{not json', from)).toBe(400);
    expect(
      await track(JSON.stringify({ eventType: 'page_view', sessionId }), from, { origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await storedEventsOf(sessionId)).toHaveLength(0);
  });

  it('refuses events beyond the per-address rate, while another address is unaffected', () =>
    inOneRateWindow(engagementRateRule.windowSeconds, async () => {
      const from = freshAddress();
      const sessionId = randomUUID();
      const body = JSON.stringify({ eventType: 'page_view', page: '/', sessionId });
      const statuses: number[] = [];
      // Sequential, so the count is exact; a window boundary in between runs the attempt again.
      for (let i = 0; i < engagementRateRule.limit + 5; i++) statuses.push(await track(body, from));
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
      expect(statuses.slice(0, 1)).toEqual([202]);
      expect(await track(body, freshAddress())).toBe(202);
    }));

  it('the operator CLI prints the day’s counts per event type', { timeout: 120_000 }, async () => {
    const sessionId = randomUUID();
    const from = freshAddress();
    for (const eventType of ['login', 'login', 'payment']) {
      expect(await track(JSON.stringify({ eventType, sessionId }), from)).toBe(202);
    }
    const day = new Date().toISOString().slice(0, 10);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      scriptCommand('scripts/admin/main.ts', ['events', day]),
      {
        cwd: root,
        env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      },
    );
    const counts = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/) as [string, string])
        .map(([type, n]) => [type, Number(n)]),
    );
    expect(counts.login).toBeGreaterThanOrEqual(2);
    expect(counts.payment).toBeGreaterThanOrEqual(1);
    expect(counts.total).toBe(
      Object.entries(counts)
        .filter(([k]) => k !== 'total')
        .reduce((s, [, n]) => s + n, 0),
    );

    const bad = await promisify(execFile)(
      process.execPath,
      scriptCommand('scripts/admin/main.ts', ['events', '2026-13-45']),
      {
        cwd: root,
        env: process.env,
      },
    ).catch((err: { code: number; stderr: string }) => err);
    expect((bad as { code: number }).code).toBe(2);
  });
});
