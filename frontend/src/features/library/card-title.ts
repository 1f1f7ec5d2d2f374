/**
 * A library card's heading: the contract type and the counterparty from the analysis,
 * "Distributor Agreement — NETGEAR". The server already names each party once; this keeps the
 * heading from saying a name twice when the type itself carries it ("NETGEAR Distributor
 * Agreement") or the counterparty is the reviewed party again (an analysis older than the fix).
 * Without a type: behalfOf, else "Unnamed Contract".
 */
import { contractName } from '../../../../shared/contract-name';
import type { LibraryContract } from '../../../../shared/schemas/library';
import { libraryMessages } from './library-messages';

export function cardTitle(contract: Pick<LibraryContract, 'title' | 'counterparty' | 'behalfOf'>): {
  name: string;
  subtitle: string | null;
} {
  const behalfOf = contract.behalfOf.trim();
  return {
    name: contractName(contract),
    subtitle: contract.title?.trim() && behalfOf ? libraryMessages.reviewedFor(behalfOf) : null,
  };
}
