/**
 * The library's search index (`SEARCH#<owner partition>`, decision 210): derived from the
 * contracts' search text, so it is deleted, never exported. The library feature removes a deleted
 * contract from its owner's index (searches skip it at once, its text is blanked) and drops a deleted
 * account's whole index; both are handed in by the composition root (http/library/deps.ts). An
 * organisation's index is the organisation's and stays with it.
 */
import type { DataKind } from '../../services/personal-data/data-kind';

/** What the library feature deletes from its search index, by owner (a user's or an organisation's id). */
export interface LibrarySearchErasure {
  ofContract(ownerId: string, contractId: string): Promise<void>;
  ofAccount(userId: string): Promise<void>;
}

export function librarySearchKind(erase: LibrarySearchErasure): DataKind {
  return {
    name: 'library search index',
    async eraseContract({ ownerId, contract }) {
      await erase.ofContract(ownerId, contract.id);
    },
    async eraseAccount({ userId }) {
      await erase.ofAccount(userId);
    },
  };
}
