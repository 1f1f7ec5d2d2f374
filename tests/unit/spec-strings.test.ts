/**
 * Every user-facing string the specification gives (docs/product-spec.md: screen texts of
 * section 2, states of section 4, validation messages of section 5, the error catalogue of
 * section 8) is present verbatim, spelling included, in the product's source (shared/, frontend/src,
 * functions/src; tests excluded). The list is checked against the spec too, so a typo here fails
 * instead of passing silently. Templated strings are listed as their fixed parts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const spec = readFileSync(path.join(ROOT, 'docs/product-spec.md'), 'utf8');

const SPEC_STRINGS: Record<string, string[]> = {
  'routes and header': [
    '404 Page Not Found',
    'Home',
    'Subscriptions',
    'Sign In',
    'Analyse Contract',
    'Library',
    'Playbooks',
    'Help',
    'Active',
    'Email not verified',
    'Sign out',
  ],
  'landing and sign-in': ['Almost There', 'Already Verified? Sign In', 'Forgot password', 'Signing in...'],
  review: ['New Playbook', 'Secure Your Spot'],
  loading: ['Analyzing Your Contract', 'Analysis Complete', '30-60 seconds'],
  results: [
    'Back to Library',
    'Analyse New Contract',
    'Download Analysis',
    'Generate Redline',
    'Could not display structured analysis. Showing raw text instead.',
    'Copy to clipboard',
    'Copied',
    'Failed to copy',
    'Failed to load analysis results. Please try again.',
    'Retry',
  ],
  waitlist: [
    'Back to Home',
    'Request Access',
    'Request a Consultation',
    'Request Access and Consultation',
    'Request Secure Access',
    'Securing Your Access...',
    'Access Request Submitted!',
    'Your request is confidential.',
    'Our team reviews all requests and will contact you within 24 hours to provide a tailored quote and grant access',
    'Return to Home',
  ],
  payments: [
    'Invalid payment session.',
    'Processing Payment',
    'Payment Successful',
    'Refresh Status',
    'Fix Credits',
    'Start Analyzing Contracts',
    'Go to Dashboard',
    'Payment Verification Issue',
    'Payment Canceled',
    'Your payment process was canceled. No charges were made.',
    'Credits may still be processing. Try refreshing.',
    'Failed to verify payment status. Please contact support.',
    'Failed to fix payment.',
    'Payment Verified',
    'Status Refreshed',
    'Payment Fixed',
  ],
  'reset password': [
    'New Password',
    'Confirm Password',
    'Reset Password',
    'Forgot Password?',
    'Send Reset Link',
    'Back to Sign In',
    'Check Your Email',
    'Password Reset Successful',
    'Reset Failed',
    'Try Again',
  ],
  library: [
    'All Contracts',
    'Recent (Last 7 days)',
    'This Month',
    'Older',
    'Unnamed Contract',
    'Unknown date',
    'With additional instructions',
    'No additional instructions',
    'View Contract',
    'View Analysis',
    'Preview Redline',
    'Proceed to Report',
    'Close Preview',
    'Download Redlined Contract (beta)',
    'No contracts match your search criteria.',
    "You haven't uploaded any contracts yet.",
    'No modifications found in redline data.',
    'Completed',
    'Processing',
  ],
  playbooks: [
    'Are you sure you want to delete',
    'This action cannot be undone.',
    'Create Your First Playbook',
    'Analyze Contract',
  ],
  states: [
    'Session expired',
    'Session expiring soon',
    'Session Expiring',
    'Credits used',
    'Select All',
    'Deselect All',
  ],
  validation: [
    'Please enter a valid email address',
    'Password is required',
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Password must be at least 8 characters',
    "Passwords don't match",
    'Contract text is required and should be meaningful',
    'Contract text cannot exceed 75,000 words',
    'Please specify on whose behalf the contract should be reviewed',
    "Friend's first name is required",
    "Friend's last name is required",
    'First name is required',
    'Last name is required',
    'Organization name is required',
    'Please select a plan type',
    'Please select your team size',
    'Please select the number of contracts reviewed per month',
    'Playbook name is required',
    'Name cannot exceed 100 characters',
    'Playbook content is required',
    'Content cannot exceed 10,000 characters',
    'Email Required: Please enter an email address to send the test to',
  ],
  'errors: generic and authentication': [
    'An error occurred',
    'Authentication failed',
    'Invalid email or password',
    'Sign in failed',
    'An error occurred during sign in',
    'Password Reset Required',
    'Please reset your password to continue',
    'Sign out failed',
    'Signed in successfully',
    'Welcome back, ',
    'Signed out successfully',
  ],
  'errors: sign-up': [
    'Account already exists',
    'An account with this email already exists. Please sign in instead.',
    'Error creating account',
    'An error occurred during registration',
    'Account created successfully! Please check your email to verify your account.',
  ],
  'errors: submission': [
    'Free Reviews Used',
    "You've used your credits. Subscribe to analyze more contracts.",
    'Review Limit Reached',
    'Credit Limit Reached',
    'Insufficient credits',
    "You've used all your available contract reviews.",
    'Failed to submit contract. Please try again.',
  ],
  'errors: uploads': [
    'Upload Failed',
    'Failed to upload ',
    '. Please try again.',
    'Please upload a PDF file. ',
    ' is not a valid PDF.',
    'Processing Failed',
    'Failed to process DOCX file.',
    'PDF upload failed. Please try again.',
    'Text cannot be extracted from this PDF. Please try a different file.',
  ],
  'errors: redline and downloads': [
    'Redlining Failed',
    'Failed to redline contract. Please try again.',
    'Download Failed',
    'Failed to download redlined contract. Please try again.',
    'Upgrade Required',
  ],
  'errors: referral, waitlist, top-up': [
    'Failed to send referral. Please try again.',
    'Email service is currently unavailable. Please try again later.',
    'Already applied',
    'Request failed',
    'Failed to submit your request. Please try again later.',
    'Top-up request submitted',
    'Our team will contact you shortly.',
  ],
  'errors: email verification': [
    'No verification token found in the URL.',
    'Verification failed. Please try again.',
    'Verification Failed',
    "We couldn't verify your email. The link may have expired.",
    'An error occurred during verification. Please try again later.',
  ],
  'errors: password reset': [
    'Reset link is invalid. Please request a new password reset.',
    'Password reset failed',
    'An error occurred during password reset. Try requesting a new reset link.',
    "We couldn't reset your password. The reset link may have expired or is invalid.",
    "If your email is registered, you'll receive reset instructions shortly.",
  ],
  'errors: library and playbooks': [
    'Failed to load contracts. Please try again.',
    'Failed to load playbooks',
    'Failed to create playbook',
    'Failed to update playbook',
    'Failed to delete playbook',
    'Playbook created successfully',
    'Playbook updated successfully',
    'Playbook deleted successfully',
  ],
  'errors: email test': [
    'Failed to Send Verification Email',
    'Failed to Send Test Email',
    'SMTP Connection Failed',
    'SMTP connection successful',
    'Test User',
  ],
};

/** Every source file of the product (no tests, no build output), read once. */
function productSource(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['shared', 'frontend/src', 'functions/src']) walk(path.join(ROOT, dir));
  return texts.join('\n');
}

describe("the spec's user-facing strings", () => {
  const source = productSource();

  it.each(Object.entries(SPEC_STRINGS))('%s: each is worded as the spec words it', (_area, strings) => {
    const notInSpec = strings.filter((s) => !spec.includes(s));
    expect(notInSpec, 'listed here but not in the spec (a typo in this list?)').toEqual([]);
    const missing = strings.filter((s) => !source.includes(s));
    expect(missing, 'in the spec but nowhere in the product source').toEqual([]);
  });

  it('no British spelling where the spec spells with z', () => {
    for (const wrong of [
      'Analysing Your Contract',
      'Subscribe to analyse more contracts',
      'Start Analysing Contracts',
    ]) {
      expect(source.includes(wrong), wrong).toBe(false);
    }
  });
});
