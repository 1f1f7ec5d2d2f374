/** Rate limits of the outreach endpoints (same fixed-window scheme as domain/accounts/rate-limits.ts). */
import type { RateRule } from '../accounts/rate-limits';

export const outreachRateRules = {
  /** Referral emails a user may send per day (each is a real email to a third party). */
  referralsPerUser: { name: 'referral-user', limit: 10, windowSeconds: 24 * 3600 },
  /** Invitations of one friend (by email) per user per day: one. */
  referralsPerFriend: { name: 'referral-friend', limit: 1, windowSeconds: 24 * 3600 },
  /** Top-up requests a user may send per day. */
  topUpsPerUser: { name: 'topup-user', limit: 5, windowSeconds: 24 * 3600 },
  /** Waitlist applications per client address per hour (the form is public). */
  waitlistPerAddress: { name: 'waitlist-ip', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;
