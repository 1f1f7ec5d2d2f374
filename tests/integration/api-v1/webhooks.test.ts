/**
 * Signed webhooks through the local cloud: a receiver on 127.0.0.1 checks the HMAC-SHA256
 * signature over timestamp and raw body with the secret shown when the webhook was set; a receiver
 * that fails twice and then succeeds gets the event once (retried with backoff through the queue),
 * and the analysis completes without waiting for it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../../functions/src/domain/organizations/webhooks';
import type { Webhook } from '../../../shared/schemas/api-keys';
import { organizationMessages } from '../../../shared/organization-messages';
import { createFirm, submission } from '../organizations/helpers';
import { apiCall, createKey, startWebhookReceiver, waitForApiContract } from './helpers';

// Fails twice, then succeeds.
const receiver = await startWebhookReceiver((n) => (n < 2 ? 500 : 200));
const received = receiver.received;
const receiverUrl = receiver.url;
afterAll(receiver.close);

async function until<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('organisation webhook', () => {
  it('delivers analysis.completed, signed, once, after two failed attempts', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const refused = await owner.client.call('PUT', `/api/orgs/${orgId}/webhook`, { url: 'http://example.com/hook' });
    expect(refused.body.message).toBe(organizationMessages.webhookUrlInvalid);
    const set = await owner.client.call<Webhook>('PUT', `/api/orgs/${orgId}/webhook`, { url: receiverUrl });
    expect(set.status).toBe(200);
    const secret = set.body.secret!;
    expect(secret).toMatch(/^whsec_/);
    expect((await owner.client.get<Webhook>(`/api/orgs/${orgId}/webhook`)).body.secret).toBeUndefined();

    const { key } = await createKey(owner, orgId);
    const submitted = await apiCall<{ id: string }>(
      key,
      'POST',
      '/api/v1/contracts',
      submission({ behalfOf: 'Hook Holdings' }),
    );
    // The analysis completes while the receiver is still failing: nothing waits for it.
    expect(await waitForApiContract(key, submitted.body.id)).toMatchObject({ status: 'completed' });

    const delivered = await until(() => received.find((r) => r.answered === 200), 30_000);
    expect(received.map((r) => r.answered)).toEqual([500, 500, 200]);
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhookSignature(delivered.signature, delivered.body, secret, now)).toBe(true);
    expect(verifyWebhookSignature(delivered.signature, delivered.body.replace('Hook', 'Hack'), secret, now)).toBe(
      false,
    );
    expect(verifyWebhookSignature(delivered.signature, delivered.body, 'whsec_wrong', now)).toBe(false);
    const event = JSON.parse(delivered.body) as {
      id: string;
      type: string;
      data: { contractId: string; status: string };
    };
    expect(event).toMatchObject({
      type: 'analysis.completed',
      data: { contractId: submitted.body.id, status: 'completed' },
    });
    // Every attempt carried the same event.
    expect(new Set(received.map((r) => JSON.parse(r.body).id as string))).toEqual(new Set([event.id]));

    const status = await until(async () => {
      const w = await owner.client.get<Webhook>(`/api/orgs/${orgId}/webhook`);
      return w.body.deliveries[0]?.status === 'delivered' ? w.body.deliveries[0] : undefined;
    }, 10_000);
    expect(status).toMatchObject({ eventId: event.id, attempts: 3, lastError: null });
    // Nothing more arrives: delivered once.
    await new Promise((r) => setTimeout(r, 2500));
    expect(received.filter((r) => r.answered === 200)).toHaveLength(1);
  }, 60_000);
});
