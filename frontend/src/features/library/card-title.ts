/**
 * A library card's heading (issue 14): the contract type and the counterparty from the analysis,
 * "Distributor Agreement — NETGEAR". The server already names each party once; this keeps the
 * heading from saying a name twice when the type itself carries it ("NETGEAR Distributor
 * Agreement") or the counterparty is the reviewed party again (an analysis older than the fix).
 * Without a type: behalfOf, else "Unnamed Contract".
 */
import type { LibraryContract } from '../../../../shared/schemas/library';
import { libraryMessages } from './library-messages';

const words = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Whether `part` is already said, word for word, in `whole`. */
const saidIn = (whole: string, part: string) => words(part) !== '' && ` ${words(whole)} `.includes(` ${words(part)} `);

export function cardTitle(contract: Pick<LibraryContract, 'title' | 'counterparty' | 'behalfOf'>): { name: string; subtitle: string | null } {
  const behalfOf = contract.behalfOf.trim();
  const title = contract.title?.trim();
  if (!title) return { name: behalfOf || libraryMessages.unnamed, subtitle: null };
  const counterparty = contract.counterparty?.trim();
  const addParty = counterparty && !saidIn(title, counterparty) && !(behalfOf && words(counterparty) === words(behalfOf));
  return {
    name: addParty ? `${title} — ${counterparty}` : title,
    subtitle: behalfOf ? libraryMessages.reviewedFor(behalfOf) : null,
  };
}
