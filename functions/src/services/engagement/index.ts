/**
 * Recording engagement events: unauthenticated, so every client address is rate limited, and every
 * event is sanitised before it is stored (sanitize.ts).
 */
import type { ParsedEngagementEvent } from '../../../../shared/schemas/engagement';
import type { EngagementEventsRepo } from '../../adapters/repositories/engagement-events';
import type { RateLimitRepo } from '../../adapters/repositories/rate-limit';
import { rateWindow, retryAfterSeconds, type RateRule } from '../../domain/accounts/rate-limits';
import { AppError } from '../../domain/errors/app-error';
import { sanitizeEvent } from './sanitize';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

/** Events per client address per minute: a busy browsing session sends a few dozen at most. */
export const engagementRateRule: RateRule = { name: 'engagement-ip', limit: 60, windowSeconds: 60 };

export interface EngagementDeps {
  events: EngagementEventsRepo;
  rateLimits: RateLimitRepo;
  clock: Clock;
  log: Pick<LogPort, 'info'>;
  rule?: RateRule;
}

export function createEngagementService(deps: EngagementDeps) {
  const rule = deps.rule ?? engagementRateRule;
  return {
    async track(event: ParsedEngagementEvent, meta: { clientIp: string }): Promise<void> {
      const now = deps.clock.now();
      const window = rateWindow(rule, meta.clientIp, now);
      const count = await deps.rateLimits.hit(window);
      if (count > rule.limit) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          'Too many events. Please slow down.',
          {},
          {
            'retry-after': String(retryAfterSeconds(window, now)),
          },
        );
      }
      const { stripped, ...clean } = sanitizeEvent(event);
      if (stripped.length)
        deps.log.info('engagement metadata keys stripped', { keys: stripped, eventType: clean.eventType });
      await deps.events.record({ ...clean, at: now });
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
