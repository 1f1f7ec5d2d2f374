/**
 * Signed contracts and their key dates: sign, view, correct, list, calendars, the unsubscribe link
 * and deletion (for contract and account deletion). See docs/decisions/190-key-dates-of-signed-contracts.md.
 */
import { isoDateOf } from '../../../../shared/iso-date';
import type { KeyDateListItem } from '../../../../shared/schemas/key-dates';
import { scopeOfOwner } from '../../domain/owners';
import { createCalendars } from './calendar';
import { createDeletion } from './deletion';
import { createEditing } from './editing';
import { comingDates, type ListFilter } from './present';
import { createSigning } from './signing';
import type { Actor, KeyDatesDeps } from './types';
import { createUnsubscribe } from './unsubscribe';

export type { Actor, KeyDatesDeps } from './types';
export { createDeletion } from './deletion';

export function createKeyDatesServices(deps: KeyDatesDeps) {
  const signing = createSigning(deps);
  const deletion = createDeletion(deps);
  return {
    ...signing,
    update: createEditing(deps),
    ...createCalendars(deps),
    setReminders: createUnsubscribe(deps),
    ...deletion,

    /** The coming dates of every signed contract the account sees (its own and its organisation's). */
    async list(actor: Actor, filter: Partial<ListFilter>): Promise<KeyDateListItem[]> {
      const owners = await deps.ownersOf(actor.userId);
      const records = (await Promise.all(owners.map((owner) => deps.keyDates.list(owner)))).flat();
      return comingDates(records, { ...filter, from: filter.from ?? isoDateOf(deps.clock.now()) });
    },

    /** Marks the contract not signed: its dates and reminders go. */
    async unsign(actor: Actor, contractId: string): Promise<boolean> {
      const ownerId = await deps.contractOwner(actor, contractId);
      const removed = await deletion.deleteContractKeyDates(scopeOfOwner(ownerId), contractId);
      if (removed)
        await deps.recordAudit(actor, {
          kind: 'signature',
          contractId,
          ownerId,
          details: { signedOn: null, action: 'marked not signed' },
        });
      return removed;
    },
  };
}

export type KeyDatesServices = ReturnType<typeof createKeyDatesServices>;
