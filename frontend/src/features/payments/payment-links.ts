/**
 * The two ways to pay, named the same everywhere (header account menu, account page, low-credit
 * dialog, upgrade dialog): the plans (/waitlist, where access to a paid plan is requested, docs/product-spec.md
 * section 1) and, on a paid plan, credit packs (/pricing).
 */
import { pricingMessages } from '../../../../shared/payment-messages';

/** The /pricing query parameter that makes the checkout one for the caller's organisation. */
export const ORGANIZATION_PARAM = 'for';

export const paymentLinks = {
  plans: { label: pricingMessages.plansLink, to: '/waitlist' },
  buyCredits: { label: pricingMessages.buyCreditsLink, to: '/pricing' },
  /** Packs for the caller's organisation's balance (its owner or an admin): /pricing names it. */
  buyForOrganization: (organization: string) => ({
    label: pricingMessages.buyForOrganizationLink(organization),
    to: `/pricing?${ORGANIZATION_PARAM}=organization`,
  }),
} as const;
