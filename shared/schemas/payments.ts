/**
 * Payments: credit packages (configuration), checkout, the verification result of docs/product-spec.md section 3
 * and the fix call of section 7. Shared by the pricing and payment pages and the payments Lambda.
 */
import * as v from 'valibot';
import { paymentMessages } from '../payment-messages';

/** A package as configured (PAYMENT_PACKAGES): price in minor units, ISO currency lower case. */
export const CreditPackageSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)),
  credits: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  /** Minor units (cents); Stripe's minimum charge is about 50 minor units. */
  price: v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(100_000_000)),
  currency: v.pipe(v.string(), v.toLowerCase(), v.regex(/^[a-z]{3}$/, 'must be a 3-letter ISO currency code')),
});
export type CreditPackage = v.InferOutput<typeof CreditPackageSchema>;

export const CreditPackageListSchema = v.pipe(
  v.array(CreditPackageSchema),
  v.minLength(1, 'must list at least one package'),
  v.check((list) => new Set(list.map((p) => p.id)).size === list.length, 'package ids must be unique'),
);

export const PackagesResponseSchema = v.object({ packages: v.array(CreditPackageSchema) });

/** Checkout session ids: Stripe's `cs_...` and the local provider's `cs_local_...`. */
export const sessionIdSchema = v.pipe(
  v.string(paymentMessages.invalidSession),
  v.trim(),
  v.regex(/^cs_[A-Za-z0-9_]{4,250}$/, paymentMessages.invalidSession),
);

export const CreateCheckoutRequestSchema = v.object({
  packageId: v.pipe(
    v.string(paymentMessages.unknownPackage),
    v.minLength(1, paymentMessages.unknownPackage),
    v.maxLength(40),
  ),
  /** Buy for this organisation's balance (its owner or an admin only); absent: for the buyer's own. */
  organizationId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
});

export const CreateCheckoutResponseSchema = v.object({ sessionId: v.string(), url: v.string() });

/** GET /api/payments/status/{id}: docs/product-spec.md section 3's payment verification result. */
export const PaymentVerificationSchema = v.object({
  sessionId: v.string(),
  /** Minor units; the page shows amount / 100 with two decimals. */
  amount: v.number(),
  currency: v.string(),
  /** `paid` once the provider confirmed payment; `unpaid` while open; `expired` when abandoned. */
  status: v.string(),
  packageType: v.string(),
  creditsAdded: v.number(),
  creditsBeforeUpdate: v.number(),
  updatedCredits: v.number(),
  processingCompleted: v.boolean(),
  /** The account box: current balance and plan. */
  creditsRemaining: v.number(),
  subscriptionType: v.string(),
  /** Set for an organisation purchase: the balance and plan above are the organisation's. */
  organization: v.optional(v.nullable(v.object({ id: v.string(), name: v.string() })), null),
});
export type PaymentVerification = v.InferOutput<typeof PaymentVerificationSchema>;

export const FixPaymentRequestSchema = v.object({ sessionId: sessionIdSchema });

/** POST /api/payments/fix-payment: `credits` (docs/product-spec.md section 7) is the balance after the call. */
export const FixPaymentResponseSchema = v.object({
  ...PaymentVerificationSchema.entries,
  credits: v.number(),
  /** True when this call added the credits; false when they had already been added. */
  applied: v.boolean(),
});
export type FixPaymentResponse = v.InferOutput<typeof FixPaymentResponseSchema>;
