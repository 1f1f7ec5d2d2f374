/** The payments calls (docs/product-spec.md section 7) through the one API client. */
import type * as v from 'valibot';
import {
  CreateCheckoutResponseSchema,
  FixPaymentResponseSchema,
  PackagesResponseSchema,
  PaymentVerificationSchema,
} from '../../../../shared/schemas/payments';
import { getJson, postJson } from '../../lib/api';

export async function fetchPackages() {
  const body = await getJson('/api/payments/packages', PackagesResponseSchema);
  return body?.packages ?? [];
}

/** A checkout for the buyer's own balance, or with `organizationId` for their organisation's. */
export const createCheckout = ({
  packageId,
  organizationId,
}: {
  packageId: string;
  organizationId?: string | undefined;
}) =>
  postJson(
    '/api/payments/create-checkout-session',
    { packageId, ...(organizationId ? { organizationId } : {}) },
    CreateCheckoutResponseSchema,
  );

export async function fetchPaymentStatus(sessionId: string) {
  const body = await getJson(`/api/payments/status/${encodeURIComponent(sessionId)}`, PaymentVerificationSchema);
  if (!body) throw new Error('No payment status');
  return body;
}

export const fixPayment = (sessionId: string) =>
  postJson('/api/payments/fix-payment', { sessionId }, FixPaymentResponseSchema);

export type PaymentStatus = v.InferOutput<typeof PaymentVerificationSchema>;

/** docs/product-spec.md section 2: minor units divided by 100, two decimals, currency upper case. */
export const formatAmount = (minor: number, currency: string) =>
  `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** docs/product-spec.md section 4: a success counts as credits added when updatedCredits > creditsBeforeUpdate. */
export const creditsVisiblyAdded = (s: Pick<PaymentStatus, 'updatedCredits' | 'creditsBeforeUpdate'>) =>
  s.updatedCredits > s.creditsBeforeUpdate;

/**
 * A price as people read it: "$19", "$4.75", "€25" (no ".00" on whole amounts). The payment
 * pages keep the spec's own "19.00 USD" (formatAmount).
 */
export function formatPrice(minor: number, currency: string): string {
  const whole = minor % 100 === 0;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    return formatAmount(minor, currency);
  }
}
