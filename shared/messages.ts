/**
 * User-facing strings from the specification (sections 5, 8 and 9), word for word.
 * Forms, handlers and tests import them from here so a wording change happens in one place.
 */

export const validationMessages = {
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  /** Not worded by the spec: an empty confirmation field. */
  confirmPasswordRequired: 'Please confirm your password',
  contractTextMin: 'Contract text is required and should be meaningful',
  contractTextMaxWords: 'Contract text cannot exceed 75,000 words',
  /** Not in the specification: its character cap, worded like the spec's other caps. */
  contractTextMaxChars: 'Contract text cannot exceed 1,500,000 characters',
  /** Not worded by the spec: the previous draft is held to the contract's own limit. */
  previousDraftMaxWords: 'The previous draft cannot exceed 75,000 words',
  behalfOfRequired: 'Please specify on whose behalf the contract should be reviewed',
  friendFirstName: "Friend's first name is required",
  friendLastName: "Friend's last name is required",
  waitlistFirstName: 'First name is required',
  waitlistLastName: 'Last name is required',
  organizationRequired: 'Organization name is required',
  /** Not worded by the spec: the optional phone, when given, must be a phone number. */
  phoneInvalid: 'Please enter a valid phone number, e.g. +1 415 555 0100',
  planTypeRequired: 'Please select a plan type',
  teamSizeRequired: 'Please select your team size',
  monthlyCountRequired: 'Please select the number of contracts reviewed per month',
  playbookNameRequired: 'Playbook name is required',
  playbookNameMax: 'Name cannot exceed 100 characters',
  playbookContentRequired: 'Playbook content is required',
  playbookContentMax: 'Content cannot exceed 10,000 characters',
  emailTestRequired: 'Email Required: Please enter an email address to send the test to',
} as const;

export const authMessages = {
  authFailedTitle: 'Authentication failed',
  invalidCredentials: 'Invalid email or password',
  signInFailedTitle: 'Sign in failed',
  signInFailedFallback: 'An error occurred during sign in',
  resetRequiredTitle: 'Password Reset Required',
  resetRequiredBody: 'Please reset your password to continue',
  signOutFailed: 'Sign out failed',
  signedInTitle: 'Signed in successfully',
  signedInBody: (firstName: string) => `Welcome back, ${firstName}!`,
  /** Not worded by the spec: the first sign-in is not a return. */
  firstSignInBody: (firstName: string) => `Welcome to Clausewise, ${firstName}!`,
  signedOut: 'Signed out successfully',
  sessionExpired: 'Session expired',
  sessionExpiringSoon: 'Session expiring soon',
  accountExistsTitle: 'Account already exists',
  accountExistsBody: 'An account with this email already exists. Please sign in instead.',
  signUpErrorTitle: 'Error creating account',
  signUpErrorFallback: 'An error occurred during registration',
  signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

export const verificationMessages = {
  noToken: 'No verification token found in the URL.',
  failedFallback: 'Verification failed. Please try again.',
  toastTitle: 'Verification Failed',
  toastBody: "We couldn't verify your email. The link may have expired.",
  networkError: 'An error occurred during verification. Please try again later.',
  verified: 'Your email has been verified.',
  /** Not worded by the spec: a verification link opened again. */
  alreadyVerifiedTitle: 'Email Already Verified',
  alreadyVerified: 'Your email is already verified. Sign in to continue.',
  /** Not worded by the spec; in the tone of the forgot-password answer. */
  resendAction: 'Resend verification email',
  resendSending: 'Sending...',
  resendAnswer: "If your account is waiting for verification, you'll receive a new verification link shortly.",
  resendFailed: 'Failed to send the verification email. Please try again later.',
} as const;

export const resetMessages = {
  missingToken: 'Reset link is invalid. Please request a new password reset.',
  failedTitle: 'Password reset failed',
  failedFallback: 'An error occurred during password reset. Try requesting a new reset link.',
  failureScreen: "We couldn't reset your password. The reset link may have expired or is invalid.",
  requestAnswer: "If your email is registered, you'll receive reset instructions shortly.",
  success: 'Your password has been reset.',
} as const;

export const genericMessages = {
  errorFallback: 'An error occurred',
  notFound: 'Not found',
  originRejected: 'Request origin not allowed',
  unauthenticated: 'Please sign in to continue',
} as const;

/** Contract submission and analysis (docs/product-spec.md section 8, contract submission; docs/credits.md). */
export const contractMessages = {
  /** Every out-of-credit answer carries this phrase, which the client's needsCredits fallback matches. */
  insufficientCredits: 'Insufficient credits',
  freeUsedTitle: 'Free Reviews Used',
  freeUsedBody: "You've used your credits. Subscribe to analyze more contracts.",
  reviewLimitTitle: 'Review Limit Reached',
  creditLimitTitle: 'Credit Limit Reached',
  noReviewsLeft: "You've used all your available contract reviews.",
  submitFailedFallback: 'Failed to submit contract. Please try again.',
  verifyEmailFirst: 'Please verify your email address to receive your free contract review.',
  submitUnavailable: "We couldn't start the analysis. Your credit has been refunded. Please try again.",
  idempotencyKeyReused: 'This submission key was already used for a different contract.',
  analysisFailed: "We couldn't analyse this contract. Your credit has been refunded. Please try again.",
  loadResultsFailed: 'Failed to load analysis results. Please try again.',
  /** Not worded by the spec: a submission refused because the text is not a contract (no credit used). */
  notAContract:
    "This text doesn't look like a contract, so we haven't analysed it and no credit was used. Paste or upload the agreement you want reviewed.",
} as const;

/** Waitlist, referral and top-up (docs/product-spec.md section 8). */
export const outreachMessages = {
  waitlistSubmitted: 'Access Request Submitted!',
  waitlistExists: 'An access request for this email already exists.',
  referralSent: 'Referral sent',
  referralFailed: 'Failed to send referral. Please try again.',
  emailUnavailable: 'Email service is currently unavailable. Please try again later.',
  topUpTitle: 'Top-up request submitted',
  topUpBody: 'Our team will contact you shortly.',
  topUpFailedTitle: 'Request failed',
  topUpFailed: 'Failed to submit your request. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Not in the spec: referrals need a verified email, said in the spec's tone. */
  referralNeedsVerifiedEmail: 'Please verify your email address before referring a friend.',
  /** Not in the spec: a referral of oneself, or of a friend already invited today. */
  referralToSelf: "You cannot refer yourself. Enter a friend's email address.",
  referralRepeated: 'You have already invited this friend today.',
} as const;
