/**
 * Review-flow strings from the specification (sections 2, 4, 8 and 9) that shared/messages.ts and
 * shared/upload-messages.ts do not already hold: the review page's dialogs, the loading page and
 * the waitlist page. Word for word where the spec words them; the rest is marked "not worded by
 * the spec".
 */

/** Review page load and submission (docs/product-spec.md sections 4 and 8). */
export const reviewMessages = {
  creditsUsedTitle: 'Credits used',
  /** Not worded by the spec: the body of the Credits used toast. */
  creditsUsedBody: 'Request access to a plan to keep analysing contracts.',
  submitErrorTitle: 'Error',
  limitedAccessTitle: 'Limited Access',
  /** Not worded by the spec. */
  limitedAccessBody:
    'Access to Clausewise is currently limited. Join the waitlist to secure your spot and we will get you set up with a plan.',
  secureYourSpot: 'Secure Your Spot',
  reviewLimitBody: 'You have reached the review limit of your plan. Subscribe to analyze more contracts.',
  creditLimitBody: 'You have used the credits on your plan. Request a top-up to keep analysing contracts.',
  noReviewsTitle: 'No reviews left',
  subscribe: 'Subscribe',
  /** Not worded by the spec: an unverified account's submission. */
  verifyEmailTitle: 'Verify your email',
  verifyEmailHow: 'Open the link we emailed you, then submit the contract again. No credit was used.',
  requestTopUp: 'Request a top-up',
  /** Not worded by the spec: the playbook a review will apply, named on the form. */
  playbookApplied: 'Applying playbook:',
  playbookPreselected: 'Pre-selected because you used it last time.',
  removePlaybook: 'Remove',
} as const;

/** The waitlist steps dialog (docs/product-spec.md section 2: apply, approval, access). Not worded by the spec. */
export const waitlistSteps = [
  { title: 'Apply', body: 'Tell us about your team and how many contracts you review each month.' },
  { title: 'Approval', body: 'Our team reviews every request and sends you a tailored quote within 24 hours.' },
  { title: 'Access', body: 'Once approved, your credits are added and you can analyse contracts straight away.' },
] as const;

/** docs/product-spec.md section 9: "credit" for 1, else "credits". */
const creditsLabel = (credits: number) => `${credits} ${credits === 1 ? 'credit' : 'credits'}`;

/** Low credits and top-up (docs/product-spec.md sections 4, 8 and 9). */
export const lowCreditsMessages = {
  title: 'Running low on credits',
  body: (credits: number) =>
    `You have ${creditsLabel(credits)} left. Buy a credit pack now, or request a top-up and our team will contact you.`,
  /** The organisation's balance, to its owner or an admin: they buy or request for it. */
  organizationBody: (organization: string, credits: number) =>
    `${organization} has ${creditsLabel(credits)} left. Buy a credit pack for ${organization} now, or request a top-up and our team will contact you.`,
  /** The organisation's balance, to a member: only its owner or an admin can add credits. */
  memberBody: (organization: string, credits: number) =>
    `${organization} has ${creditsLabel(credits)} left. Ask an owner or admin of ${organization} to buy credits or request a top-up.`,
  close: 'Close',
  submit: 'Request Top-up',
  later: 'Maybe later',
} as const;

/** Refer-a-friend dialog. */
export const referralMessages = {
  title: 'Refer a friend',
  body: 'Know someone who reviews contracts? We will email them an invitation to try Clausewise.',
  submit: 'Send Referral',
  sentBody: (firstName: string) => `We have emailed ${firstName} an invitation.`,
} as const;

/** Upload states (docs/product-spec.md section 8 messages live in upload-messages.ts). */
export const uploadProgressMessages = {
  uploading: (file: string) => `Uploading ${file}…`,
  extracting: 'Extracting text…',
  /** Scanned PDFs go through OCR, which can take several seconds per page. */
  ocrNote: 'Scanned PDFs are read with OCR, which can take several seconds per page.',
  /** A long extraction's progress: the page being read of the document's pages. */
  readingPage: (page: number, total: number) => `Reading page ${page} of ${total}…`,
  extracted: (words: number) => `Text extracted: ${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'}.`,
} as const;

