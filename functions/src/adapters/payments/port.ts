/**
 * The payment provider port. Two implementations, picked once in config.ts (PAYMENT_PROVIDER):
 * Stripe Checkout (stripe.ts) and the local cloud's test checkout (local.ts). Both deliver
 * Stripe-format `checkout.session.completed` events signed with their webhook secret, so one
 * webhook handler and one signature check (webhook-signature.ts) serve both.
 */
import type { CreditPackage } from '../../../../shared/schemas/payments';

/** What the product reads of a checkout session (a subset of Stripe's Checkout Session). */
export interface CheckoutSessionView {
  id: string;
  /** Stripe's session status. */
  status: 'open' | 'complete' | 'expired';
  /** Stripe's payment status; credits are added only when `paid` (or `no_payment_required`). */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** Minor units. */
  amountTotal: number;
  currency: string;
  /** Our user id (client_reference_id and metadata.userId). */
  userId: string | undefined;
  packageId: string | undefined;
  /** The organisation whose balance the credits go to (metadata.organizationId); absent: the buyer's own. */
  organizationId: string | undefined;
}

export interface CreateCheckoutInput {
  userId: string;
  email: string;
  pkg: CreditPackage;
  /** Credits for this organisation's balance rather than the buyer's (carried in the session's metadata). */
  organizationId?: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  /** The session as the provider knows it now; undefined when it does not exist. */
  retrieveSession(sessionId: string): Promise<CheckoutSessionView | undefined>;
  /** The secret webhook events are signed with (Stripe's whsec_..., or the local one). */
  webhookSecret(): Promise<string>;
}

/** The fields of a Stripe Checkout Session object this product reads, from an event or the API. */
export interface StripeSessionLike {
  id: string;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

export function toSessionView(s: StripeSessionLike): CheckoutSessionView {
  const status = s.status === 'complete' || s.status === 'expired' ? s.status : 'open';
  const paymentStatus =
    s.payment_status === 'paid' || s.payment_status === 'no_payment_required' ? s.payment_status : 'unpaid';
  return {
    id: s.id,
    status,
    paymentStatus,
    amountTotal: Number(s.amount_total ?? 0),
    currency: String(s.currency ?? ''),
    userId: s.metadata?.userId ?? s.client_reference_id ?? undefined,
    packageId: s.metadata?.packageId ?? undefined,
    organizationId: s.metadata?.organizationId || undefined,
  };
}

/** Paid for: the only state in which credits are added. */
export const isPaid = (s: CheckoutSessionView) =>
  s.status === 'complete' && (s.paymentStatus === 'paid' || s.paymentStatus === 'no_payment_required');

/** The metadata both providers put on a checkout session; toSessionView reads it back. */
export function sessionMetadata(
  input: Pick<CreateCheckoutInput, 'userId' | 'pkg' | 'organizationId'>,
): Record<string, string> {
  return {
    userId: input.userId,
    packageId: input.pkg.id,
    credits: String(input.pkg.credits),
    ...(input.organizationId ? { organizationId: input.organizationId } : {}),
  };
}
