/**
 * Buying credits for an organisation: its owner or an admin opens a checkout carrying the
 * organisation's id, and the paid session adds its credits to the organisation's balance exactly
 * once (webhook repeated, delivered 20 times at once, raced by fix-payment), never to the buyer's
 * own. A member is refused (403), someone outside the organisation is told it does not exist (404),
 * and the top-up request for the organisation follows the same rule.
 */
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { organizationMessages } from '../../../shared/organization-messages';
import { outreachMessages } from '../../../shared/messages';
import { paymentMessages } from '../../../shared/payment-messages';
import { DEFAULT_CREDIT_PACKAGES, getConfig } from '../../../functions/src/config';
import { waitForMail } from '../../support/mailbox';
import { createSignedInUser, creditsOf } from '../../support/users';
import { createFirm, grant, orgBalance } from '../organizations/helpers';
import { deliver, payWithoutWebhook, pressCheckoutButton, signedCompletedEvent } from './helpers';

const starter = DEFAULT_CREDIT_PACKAGES.find((p) => p.id === 'starter')!;

async function promoteToAdmin(firm: Awaited<ReturnType<typeof createFirm>>, index: number) {
  const member = firm.members[index]!;
  const res = await firm.owner.client.call('PUT', `/api/orgs/${firm.orgId}/members/${member.id}`, { role: 'admin' });
  if (res.status !== 200) throw new Error(`promote failed: ${res.status} ${JSON.stringify(res.body)}`);
  return member;
}

