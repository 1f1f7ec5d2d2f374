/**
 * The account page (/account) and data deletion: change password, email preferences, purchase
 * history, export, deleting a contract and deleting the account. Not worded by the spec: the
 * product's own strings, in the spec's tone.
 */

export const accountMessages = {
  title: 'Account',
  intro: 'Your details, security, emails, purchases and your data.',
  menuItem: 'Account',
  // Profile
  profileTitle: 'Profile',
  memberSince: 'Member since',
  plan: 'Plan',
  credits: 'Credits',
  // Password
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change Password',
  changingPassword: 'Changing...',
  passwordChanged: 'Password changed',
  passwordChangedBody: 'Other devices signed in to your account have been signed out.',
  wrongPassword: 'The password is incorrect.',
  samePassword: 'Choose a password different from your current one.',
  // Email preferences
  emailsTitle: 'Email preferences',
  emailsIntro: 'Emails about your account (verification and password resets) are always sent.',
  analysisReadyLabel: 'Email me when an analysis is ready',
  preferencesSaved: 'Email preferences saved',
  preferencesFailed: 'Failed to save your email preferences. Please try again.',
  // Purchases
  purchasesTitle: 'Purchase history',
  noPurchases: 'No purchases yet.',
  purchaseStatus: { open: 'Not completed', paid: 'Paid', expired: 'Expired' } as Record<string, string>,
  // Export
  exportTitle: 'Export your data',
  exportBody:
    'Download everything we keep about you as a zip: your account, contracts with their analyses and redlines, the files you uploaded, key dates, your activity log, playbooks and purchases.',
  exportButton: 'Download My Data',
  exporting: 'Preparing...',
  exportFailed: 'Failed to export your data. Please try again.',
  // Delete account
  deleteTitle: 'Delete account',
  deleteBody:
    'Deletes your account and everything in it for good: contracts, analyses, redlines, uploaded files, key dates and reminders, your activity log, playbooks, purchase records and remaining credits. This cannot be undone.',
  deleteButton: 'Delete Account',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogBody: (credits: number) =>
    `Everything in your account will be deleted for good${credits > 0 ? `, including your ${credits} remaining ${credits === 1 ? 'credit' : 'credits'}` : ''}. Download your data first if you want a copy. Enter your password to confirm.`,
  deleteConfirm: 'Delete My Account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  accountDeleted: 'Your account has been deleted',
  accountDeletedBody: 'All your data has been removed.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  ownsOrganization: (name: string) =>
    `You own the organisation "${name}", whose contracts and playbooks its members share, so your account cannot be deleted yet. Contact support to hand the organisation over or close it.`,
  loadFailed: 'Failed to load your account. Please try again.',
  retry: 'Retry',
} as const;

/** Deleting one contract (library card, results page). */
export const contractDeletionMessages = {
  deleteContract: 'Delete Contract',
  dialogTitle: 'Delete this contract?',
  dialogBody: (name: string) =>
    `"${name}" will be deleted for good: its text, uploaded file, analysis, redline, key dates and report records. This action cannot be undone.`,
  confirm: 'Delete',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  deleted: 'Contract deleted',
  failed: 'Failed to delete the contract. Please try again.',
  inProgress: 'This contract is still being analysed. You can delete it once the analysis has finished.',
  notYours: "Only the organisation's owner and admins can delete a contract another member shared.",
} as const;

/** Emails of the account's own features. */
export const analysisReadyEmail = {
  subject: (name: string) => `Your analysis of ${name} is ready`,
  heading: 'Your analysis is ready',
  body: (name: string) =>
    `Clausewise has finished reviewing the contract for ${name}. Open the report to see its risks, missing clauses and suggested language.`,
  action: 'Open the Report',
  footer: 'You can turn these emails off on your Account page.',
} as const;
