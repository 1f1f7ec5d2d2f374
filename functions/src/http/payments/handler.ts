/**
 * Payments Lambda: credit packages, Stripe Checkout (or the local provider), the signed webhook,
 * fix-payment and the verification status of docs/product-spec.md sections 3 and 7. Credits are only ever added
 * by the service's idempotent apply (docs/credits.md, "Payments").
 */
import {
  CreateCheckoutRequestSchema,
  FixPaymentRequestSchema,
  sessionIdSchema,
} from '../../../../shared/schemas/payments';
import { paymentMessages } from '../../../../shared/payment-messages';
import * as v from 'valibot';
import { rawWebhookBody, verifyWebhookEvent } from '../../adapters/payments/webhook-signature';
import { getConfig, requirePaymentSecrets } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound } from '../core/errors';
import { log } from '../core/log';
import { assertSameOrigin, header, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getPaymentServices } from './deps';

assertSessionKeyConfigured();
// Fail the cold start, not a customer's webhook, when the provider has no keys.
requirePaymentSecrets(getConfig());

const payments = getPaymentServices;

function sessionIdFrom(event: ApiEvent): string {
  const parsed = v.safeParse(sessionIdSchema, event.pathParameters?.id ?? '');
  if (!parsed.success) throw notFound(paymentMessages.invalidSession);
  return parsed.output;
}

export const handler = createHandler({
  'GET /api/payments/packages': async () => json(200, { packages: payments().service.listPackages() }),

  'POST /api/payments/create-checkout-session': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { user } = await requireSession(event);
    const { packageId, organizationId } = parseBody(event, CreateCheckoutRequestSchema);
    return json(201, await payments().service.createCheckout(user, packageId, organizationId || undefined));
  },

  // Called by Stripe (or the local checkout): no cookie, no Origin; the signature is the authentication.
  'POST /api/payments/webhook': async (event: ApiEvent) => {
    const { service, webhookSecret } = payments();
    const raw = rawWebhookBody(event.body, event.isBase64Encoded);
    const signed = verifyWebhookEvent(raw, header(event, 'stripe-signature'), await webhookSecret());
    const outcome = await service.handleEvent(signed);
    log.info('payment webhook', { eventId: signed.id, type: signed.type, ...outcome });
    return json(200, { received: true });
  },

  'POST /api/payments/fix-payment': async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { userId } = await requireSession(event);
    const { sessionId } = parseBody(event, FixPaymentRequestSchema);
    return json(200, await payments().service.fixPayment(userId, sessionId));
  },

  'GET /api/payments/status/{id}': async (event: ApiEvent) => {
    const { userId } = await requireSession(event);
    return json(200, await payments().service.status(userId, sessionIdFrom(event)));
  },
});
