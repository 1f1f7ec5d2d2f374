/**
 * Rate-limit rules as data. Counters are fixed windows: the window start is part of the counter's
 * key, so a new window starts from zero and old counters expire through the table's TTL.
 */
export interface RateRule {
  /** Counter namespace, part of the key. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const rateRules = {
  /**
   * Failed sign-ins per account (email) and client address together: a guesser is slowed where they
   * guess from, and cannot lock the owner out of signing in from anywhere else.
   */
  loginFailuresPerAccountAddress: { name: 'login-account-ip', limit: 5, windowSeconds: 15 * 60 },
  /** Failed sign-ins per client address (slows credential stuffing across accounts). */
  loginFailuresPerAddress: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Invalid verification/reset tokens per client address (links are unguessable; this stops probing). */
  tokenFailuresPerAddress: { name: 'token-ip', limit: 30, windowSeconds: 15 * 60 },
  /** Reset requests per client address. */
  resetRequestsPerAddress: { name: 'reset-ip', limit: 20, windowSeconds: 15 * 60 },
  /** Reset emails per account; beyond it the request is answered the same but no mail is sent. */
  resetEmailsPerAccount: { name: 'reset-account', limit: 3, windowSeconds: 15 * 60 },
  /** Resend-verification requests per client address (answered 429 beyond it). */
  resendRequestsPerAddress: { name: 'resend-ip', limit: 10, windowSeconds: 15 * 60 },
  /** Verification emails resent per account; beyond it the request is answered the same but no mail is sent. */
  resendEmailsPerAccount: { name: 'resend-account', limit: 3, windowSeconds: 60 * 60 },
  /** Sign-ups per client address (each sends an email and may earn a free analysis). */
  signUpsPerAddress: { name: 'signup-ip', limit: 10, windowSeconds: 60 * 60 },
  /** Sign-ups across everyone: a ceiling on verification mail (SES reputation) when addresses rotate. */
  signUpsOverall: { name: 'signup-all', limit: 300, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

export interface RateWindow {
  rule: string;
  /** Who is counted: an email, a client address. */
  subject: string;
  /** Epoch seconds at which the window started. */
  startsAt: number;
  /** Epoch seconds at which the window (and so the block) ends. */
  endsAt: number;
}

export function rateWindow(rule: RateRule, subject: string, nowMs: number): RateWindow {
  const now = Math.floor(nowMs / 1000);
  const start = now - (now % rule.windowSeconds);
  return { rule: rule.name, subject, startsAt: start, endsAt: start + rule.windowSeconds };
}

/** Seconds until the window ends (at least 1), for the Retry-After header. */
export function retryAfterSeconds(window: RateWindow, nowMs: number): number {
  return Math.max(1, window.endsAt - Math.floor(nowMs / 1000));
}
