/**
 * The two ways to pay, named the same everywhere (header account menu, account page, low-credit
 * dialog, upgrade dialog): the plans (/waitlist, where access to a paid plan is requested, docs/product-spec.md
 * section 1) and, on a paid plan, credit packs (/pricing).
 */
import { pricingMessages } from '../../../../shared/payment-messages';

export const paymentLinks = {
  plans: { label: pricingMessages.plansLink, to: '/waitlist' },
  buyCredits: { label: pricingMessages.buyCreditsLink, to: '/pricing' },
} as const;
