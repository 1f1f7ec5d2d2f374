/**
 * The negotiation round-trip's files (services/negotiation, decisions 173 and 174), all in the
 * bucket: per contract under `negotiation/<owner>/<contract>/` the previous draft's text, the
 * comparison Word file and the decisions with their reasons and internal notes; per owner the deal
 * pointers `negotiation/<owner>/deals/<hash>.json` naming the contract with the deal's latest
 * decisions. Deleted with the contract (its pointers too) or the account; exported beside the
 * contract.
 */
import type { DataKind } from '../../services/personal-data/data-kind';
import { negotiationDealsPrefix, negotiationPrefix } from '../../domain/contracts/lifecycle';
import type { PersonalDataStores } from './stores';

export function negotiationKind({ bucket }: PersonalDataStores): DataKind {
  /** The owner's deal pointers that name this contract (an owner has one pointer per deal: few). */
  async function pointersTo(ownerId: string, contractId: string): Promise<string[]> {
    const keys = await bucket.listKeys(negotiationDealsPrefix(ownerId));
    const out: string[] = [];
    for (const key of keys) {
      const bytes = await bucket.read(key);
      if (!bytes) continue;
      try {
        if ((JSON.parse(new TextDecoder().decode(bytes)) as { contractId?: unknown }).contractId === contractId)
          out.push(key);
      } catch {
        out.push(key); // unreadable: reads as no memory anyway
      }
    }
    return out;
  }

  return {
    name: 'negotiation files',

    async eraseContract({ ownerId, contract }) {
      await bucket.deleteKeys(await pointersTo(ownerId, contract.id));
      await bucket.deletePrefix(negotiationPrefix(ownerId, contract.id));
    },

    async eraseAccount({ userId }) {
      await bucket.deletePrefix(`negotiation/${userId}/`);
    },

    async exportAccount({ userId }, out) {
      const deals = negotiationDealsPrefix(userId);
      for (const key of await bucket.listKeys(`negotiation/${userId}/`)) {
        if (key.startsWith(deals)) continue; // derived: which contract holds a deal's latest decisions
        const bytes = await bucket.read(key);
        const [contractId, ...rest] = key.slice(`negotiation/${userId}/`.length).split('/');
        if (bytes && contractId && rest.length > 0)
          out.file(`contracts/${contractId}/negotiation/${rest.join('/')}`, bytes);
      }
    },
  };
}
