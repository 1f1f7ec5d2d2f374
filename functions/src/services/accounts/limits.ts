/** Rate-limit checks shared by the account use-cases (rules in domain/accounts/rate-limits.ts). */
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { accountErrors } from './errors';
import type { AccountDeps } from './types';

export function createLimiter({ rateLimits, clock }: Pick<AccountDeps, 'rateLimits' | 'clock'>) {
  return {
    /** Throws RATE_LIMITED (with the seconds to wait) once the subject reached the rule's limit. */
    async assertUnder(rule: RateRule, subject: string, message?: string): Promise<void> {
      const window = rateWindow(rule, subject, clock.now());
      if ((await rateLimits.count(window)) >= rule.limit) {
        throw accountErrors.rateLimited(retryAfterSeconds(window, clock.now()), message);
      }
    },
    /** Counts one event and throws RATE_LIMITED when it went over the rule's limit. */
    async take(rule: RateRule, subject: string, message?: string): Promise<void> {
      const window = rateWindow(rule, subject, clock.now());
      if ((await rateLimits.hit(window)) > rule.limit) {
        throw accountErrors.rateLimited(retryAfterSeconds(window, clock.now()), message);
      }
    },
    /** Counts one event; returns the count in the current window. */
    hit(rule: RateRule, subject: string): Promise<number> {
      return rateLimits.hit(rateWindow(rule, subject, clock.now()));
    },
    reset(rule: RateRule, subject: string): Promise<void> {
      return rateLimits.reset(rateWindow(rule, subject, clock.now()));
    },
  };
}