describe('organisation checkout', () => {
  it('an admin buys for the organisation: 20 parallel deliveries of the event add the credits once, to the organisation only', async () => {
    const firm = await createFirm({ size: 2, credits: 3, member: { credits: 1 } });
    const admin = await promoteToAdmin(firm, 0);
    const opened = await admin.client.post<{ sessionId: string }>('/api/payments/create-checkout-session', {
      packageId: 'starter',
      organizationId: firm.orgId,
    });
    expect(opened.status).toBe(201);
    const { sessionId } = opened.body;
    const session = await payWithoutWebhook(sessionId);
    expect(session.metadata).toMatchObject({ organizationId: firm.orgId, userId: admin.id });

    const { payload, signature } = signedCompletedEvent(session);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => deliver(payload, signature)));
    expect(statuses).toEqual(Array(20).fill(200));
    expect(await orgBalance(firm.orgId)).toBe(3 + starter.credits);
    expect(await creditsOf(admin.id)).toBe(1);

    // The same event later, a second event for the session and a fix-payment add nothing more.
    expect(await deliver(payload, signature)).toBe(200);
    const again = signedCompletedEvent(await payWithoutWebhook(sessionId));
    expect(await deliver(again.payload, again.signature)).toBe(200);
    const fix = await admin.client.post('/api/payments/fix-payment', { sessionId });
    expect(fix.status).toBe(200);
    expect(fix.body).toMatchObject({ applied: false, credits: 3 + starter.credits });
    expect(await orgBalance(firm.orgId)).toBe(3 + starter.credits);

    // The verification result is about the organisation's balance.
    const status = await admin.client.get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({
      status: 'paid',
      creditsAdded: starter.credits,
      creditsBeforeUpdate: 3,
      updatedCredits: 3 + starter.credits,
      creditsRemaining: 3 + starter.credits,
      subscriptionType: 'business',
      organization: { id: firm.orgId, name: 'Ashford & Vane LLP' },
    });
  }, 60_000);

  it('fix-payment without a webhook credits the organisation once, and webhooks racing it add nothing more', async () => {
    const firm = await createFirm({ size: 1, credits: 0 });
    const opened = await firm.owner.client.post<{ sessionId: string }>('/api/payments/create-checkout-session', {
      packageId: 'standard',
      organizationId: firm.orgId,
    });
    const { sessionId } = opened.body;
    const ownBefore = await creditsOf(firm.owner.id);
    expect(await pressCheckoutButton(sessionId, 'pay-only')).toBe(
      `${inject('baseUrl')}/payment-success?session_id=${sessionId}`,
    );
    const { payload, signature } = signedCompletedEvent(await payWithoutWebhook(sessionId));
    const [fixes, deliveries] = await Promise.all([
      Promise.all(
        Array.from({ length: 8 }, () =>
          firm.owner.client.post<{ applied: boolean }>('/api/payments/fix-payment', { sessionId }),
        ),
      ),
      Promise.all(Array.from({ length: 8 }, () => deliver(payload, signature))),
    ]);
    expect(fixes.map((f) => f.status)).toEqual(Array(8).fill(200));
    expect(deliveries).toEqual(Array(8).fill(200));
    // At most one caller added the credits (a fix, or else a webhook).
    expect(fixes.filter((f) => f.body.applied).length).toBeLessThanOrEqual(1);
    expect(await orgBalance(firm.orgId)).toBe(25);
    expect(await creditsOf(firm.owner.id)).toBe(ownBefore);
    const status = await firm.owner.client.get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({
      creditsBeforeUpdate: 0,
      updatedCredits: 25,
      creditsAdded: 25,
      processingCompleted: true,
    });
  }, 60_000);

  it('a member may not buy for the organisation (403), an outsider is told it does not exist (404)', async () => {
    const firm = await createFirm({ size: 2, credits: 2 });
    const member = firm.members[0]!;
    const refused = await member.client.post('/api/payments/create-checkout-session', {
      packageId: 'starter',
      organizationId: firm.orgId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_ALLOWED', message: organizationMessages.notAllowed });

    const outsider = await createSignedInUser({ prefix: 'pay-outsider', plan: 'paid', credits: 0 });
    for (const organizationId of [firm.orgId, 'org_01JZZZZZZZZZZZZZZZZZZZZZZZ', 'not-an-org']) {
      const res = await outsider.client.post('/api/payments/create-checkout-session', {
        packageId: 'starter',
        organizationId,
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'ORGANIZATION_NOT_FOUND', message: organizationMessages.notFound });
    }
    expect(await orgBalance(firm.orgId)).toBe(2);
  });

  it('an organisation on the free plan cannot buy packs; its owner gets the plan answer', async () => {
    const firm = await createFirm({ size: 1, plan: 'free' });
    const res = await firm.owner.client.post('/api/payments/create-checkout-session', {
      packageId: 'starter',
      organizationId: firm.orgId,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'PLAN_REQUIRED', message: paymentMessages.planRequired });
    await grant(firm.orgId, 'enterprise');
    expect(
      (
        await firm.owner.client.post('/api/payments/create-checkout-session', {
          packageId: 'starter',
          organizationId: firm.orgId,
        })
      ).status,
    ).toBe(201);
  });
});

describe('organisation top-up request', () => {
  it('tells the operators which organisation it is for; a member gets 403 and an outsider 404', async () => {
    const firm = await createFirm({ size: 2, credits: 4 });
    const request = {
      requestDetails: { requestedCredits: 100, additionalComment: 'Firm-wide renewal season' },
      organizationId: firm.orgId,
    };
    const sent = await firm.owner.client.post('/api/email/notify-low-credits', request);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: outreachMessages.topUpBody });
    const mail = await waitForMail(
      inject('mailboxUrl'),
      getConfig().operatorsEmail,
      (m) => m.subject.includes(firm.owner.email) && m.subject.includes('Ashford'),
    );
    expect(mail.subject).toBe(`Top-up request: 100 credits for Ashford & Vane LLP (${firm.owner.email})`);
    expect(mail.body.text).toContain(`Organisation id: ${firm.orgId}`);
    expect(mail.body.text).toContain('Credits remaining: 4');
    expect(mail.body.text).toContain(`npm run admin -- org credits add ${firm.orgId} <credits to add>`);

    const member = await firm.members[0]!.client.post('/api/email/notify-low-credits', request);
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 'NOT_ALLOWED' });
    const outsider = await createSignedInUser({ prefix: 'topup-outsider', plan: 'paid', credits: 1 });
    expect((await outsider.client.post('/api/email/notify-low-credits', request)).status).toBe(404);
  });
});
