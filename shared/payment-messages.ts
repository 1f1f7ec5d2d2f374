/**
 * Payments, pricing and the operators' email test tool: the spec's wording (sections 2, 4, 5 and 8)
 * word for word, plus the product's own strings for the screens the spec leaves open (/pricing).
 */

export const paymentErrorCodes = [
  'PAYMENT_NOT_COMPLETED',
  'PLAN_REQUIRED',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_PROVIDER_ERROR',
] as const;

export const paymentMessages = {
  // docs/product-spec.md section 8, payment.
  invalidSession: 'Invalid payment session.',
  verifyFailedFallback: 'Failed to verify payment status. Please contact support.',
  fixFailedTitle: 'Error',
  fixFailedFallback: 'Failed to fix payment.',
  verifiedToast: 'Payment Verified',
  refreshedToast: 'Status Refreshed',
  fixedToast: 'Payment Fixed',
  fixedToastBody: (credits: number) => `Your balance is now ${credits} ${credits === 1 ? 'credit' : 'credits'}.`,
  // docs/product-spec.md sections 2 and 4, payment success / canceled.
  processingTitle: 'Processing Payment',
  processingBody: 'We are confirming your payment. This usually takes a few seconds.',
  successTitle: 'Payment Successful',
  stillProcessing: 'Credits may still be processing. Try refreshing.',
  verificationIssueTitle: 'Payment Verification Issue',
  refreshStatus: 'Refresh Status',
  fixCredits: 'Fix Credits',
  startAnalyzing: 'Start Analyzing Contracts',
  goToDashboard: 'Go to Dashboard',
  canceledTitle: 'Payment Canceled',
  canceledBody: 'Your payment process was canceled. No charges were made.',
  backToPricing: 'Back to Pricing',
  // Server answers.
  notCompleted: 'This payment has not been completed yet.',
  planRequired: 'Credit packages are available on paid plans. Request access on the Subscriptions page.',
  unknownPackage: 'Please choose one of the credit packages.',
  providerUnavailable: 'The payment service is unavailable. Please try again in a moment.',
  signatureInvalid: 'Webhook signature verification failed.',
} as const;

/** /pricing (the spec names the route only; these are the product's words). */
export const pricingMessages = {
  title: 'Buy Credits',
  intro:
    'Each contract analysis uses 1 credit. Credits never expire and are added as soon as your payment is confirmed.',
  requestAccess: 'Request Access',
  buy: 'Buy',
  redirecting: 'Redirecting to checkout...',
  checkoutFailedTitle: 'Checkout failed',
  checkoutFailedFallback: 'We could not start the checkout. Please try again.',
  loadFailed: 'Failed to load credit packages. Please try again.',
  retry: 'Retry',
  perCredit: 'per credit',
  signInPrompt: 'Sign in to buy credits.',
  /** The two ways to pay, as links (account menu, account page, dialogs). */
  plansLink: 'Plans',
  buyCreditsLink: 'Buy credits',
  /** An owner or admin buying for their organisation's shared balance. */
  buyForOrganizationLink: (organization: string) => `Buy credits for ${organization}`,
  organizationTitle: (organization: string) => `Buy credits for ${organization}`,
  organizationIntro: (organization: string) =>
    `Credits bought here go to ${organization}'s shared balance, used first by every member's analyses. Each contract analysis uses 1 credit.`,
  /** Someone who cannot buy for the organisation they asked for (a member, or a free organisation). */
  organizationNotAllowed: 'Only the owner or an admin of a Business or Enterprise organisation can buy credits for it.',
  /** Free users and visitors on /pricing: the packs, and how to get them. */
  freeNote:
    'Credit packs are available on paid plans. Request access and our team will set up your plan, usually within 24 hours.',
  requestAccessToBuy: 'Request Access to Buy',
  /** A paid user on the plans page. */
  paidOnPlans: 'You are on a paid plan: buy more credits whenever you need them.',
} as const;

/** docs/product-spec.md sections 2, 5 and 8: the email test tool. */
export const emailTestMessages = {
  title: 'Email Testing Tool',
  backToDashboard: 'Back to Dashboard',
  smtpTab: 'SMTP Check',
  generalTab: 'Test Email',
  verificationTab: 'Verification Email',
  smtpOk: 'SMTP connection successful',
  smtpFailed: 'SMTP Connection Failed',
  testEmailFailed: 'Failed to Send Test Email',
  verificationFailed: 'Failed to Send Verification Email',
  testEmailSent: 'Test Email Sent',
  verificationSent: 'Verification Email Sent',
  defaultFirstName: 'Test User',
} as const;
