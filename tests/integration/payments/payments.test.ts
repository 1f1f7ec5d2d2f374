/**
 * Payments against the local cloud: checkout through the local provider, the signed webhook (the
 * same handler and Stripe SDK signature check as with Stripe), fix-payment and status, and credits
 * added exactly once per checkout session whatever the order and repetition of the calls.
 */
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../shared/payment-messages';
import { DEFAULT_CREDIT_PACKAGES } from '../../../functions/src/config';
import { signWebhookPayload } from '../../../functions/src/adapters/payments/webhook-signature';
import { completedEvent } from '../../../functions/src/adapters/payments/local';
import { ApiClient, createSignedInUser, creditsOf } from '../../support/users';
import {
  deliver,
  openCheckout,
  payWithoutWebhook,
  pressCheckoutButton,
  signedCompletedEvent,
  webhookSecret,
} from './helpers';

const starter = DEFAULT_CREDIT_PACKAGES.find((p) => p.id === 'starter')!;

describe('credit packages and checkout', () => {
  it('lists the configured packages to anyone', async () => {
    const res = await new ApiClient().get<{ packages: unknown[] }>('/api/payments/packages');
    expect(res.status).toBe(200);
    expect(res.body.packages).toEqual(DEFAULT_CREDIT_PACKAGES);
  });

  it('refuses checkout to free users, signed-out callers and unknown packages', async () => {
    const free = await createSignedInUser({ prefix: 'pay-free' });
    const refused = await free.client.post('/api/payments/create-checkout-session', { packageId: 'starter' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'PLAN_REQUIRED', message: paymentMessages.planRequired });
    expect((await new ApiClient().post('/api/payments/create-checkout-session', { packageId: 'starter' })).status).toBe(
      401,
    );
    const paid = await createSignedInUser({ prefix: 'pay-pkg', plan: 'paid' });
    expect((await paid.client.post('/api/payments/create-checkout-session', { packageId: 'nope' })).status).toBe(400);
  });

  it('opens a local checkout session whose page shows the package and amount', async () => {
    const user = await createSignedInUser({ prefix: 'pay-open', plan: 'paid', credits: 1 });
    const { sessionId, url } = await openCheckout(user);
    expect(url).toBe(`${inject('baseUrl')}/local-checkout/${sessionId}`);
    const page = await (await fetch(url)).text();
    expect(page).toContain('19.00 USD');
    expect(page).toContain(starter.name);
    const status = await user.client.get(`/api/payments/status/${sessionId}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      amount: 1900,
      currency: 'usd',
      status: 'unpaid',
      packageType: 'Starter',
      creditsAdded: 0,
      creditsBeforeUpdate: 1,
      updatedCredits: 1,
      processingCompleted: false,
    });
  });
});

describe('webhook', () => {
  it('refuses a missing or bad signature, a signature by another secret and a tampered body', async () => {
    const user = await createSignedInUser({ prefix: 'pay-sig', plan: 'paid', credits: 0 });
    const { sessionId } = await openCheckout(user);
    const session = await payWithoutWebhook(sessionId);
    const { payload, signature } = signedCompletedEvent(session);

    expect(await deliver(payload, undefined)).toBe(400);
    expect(await deliver(payload, 't=1,v1=deadbeef')).toBe(400);
    expect(await deliver(payload, signWebhookPayload(payload, 'whsec_someone_else_entirely'))).toBe(400);
    expect(await deliver(payload.replace('"amount_total":1900', '"amount_total":1'), signature)).toBe(400);
    // Signed long ago: outside the replay window.
    expect(
      await deliver(payload, signWebhookPayload(payload, webhookSecret(), Math.floor(Date.now() / 1000) - 3600)),
    ).toBe(400);
    expect(await creditsOf(user.id)).toBe(0);

    expect(await deliver(payload, signature)).toBe(200);
    expect(await creditsOf(user.id)).toBe(starter.credits);
  });

  it('the same event delivered 20 times in parallel adds the credits once', async () => {
    const user = await createSignedInUser({ prefix: 'pay-dup', plan: 'paid', credits: 2 });
    const { sessionId } = await openCheckout(user);
    const { payload, signature } = signedCompletedEvent(await payWithoutWebhook(sessionId));

    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload, signature)));
    expect(statuses).toEqual(Array(20).fill(200));
    expect(await creditsOf(user.id)).toBe(2 + starter.credits);

    // A replay later, and a second event id for the same session, add nothing either.
    expect(await deliver(payload, signature)).toBe(200);
    const again = signedCompletedEvent(await payWithoutWebhook(sessionId));
    expect(await deliver(again.payload, again.signature)).toBe(200);
    expect(await creditsOf(user.id)).toBe(2 + starter.credits);

    const status = await user.client.get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({
      status: 'paid',
      creditsAdded: starter.credits,
      creditsBeforeUpdate: 2,
      updatedCredits: 2 + starter.credits,
      processingCompleted: true,
      creditsRemaining: 2 + starter.credits,
      subscriptionType: 'paid',
    });
  });

  it('verifies a base64-encoded body over its decoded bytes (API Gateway binary delivery)', async () => {
    const { handler } = await import('../../../functions/src/http/payments/handler');
    const user = await createSignedInUser({ prefix: 'pay-b64', plan: 'paid', credits: 0 });
    const { sessionId } = await openCheckout(user);
    const session = await payWithoutWebhook(sessionId);
    // Non-ASCII bytes in the body: the signature must cover the original UTF-8, not a re-encoding.
    const payload = completedEvent({ ...session, description: 'Crédits — 10' });
    const event = (body: string, signature: string) => ({
      version: '2.0',
      routeKey: 'POST /api/payments/webhook',
      rawPath: '/api/payments/webhook',
      rawQueryString: '',
      headers: { 'content-type': 'application/octet-stream', 'stripe-signature': signature },
      requestContext: {
        http: { method: 'POST', path: '/api/payments/webhook', sourceIp: '127.0.0.1' },
        requestId: 'test',
      },
      body,
      isBase64Encoded: true,
    });
    const b64 = Buffer.from(payload, 'utf8').toString('base64');
    const signature = signWebhookPayload(payload, webhookSecret());
    const bad = await handler(event(Buffer.from(payload + ' ', 'utf8').toString('base64'), signature) as never);
    expect(bad.statusCode).toBe(400);
    const good = await handler(event(b64, signature) as never);
    expect(good.statusCode).toBe(200);
    expect(await creditsOf(user.id)).toBe(starter.credits);
  });
});

describe('fix-payment and status', () => {
  it('fix-payment after the webhook adds nothing', async () => {
    const user = await createSignedInUser({ prefix: 'pay-fix-after', plan: 'paid', credits: 3 });
    const { sessionId } = await openCheckout(user);
    await pressCheckoutButton(sessionId, 'pay');
    expect(await creditsOf(user.id)).toBe(3 + starter.credits);

    const fix = await user.client.post('/api/payments/fix-payment', { sessionId });
    expect(fix.status).toBe(200);
    expect(fix.body).toMatchObject({ applied: false, credits: 3 + starter.credits, processingCompleted: true });
    expect(await creditsOf(user.id)).toBe(3 + starter.credits);
  });

  it('fix-payment without a webhook adds the credits once, and a late webhook adds nothing', async () => {
    const user = await createSignedInUser({ prefix: 'pay-fix', plan: 'paid', credits: 1 });
    const { sessionId } = await openCheckout(user);
    expect(await pressCheckoutButton(sessionId, 'pay-only')).toBe(
      `${inject('baseUrl')}/payment-success?session_id=${sessionId}`,
    );
    expect(await creditsOf(user.id)).toBe(1);
    const before = await user.client.get(`/api/payments/status/${sessionId}`);
    expect(before.body).toMatchObject({ status: 'paid', processingCompleted: false, creditsAdded: 0 });

    const first = await user.client.post('/api/payments/fix-payment', { sessionId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      applied: true,
      credits: 1 + starter.credits,
      creditsBeforeUpdate: 1,
      updatedCredits: 1 + starter.credits,
      creditsAdded: starter.credits,
      processingCompleted: true,
    });
    const second = await user.client.post('/api/payments/fix-payment', { sessionId });
    expect(second.body).toMatchObject({ applied: false, credits: 1 + starter.credits });

    const late = signedCompletedEvent(await payWithoutWebhook(sessionId));
    expect(await deliver(late.payload, late.signature)).toBe(200);
    expect(await creditsOf(user.id)).toBe(1 + starter.credits);
  });

  it('webhooks and fix-payment racing each other add the credits once', async () => {
    const user = await createSignedInUser({ prefix: 'pay-race', plan: 'paid', credits: 0 });
    const { sessionId } = await openCheckout(user, 'standard');
    const { payload, signature } = signedCompletedEvent(await payWithoutWebhook(sessionId));
    await Promise.all([
      ...Array.from({ length: 8 }, () => deliver(payload, signature)),
      ...Array.from({ length: 8 }, () => user.client.post('/api/payments/fix-payment', { sessionId })),
    ]);
    expect(await creditsOf(user.id)).toBe(25);
    const status = await user.client.get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ creditsBeforeUpdate: 0, updatedCredits: 25, creditsAdded: 25, amount: 4500 });
  });

  it("another user's session id is a 404 for status and fix, and an unknown id too", async () => {
    const owner = await createSignedInUser({ prefix: 'pay-owner', plan: 'paid', credits: 0 });
    const other = await createSignedInUser({ prefix: 'pay-other', plan: 'paid', credits: 0 });
    const { sessionId } = await openCheckout(owner);
    await payWithoutWebhook(sessionId);

    const status = await other.client.get(`/api/payments/status/${sessionId}`);
    expect(status.status).toBe(404);
    expect(status.body).toMatchObject({ code: 'NOT_FOUND', message: paymentMessages.invalidSession });
    expect((await other.client.post('/api/payments/fix-payment', { sessionId })).status).toBe(404);
    expect(await creditsOf(other.id)).toBe(0);
    expect(await creditsOf(owner.id)).toBe(0);

    expect((await owner.client.get('/api/payments/status/cs_local_doesnotexist')).status).toBe(404);
    expect((await owner.client.get('/api/payments/status/not-a-session')).status).toBe(404);
    expect((await new ApiClient().get(`/api/payments/status/${sessionId}`)).status).toBe(401);
  });

  it('fix-payment on an unpaid session adds nothing (409); cancel leaves it unpaid', async () => {
    const user = await createSignedInUser({ prefix: 'pay-unpaid', plan: 'paid', credits: 4 });
    const { sessionId } = await openCheckout(user);
    expect(await pressCheckoutButton(sessionId, 'cancel')).toBe(`${inject('baseUrl')}/payment-canceled`);
    const fix = await user.client.post('/api/payments/fix-payment', { sessionId });
    expect(fix.status).toBe(409);
    expect(fix.body).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED', message: paymentMessages.notCompleted });
    expect((await user.client.get(`/api/payments/status/${sessionId}`)).body).toMatchObject({
      status: 'unpaid',
      processingCompleted: false,
    });
    expect(await creditsOf(user.id)).toBe(4);
  });
});