/** Loading page (docs/product-spec.md sections 2 and 4). */
export const loadingMessages = {
  title: 'Analyzing Your Contract',
  complete: 'Analysis Complete',
  durationNote: 'This usually takes 30-60 seconds.',
  failedTitle: 'Analysis failed',
  failedFallback: "We couldn't analyse this contract. Please try again.",
  notFoundTitle: 'Contract not found',
  notFoundBody: "We couldn't find this analysis. It may belong to another account or may have been removed.",
  backToReview: 'Analyse a Contract',
  tryAgain: 'Try Again',
  /** Not worded by the spec: shown while polling itself keeps failing. */
  pollFailed: 'We are having trouble checking the analysis. Retrying…',
  unreachableTitle: 'Connection problem',
  unreachableBody: "We couldn't reach the server to check your analysis. It is still running; try again in a moment.",
  timedOutTitle: 'This is taking longer than usual',
  timedOutBody:
    'Your analysis is still running. Check again in a moment; it will also appear in your library when it is ready.',
  checkAgain: 'Check again',
  /** Not worded by the spec: a signed-out visit to /loading/{id} (no dead end). */
  signedOutTitle: 'Sign in to follow this analysis',
  signedOutBody: 'Your analysis keeps running while you are away. Sign in to see its progress and the report.',
  signIn: 'Sign In',
} as const;

/**
 * The 9 status stages (docs/product-spec.md section 4), each shown once progress reaches its threshold. Not worded
 * by the spec.
 */
export const loadingStages = [
  { from: 0, text: 'Reading your contract…' },
  { from: 8, text: 'Identifying the parties and key dates…' },
  { from: 18, text: 'Extracting the key clauses…' },
  { from: 30, text: 'Checking payment, liability and termination terms…' },
  { from: 42, text: 'Assessing risks for your side…' },
  { from: 54, text: 'Looking for missing clauses…' },
  { from: 66, text: 'Flagging non-standard terms and ambiguities…' },
  { from: 78, text: 'Drafting suggested language…' },
  { from: 90, text: 'Finalising your report…' },
] as const;

/** Waitlist page (docs/product-spec.md sections 2, 3 and 8). */
export const waitlistMessages = {
  backToHome: 'Back to Home',
  title: 'Plans built around your contract volume',
  intro: 'Every plan is priced to your team. Request access and our team will send you a tailored quote.',
  formTitle: 'Request Access and Consultation',
  submit: 'Request Secure Access',
  submitting: 'Securing Your Access...',
  successTitle: 'Access Request Submitted!',
  confidential: 'Your request is confidential.',
  successBody:
    'Our team reviews all requests and will contact you within 24 hours to provide a tailored quote and grant access',
  returnHome: 'Return to Home',
  alreadyAppliedTitle: 'Already applied',
  errorTitle: 'Error',
  errorFallback: 'Failed to submit your request. Please try again later.',
  requestAccess: 'Request Access',
  requestConsultation: 'Request a Consultation',
} as const;

/** The three marketed plans (docs/product-spec.md section 1). */
export const planCards = [
  {
    planType: 'Solo Practitioner',
    tagline: 'For individual use',
    features: ['Individual use', 'Detailed reports', 'Auto-redline suggestions', 'Redline DOCX downloads'],
    action: waitlistMessages.requestAccess,
  },
  {
    planType: 'Business',
    tagline: 'For teams sharing credits',
    features: ['Everything in Solo', 'Multiple users with organisation credits', 'Custom workflows', 'Email support'],
    action: waitlistMessages.requestAccess,
  },
  {
    planType: 'Enterprise',
    tagline: 'For legal departments at scale',
    features: [
      'Everything in Business',
      'Custom integrations',
      'API access',
      'White-label options',
      'Dedicated phone support',
    ],
    action: waitlistMessages.requestConsultation,
  },
] as const;
