/** Payments through the local provider: checkout sessions, signed webhook events, the local checkout page. */
import { inject } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import {
  completedEvent,
  createLocalSessionStore,
  type LocalCheckoutSession,
} from '../../../functions/src/adapters/payments/local';
import { signWebhookPayload } from '../../../functions/src/adapters/payments/webhook-signature';
import type { TestUser } from '../../support/users';

export const webhookSecret = () => inject('cloudEnv').PAYMENT_LOCAL_WEBHOOK_SECRET!;

export function localSessions() {
  const env = inject('cloudEnv');
  return createLocalSessionStore(
    createTable({
      region: env.AWS_REGION ?? 'us-east-1',
      tableName: env.TABLE_NAME!,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    }),
  );
}

export async function openCheckout(user: TestUser, packageId = 'starter'): Promise<{ sessionId: string; url: string }> {
  const res = await user.client.post<{ sessionId: string; url: string }>('/api/payments/create-checkout-session', {
    packageId,
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Marks the local session paid (as the checkout page's Pay does) without sending any webhook. */
export async function payWithoutWebhook(sessionId: string): Promise<LocalCheckoutSession> {
  const store = localSessions();
  const paid = (await store.complete(sessionId)) ?? (await store.get(sessionId));
  if (!paid) throw new Error(`no local session ${sessionId}`);
  return paid;
}

/** POSTs a webhook delivery exactly as the provider would (raw JSON body, Stripe-Signature header). */
export async function deliver(payload: string, signature: string | undefined): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    body: payload,
  });
  await res.arrayBuffer();
  return res.status;
}

export function signedCompletedEvent(session: LocalCheckoutSession): { payload: string; signature: string } {
  const payload = completedEvent(session);
  return { payload, signature: signWebhookPayload(payload, webhookSecret()) };
}

/** The local checkout page's buttons: returns the redirect target. */
export async function pressCheckoutButton(sessionId: string, action: 'pay' | 'pay-only' | 'cancel'): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/local-checkout/${sessionId}/${action}`, {
    method: 'POST',
    redirect: 'manual',
  });
  await res.arrayBuffer();
  if (res.status !== 303) throw new Error(`checkout ${action} answered ${res.status}`);
  return res.headers.get('location') ?? '';
}
