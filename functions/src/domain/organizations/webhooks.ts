/**
 * Webhook signatures and retry timing (docs/decisions/182-signed-webhooks-through-a-queue.md).
 * Signed as Stripe signs: `Clausewise-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">` with the organisation's secret, so a receiver can check both the sender and
 * the freshness (the timestamp is inside the signed text).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'clausewise-signature';
export const webhookEventTypes = ['analysis.completed', 'analysis.failed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${mac(secret, timestampSeconds, body)}`;
}

/** A receiver's check: a v1 signature of this body by this secret, at most `toleranceSeconds` old. */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Seconds before attempt `attempt + 1`: base, 2 x base, 4 x base, ... capped at SQS's 15 minutes. */
export function webhookRetryDelaySeconds(attempt: number, baseSeconds: number): number {
  return Math.min(900, baseSeconds * 2 ** Math.max(0, attempt - 1));
}

/** The id a contract's event always has, so publishing it twice delivers it once. */
export const webhookEventId = (contractId: string, type: WebhookEventType): string =>
  `evt_${contractId}_${type === 'analysis.completed' ? 'completed' : 'failed'}`;
