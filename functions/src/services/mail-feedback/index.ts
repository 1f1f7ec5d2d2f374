/**
 * SES bounce and complaint feedback -> the suppression list. SES publishes one JSON record per
 * event to the configuration set's SNS topic (`eventType`; identity notifications name the same
 * field `notificationType`). Only what means "stop mailing this address" suppresses it:
 * a Permanent bounce (the address does not exist or refuses for good) and any complaint.
 * Transient and Undetermined bounces (full mailbox, greylisting) and every other event are ignored.
 */
import * as v from 'valibot';
import type { SuppressionReason, SuppressionRepo } from '../../adapters/repositories/suppression';
import type { LogPort } from '../../log/port';

const Recipient = v.looseObject({ emailAddress: v.string() });

const Notification = v.looseObject({
  eventType: v.optional(v.string()),
  notificationType: v.optional(v.string()),
  bounce: v.optional(
    v.looseObject({
      bounceType: v.string(),
      bounceSubType: v.optional(v.string()),
      bouncedRecipients: v.array(Recipient),
    }),
  ),
  complaint: v.optional(
    v.looseObject({ complainedRecipients: v.array(Recipient), complaintFeedbackType: v.optional(v.string()) }),
  ),
});

export type SesFeedback =
  | { kind: 'suppress'; reason: SuppressionReason; detail: string; addresses: string[] }
  | { kind: 'ignore'; why: string };

/** What one SES notification (the SNS message body) asks of the suppression list. */
export function readSesNotification(body: string): SesFeedback {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return { kind: 'ignore', why: 'not JSON' };
  }
  const parsed = v.safeParse(Notification, raw);
  if (!parsed.success) return { kind: 'ignore', why: 'not an SES notification' };
  const n = parsed.output;
  const type = n.eventType ?? n.notificationType;
  if (type === 'Bounce' && n.bounce) {
    if (n.bounce.bounceType !== 'Permanent') return { kind: 'ignore', why: `${n.bounce.bounceType} bounce` };
    const detail = `Permanent/${n.bounce.bounceSubType ?? 'General'}`;
    return {
      kind: 'suppress',
      reason: 'bounce',
      detail,
      addresses: n.bounce.bouncedRecipients.map((r) => r.emailAddress),
    };
  }
  if (type === 'Complaint' && n.complaint) {
    const detail = n.complaint.complaintFeedbackType ?? 'complaint';
    return {
      kind: 'suppress',
      reason: 'complaint',
      detail,
      addresses: n.complaint.complainedRecipients.map((r) => r.emailAddress),
    };
  }
  return { kind: 'ignore', why: `${type ?? 'unknown'} event` };
}

export interface MailFeedbackDeps {
  suppressions: Pick<SuppressionRepo, 'suppress'>;
  now: () => Date;
  log: Pick<LogPort, 'info'>;
}

/** Applies one notification; returns how many addresses it suppressed. */
export async function recordSesNotification(body: string, deps: MailFeedbackDeps): Promise<number> {
  const feedback = readSesNotification(body);
  if (feedback.kind === 'ignore') {
    deps.log.info('ses notification ignored', { why: feedback.why });
    return 0;
  }
  const at = deps.now().toISOString();
  for (const address of feedback.addresses) {
    await deps.suppressions.suppress(address, feedback.reason, feedback.detail, at);
  }
  // Addresses are personal data: the log names the reason and count, not who.
  deps.log.info('addresses suppressed', {
    reason: feedback.reason,
    detail: feedback.detail,
    count: feedback.addresses.length,
  });
  return feedback.addresses.length;
}
