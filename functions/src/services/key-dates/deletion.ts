/**
 * Removing a contract's key dates: the record (which stops its reminders at once: the job reads it
 * before every send), its unsubscribe link and its reminder claims. Used when a contract is marked
 * not signed, when a contract is deleted and when an account is deleted (with its calendar feed).
 * The audit trail is not touched: it is append-only and goes only with the account.
 */
import { hashToken } from '../../domain/accounts/tokens';
import { userScope, type OwnerScope } from '../../domain/owners';
import type { KeyDatesDeps } from './types';

export function createDeletion(deps: Pick<KeyDatesDeps, 'keyDates' | 'links' | 'claims'>) {
  /** True when the contract had key dates. Safe to call again after a crash part-way. */
  async function deleteContractKeyDates(owner: OwnerScope, contractId: string): Promise<boolean> {
    const removed = await deps.keyDates.delete(owner, contractId);
    if (removed) await deps.links.deleteUnsubscribe(hashToken(removed.unsubscribeToken));
    await deps.claims.deleteForContract(owner, contractId);
    return removed !== undefined;
  }

  /** Every signed contract of the account and its calendar feed. */
  async function deleteAccountKeyDates(userId: string): Promise<number> {
    const owner = userScope(userId);
    const records = await deps.keyDates.list(owner);
    for (const record of records) await deleteContractKeyDates(owner, record.contractId);
    await deps.links.revokeFeed(userId);
    return records.length;
  }

  return { deleteContractKeyDates, deleteAccountKeyDates };
}
