/**
 * A contract's name as people read it: the contract type and the counterparty from the analysis,
 * "Distributor Agreement — NETGEAR", without saying a name twice when the type itself carries it
 * ("NETGEAR Distributor Agreement") or the counterparty is the reviewed party again. Without a
 * type: the party it was reviewed for, else "Unnamed Contract". The library cards, key dates,
 * reminder emails and calendar events all name a contract this way.
 */

export const UNNAMED_CONTRACT = 'Unnamed Contract';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether `part` is already said, word for word, in `whole`. */
const saidIn = (whole: string, part: string) => words(part) !== '' && ` ${words(whole)} `.includes(` ${words(part)} `);

export function contractName(contract: {
  title: string | null | undefined;
  counterparty: string | null | undefined;
  behalfOf: string;
}): string {
  const behalfOf = contract.behalfOf.trim();
  const title = contract.title?.trim();
  if (!title) return behalfOf || UNNAMED_CONTRACT;
  const counterparty = contract.counterparty?.trim();
  const addParty =
    counterparty && !saidIn(title, counterparty) && !(behalfOf && words(counterparty) === words(behalfOf));
  return addParty ? `${title} — ${counterparty}` : title;
}
