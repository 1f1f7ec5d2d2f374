/**
 * Webhook signature check with the Stripe SDK, over the exact bytes API Gateway delivered: a body
 * API Gateway base64-encoded (isBase64Encoded) is decoded to its original bytes first, never
 * re-serialised, so the HMAC covers what the sender signed.
 */
import Stripe from 'stripe';
import { AppError } from '../../domain/errors/app-error';
import { paymentMessages } from '../../../../shared/payment-messages';

/** Stripe's default: events signed more than 5 minutes ago are refused (replay window). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface SignedEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

export function rawWebhookBody(body: string | undefined, isBase64Encoded: boolean | undefined): Buffer {
  if (!body) return Buffer.alloc(0);
  return isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

export function verifyWebhookEvent(raw: Buffer, signatureHeader: string | undefined, secret: string): SignedEvent {
  if (!signatureHeader) throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', paymentMessages.signatureInvalid);
  try {
    const event = Stripe.webhooks.constructEvent(raw, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS);
    return event as unknown as SignedEvent;
  } catch {
    throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', paymentMessages.signatureInvalid);
  }
}

/** Signs a payload as Stripe does (`t=<unix>,v1=<hmac>`): the local checkout and the tests use it. */
export function signWebhookPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestampSeconds !== undefined ? { timestamp: timestampSeconds } : {}),
  });
}
