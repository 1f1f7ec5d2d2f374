/**
 * The user's corrections to a signed contract's dates and reminder settings. An edit names the
 * version it was made on: a change made meanwhile (another window, the unsubscribe link) is refused
 * with 409, never overwritten. When the schedule moves, reminders that fell due before the edit are
 * not sent afterwards (domain/key-dates/reminders.ts).
 */
import type * as v from 'valibot';
import { randomBytes } from 'node:crypto';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import { isoDateOf } from '../../../../shared/iso-date';
import type { ContractKeyDates, UpdateKeyDatesSchema } from '../../../../shared/schemas/key-dates';
import { AppError } from '../../domain/errors/app-error';
import { applyCorrections, describeChanges, scheduleChanged } from '../../domain/key-dates/corrections';
import { nextReminderAt } from '../../domain/key-dates/reminders';
import { scopeOfOwner } from '../../domain/owners';
import { presentSigned } from './present';
import type { Actor, KeyDatesDeps } from './types';

export type KeyDatesUpdate = v.InferOutput<typeof UpdateKeyDatesSchema>;

const changedMeanwhile = () => new AppError(409, 'KEY_DATES_CHANGED', keyDateMessages.changedMeanwhile);

export function createEditing(deps: KeyDatesDeps) {
  return async function update(actor: Actor, contractId: string, input: KeyDatesUpdate): Promise<ContractKeyDates> {
    const ownerId = await deps.contractOwner(actor, contractId);
    const owner = scopeOfOwner(ownerId);
    const record = await deps.keyDates.get(owner, contractId, { consistent: true });
    if (!record) throw new AppError(409, 'CONTRACT_NOT_SIGNED', keyDateMessages.notSigned);
    if (record.version !== input.version) throw changedMeanwhile();

    const now = deps.clock.now();
    const dates = input.dates
      ? applyCorrections(record.dates, input.dates, () => `custom-${randomBytes(5).toString('hex')}`)
      : record.dates;
    const reminders = {
      enabled: input.reminders?.enabled ?? record.reminders.enabled,
      offsets: input.reminders?.offsets ?? record.reminders.offsets,
    };
    const remindersMoved =
      reminders.enabled !== record.reminders.enabled ||
      reminders.offsets.join(',') !== record.reminders.offsets.join(',');
    const remindersFrom = remindersMoved || scheduleChanged(record.dates, dates) ? now : record.remindersFrom;
    const updated = await deps.keyDates.update(owner, contractId, record.version, {
      dates,
      reminders,
      remindersFrom,
      nextReminderAt: nextReminderAt(dates, { ...reminders, remindersFrom }, now) ?? null,
      updatedAt: new Date(now).toISOString(),
    });
    if (!updated) throw changedMeanwhile();

    const changes = describeChanges(record.dates, dates);
    if (reminders.enabled !== record.reminders.enabled) changes.push(`Reminders ${reminders.enabled ? 'on' : 'off'}`);
    if (reminders.offsets.join(',') !== record.reminders.offsets.join(',')) {
      changes.push(`Reminder days ${record.reminders.offsets.join(', ')} to ${reminders.offsets.join(', ')}`);
    }
    if (changes.length > 0) {
      await deps.recordAudit(actor, {
        kind: 'key-date-change',
        contractId,
        ownerId,
        details: { changes: changes.join('; '), version: updated.version },
      });
    }
    return presentSigned(updated, isoDateOf(now));
  };
}
