/**
 * Marking a contract signed: its dates are derived from the analysis once (domain/key-dates/derive.ts)
 * and stored under its owner with the default reminders (90, 30 and 7 days); signing again only
 * moves the signature date. The unsubscribe link's lookup is written before the record, so no
 * reminder can ever go out with a link that does not work.
 */
import { DEFAULT_REMINDER_OFFSETS, keyDateMessages } from '../../../../shared/key-dates-messages';
import { isoDateOf } from '../../../../shared/iso-date';
import type { ContractKeyDates } from '../../../../shared/schemas/key-dates';
import type { SignedContract } from '../../adapters/repositories/key-dates';
import { newToken } from '../../domain/accounts/tokens';
import { AppError, validationFailed } from '../../domain/errors/app-error';
import { addDays } from '../../domain/key-dates/calendar-dates';
import { deriveKeyDates } from '../../domain/key-dates/derive';
import { nextReminderAt } from '../../domain/key-dates/reminders';
import { scopeOfOwner } from '../../domain/owners';
import { loadAnalysedContract } from './contract-source';
import { presentProposed, presentSigned } from './present';
import type { Actor, KeyDatesDeps } from './types';

export function createSigning(deps: KeyDatesDeps) {
  const today = () => isoDateOf(deps.clock.now());

  /** The contract's dates: tracked once signed, else proposed from its analysis. */
  async function view(actor: Actor, contractId: string): Promise<ContractKeyDates> {
    const ownerId = await deps.contractOwner(actor, contractId);
    const record = await deps.keyDates.get(scopeOfOwner(ownerId), contractId, { consistent: true });
    if (record) return presentSigned(record, today());
    const source = await loadAnalysedContract(deps, ownerId, contractId);
    return presentProposed(contractId, source.title, deriveKeyDates({ ...source, signedOn: today() }), today());
  }

  async function markSigned(
    actor: Actor,
    contractId: string,
    signedOn: string,
  ): Promise<{ view: ContractKeyDates; created: boolean }> {
    const now = deps.clock.now();
    // A day of slack: the user's today may be tomorrow in UTC.
    if (signedOn > addDays(today(), 1))
      throw validationFailed(keyDateMessages.signedOnFuture, { signedOn: keyDateMessages.signedOnFuture });
    const ownerId = await deps.contractOwner(actor, contractId);
    const owner = scopeOfOwner(ownerId);
    const existing = await deps.keyDates.get(owner, contractId, { consistent: true });
    if (existing) {
      if (existing.signedOn === signedOn) return { view: presentSigned(existing, today()), created: false };
      const moved = await deps.keyDates.update(owner, contractId, existing.version, {
        signedOn,
        signedAt: new Date(now).toISOString(),
        signedBy: actor.userId,
        updatedAt: new Date(now).toISOString(),
      });
      if (!moved) throw new AppError(409, 'KEY_DATES_CHANGED', keyDateMessages.changedMeanwhile);
      await deps.recordAudit(actor, {
        kind: 'signature',
        contractId,
        ownerId,
        details: { signedOn, previousSignedOn: existing.signedOn },
      });
      return { view: presentSigned(moved, today()), created: false };
    }

    const source = await loadAnalysedContract(deps, ownerId, contractId);
    const dates = deriveKeyDates({ ...source, signedOn });
    const reminders = { enabled: true, offsets: [...DEFAULT_REMINDER_OFFSETS] };
    const { token, hash } = newToken();
    const record: SignedContract = {
      owner,
      contractId,
      contractUserId: source.userId,
      notifyUserId: actor.userId,
      contractTitle: source.title,
      signedOn,
      signedAt: new Date(now).toISOString(),
      signedBy: actor.userId,
      dates,
      reminders,
      remindersFrom: now,
      nextReminderAt: nextReminderAt(dates, { ...reminders, remindersFrom: now }, now) ?? null,
      unsubscribeToken: token,
      version: 1,
      updatedAt: new Date(now).toISOString(),
    };
    await deps.links.putUnsubscribe(hash, { owner, contractId });
    if (!(await deps.keyDates.create(record))) {
      // Signed meanwhile by another request: its record (and link) stand.
      await deps.links.deleteUnsubscribe(hash);
      const winner = await deps.keyDates.get(owner, contractId, { consistent: true });
      if (!winner) throw new AppError(409, 'KEY_DATES_CHANGED', keyDateMessages.changedMeanwhile);
      return { view: presentSigned(winner, today()), created: false };
    }
    await deps.recordAudit(actor, {
      kind: 'signature',
      contractId,
      ownerId,
      details: {
        signedOn,
        datesTracked: dates.length,
        noticeDeadline: dates.find((d) => d.kind === 'notice-deadline')?.date ?? null,
      },
    });
    return { view: presentSigned(record, today()), created: true };
  }

  return { view, markSigned };
}
