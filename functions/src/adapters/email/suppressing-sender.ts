/**
 * The email port with the suppression list in front: a message to an address SES reported as
 * bouncing or complaining is not sent. The caller carries on as if it had been (sign-up, reset and
 * referral answer exactly as they otherwise would, so nothing reveals the address's state); the
 * skip is logged and counted (metric EmailSuppressed) for operators.
 */
import { metric, metricNames } from '../../log';
import type { SuppressionRepo } from '../repositories/suppression';
import type { EmailSender } from './port';
import type { LogPort } from '../../log/port';

export type SuppressionLog = Pick<LogPort, 'warn'>;

export function withSuppression(
  sender: EmailSender,
  suppressions: Pick<SuppressionRepo, 'get'>,
  log: SuppressionLog,
): EmailSender {
  return {
    async send(message) {
      const suppressed = await suppressions.get(message.to);
      if (suppressed) {
        log.warn('email suppressed', {
          reason: suppressed.reason,
          detail: suppressed.detail,
          since: suppressed.suppressedAt,
          subject: message.subject,
        });
        metric(metricNames.emailSuppressed, 1, { reason: suppressed.reason });
        return;
      }
      await sender.send(message);
    },
  };
}
