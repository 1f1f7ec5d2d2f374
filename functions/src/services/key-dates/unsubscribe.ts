/**
 * The one-click unsubscribe link of a contract's reminder emails: it turns that contract's reminders
 * off (or, from the same page, on again) and touches no other contract. It needs no sign-in; the
 * token names one contract and can do nothing else.
 */
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import type { UnsubscribeResult } from '../../../../shared/schemas/key-dates';
import { hashToken, looksLikeToken } from '../../domain/accounts/tokens';
import { AppError } from '../../domain/errors/app-error';
import { nextReminderAt } from '../../domain/key-dates/reminders';
import type { KeyDatesDeps } from './types';

const invalid = () => new AppError(404, 'UNSUBSCRIBE_TOKEN_INVALID', keyDateMessages.unsubscribeInvalid);

export function createUnsubscribe(deps: KeyDatesDeps) {
  return async function setReminders(token: string, subscribe: boolean): Promise<UnsubscribeResult> {
    if (!looksLikeToken(token)) throw invalid();
    const target = await deps.links.getUnsubscribe(hashToken(token));
    if (!target) throw invalid();
    // A concurrent edit moves the version: read again and retry, a few times.
    for (let attempt = 0; attempt < 5; attempt++) {
      const record = await deps.keyDates.get(target.owner, target.contractId, { consistent: true });
      if (!record || record.unsubscribeToken !== token) throw invalid();
      if (record.reminders.enabled === subscribe)
        return { contractTitle: record.contractTitle, remindersEnabled: subscribe };
      const now = deps.clock.now();
      const reminders = { ...record.reminders, enabled: subscribe };
      const remindersFrom = subscribe ? now : record.remindersFrom;
      const updated = await deps.keyDates.update(target.owner, target.contractId, record.version, {
        reminders,
        remindersFrom,
        nextReminderAt: nextReminderAt(record.dates, { ...reminders, remindersFrom }, now) ?? null,
        updatedAt: new Date(now).toISOString(),
      });
      if (updated) {
        await deps.recordAudit(
          { userId: record.notifyUserId },
          {
            kind: 'key-date-change',
            contractId: record.contractId,
            ownerId: record.owner.id,
            details: { changes: `Reminders ${subscribe ? 'on' : 'off'} (email link)` },
          },
        );
        return { contractTitle: record.contractTitle, remindersEnabled: subscribe };
      }
    }
    throw new AppError(409, 'KEY_DATES_CHANGED', keyDateMessages.changedMeanwhile);
  };
}
